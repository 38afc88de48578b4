import { eq, inArray, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortResponseSchema, type CohortResponse } from '../../../core/analytics';
import { shiftDate } from '../../../core/patients';
import { auditLog, patientConditions, patientNotes, patients } from '../../../db/schema';
import { createPatientPrivacy } from '../../lib/patient-privacy';
import { secretsFromRoot } from '../../lib/secrets';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { call, createPatient, identifiablePatient } from '../../test-support/patients';
import {
  createTestContext,
  errorOf,
  TEST_JWT_ROOT,
  type TestContext,
} from '../../test-support/test-app';

/*
 * The de-identified cohort builder: the SPEC §2 role rule, each criterion, small-cell suppression
 * (aggregates, rows and exports), and no identifier of any patient in any body a caller can
 * obtain, as the patient de-identification suite checks it.
 */

let t: TestContext;
let team: Team;
let other: Team;
const surnames = ['Vantross', 'Keldwyn', 'Orrabie', 'Mirrolde', 'Thaskin', 'Brevalle', 'Quoddan'];
/** Every body a caller obtained, for the identifier scan. */
const bodies: Array<{ what: string; body: string }> = [];
const privacy = createPatientPrivacy(secretsFromRoot(TEST_JWT_ROOT));

beforeAll(async () => {
  t = await createTestContext();
  t.clock.now = Date.parse('2025-03-01T09:00:00Z');
  team = await signUpTeam(t.app, 'Research Hospital');
  other = await signUpTeam(t.app, 'Other Research Hospital');
  for (const tm of [team, other]) {
    // The first list creates the institution's three demo patients.
    await call(t.app, tm.oncologist.accessToken, 'GET', '/api/patients');
  }
  for (const [i, s] of surnames.entries()) {
    const p = identifiablePatient(s);
    // Two of the seven are men, so the sex breakdown has a small cell.
    if (i < 2) p.demographics.sex = 'male';
    await createPatient(t.app, team.oncologist.accessToken, p);
  }
  // Another institution's breast-cancer patients are never counted here.
  for (const s of ['Elsewhyn', 'Farrowmere']) {
    await createPatient(t.app, other.oncologist.accessToken, identifiablePatient(s));
  }
});
afterAll(async () => t.close());

async function cohort(
  criteria: Record<string, unknown>,
  token = team.researcher.accessToken,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  const res = await call(t.app, token, 'POST', '/api/research/cohort', { criteria, ...extra });
  bodies.push({ what: `cohort ${JSON.stringify(criteria)}`, body: res.body });
  return res;
}
async function ok(criteria: Record<string, unknown>, token?: string): Promise<CohortResponse> {
  const res = await cohort(criteria, token);
  expect(res.statusCode, res.body).toBe(200);
  return cohortResponseSchema.parse(res.json());
}
async function exportCsv(criteria: Record<string, unknown>, part: 'counts' | 'subjects') {
  const res = await call(
    t.app,
    team.researcher.accessToken,
    'POST',
    `/api/research/cohort/export?part=${part}`,
    { criteria },
  );
  bodies.push({ what: `export ${part} ${JSON.stringify(criteria)}`, body: res.body });
  return res;
}

describe('who may build cohorts (SPEC §2: researcher, oncologist)', () => {
  it.each(['/api/research/cohort', '/api/research/cohort/export'])(
    '%s: 401 without a session',
    async (url) => {
      expect((await call(t.app, null, 'POST', url, { criteria: {} })).statusCode).toBe(401);
    },
  );

  it.each(['pharmacist', 'nurse', 'student'] as const)('%s: 403', async (role) => {
    for (const url of ['/api/research/cohort', '/api/research/cohort/export']) {
      const res = await call(t.app, team[role].accessToken, 'POST', url, { criteria: {} });
      expect(res.statusCode).toBe(403);
    }
  });

  it.each(['researcher', 'oncologist'] as const)(
    '%s: every active patient of the institution with no criteria, de-identified',
    async (role) => {
      const body = await ok({}, team[role].accessToken);
      expect(body.subjects).toBe(10);
      expect(body.suppressed).toBe(false);
      expect(body.table!.rows).toHaveLength(10);
      expect(body.table!.rows.every((r) => /^Subject [0-9A-Z]{4}-[0-9A-Z]{4}$/.test(r.label))).toBe(
        true,
      );
    },
  );
});

