import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PatientInput } from '../src/core/patients';
import { createDb } from '../src/db/client';

/*
 * Issue 11 benchmarks: patient search over 10,000 patients of one institution, and a patient's
 * alerts, timed at the server (Server-Timing). The patients go straight into the database with
 * set-based SQL (seconds, where 10,000 API calls would take minutes); the one patient whose alerts
 * are timed is created through the API, so its drugs and labs are resolved as in real use.
 */

export const PATIENT_COUNT = Number(process.env.BENCH_PATIENTS ?? 10_000);

const FIRST = (
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara ' +
  'Richard Susan Joseph Jessica Thomas Sarah Charles Karen Ahmed Fatima Wei Mei Carlos ' +
  'Lucia Olusegun Amara Hiroshi Yuki Ivan Olga Priya Arjun Sofia Mateo Noah Emma'
).split(' ');
const LAST = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez ' +
  'Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson ' +
  'White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott ' +
  'Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter ' +
  'Roberts Okafor Chen Kowalski Novak Haddad Tanaka'
).split(' ');
const CONDITIONS: Array<[string, string]> = [
  ['Breast cancer', 'C50.911'],
  ['Non-small cell lung cancer', 'C34.90'],
  ['Colon cancer', 'C18.9'],
  ['Prostate cancer', 'C61'],
  ['Pancreatic cancer', 'C25.9'],
  ['Ovarian cancer', 'C56.9'],
  ['Diffuse large B-cell lymphoma', 'C83.30'],
  ['Multiple myeloma', 'C90.00'],
  ['Gastric cancer', 'C16.9'],
  ['Bladder cancer', 'C67.9'],
  ['Hypertension', 'I10'],
  ['Atrial fibrillation', 'I48.91'],
  ['Type 2 diabetes mellitus', 'E11.9'],
];
/** Knowledge-base ids (on main) of drugs an oncology population takes. */
const DRUGS = (
  'capecitabine oxaliplatin carboplatin paclitaxel docetaxel cisplatin pemetrexed ' +
  'tamoxifen letrozole anastrozole doxorubicin cyclophosphamide pembrolizumab trastuzumab ' +
  'rituximab bortezomib lenalidomide ondansetron dexamethasone olanzapine omeprazole ' +
  'pantoprazole warfarin apixaban enoxaparin metformin atorvastatin furosemide allopurinol ' +
  'levothyroxine'
).split(' ');

