import { describe, expect, it } from 'vitest';
import {
  calculatorRows,
  groupFindings,
  INITIAL_REGIMEN_CHECK,
  missingInputs,
  regimenCalculatorLink,
  regimenCheckBody,
  regimenSearchText,
  serverRegimenErrors,
} from './regimen-check-logic';
import type { PlannedFinding } from './api';

describe('planned regimen body', () => {
  it('needs a regimen and sends the full dose by default, leaving optional fields out', () => {
    expect(regimenCheckBody(INITIAL_REGIMEN_CHECK)).toEqual({
      ok: false,
      errors: { regimenId: 'Choose a regimen' },
    });
    expect(regimenCheckBody({ ...INITIAL_REGIMEN_CHECK, regimenId: 'ac' })).toEqual({
      ok: true,
      body: { regimenId: 'ac', doseLevelPercent: 100, priorChestRadiation: false },
    });
  });

  it('sends cycles, dose level, prior anthracycline and chest radiation as given', () => {
    expect(
      regimenCheckBody({
        regimenId: 'doxorubicin-sarcoma',
        cycles: 4,
        doseLevelPercent: 75,
        priorDoxorubicinEquivalentMgM2: 0,
        priorChestRadiation: true,
      }),
    ).toEqual({
      ok: true,
      body: {
        regimenId: 'doxorubicin-sarcoma',
        cycles: 4,
        doseLevelPercent: 75,
        priorDoxorubicinEquivalentMgM2: 0,
        priorChestRadiation: true,
      },
    });
  });

  // The server's bounds (alerts/schemas.ts checkRegimenSchema).
  it.each([
    [{ cycles: 0 }, 'cycles', 'Cycles must be a whole number from 1 to 100'],
    [{ cycles: 101 }, 'cycles', 'Cycles must be a whole number from 1 to 100'],
    [{ cycles: 2.5 }, 'cycles', 'Cycles must be a whole number from 1 to 100'],
    [{ doseLevelPercent: 9 }, 'doseLevelPercent', 'Dose level must be between 10 and 150 %'],
    [{ doseLevelPercent: 151 }, 'doseLevelPercent', 'Dose level must be between 10 and 150 %'],
    [{ doseLevelPercent: '' }, 'doseLevelPercent', 'Enter the dose level (100 for the full dose)'],
    [
      { priorDoxorubicinEquivalentMgM2: 2001 },
      'priorDoxorubicinEquivalentMgM2',
      'Prior exposure must be between 0 and 2000 mg/m²',
    ],
  ])('rejects %o', (patch, field, message) => {
    const result = regimenCheckBody({ ...INITIAL_REGIMEN_CHECK, regimenId: 'ac', ...patch });
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('maps the server’s field errors onto the form', () => {
    expect(
      serverRegimenErrors([
        { path: 'body.regimenId', message: 'no regimen "x" in the knowledge base' },
        { path: 'body.unknown', message: 'ignored' },
      ]),
    ).toEqual({ regimenId: 'no regimen "x" in the knowledge base' });
    expect(serverRegimenErrors(undefined)).toEqual({});
  });
});

describe('calculator inputs from the record', () => {
  it('names each missing value instead of guessing', () => {
    const rows = calculatorRows({
      heightCm: null,
      weightKg: 64,
      ageYears: 59,
      sex: 'unknown',
      creatinineMgDl: null,
      creatinineDate: null,
    });
    expect(rows).toEqual([
      { label: 'Height', value: null, missing: 'not recorded' },
      { label: 'Weight', value: '64 kg', missing: null },
      { label: 'Age', value: '59 years', missing: null },
      { label: 'Sex', value: null, missing: 'not recorded; the equations need female or male' },
      { label: 'Latest creatinine', value: null, missing: 'no creatinine result on record' },
    ]);
    expect(missingInputs(rows)).toEqual(['height', 'sex', 'latest creatinine']);
  });

  it('gives the creatinine with its date, and says when sex is recorded as other', () => {
    const rows = calculatorRows({
      heightCm: 165,
      weightKg: 64,
      ageYears: 59,
      sex: 'other',
      creatinineMgDl: 0.7,
      creatinineDate: '2026-11-25T08:20:00.000Z',
    });
    expect(rows[4]).toEqual({
      label: 'Latest creatinine',
      value: '0.7 mg/dL on 2026-11-25',
      missing: null,
    });
    expect(rows[3]?.missing).toBe('recorded as other; the equations need female or male');
  });
});

describe('findings and links', () => {
  const finding = (severity: PlannedFinding['severity'], title: string): PlannedFinding => ({
    kind: 'cumulative',
    severity,
    title,
    drugs: [],
    rationale: '',
    management: '',
    sources: [],
    existingAlertId: null,
  });

  it('groups findings critical first, leaving out empty levels and keeping the order', () => {
    const groups = groupFindings([
      finding('low', 'l'),
      finding('critical', 'c1'),
      finding('critical', 'c2'),
    ]);
    expect(groups.map((g) => [g.severity, g.findings.map((f) => f.title)])).toEqual([
      ['critical', ['c1', 'c2']],
      ['low', ['l']],
    ]);
  });

  it('links to the regimen calculator with the patient and regimen', () => {
    expect(regimenCalculatorLink('0a1b', 'ac weekly')).toBe(
      '/regimens?patient=0a1b&regimen=ac+weekly',
    );
  });

  it('finds a regimen by alias and drug name', () => {
    const text = regimenSearchText({
      id: 'ac',
      name: 'AC',
      aliases: ['Adriamycin-Cytoxan'],
      drugs: [{ id: 'doxorubicin', name: 'Doxorubicin' }],
      phases: [],
    });
    expect(text).toContain('adriamycin-cytoxan');
    expect(text).toContain('doxorubicin');
  });
});