describe('400 naming the criterion', () => {
  it.each([
    [{ condition: 'Vantross syndrome' }, 'body.criteria.condition'],
    [{ drug: 'zorbelmab' }, 'body.criteria.drug'],
    [{ stage: 'V' }, 'body.criteria.stage'],
    [{ ageMin: 70, ageMax: 50 }, 'body.criteria.ageMin'],
    [{ lab: { lab: 'anc' } }, 'body.criteria.lab.min'],
    [{ lab: { lab: 'vitamin-q', max: 2 } }, 'body.criteria.lab.lab'],
    [{ phenotype: { gene: 'DPYD', phenotype: 'slow' } }, 'body.criteria.phenotype.phenotype'],
    [{ mrn: 'MRN-1' }, 'body.criteria'],
  ])('%j', async (criteria, path) => {
    const res = await cohort(criteria);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message).toContain(path);
  });

  it('an unresolved drug gets spelling suggestions, as the checker gives', async () => {
    const res = await cohort({ drug: 'capecitabeen' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(
      /no drug is named "capecitabeen" exactly; did you mean .*Capecitabine/,
    );
  });

  it('a page size out of range is a 400 too', async () => {
    const res = await cohort({}, team.researcher.accessToken, { pageSize: 1000 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('body.pageSize');
  });
});

describe('criteria', () => {
  it('condition by ICD-10 prefix or clinical words, institution-scoped', async () => {
    // Seven test patients and Grace Demo have breast cancer (C50.911).
    expect((await ok({ condition: 'C50' })).subjects).toBe(8);
    expect((await ok({ condition: 'c50.9' })).subjects).toBe(8);
    const words = await ok({ condition: 'breast cancer' });
    expect(words.subjects).toBe(8);
    expect(words.criteria.condition).toEqual({ text: 'breast cancer', as: 'words' });
  });

  it('stage group, on the matching condition when both are given', async () => {
    // Eleanor (IVA colon), Thomas (IVA lung), Grace (IV breast) and the seven (IV breast).
    expect((await ok({ stage: 'IV' })).subjects).toBe(10);
    // Grace's Hodgkin lymphoma was IIA: stage II of C81, not of her breast cancer.
    expect((await ok({ stage: 'II' })).subjects).toBe('<5');
    expect((await ok({ condition: 'C50', stage: 'II' })).subjects).toBe(0);
    expect((await ok({ condition: 'C50', stage: 'IV' })).subjects).toBe(8);
  });

  it('drug resolved like the checker: a brand finds its ingredient', async () => {
    const body = await ok({ drug: 'Xeloda' });
    // Eleanor and the seven take capecitabine.
    expect(body.subjects).toBe(8);
    expect(body.criteria.drug).toEqual({
      text: 'Xeloda',
      scope: 'active',
      drugs: [{ id: 'capecitabine', name: 'Capecitabine' }],
    });
    // Doxorubicin: an active order for Grace only, in the seven's treatment history.
    expect((await ok({ drug: 'doxorubicin' })).subjects).toBe('<5');
    expect((await ok({ drug: 'doxorubicin', drugScope: 'ever' })).subjects).toBe(8);
  });

  it('phenotype as the CPIC engine reads the stored result', async () => {
    // DPYD *1/*2A: Eleanor and the seven; Thomas has no DPYD result.
    const body = await ok({ phenotype: { gene: 'DPYD', phenotype: 'intermediate metabolizer' } });
    expect(body.subjects).toBe(8);
    expect(
      (await ok({ phenotype: { gene: 'DPYD', phenotype: 'poor metabolizer' } })).subjects,
    ).toBe(0);
  });

  it('a genotype added since the last query is read at once', async () => {
    const poor = { phenotype: { gene: 'DPYD', phenotype: 'poor metabolizer' } };
    expect((await ok(poor)).subjects).toBe(0);
    const [mirrolde] = await t.db.db
      .select()
      .from(patients)
      .where(eq(patients.lastName, 'Mirrolde'));
    const added = await call(
      t.app,
      team.oncologist.accessToken,
      'POST',
      `/api/patients/${mirrolde!.id}/genetics`,
      {
        gene: 'DPYD',
        diplotype: '*2A/*2A',
      },
    );
    expect(added.statusCode, added.body).toBe(201);
    expect((await ok(poor)).subjects).toBe('<5');
  });

  it('lab range within a window, in the catalogue unit', async () => {
    // ANC 800 cells/µL (0.8 × 10^9/L) four weeks ago for the seven; Eleanor's 0.9 yesterday.
    const body = await ok({ lab: { lab: 'anc', max: 1, withinDays: 30 } });
    expect(body.subjects).toBe(8);
    expect(body.criteria.lab).toMatchObject({ lab: 'anc', unit: '10^9/L', max: 1, withinDays: 30 });
    const row = body.table!.rows.find((r) => r.lab?.value === 0.8)!;
    // The measurement's date is shifted like every date of a de-identified subject.
    expect(row.lab!.measured).not.toBe('2025-02-01');
    // Seven days back reaches Eleanor's only.
    expect((await ok({ lab: { lab: 'anc', max: 1, withinDays: 7 } })).subjects).toBe('<5');
  });

  it('age band', async () => {
    const all = await ok({});
    const ages = all.table!.rows.map((r) => r.ageYears!);
    const within = ages.filter((a) => a >= 40 && a <= 69).length;
    const body = await ok({ ageMin: 40, ageMax: 69 });
    expect(body.subjects).toBe(within >= 5 || within === 0 ? within : '<5');
    expect(body.criteria.age).toEqual({ min: 40, max: 69 });
  });
});

describe('results', () => {
  it('breakdowns: age bands, sex, conditions, stages, interventions, phenotypes', async () => {
    const body = await ok({ condition: 'C50' });
    const b = body.breakdowns!;
    // Six women and two men: the two are "<5", and the six with them (or 8 - 2 would tell).
    expect(b.sex).toEqual([
      { key: 'female', subjects: '<5' },
      { key: 'male', subjects: '<5' },
    ]);
    expect(b.conditions.find((c) => c.key === 'C50')).toEqual({ key: 'C50', subjects: 8 });
    expect(b.stages.find((s) => s.key === 'IV')).toEqual({ key: 'IV', subjects: 8 });
    expect(b.interventions.find((i) => i.key === 'capecitabine')).toEqual({
      key: 'capecitabine',
      name: 'Capecitabine',
      subjects: 7,
    });
    expect(b.phenotypes).toContainEqual({
      gene: 'DPYD',
      phenotype: 'intermediate metabolizer',
      subjects: 7,
    });
    expect(b.adverseEvents.map((a) => a.key)).toEqual(['low', 'medium', 'high']);
    expect(body.hiddenLevels).toEqual(['critical']);
  });

  it('no count between 1 and 4 leaves the server, in any breakdown', async () => {
    for (const criteria of [{}, { condition: 'C50' }, { stage: 'IV' }, { drug: 'warfarin' }]) {
      const body = await ok(criteria);
      const counts = [
        body.subjects,
        ...Object.values(body.breakdowns ?? {}).flatMap((groups) =>
          (groups as Array<{ subjects: number | string }>).map((g) => g.subjects),
        ),
      ];
      expect(counts.filter((c) => typeof c === 'number' && c > 0 && c < 5)).toEqual([]);
    }
  });

  it('a cohort of 1 to 4 says only "<5": no breakdowns, no rows, no row export', async () => {
    const body = await ok({ condition: 'C18' });
    expect(body).toMatchObject({ subjects: '<5', suppressed: true, breakdowns: null, table: null });
    const counts = await exportCsv({ condition: 'C18' }, 'counts');
    expect(counts.statusCode).toBe(200);
    expect(counts.body).toBe('\uFEFFmeasure,group,subjects\r\nsubjects,all,<5\r\n');
    const rows = await exportCsv({ condition: 'C18' }, 'subjects');
    expect(rows.statusCode).toBe(409);
    expect(errorOf(rows).message).toMatch(/Fewer than 5 subjects/);
  });

  it('subjects: pseudonyms, ages, clinical words and codes only, dates shifted per subject', async () => {
    const body = await ok({ condition: 'C50', drug: 'capecitabine' });
    expect(body.subjects).toBe(7);
    const [vantross] = await t.db.db
      .select()
      .from(patients)
      .where(eq(patients.lastName, 'Vantross'));
    const label = `Subject ${privacy.pseudonym(vantross!.id)}`;
    const row = body.table!.rows.find((r) => r.label === label)!;
    expect(row.sex).toBe('male');
    expect(row.conditions).toEqual([
      {
        icd10: 'C50.911',
        name: 'Metastatic breast cancer',
        stage: 'IV',
        diagnosed: shiftDate('2024-11-02', privacy.shiftDays(vantross!.id)),
      },
      { icd10: 'Q87.89', name: null, stage: null, diagnosed: null },
    ]);
    expect(row.interventions).toEqual(['Capecitabine', 'Warfarin']);
    expect(row.phenotypes).toEqual([
      { gene: 'CYP2D6', phenotype: 'indeterminate' },
      { gene: 'DPYD', phenotype: 'intermediate metabolizer' },
    ]);
  });

  it('pages the subjects table', async () => {
    const first = await cohort({}, team.researcher.accessToken, { page: 1, pageSize: 5 });
    const second = await cohort({}, team.researcher.accessToken, { page: 2, pageSize: 5 });
    const labels = [first, second].flatMap((r) =>
      (r.json() as CohortResponse).table!.rows.map((x) => x.label),
    );
    expect(new Set(labels).size).toBe(10);
  });

  it('exports counts (small cells "<5") and de-identified subject rows (shifted dates)', async () => {
    const counts = await exportCsv({ condition: 'C50' }, 'counts');
    expect(counts.statusCode).toBe(200);
    expect(counts.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(counts.headers['content-disposition']).toBe(
      'attachment; filename="oncocds-cohort-counts-2025-03-01.csv"',
    );
    const lines = counts.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFmeasure,group,subjects');
    expect(lines).toContain('subjects,all,8');
    expect(lines).toContain('sex,male,<5');
    expect(lines).toContain('intervention,Capecitabine,7');

    const subjects = await exportCsv({ condition: 'C50', lab: { lab: 'anc', max: 1 } }, 'subjects');
    expect(subjects.statusCode, subjects.body).toBe(200);
    const rows = subjects.body.trim().split('\r\n');
    expect(rows[0]).toContain('subject,"age (years, 90 = 90 or older)",age band,sex');
    expect(rows[0]).toContain('Absolute neutrophil count');
    expect(rows).toHaveLength(1 + 7);
    const [keldwyn] = await t.db.db.select().from(patients).where(eq(patients.lastName, 'Keldwyn'));
    const line = rows.find((r) => r.startsWith(`Subject ${privacy.pseudonym(keldwyn!.id)}`))!;
    expect(line).toContain(shiftDate('2024-11-02', privacy.shiftDays(keldwyn!.id)));
    expect(line).not.toContain('2024-11-02');
  });

  it('audits every query and every subject shown or exported', async () => {
    const before = await t.db.db.select().from(auditLog).where(like(auditLog.action, 'research.%'));
    await ok({ condition: 'C50', drug: 'Xeloda' });
    const after = await t.db.db.select().from(auditLog).where(like(auditLog.action, 'research.%'));
    const fresh = after.slice(before.length);
    const query = fresh.find((a) => a.action === 'research.cohort.query')!;
    expect(query.details).toMatchObject({
      role: 'researcher',
      subjects: 7,
      criteria: {
        condition: { text: 'C50', as: 'icd10-prefix' },
        drug: { scope: 'active', drugIds: ['capecitabine'] },
      },
    });
    const perSubject = fresh.filter((a) => a.action === 'research.cohort.query.subject');
    expect(perSubject).toHaveLength(7);
    expect(perSubject.every((a) => a.entityType === 'patient')).toBe(true);
    // A suppressed cohort is audited too, without subject rows.
    await ok({ condition: 'C18' });
    const last = await t.db.db.select().from(auditLog).where(like(auditLog.action, 'research.%'));
    expect(last.slice(after.length).map((a) => a.action)).toEqual(['research.cohort.query']);
  });
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('no identifiers in any research response', () => {
  it('collected successes, refusals and exports', () => {
    expect(bodies.length).toBeGreaterThan(30);
    expect(
      bodies.some((b) => b.what.startsWith('export subjects') && b.body.includes('Subject ')),
    ).toBe(true);
  });

  it('no body holds a name, MRN, birth date, note, free text or a record id of any patient', async () => {
    const rows = await t.db.db.select().from(patients);
    const notes = await t.db.db
      .select()
      .from(patientNotes)
      .where(
        inArray(
          patientNotes.patientId,
          rows.map((r) => r.id),
        ),
      );
    const conditions = await t.db.db.select().from(patientConditions);
    const terms = [
      ...rows.flatMap((p) => [p.firstName, p.lastName, p.mrn, p.dateOfBirth, p.id]),
      ...notes.map((n) => n.text),
      ...conditions.map((c) => c.id),
      ...surnames,
      'Elsewhyn',
      'Farrowmere',
    ];
    const leaks: string[] = [];
    for (const term of terms) {
      const forms = [term, JSON.stringify(term).slice(1, -1)];
      const patterns = forms.map((f) =>
        /^[A-Za-z]+$/.test(f)
          ? new RegExp(`\\b${escapeRegExp(f)}\\b`)
          : new RegExp(escapeRegExp(f)),
      );
      for (const b of bodies) {
        if (patterns.some((p) => p.test(b.body))) leaks.push(`${b.what}: ${term}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("every subject's dates are its own dates shifted by its own offset", async () => {
    // (A shifted date may equal another patient's true date by chance, so dates are checked per
    // subject rather than searched for in the bodies.)
    const rows = await t.db.db.select().from(patients);
    const conditions = await t.db.db.select().from(patientConditions);
    const byLabel = new Map(rows.map((p) => [`Subject ${privacy.pseudonym(p.id)}`, p]));
    const body = await ok({});
    for (const subject of body.table!.rows) {
      const p = byLabel.get(subject.label)!;
      const own = conditions
        .filter((c) => c.patientId === p.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
      expect(subject.conditions.map((c) => c.diagnosed)).toEqual(
        own.map((c) => c.dateOfDiagnosis && shiftDate(c.dateOfDiagnosis, privacy.shiftDays(p.id))),
      );
      expect(
        own.some(
          (c) =>
            c.dateOfDiagnosis && subject.conditions.some((x) => x.diagnosed === c.dateOfDiagnosis),
        ),
      ).toBe(false);
    }
  });
});