const sqlArray = (items: readonly string[]) =>
  `array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * Seeds `count` patients into the institution of `userId`, each with one or two conditions and
 * three to five active medications (by knowledge-base id). Deterministic: ids, names and dates
 * come from the row number, so two runs search the same population.
 */
export async function seedPatients(dataDir: string, userId: string, count = PATIENT_COUNT) {
  // The server keeps its embedded database in DATA_DIR/pglite (src/server/main.ts).
  const db = await createDb({ dataDir: path.join(dataDir, 'pglite') });
  const started = performance.now();
  try {
    await db.exec(seedPatientsSql(userId, count));
  } finally {
    await db.close();
  }
  return performance.now() - started;
}

/** The seeding statements, one transaction. */
export function seedPatientsSql(userId: string, count: number): string {
  const conditionNames = sqlArray(CONDITIONS.map((c) => c[0]));
  const conditionCodes = sqlArray(CONDITIONS.map((c) => c[1]));
  return `
    begin;
    -- Deterministic ids in RFC 9562 form (version 4 and variant nibbles set), as the API expects.
    create function pg_temp.bench_uuid(t text) returns uuid language sql immutable as
      $$ select (substr(md5(t), 1, 12) || '4' || substr(md5(t), 14, 3) || '8' || substr(md5(t), 18))::uuid $$;
    create temporary table bench_owner as
      select institution_id, id as user_id from users where id = '${userId}';
    insert into patients (id, institution_id, mrn, first_name, last_name, date_of_birth, sex,
                          height_cm, weight_kg, created_by, created_at, updated_at)
    select pg_temp.bench_uuid('bench-patient-' || i), o.institution_id, 'B' || lpad(i::text, 7, '0'),
           (${sqlArray(FIRST)})[1 + i % ${FIRST.length}],
           (${sqlArray(LAST)})[1 + (i * 31) % ${LAST.length}],
           date '1935-01-01' + (i * 37) % 20000, case when i % 2 = 0 then 'female' else 'male' end,
           150 + i % 40, 50 + i % 50, o.user_id,
           now() - make_interval(mins => i), now() - make_interval(mins => i)
      from generate_series(1, ${count}) i cross join bench_owner o;
    insert into patient_conditions (id, patient_id, name, icd10, status, created_at)
    select pg_temp.bench_uuid('bench-condition-' || i || '-' || k), pg_temp.bench_uuid('bench-patient-' || i),
           (${conditionNames})[1 + (i + k * 5) % ${CONDITIONS.length}],
           (${conditionCodes})[1 + (i + k * 5) % ${CONDITIONS.length}],
           'active', now()
      from generate_series(1, ${count}) i, generate_series(0, 1) k
     where k = 0 or i % 3 = 0;
    insert into patient_medications (id, patient_id, drug_name, drug_ids, resolved, is_active,
                                     created_at, updated_at)
    select pg_temp.bench_uuid('bench-medication-' || i || '-' || k), pg_temp.bench_uuid('bench-patient-' || i),
           d, array[d], true, true, now(), now()
      from generate_series(1, ${count}) i, generate_series(0, 4) k,
           lateral (select (${sqlArray(DRUGS)})[1 + (i * 3 + k * 11) % ${DRUGS.length}] as d) x
     where k < 3 + i % 3;
    drop table bench_owner;
    commit;
    analyze;`;
}

/**
 * What a searcher types or picks, varied so no single plan dominates: surnames and name
 * fragments, first-and-last names, MRN prefixes, ICD-10 prefixes and diagnosis words, drugs by
 * generic and brand name, filters, sorts and later pages.
 */
export function patientSearchQueries(): string[] {
  const out: string[] = [];
  LAST.forEach((last, i) => {
    out.push(`q=${last}`, `q=${last.slice(0, 3).toLowerCase()}`);
    out.push(`name=${FIRST[i % FIRST.length]} ${last}`);
  });
  for (let i = 1; i <= 40; i++)
    out.push(
      `q=B${String(i * 211)
        .padStart(7, '0')
        .slice(0, 5)}`,
    );
  for (const [name, code] of CONDITIONS) {
    out.push(`condition=${code.slice(0, 3)}`, `q=${encodeURIComponent(name.toLowerCase())}`);
  }
  for (const d of DRUGS) out.push(`drug=${d}`);
  out.push('q=Xeloda', 'q=Keytruda', 'q=Herceptin', 'q=zzzzqx');
  out.push('', 'page=5', 'page=40&pageSize=100', 'sort=-updated', 'sort=mrn&page=3');
  out.push(
    'sex=female&ageMin=65',
    'ageMax=50&condition=C50',
    'status=all&q=smith',
    'alerts=high,critical',
  );
  return out.map((q) => q.replace(/ /g, '%20'));
}

/**
 * The patient whose alerts are timed: 15 active medications, 40 labs (four draws of ten tests)
 * and 5 genotypes, a busy but ordinary oncology record.
 */
export function alertBenchPatient(nowMs: number): PatientInput {
  const day = (offset: number) => new Date(nowMs + offset * 86_400_000).toISOString();
  const meds = [
    'capecitabine',
    'oxaliplatin',
    'ondansetron',
    'dexamethasone',
    'olanzapine',
    'warfarin',
    'omeprazole',
    'metoclopramide',
    'filgrastim',
    'loperamide',
    'allopurinol',
    'levothyroxine',
    'metformin',
    'atorvastatin',
    'furosemide',
  ];
  const tests: Array<[string, number, string]> = [
    ['creatinine', 1.1, 'mg/dL'],
    ['anc', 1.8, '10^9/L'],
    ['platelets', 140, '10^9/L'],
    ['hemoglobin', 11.2, 'g/dL'],
    ['bilirubin', 1.2, 'mg/dL'],
    ['alt', 45, 'U/L'],
    ['ast', 38, 'U/L'],
    ['potassium', 3.6, 'mmol/L'],
    ['magnesium', 1.7, 'mg/dL'],
    ['qtc', 455, 'ms'],
  ];
  return {
    demographics: {
      firstName: 'Bench',
      lastName: 'Alertpatient',
      dateOfBirth: '1956-03-14',
      sex: 'male',
      mrn: 'BENCH-ALERTS',
      heightCm: 176,
      weightKg: 74,
    },
    medications: meds.map((drugName) => ({ drugName, startDate: day(-30).slice(0, 10) })),
    labValues: [0, 1, 2, 3].flatMap((draw) =>
      tests.map(([labType, value, unit]) => ({
        labType,
        value: value * (1 + draw * 0.05),
        unit,
        timestamp: day(-21 * draw),
      })),
    ),
    genetics: [
      { gene: 'DPYD', diplotype: '*1/*2A' },
      { gene: 'UGT1A1', diplotype: '*1/*28' },
      { gene: 'CYP2D6', diplotype: '*1/*4' },
      { gene: 'CYP2C19', diplotype: '*1/*17' },
      { gene: 'CYP2C9', diplotype: '*1/*3' },
    ],
    allergies: [{ allergen: 'Carboplatin', allergenType: 'drug', severity: 'severe' }],
    conditions: [{ name: 'Metastatic colon cancer', icd10: 'C18.9' }],
    treatmentHistory: [
      {
        drugName: 'oxaliplatin',
        date: day(-21).slice(0, 10),
        dose: 130,
        doseUnit: 'mg/m2',
        cycle: 1,
      },
    ],
  };
}

/**
 * What cohorts filter on and `seedPatientsSql` leaves out, for every patient on record: a stage on
 * each cancer, a DPYD, UGT1A1 and CYP2D6 result (stored as diplotypes, so the engine reads them)
 * and ten labs in each of four draws over the last 90 days. Deterministic (hashes of ids).
 */
export function researchExtrasSql(): string {
  return `
    begin;
    update patient_conditions set stage = (array['I', 'IIA', 'IIIB', 'IV', 'IVA', 'T2N0M0'])[1 + (abs(hashtext(id::text)) % 6)]
     where icd10 like 'C%';
    insert into patient_genetics (id, patient_id, gene, diplotype, created_at)
    select gen_random_uuid(), p.id, g.gene, g.dips[1 + (abs(hashtext(p.id::text || g.gene)) % array_length(g.dips, 1))], now()
      from patients p,
           (values ('DPYD', array['*1/*1', '*1/*1', '*1/*1', '*1/*2A', 'c.1129-5923C>G/*1']),
                   ('UGT1A1', array['*1/*1', '*1/*28', '*28/*28']),
                   ('CYP2D6', array['*1/*1', '*1/*4', '*4/*4', '*1/*2', '*10/*10'])) as g(gene, dips);
    insert into patient_labs (id, patient_id, lab_type, lab_name, value, unit, canonical_value,
                              canonical_unit, measured_at, created_at)
    select gen_random_uuid(), p.id, t.name, t.name, v.value, t.unit, v.value, t.unit,
           now() - make_interval(days => d * 21 + (abs(hashtext(p.id::text)) % 7)), now()
      from patients p,
           (values ('anc', '10^9/L', 0.5, 6.0), ('platelets', '10^9/L', 40, 350),
                   ('hemoglobin', 'g/dL', 7, 15), ('creatinine', 'mg/dL', 0.5, 2.5),
                   ('bilirubin', 'mg/dL', 0.2, 3), ('alt', 'U/L', 10, 200),
                   ('ast', 'U/L', 10, 180), ('potassium', 'mmol/L', 2.8, 5.5),
                   ('magnesium', 'mg/dL', 1.2, 2.6), ('qtc', 'ms', 380, 520)) as t(name, unit, lo, hi),
           generate_series(0, 3) d,
           lateral (select round((t.lo + (t.hi - t.lo) * ((abs(hashtext(p.id::text || t.name || d)) % 1000) / 1000.0))::numeric, 2)::float8 as value) v;
    -- As every write does: the records changed, so their version moves (research cohort facts
    -- behind their record are recomputed, server/lib/cohort-facts.ts).
    update patients set updated_at = greatest(updated_at + interval '1 millisecond', clock_timestamp());
    commit;
    analyze;`;
}

/**
 * `perPatient` stored alerts for each generated patient (MRN B…), of every kind and level, about
 * four in five current and the rest cleared; deterministic (hashes of ids). Written past the
 * writers, so the caller rebuilds the cohort facts as a bulk load must.
 */
export function generatedAlertsSql(perPatient: number): string {
  return `
    insert into patient_alerts (id, patient_id, finding_key, kind, severity, title, drugs, drug_ids,
                                rationale, management, sources, content_hash, is_current,
                                first_raised_at, last_changed_at)
    select gen_random_uuid(), p.id, 'generated-' || k,
           (array['interaction', 'renal', 'pgx', 'qt', 'lab', 'duplicate'])[1 + abs(hashtext(p.id::text || k)) % 6],
           (array['low', 'medium', 'high', 'critical'])[1 + abs(hashtext(p.id::text || k || 's')) % 4],
           'generated', '[]', '[]', 'generated', 'generated', '[]', 'generated',
           abs(hashtext(p.id::text || k || 'c')) % 5 <> 0, now(), now()
      from patients p, generate_series(0, ${perPatient - 1}) k
     where p.mrn like 'B%';`;
}
