import { describe, expect, it } from 'vitest';
import {
  NO_ALTERATION,
  type StoredGeneticResult,
  type StoredLabValue,
  type StoredMedication,
} from '../patients';
import {
  diffForReport,
  diffIsEmpty,
  diffRecord,
  sectionsTouched,
  type IncomingLists,
  type StoredLists,
} from './record-diff';

const DRUGS: Record<string, string[]> = {
  capecitabine: ['capecitabine'],
  xeloda: ['capecitabine'],
  '200328': ['capecitabine'],
  warfarin: ['warfarin'],
  ondansetron: ['ondansetron'],
};
const options = { drugIds: (name: string) => DRUGS[name.toLowerCase()] ?? [] };

const empty = (): StoredLists => ({
  allergies: [],
  medications: [],
  conditions: [],
  labValues: [],
  genetics: [],
  vitals: [],
  treatmentHistory: [],
  tumourMeasurements: [],
});
const none = (): IncomingLists => ({
  allergies: [],
  medications: [],
  conditions: [],
  labValues: [],
  genetics: [],
  vitals: [],
  treatmentHistory: [],
  tumourMeasurements: [],
});

const med = (over: Partial<StoredMedication>): StoredMedication => ({
  id: 'm1',
  drugName: 'capecitabine',
  drugIds: ['capecitabine'],
  rxcui: null,
  resolved: true,
  dosage: '1000 mg/m2',
  frequency: 'twice daily',
  route: 'oral',
  startDate: '2026-10-01',
  stopDate: null,
  isActive: true,
  prescribedBy: null,
  ...over,
});

const lab = (over: Partial<StoredLabValue>): StoredLabValue => ({
  id: 'l1',
  labType: 'creatinine',
  labName: 'creatinine',
  loinc: '2160-0',
  value: 1.1,
  unit: 'mg/dL',
  canonicalValue: 1.1,
  canonicalUnit: 'mg/dL',
  referenceRange: null,
  timestamp: '2026-11-20T08:00:00.000Z',
  isAbnormal: false,
  criticalFlag: false,
  ...over,
});

const gene = (over: Partial<StoredGeneticResult>): StoredGeneticResult => ({
  id: 'g1',
  gene: 'DPYD',
  diplotype: '*1/*1',
  phenotype: null,
  testDate: null,
  laboratory: null,
  ...NO_ALTERATION,
  ...over,
});

describe('diffRecord: medications (same drug and start date is the same order)', () => {
  const cases: Array<{
    name: string;
    stored: StoredMedication[];
    incoming: IncomingLists['medications'];
    expect: { added: number; changed: string[][]; unchanged: number; kept: number };
  }> = [
    {
      name: 'identical order by another name of the same drug (brand): unchanged',
      stored: [med({})],
      incoming: [
        {
          drugName: 'Xeloda',
          dosage: '1000 mg/m2',
          frequency: 'twice daily',
          route: 'oral',
          startDate: '2026-10-01',
          isActive: true,
        },
      ],
      expect: { added: 0, changed: [], unchanged: 1, kept: 0 },
    },
    {
      name: 'same order, new dose and stopped: changed, naming the fields',
      stored: [med({})],
      incoming: [
        { drugName: '200328', dosage: '750 mg/m2', startDate: '2026-10-01', isActive: false },
      ],
      expect: { added: 0, changed: [['dosage', 'isActive']], unchanged: 0, kept: 0 },
    },
    {
      name: 'a field the bundle leaves out does not blank the stored one',
      stored: [med({})],
      incoming: [{ drugName: 'capecitabine', startDate: '2026-10-01', isActive: true }],
      expect: { added: 0, changed: [], unchanged: 1, kept: 0 },
    },
    {
      name: 'an earlier dated course and a new one stay two orders',
      stored: [med({ startDate: '2025-03-01' })],
      incoming: [{ drugName: 'capecitabine', startDate: '2026-10-01', isActive: true }],
      expect: { added: 1, changed: [], unchanged: 0, kept: 1 },
    },
    {
      name: 'a stored order without a start date is the dated order of the bundle',
      stored: [med({ startDate: null })],
      incoming: [{ drugName: 'capecitabine', startDate: '2026-10-01', isActive: true }],
      expect: { added: 0, changed: [['startDate']], unchanged: 0, kept: 0 },
    },
    {
      name: 'a local order the bundle does not mention is kept; a new drug is added',
      stored: [med({}), med({ id: 'm2', drugName: 'warfarin', drugIds: ['warfarin'] })],
      incoming: [
        { drugName: 'capecitabine', startDate: '2026-10-01', isActive: true },
        { drugName: 'ondansetron', isActive: true },
      ],
      expect: { added: 1, changed: [], unchanged: 1, kept: 1 },
    },
    {
      name: 'unresolved names match by name, any case',
      stored: [med({ drugName: 'Herbal tea X', drugIds: [], resolved: false, startDate: null })],
      incoming: [{ drugName: 'herbal  tea x', isActive: true }],
      expect: { added: 0, changed: [], unchanged: 1, kept: 0 },
    },
  ];
  it.each(cases)('$name', (c) => {
    const diff = diffRecord(
      { ...empty(), medications: c.stored },
      { ...none(), medications: c.incoming },
      options,
    );
    const d = diff.medications;
    expect({
      added: d.added.length,
      changed: d.changed.map((x) => x.fields),
      unchanged: d.unchanged,
      kept: d.kept,
    }).toEqual(c.expect);
  });
});

