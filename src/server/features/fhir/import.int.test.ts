import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, auditLog, patientLabs, patients } from '../../../db/schema';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { jennyBundle, jennyResources } from '../../test-support/fhir-fixtures';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import { bearer, createTestContext, errorOf, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let team: Team;
let other: Team;
let onc: string;

beforeAll(async () => {
  t = await createTestContext();
  team = await signUpTeam(t.app, 'FHIR Import Hospital');
  other = await signUpTeam(t.app, 'Elsewhere Hospital');
  onc = team.oncologist.accessToken;
});
afterAll(async () => t.close());

const importBundle = (token: string | null, body: unknown, query = '') =>
  call(t.app, token, 'POST', `/api/fhir/import${query}`, body);

/** Patients stored (the tests of this file run one after another). */
async function patientCount(): Promise<number> {
  const [row] = await t.db.db.select({ n: count() }).from(patients);
  return row!.n;
}

describe('POST /api/fhir/import', () => {
  it('401 without a session, before reading the body', async () => {
    const res = await importBundle(null, jennyBundle(), '?dryRun=true');
    expect(res.statusCode).toBe(401);
  });

  it('dry run: the report only, nothing saved', async () => {
    const before = await patientCount();
    const res = await importBundle(onc, jennyBundle(), '?dryRun=true');
    expect(res.statusCode).toBe(200);
    const { report, patientId } = res.json();
    expect(patientId).toBeUndefined();
    expect(report.counts).toEqual({
      medications: 2,
      allergies: 1,
      conditions: 1,
      labValues: 3,
      // Blood pressure and ECOG taken at the same time make one vital-signs row.
      vitals: 1,
      genetics: 1,
      treatmentHistory: 1,
      // Issue 20: the report now counts tumour measurements (mCODE TumorSize); none here.
      tumourMeasurements: 0,
    });
    expect(report.skipped).toEqual([
      expect.objectContaining({
        resourceType: 'Encounter',
        reason: 'OncoCDS does not record Encounter resources',
      }),
    ]);
    expect(
      report.unresolvedCodes.map((u: { field: string; code: string }) => [u.field, u.code]),
    ).toEqual([
      ['medications.drugName', '999999999'],
      ['labValues.labType', '2157-6'],
    ]);
    expect(report.missingDemographics).toEqual([]);
    expect(await patientCount()).toBe(before);
  });

  it('accepts FHIR’s own media type and bundles above the 1 MB API default', async () => {
    const labs = Array.from({ length: 4000 }, (_, i) => ({
      resourceType: 'Observation',
      status: 'final',
      category: [
        {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/observation-category',
              code: 'laboratory',
            },
          ],
        },
      ],
      code: { coding: [{ system: 'http://loinc.org', code: '2160-0', display: 'Creatinine' }] },
      subject: { reference: 'Patient/jenny-m' },
      effectiveDateTime: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
      valueQuantity: {
        value: 1 + (i % 10) / 10,
        unit: 'mg/dL',
        system: 'http://unitsofmeasure.org',
        code: 'mg/dL',
      },
    }));
    const bundle = jennyBundle();
    (bundle.entry as unknown[]).push(...labs.map((resource) => ({ resource })));
    const payload = JSON.stringify(bundle);
    expect(payload.length).toBeGreaterThan(1024 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fhir/import?dryRun=true',
      headers: { ...bearer(onc), 'content-type': 'application/fhir+json' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().report.counts.labValues).toBe(4003);
  });

  it('a malformed bundle is a 400 naming the entry and the path', async () => {
    const bundle = jennyBundle();
    const entries = bundle.entry as Array<{ resource: Record<string, unknown> }>;
    entries[8]!.resource.valueQuantity = { value: 'eighty-eight', unit: 'umol/L' };
    const res = await importBundle(onc, bundle);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation');
    expect(body.error.message).toBe(
      'The FHIR document is malformed at entry 8: entry[8].resource.valueQuantity.value must be a number, not string',
    );
    expect(body.error.details).toEqual([
      {
        entry: 8,
        path: 'entry[8].resource.valueQuantity.value',
        message: 'must be a number, not string',
      },
    ]);
  });

  it('creates a patient with everything mapped, one audit row and an analytics event', async () => {
    const res = await importBundle(onc, jennyBundle({ mrn: 'FHIR-CREATE-1' }));
    expect(res.statusCode).toBe(201);
    const { patientId, report } = res.json();
    expect(report.mapped.length).toBeGreaterThan(10);
    const p = (await call(t.app, onc, 'GET', `/api/patients/${patientId}`)).json();
    expect(p.demographics).toMatchObject({
      firstName: 'Jenny',
      lastName: 'Mister',
      dateOfBirth: '1955-07-20',
      mrn: 'FHIR-CREATE-1',
      heightCm: 165.1,
      weightKg: 68.04,
    });
    expect(p.conditions).toEqual([
      expect.objectContaining({
        name: 'Left breast cancer',
        icd10: 'C50.912',
        stage: 'IIB',
        status: 'active',
      }),
    ]);
    expect(
      p.medications.map((m: { drugName: string; drugIds: string[]; resolved: boolean }) => [
        m.drugName,
        m.drugIds,
        m.resolved,
      ]),
    ).toEqual([
      ['DOXOrubicin', ['doxorubicin'], true],
      ['Ashwagandha root extract', [], false],
    ]);
    expect(p.treatmentHistory).toEqual([
      expect.objectContaining({
        drugIds: ['doxorubicin'],
        dose: 60,
        doseUnit: 'mg/m2',
        date: '2018-04-22',
      }),
    ]);
    expect(
      p.labValues.map((l: { labName: string | null; canonicalValue: number | null }) => [
        l.labName,
        l.canonicalValue,
      ]),
    ).toEqual([
      ['creatinine', expect.closeTo(1.0, 2)],
      ['anc', 2.1],
      [null, null],
    ]);
    expect(p.genetics).toEqual([
      expect.objectContaining({
        gene: 'DPYD',
        diplotype: '*1/*2A',
        phenotype: 'Intermediate Metabolizer',
      }),
    ]);
    expect(
      p.vitals.map(
        (v: { performanceStatus: number | null; bloodPressureSystolic: number | null }) => [
          v.bloodPressureSystolic,
          v.performanceStatus,
        ],
      ),
    ).toEqual([[118, 0]]);
    const audits = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fhir.import'), eq(auditLog.entityId, patientId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({
      mode: 'create',
      source: 'upload',
      role: 'oncologist',
    });
    expect(JSON.stringify(audits[0]!.details)).not.toMatch(/Jenny|Mister|FHIR-CREATE-1|1955/);
    const events = await t.db.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.type, 'fhir.import'));
    expect(events.at(-1)!.properties).toMatchObject({ source: 'upload', mode: 'create' });
  });

  it.each(['pharmacist', 'nurse', 'researcher', 'student'] as const)(
    'a %s may not create a patient (403)',
    async (role) => {
      const res = await importBundle(
        team[role].accessToken,
        jennyBundle({ mrn: `FHIR-403-${role}` }),
      );
      expect(res.statusCode).toBe(403);
    },
  );

  it('a Synthea patient who died in 1994 arrives deceased: age at death, no therapy alert (issue 20)', async () => {
    const synthea = JSON.parse(
      readFileSync(
        join(__dirname, '../../../core/fhir/fixtures/third-party/synthea/79a66c97.json'),
        'utf8',
      ),
    ) as unknown;
    const res = await importBundle(onc, synthea);
    expect(res.statusCode, res.body).toBe(201);
    const { patientId } = res.json();
    const p = (await call(t.app, onc, 'GET', `/api/patients/${patientId}`)).json();
    expect(p.demographics).toMatchObject({
      dateOfBirth: '1927-05-21',
      deceased: true,
      deceasedDate: '1994-11-11',
      ageYears: 67,
    });
    const alerts = (await call(t.app, onc, 'GET', `/api/patients/${patientId}/alerts`)).json();
    expect(alerts.alerts).toEqual([]);
    expect(JSON.stringify(alerts)).toContain('recorded as deceased');
    // The researcher sees the fact of death, not its date.
    const deid = (
      await call(t.app, team.researcher.accessToken, 'GET', `/api/patients/${patientId}`)
    ).json();
    expect(deid.demographics).toMatchObject({ deceased: true, deceasedDate: null });
    // Exported back as Patient.deceasedDateTime.
    const bundle = (await call(t.app, onc, 'GET', `/api/patients/${patientId}/fhir`)).json();
    const patientOut = bundle.entry.find(
      (e: { resource: { resourceType: string } }) => e.resource.resourceType === 'Patient',
    ).resource;
    expect(patientOut.deceasedDateTime).toBe('1994-11-11');
  });

  it('a Synthea patient’s SNOMED-only cancers keep their code, gain the ICD-10-CM category and export as mCODE (issue 20)', async () => {
    const synthea = JSON.parse(
      readFileSync(
        join(__dirname, '../../../core/fhir/fixtures/third-party/synthea/129c6ac7.json'),
        'utf8',
      ),
    ) as unknown;
    const res = await importBundle(onc, synthea);
    expect(res.statusCode, res.body).toBe(201);
    const { patientId } = res.json();
    type Item = { icd10: string | null; snomed: string | null };
    const pick = (conditions: Item[]) =>
      conditions
        .filter((c) => c.icd10?.startsWith('C'))
        .map((c) => [c.snomed, c.icd10])
        .sort();
    const expected = [
      ['254637007', 'C34'],
      ['254837009', 'C50'],
      ['424132000', 'C34'],
    ];
    const p = (await call(t.app, onc, 'GET', `/api/patients/${patientId}`)).json();
    expect(pick(p.conditions)).toEqual(expected);
    // A hypertension-like finding keeps its SNOMED code without an ICD-10 code.
    expect(p.conditions.some((c: Item) => c.snomed && c.icd10 === null)).toBe(true);
    // The de-identified view keeps the codes.
    const deid = (
      await call(t.app, team.researcher.accessToken, 'GET', `/api/patients/${patientId}`)
    ).json();
    expect(pick(deid.conditions)).toEqual(expected);
    const bundle = (await call(t.app, onc, 'GET', `/api/patients/${patientId}/fhir`)).json();
    const primaries = bundle.entry
      .map((e: { resource: { meta?: { profile?: string[] } } }) => e.resource)
      .filter((r: { meta?: { profile?: string[] } }) =>
        r.meta?.profile?.includes(
          'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-primary-cancer-condition',
        ),
      );
    expect(primaries).toHaveLength(3);
    expect(primaries.map((r: { code: { coding: unknown[] } }) => r.code.coding.length)).toEqual([
      2, 2, 2,
    ]);
  });

  it('400 when a new patient lacks demographics; names what is missing', async () => {
    const resources = jennyResources();
    const res = await importBundle(
      onc,
      resources.filter((r) => r.resourceType !== 'Patient'),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(
      'The bundle lacks what a new patient needs: firstName, lastName, dateOfBirth, sex, mrn (import into an existing patient instead)',
    );
  });
});

