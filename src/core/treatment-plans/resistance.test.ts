import { describe, expect, it } from 'vitest';
import { drugRecords } from '../../knowledge/drugs';
import { biomarkerRecords, cancerTypes } from '../../knowledge/biomarkers';
import type { AlterationType, StoredCondition, StoredGeneticResult } from '../patients/schemas';
import { biomarkerRecordSchema, cancerTypeSchema, type PrecisionKnowledge } from '../precision';
import { resistanceFindings, resistanceWarning } from './resistance';

// The knowledge base's own records, so the table tests the data a clinician gets.
const drugNames = new Map(drugRecords.map((d) => [d.id, d.name]));
const kb: PrecisionKnowledge = {
  records: biomarkerRecords.map((r) => biomarkerRecordSchema.parse(r)),
  cancers: cancerTypes.map((c) => cancerTypeSchema.parse(c)),
  drugName: (id) => drugNames.get(id) ?? id,
};

const condition = (name: string, icd10: string | null): StoredCondition => ({
  id: 'c1',
  name,
  icd10,
  snomed: null,
  dateOfDiagnosis: null,
  status: 'active',
  stage: null,
});

const finding = (
  gene: string,
  alteration: string,
  extra: Partial<StoredGeneticResult> = {},
): StoredGeneticResult => ({
  id: `g-${gene}`,
  gene,
  diplotype: null,
  phenotype: null,
  testDate: null,
  laboratory: null,
  origin: 'somatic',
  alterationType: 'snv' as AlterationType,
  alteration,
  partner: null,
  value: null,
  valueUnit: null,
  status: 'detected',
  ...extra,
});

const CRC = condition('Adenocarcinoma of sigmoid colon', 'C18.7');
const NSCLC = condition('Non-small cell lung cancer, right upper lobe', 'C34.11');
const GIST = condition('Gastrointestinal stromal tumor of stomach', null);

describe('resistance markers against a plan’s drugs (labels, AURA3)', () => {
  it.each([
    ['KRAS G12D, colorectal, cetuximab', CRC, finding('KRAS', 'p.Gly12Asp'), ['cetuximab', 'irinotecan'], ['cetuximab']],
    ['NRAS Q61K, colorectal, panitumumab', CRC, finding('NRAS', 'Q61K'), ['panitumumab', 'fluorouracil'], ['panitumumab']],
    ['EGFR T790M, NSCLC, erlotinib', NSCLC, finding('EGFR', 'p.Thr790Met'), ['erlotinib'], ['erlotinib']],
    ['EGFR T790M, NSCLC, gefitinib', NSCLC, finding('EGFR', 'T790M'), ['gefitinib'], ['gefitinib']],
    ['PDGFRA D842V, GIST, imatinib', GIST, finding('PDGFRA', 'p.Asp842Val'), ['imatinib'], ['imatinib']],
    ['KRAS G12D with no status (read as detected), colorectal, cetuximab', CRC, finding('KRAS', 'G12D', { status: null }), ['cetuximab'], ['cetuximab']],
    // Quiet cases: each must give no warning.
    ['KRAS G12D, colorectal, no anti-EGFR drug', CRC, finding('KRAS', 'G12D'), ['bevacizumab', 'irinotecan'], []],
    ['KRAS not detected, colorectal, cetuximab', CRC, finding('KRAS', 'G12D', { status: 'not-detected' }), ['cetuximab'], []],
    ['germline KRAS, colorectal, cetuximab', CRC, finding('KRAS', 'G12D', { origin: 'germline' }), ['cetuximab'], []],
    ['KRAS with no origin (read as germline), colorectal, cetuximab', CRC, finding('KRAS', 'G12D', { origin: null }), ['cetuximab'], []],
    ['KRAS G12D in NSCLC, cetuximab (another cancer’s record)', NSCLC, finding('KRAS', 'G12D'), ['cetuximab'], []],
    ['EGFR T790M, NSCLC, osimertinib', NSCLC, finding('EGFR', 'T790M'), ['osimertinib'], []],
    ['EGFR L858R, NSCLC, erlotinib', NSCLC, finding('EGFR', 'L858R'), ['erlotinib'], []],
  ])('%s', (_name, cancer, genetic, drugIds, expected) => {
    const out = resistanceFindings(kb, { genetics: [genetic], conditions: [cancer], drugIds });
    expect(out.map((f) => f.drugId).sort()).toEqual([...expected].sort());
  });

  it('cannot assess without a cancer that reads as a known type: no finding', () => {
    const out = resistanceFindings(kb, {
      genetics: [finding('KRAS', 'G12D')],
      conditions: [],
      drugIds: ['cetuximab'],
    });
    expect(out).toEqual([]);
  });

  it('the warning names the marker, the drug and the label section', () => {
    const [f] = resistanceFindings(kb, {
      genetics: [finding('KRAS', 'p.Gly12Asp')],
      conditions: [CRC],
      drugIds: ['cetuximab'],
    });
    expect(f).toBeDefined();
    const text = resistanceWarning(f!);
    expect(text).toMatch(/^High: /);
    expect(text).toContain(kb.drugName('cetuximab'));
    expect(text).toContain('KRAS or NRAS mutation');
    expect(text).toMatch(/Source: .*§/);
    // The patient's own alteration text never enters the warning (it is shown to researchers).
    expect(text).not.toContain('Gly12Asp');
  });
});