describe('diffRecord: labs (same test at the same time is the same result)', () => {
  const cases: Array<{
    name: string;
    stored: StoredLabValue[];
    incoming: IncomingLists['labValues'];
    expect: { added: number; changed: string[][]; unchanged: number; kept: number };
  }> = [
    {
      name: 'LOINC and product name of one test at the same instant: unchanged',
      stored: [lab({})],
      incoming: [
        { labType: '2160-0', value: 1.1, unit: 'mg/dL', timestamp: '2026-11-20T09:00:00+01:00' },
      ],
      expect: { added: 0, changed: [], unchanged: 1, kept: 0 },
    },
    {
      name: 'a corrected value: changed',
      stored: [lab({})],
      incoming: [
        { labType: '2160-0', value: 1.4, unit: 'mg/dL', timestamp: '2026-11-20T08:00:00Z' },
      ],
      expect: { added: 0, changed: [['value']], unchanged: 0, kept: 0 },
    },
    {
      name: 'a later result: added, the earlier kept',
      stored: [lab({})],
      incoming: [
        { labType: '2160-0', value: 1.1, unit: 'mg/dL', timestamp: '2026-11-27T08:00:00Z' },
      ],
      expect: { added: 1, changed: [], unchanged: 0, kept: 1 },
    },
  ];
  it.each(cases)('$name', (c) => {
    const d = diffRecord(
      { ...empty(), labValues: c.stored },
      { ...none(), labValues: c.incoming },
      options,
    ).labValues;
    expect({
      added: d.added.length,
      changed: d.changed.map((x) => x.fields),
      unchanged: d.unchanged,
      kept: d.kept,
    }).toEqual(c.expect);
  });
});

describe('diffRecord: genetics', () => {
  it('a germline diplotype is the one result for its gene: a new diplotype changes it', () => {
    const d = diffRecord(
      { ...empty(), genetics: [gene({})] },
      { ...none(), genetics: [{ gene: 'DPYD', diplotype: '*1/*2A' }] },
      options,
    ).genetics;
    expect(d.changed.map((c) => c.fields)).toEqual([['diplotype']]);
  });

  it('tumour findings are keyed by gene, partner and alteration; a negative turning positive is a change', () => {
    const stored = [
      gene({
        id: 'a',
        gene: 'ALK',
        diplotype: null,
        origin: 'somatic',
        alterationType: 'fusion',
        alteration: 'fusion',
        partner: 'EML4',
        status: 'detected',
      }),
      gene({
        id: 'b',
        gene: 'EGFR',
        diplotype: null,
        origin: 'somatic',
        alteration: 'p.Leu858Arg',
        status: 'not-detected',
      }),
    ];
    const d = diffRecord(
      { ...empty(), genetics: stored },
      {
        ...none(),
        genetics: [
          {
            gene: 'ALK',
            origin: 'somatic',
            alterationType: 'fusion',
            alteration: 'fusion',
            partner: 'EML4',
            status: 'detected',
          },
          { gene: 'EGFR', origin: 'somatic', alteration: 'p.Leu858Arg', status: 'detected' },
          { gene: 'KRAS', origin: 'somatic', alteration: 'p.Gly12Cys', status: 'detected' },
        ],
      },
      options,
    ).genetics;
    expect(d.unchanged).toBe(1);
    expect(d.changed.map((c) => [c.summary, c.fields])).toEqual([['EGFR p.Leu858Arg', ['status']]]);
    expect(d.added.map((a) => a.summary)).toEqual(['KRAS p.Gly12Cys']);
  });
});