describe('re-import of a stored patient: an update with a diff (issue 20)', () => {
  type Obs = { resourceType: string; id?: string; valueQuantity?: { value: number } };
  const labRows = async (patientId: string) =>
    t.db.db.select().from(patientLabs).where(eq(patientLabs.patientId, patientId));
  const versionOf = async (patientId: string) =>
    (
      await t.db.db
        .select({ v: patients.updatedAt })
        .from(patients)
        .where(eq(patients.id, patientId))
    )[0]!.v.getTime();

  it('the same bundle again is the same patient, unchanged: 200, nothing duplicated, audited', async () => {
    const first = await importBundle(onc, jennyBundle({ mrn: 'FHIR-SYNC-1' }));
    expect(first.statusCode).toBe(201);
    const patientId = first.json().patientId;
    const count = await patientCount();
    const version = await versionOf(patientId);
    const again = await importBundle(onc, jennyBundle({ mrn: 'FHIR-SYNC-1' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().patientId).toBe(patientId);
    const update = again.json().report.update;
    expect(update).toMatchObject({ patientId, matchedBy: 'mrn', demographics: [] });
    for (const s of Object.values(update.sections) as Array<{
      added: string[];
      changed: unknown[];
      kept: number;
    }>) {
      expect([s.added, s.changed, s.kept]).toEqual([[], [], 0]);
    }
    expect(update.sections.labValues.unchanged).toBe(3);
    expect(await patientCount()).toBe(count);
    expect(await labRows(patientId)).toHaveLength(3);
    // Nothing changed: the record version (the alert cache key) stays.
    expect(await versionOf(patientId)).toBe(version);
    const audits = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fhir.import'), eq(auditLog.entityId, patientId)));
    expect(audits.map((a) => (a.details as { mode: string }).mode)).toEqual(['create', 'update']);
  });

  it('a changed bundle: the dry run shows the diff and saves nothing; the import applies it and keeps local entries', async () => {
    const created = await importBundle(onc, jennyBundle({ mrn: 'FHIR-SYNC-2' }));
    const patientId = created.json().patientId;
    // A local entry the EHR does not know about.
    const local = await call(t.app, onc, 'POST', `/api/patients/${patientId}/labs`, {
      labType: 'platelets',
      value: 210,
      unit: '10*9/L',
      timestamp: '2018-05-01T08:00:00Z',
    });
    expect(local.statusCode).toBe(201);
    const changed = jennyBundle({ mrn: 'FHIR-SYNC-2' }) as { entry: Array<{ resource: Obs }> };
    const creatinine = changed.entry.find((e) => e.resource.id === 'jenny-m-creatinine')!.resource;
    creatinine.valueQuantity!.value = 132.6;
    changed.entry.push({
      resource: {
        ...structuredClone(creatinine),
        id: 'jenny-m-creatinine-2',
        effectiveDateTime: '2018-05-20T08:00:00Z',
      } as Obs,
    });
    const patientEntry = changed.entry.find((e) => e.resource.resourceType === 'Patient')!;
    Object.assign(patientEntry.resource, { deceasedDateTime: '2019-02-03' });
    const version = await versionOf(patientId);

    const dry = await importBundle(onc, changed, '?dryRun=true');
    expect(dry.statusCode).toBe(200);
    const preview = dry.json().report.update;
    expect(preview.matchedBy).toBe('mrn');
    expect(preview.sections.labValues).toEqual({
      added: [expect.stringMatching(/^Creatinine 132.6 µmol\/L at 2018-05-20/)],
      changed: [{ summary: expect.stringMatching(/^Creatinine 132.6/), fields: ['value'] }],
      unchanged: 2,
      kept: 1,
    });
    expect(preview.demographics).toEqual([
      { field: 'deceased', from: false, to: true },
      { field: 'deceasedDate', from: null, to: '2019-02-03' },
    ]);
    expect(await labRows(patientId)).toHaveLength(4);
    expect(await versionOf(patientId)).toBe(version);
    const previews = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fhir.import.preview'), eq(auditLog.entityId, patientId)));
    expect(previews).toHaveLength(1);

    const res = await importBundle(onc, changed);
    expect(res.statusCode).toBe(200);
    const labs = await labRows(patientId);
    expect(labs).toHaveLength(5);
    expect(
      labs
        .filter((l) => l.labName === 'creatinine')
        .map((l) => l.value)
        .sort(),
    ).toEqual([132.6, 132.6]);
    expect(labs.some((l) => l.labName === 'platelets')).toBe(true);
    const p = (await call(t.app, onc, 'GET', `/api/patients/${patientId}`)).json();
    expect(p.demographics).toMatchObject({ deceased: true, deceasedDate: '2019-02-03' });
    // Bumped in the same transaction: the alert cache recomputes.
    expect(await versionOf(patientId)).toBeGreaterThan(version);
    const [audit] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fhir.import'), eq(auditLog.entityId, patientId)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(audit!.details).toMatchObject({
      mode: 'update',
      matchedBy: 'mrn',
      diff: { labValues: { added: 1, changed: 1, unchanged: 2, kept: 1 } },
      demographics: ['deceased', 'deceasedDate'],
    });
    expect(JSON.stringify(audit!.details)).not.toMatch(/Jenny|Mister|FHIR-SYNC-2|132/);
  });

  it('matched by another identifier of the Patient with the same birth date', async () => {
    const created = await importBundle(onc, jennyBundle({ mrn: 'FHIR-SYNC-3' }));
    const patientId = created.json().patientId;
    const bundle = jennyBundle({ mrn: 'EHR-NUMBER-77' }) as {
      entry: Array<{ resource: { resourceType: string; identifier?: unknown[] } }>;
    };
    const patient = bundle.entry.find((e) => e.resource.resourceType === 'Patient')!.resource;
    patient.identifier!.push({ system: 'urn:other-hospital', value: 'FHIR-SYNC-3' });
    const res = await importBundle(onc, bundle, '?dryRun=true');
    expect(res.json().report.update).toMatchObject({ patientId, matchedBy: 'identifier' });
    const otherBirth = jennyBundle({
      mrn: 'EHR-NUMBER-78',
      birthDate: '1960-01-01',
    }) as typeof bundle;
    otherBirth.entry
      .find((e) => e.resource.resourceType === 'Patient')!
      .resource.identifier!.push({ system: 'urn:other-hospital', value: 'FHIR-SYNC-3' });
    // Another birth date: a value alone is not enough, this would be a new patient.
    expect(
      (await importBundle(onc, otherBirth, '?dryRun=true')).json().report.update,
    ).toBeUndefined();
  });

  it('the same MRN with another date of birth: 409 naming why, nothing saved', async () => {
    await importBundle(onc, jennyBundle({ mrn: 'FHIR-DUP' }));
    const before = await patientCount();
    const [labsBefore] = await t.db.db.select({ n: count() }).from(patientLabs);
    const res = await importBundle(onc, jennyBundle({ mrn: 'FHIR-DUP', birthDate: '1970-02-02' }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toMatch(/another date of birth: it is not the same person/);
    expect(await patientCount()).toBe(before);
    const [labsAfter] = await t.db.db.select({ n: count() }).from(patientLabs);
    expect(labsAfter!.n).toBe(labsBefore!.n);
  });

  it('a nurse may sync an unchanged record, not one whose diagnosis changed (403); a researcher is never matched', async () => {
    await importBundle(onc, jennyBundle({ mrn: 'FHIR-SYNC-4' }));
    const nurse = team.nurse.accessToken;
    expect((await importBundle(nurse, jennyBundle({ mrn: 'FHIR-SYNC-4' }))).statusCode).toBe(200);
    const restaged = jennyBundle({ mrn: 'FHIR-SYNC-4' }) as {
      entry: Array<{ resource: { resourceType: string; clinicalStatus?: unknown } }>;
    };
    restaged.entry.find((e) => e.resource.resourceType === 'Condition')!.resource.clinicalStatus = {
      coding: [
        { system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'remission' },
      ],
    };
    const refused = await importBundle(nurse, restaged);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toMatch(/may not change conditions/);
    const res = await importBundle(
      team.researcher.accessToken,
      jennyBundle({ mrn: 'FHIR-SYNC-4' }),
      '?dryRun=true',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().report.update).toBeUndefined();
  });
});

describe('POST /api/fhir/import?patientId= (into an existing patient)', () => {
  const resources = () => jennyResources().filter((r) => r.resourceType !== 'Patient');

  it('adds the lists, updates height and weight, keeps name and MRN', async () => {
    const created = await createPatient(t.app, onc, identifiablePatient('Farrowby', {}));
    const before = (await call(t.app, onc, 'GET', `/api/patients/${created.id}`)).json();
    const res = await importBundle(onc, resources(), `?patientId=${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().patientId).toBe(created.id);
    const after = (await call(t.app, onc, 'GET', `/api/patients/${created.id}`)).json();
    expect(after.demographics).toMatchObject({
      lastName: 'Farrowby',
      mrn: before.demographics.mrn,
      heightCm: 165.1,
      weightKg: 68.04,
    });
    expect(after.medications.length).toBe(before.medications.length + 2);
    expect(after.conditions.length).toBe(before.conditions.length + 1);
    const audits = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fhir.import'), eq(auditLog.entityId, created.id)));
    expect(audits[0]!.details).toMatchObject({ mode: 'update', matchedBy: 'patientId' });
  });

  it('a nurse may add vitals and labs but not conditions: 403 naming them, nothing saved', async () => {
    const created = await createPatient(t.app, onc, identifiablePatient('Nurseby'));
    const before = (await call(t.app, onc, 'GET', `/api/patients/${created.id}`)).json();
    const res = await importBundle(team.nurse.accessToken, resources(), `?patientId=${created.id}`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(
      'Your role may not change medications, conditions, genetics of a patient record (see the patient access table); nothing was imported',
    );
    const after = (await call(t.app, onc, 'GET', `/api/patients/${created.id}`)).json();
    expect(after.labValues.length).toBe(before.labValues.length);
    const vitalsOnly = resources().filter((r) =>
      ['85354-9', '89247-1', '2160-0'].includes(
        ((r.code as { coding?: Array<{ code: string }> })?.coding ?? [])[0]?.code ?? '',
      ),
    );
    const ok = await importBundle(team.nurse.accessToken, vitalsOnly, `?patientId=${created.id}`);
    expect(ok.statusCode).toBe(200);
  });

  it('another date of birth: 409, nothing saved', async () => {
    const created = await createPatient(t.app, onc, identifiablePatient('Otherby'));
    const before = (await call(t.app, onc, 'GET', `/api/patients/${created.id}`)).json();
    const res = await importBundle(
      onc,
      jennyBundle({ birthDate: '1901-01-01' }),
      `?patientId=${created.id}`,
    );
    expect(res.statusCode).toBe(409);
    const after = (await call(t.app, onc, 'GET', `/api/patients/${created.id}`)).json();
    expect(after.medications.length).toBe(before.medications.length);
    expect(after.labValues.length).toBe(before.labValues.length);
  });

  it('another institution’s patient is a 404; a bad id a 400', async () => {
    const created = await createPatient(t.app, onc, identifiablePatient('Scopeby'));
    const res = await importBundle(
      other.oncologist.accessToken,
      resources(),
      `?patientId=${created.id}`,
    );
    expect(res.statusCode).toBe(404);
    expect((await importBundle(onc, resources(), '?patientId=not-a-uuid')).statusCode).toBe(400);
  });
});
