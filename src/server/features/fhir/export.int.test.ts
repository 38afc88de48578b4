import type { Bundle, Patient } from '@medplum/fhirtypes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE } from '../../../core/fhir';
import { auditLog } from '../../../db/schema';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { loadFhirDefinitions, validateFhir } from '../../test-support/fhir-validator';
import {
  call,
  createPatient,
  identifiablePatient,
  identifiersOf,
} from '../../test-support/patients';
import { createTestContext, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let team: Team;
let other: Team;
let onc: string;

beforeAll(async () => {
  loadFhirDefinitions();
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Export Hospital');
  other = await signUpTeam(t.app, 'Round Trip Hospital');
  onc = team.oncologist.accessToken;
}, 120_000);
afterAll(async () => t.close());

const exportOf = (token: string | null, id: string) =>
  call(t.app, token, 'GET', `/api/patients/${id}/fhir`);
const detailOf = async (token: string, id: string) =>
  (await call(t.app, token, 'GET', `/api/patients/${id}`)).json();

async function demoPatient(lastFirst: string): Promise<string> {
  const list = (await call(t.app, onc, 'GET', '/api/patients?pageSize=50')).json() as {
    items: Array<{ id: string; label: string }>;
  };
  const hit = list.items.find((p) => p.label === lastFirst);
  if (!hit) throw new Error(`no demo patient ${lastFirst}`);
  return hit.id;
}

describe('GET /api/patients/:id/fhir', () => {
  it('401 anonymous, 404 for another institution’s patient, 400 for a bad id', async () => {
    const id = await demoPatient('Demo, Eleanor');
    expect((await exportOf(null, id)).statusCode).toBe(401);
    expect((await exportOf(other.oncologist.accessToken, id)).statusCode).toBe(404);
    expect((await exportOf(onc, 'nope')).statusCode).toBe(400);
  });

  it('an identified, mCODE-shaped collection Bundle that passes the R4/US Core validator; audited', async () => {
    const id = await demoPatient('Demo, Eleanor');
    const res = await exportOf(onc, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const bundle = res.json() as Bundle;
    expect(bundle.type).toBe('collection');
    const result = validateFhir(bundle);
    expect(result.errors).toEqual([]);
    expect(result.profilesChecked).toContain(PROFILE.usCorePatient);
    const profiles = new Set((bundle.entry ?? []).flatMap((e) => e.resource?.meta?.profile ?? []));
    for (const p of [
      PROFILE.mcodePatient,
      PROFILE.primaryCancerCondition,
      PROFILE.tnmStageGroup,
      PROFILE.ecog,
      PROFILE.cancerMedicationRequest,
      PROFILE.cancerMedicationAdministration,
      PROFILE.genotype,
    ]) {
      expect(profiles).toContain(p);
    }
    const patient = bundle.entry![0]!.resource as Patient;
    expect(patient.name![0]).toMatchObject({ family: 'Demo', given: ['Eleanor'] });
    const [audit] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fhir.export'), eq(auditLog.entityId, id)));
    expect(audit!.details).toMatchObject({ view: 'identified', role: 'oncologist' });
  });

  it.each(['researcher', 'student'] as const)(
    'de-identified for a %s: no name, MRN, birth date or free text; dates shifted; still valid',
    async (role) => {
      const input = identifiablePatient('Quorrendale');
      const created = await createPatient(t.app, onc, input);
      const res = await exportOf(team[role].accessToken, created.id);
      expect(res.statusCode).toBe(200);
      const text = res.body;
      for (const identifier of [...identifiersOf(input), 'Quorrendale', `Dr Quorrendale-Smythe`]) {
        expect(text).not.toContain(identifier);
      }
      const bundle = res.json() as Bundle;
      const patient = bundle.entry![0]!.resource as Patient;
      expect(patient.identifier).toEqual([
        {
          system: 'urn:oncocds:pseudonym',
          value: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/),
        },
      ]);
      expect(patient.birthDate).toBeUndefined();
      // Every date is shifted: each administration's date differs from its own date in the
      // identified export (comparing entry by entry; a shifted date may equal another entry's).
      const adminDates = (b: Bundle) =>
        (b.entry ?? [])
          .map((e) => e.resource as { resourceType: string; effectiveDateTime?: string })
          .filter((r) => r.resourceType === 'MedicationAdministration')
          .map((r) => r.effectiveDateTime);
      const original = adminDates((await exportOf(onc, created.id)).json() as Bundle);
      const shifted = adminDates(bundle);
      expect(shifted.length).toBe(original.length);
      expect(shifted.filter((d, i) => d === original[i])).toEqual([]);
      expect(validateFhir(bundle).errors).toEqual([]);
      const audits = await t.db.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'fhir.export'), eq(auditLog.entityId, created.id)));
      expect(audits.map((a) => (a.details as { view?: string }).view).sort()).toEqual([
        'deidentified',
        'identified',
      ]);
    },
  );
});

describe('round trip: export a demo patient, import it as a new patient, same clinical content', () => {
  it.each(['Demo, Eleanor', 'Demo, Thomas', 'Demo, Grace'])('%s', async (label) => {
    const id = await demoPatient(label);
    const bundle = (await exportOf(onc, id)).json();
    const imported = await call(
      t.app,
      other.oncologist.accessToken,
      'POST',
      '/api/fhir/import',
      bundle,
    );
    expect(imported.statusCode).toBe(201);
    const { patientId, report } = imported.json();
    expect(report.skipped).toEqual([]);
    const a = await detailOf(onc, id);
    const b = await detailOf(other.oncologist.accessToken, patientId);
    const strip = <T extends Record<string, unknown>>(items: T[], drop: string[] = []) =>
      items.map((i) =>
        Object.fromEntries(Object.entries(i).filter(([k]) => k !== 'id' && !drop.includes(k))),
      );
    const { ageYears: _a, ...demoA } = a.demographics;
    const { ageYears: _b, ...demoB } = b.demographics;
    expect(demoB).toEqual(demoA);
    expect(strip(b.medications)).toEqual(strip(a.medications));
    expect(strip(b.allergies)).toEqual(strip(a.allergies));
    expect(strip(b.conditions)).toEqual(strip(a.conditions));
    // Lab type comes back as its LOINC code (the product name went out as the code); the test,
    // value, unit, conversion, flags and time are the same.
    expect(strip(b.labValues, ['labType'])).toEqual(strip(a.labValues, ['labType']));
    // Germline results and tumour findings (demo Thomas's EGFR panel) both go out as Genomics
    // Reporting observations and come back the same (issue 20), except a fusion's own wording:
    // a fusion comes back as "fusion" with its partners, so "ALK rearrangement" is not kept.
    const comparable = (items: Array<Record<string, unknown>>) =>
      strip(items).map((g) => (g.alterationType === 'fusion' ? { ...g, alteration: 'fusion' } : g));
    expect(comparable(b.genetics)).toEqual(comparable(a.genetics));
    expect(strip(b.vitals)).toEqual(strip(a.vitals));
    expect(strip(b.treatmentHistory)).toEqual(strip(a.treatmentHistory));
    expect(a.medications.length + a.labValues.length + a.treatmentHistory.length).toBeGreaterThan(
      10,
    );
  });
});