describe('diffRecord: conditions, allergies, vitals, treatments', () => {
  it('matches a diagnosis by ICD-10, then SNOMED CT, then name; a new stage is a change', () => {
    const diff = diffRecord(
      {
        ...empty(),
        conditions: [
          {
            id: 'c1',
            name: 'Breast cancer',
            icd10: 'C50.911',
            snomed: null,
            dateOfDiagnosis: null,
            status: 'active',
            stage: 'IIA',
          },
          {
            id: 'c2',
            name: 'Hypertension',
            icd10: null,
            snomed: '38341003',
            dateOfDiagnosis: null,
            status: 'active',
            stage: null,
          },
          {
            id: 'c3',
            name: 'Gout',
            icd10: null,
            snomed: null,
            dateOfDiagnosis: null,
            status: 'active',
            stage: null,
          },
        ],
      },
      {
        ...none(),
        conditions: [
          { name: 'Malignant neoplasm of breast', icd10: 'C50.911', status: 'active', stage: 'IV' },
          { name: 'Essential hypertension', snomed: '38341003', status: 'active' },
          { name: 'gout', status: 'resolved' },
        ],
      },
      options,
    ).conditions;
    expect(d(diff)).toEqual([[['stage'], ['status']], 1, 0, 0]);
    function d(x: typeof diff) {
      return [x.changed.map((c) => c.fields), x.unchanged, x.added.length, x.kept];
    }
  });

  it('allergies by allergen, vitals by time, treatments by drug and date', () => {
    const diff = diffRecord(
      {
        ...empty(),
        allergies: [
          {
            id: 'a',
            allergen: 'Penicillins',
            allergenType: 'drug',
            severity: 'moderate',
            verified: false,
            reaction: null,
            dateReported: null,
          },
        ],
        vitals: [
          {
            id: 'v',
            timestamp: '2026-11-20T08:00:00.000Z',
            bloodPressureSystolic: 120,
            bloodPressureDiastolic: 80,
            heartRate: null,
            temperature: null,
            performanceStatus: 1,
          },
        ],
        treatmentHistory: [
          {
            id: 't',
            drugName: 'capecitabine',
            drugIds: ['capecitabine'],
            date: '2026-10-01',
            dose: 1000,
            doseUnit: 'mg/m2',
            cycle: 1,
            regimenId: null,
          },
        ],
      },
      {
        ...none(),
        allergies: [
          { allergen: 'penicillins', allergenType: 'drug', severity: 'severe', verified: true },
        ],
        vitals: [{ timestamp: '2026-11-20T08:00:00Z', performanceStatus: 2 }],
        treatmentHistory: [
          { drugName: 'Xeloda', date: '2026-10-01', dose: 1000, doseUnit: 'mg/m2', cycle: 1 },
          { drugName: 'Xeloda', date: '2026-10-22', dose: 1000, doseUnit: 'mg/m2', cycle: 2 },
        ],
      },
      options,
    );
    expect(diff.allergies.changed[0]!.fields).toEqual(['severity', 'verified']);
    expect(diff.vitals.changed[0]!.fields).toEqual(['performanceStatus']);
    expect([diff.treatmentHistory.unchanged, diff.treatmentHistory.added.length]).toEqual([1, 1]);
    expect(sectionsTouched(diff)).toEqual(['allergies', 'vitals', 'treatmentHistory']);
    expect(diffIsEmpty(diff)).toBe(false);
    expect(diffForReport(diff).treatmentHistory).toEqual({
      added: ['Xeloda 1000 mg/m2 on 2026-10-22'],
      changed: [],
      unchanged: 1,
      kept: 0,
    });
  });

  it('the same bundle twice changes nothing', () => {
    const diff = diffRecord(
      { ...empty(), medications: [med({})], labValues: [lab({})] },
      {
        ...none(),
        medications: [
          {
            drugName: 'capecitabine',
            dosage: '1000 mg/m2',
            startDate: '2026-10-01',
            isActive: true,
          },
        ],
        labValues: [
          { labType: 'creatinine', value: 1.1, unit: 'mg/dL', timestamp: '2026-11-20T08:00:00Z' },
        ],
      },
      options,
    );
    expect(diffIsEmpty(diff)).toBe(true);
    expect(sectionsTouched(diff)).toEqual([]);
  });
});
