import { describe, expect, it } from 'vitest';
import { biomarkersNamed, proseMentions } from './biomarkers';
import {
  CANCER_SITES,
  classifyCondition,
  classifyIcd10,
  relateSites,
  type CancerSiteId,
  type GenericScope,
} from './cancer-sites';

describe('condition texts as registry records and patient records write them', () => {
  it.each<[string, CancerSiteId[], GenericScope | null, boolean]>([
    // [text, sites, general term, secondary only]
    ['Colorectal Cancer', ['colorectal'], null, false],
    ['Metastatic adenocarcinoma of the sigmoid colon', ['colorectal'], null, false],
    ['Metastatic Colorectal Cancer with liver metastases', ['colorectal'], null, false],
    ['Liver metastases', [], null, true],
    ['Brain Metastases', [], null, true],
    ['Brain metastases from breast cancer', ['breast'], null, false],
    ['Hepatocellular Carcinoma', ['liver'], null, false],
    ['Non-small Cell Lung Cancer', ['nsclc'], null, false],
    ['NSCLC', ['nsclc'], null, false],
    ['Small Cell Lung Cancer', ['sclc'], null, false],
    ['Lung Cancer', ['lung'], null, false],
    ['Non-small cell lung cancer, adenocarcinoma of the right upper lobe', ['nsclc'], null, false],
    ['Interstitial lung disease', [], null, false],
    ['Breast abscess', [], null, false],
    ['HER2-positive Breast Cancer', ['breast'], null, false],
    ['Triple Negative Breast Cancer', ['breast'], null, false],
    ['Non-Hodgkin Lymphoma', ['non-hodgkin-lymphoma'], null, false],
    ['Hodgkin lymphoma', ['hodgkin-lymphoma'], null, false],
    ['Lymphoma', ['lymphoma'], null, false],
    ['Acute Myeloid Leukemia', ['myeloid-leukemia'], null, false],
    ['Gall Bladder Cancer', ['biliary'], null, false],
    ['Bladder Cancer', ['urothelial'], null, false],
    ['Renal impairment', [], null, false],
    ['Renal Cell Carcinoma', ['kidney'], null, false],
    ['Advanced Solid Tumors', [], 'solid', false],
    ['Hematologic Malignancies', [], 'hematologic', false],
    ['Cancer', [], 'any', false],
    ['Neoplasms', [], 'any', false],
    ['Atrial fibrillation', [], null, false],
  ])('%s', (text, sites, generic, secondaryOnly) => {
    const c = classifyCondition(text);
    expect(c.sites).toEqual(sites);
    expect(c.generic).toBe(generic);
    expect(c.secondaryOnly).toBe(secondaryOnly);
  });
});

describe('ICD-10 codes (WHO 2019 chapter II, ICD-10-CM C7A)', () => {
  it.each<[string, CancerSiteId | null, boolean, boolean]>([
    ['C18.7', 'colorectal', true, false],
    ['C20', 'colorectal', true, false],
    ['C34.11', 'lung', true, false],
    ['C50.911', 'breast', true, false],
    ['C78.7', null, true, true],
    ['C81.90', 'hodgkin-lymphoma', true, false],
    ['C92.00', 'myeloid-leukemia', true, false],
    ['C7A.010', 'neuroendocrine', true, false],
    ['D46.9', 'myelodysplastic', true, false],
    ['I48.91', null, false, false],
    ['D05.10', null, false, false],
  ])('%s', (code, site, malignant, secondary) => {
    expect(classifyIcd10(code)).toEqual({ site, malignant, secondary });
  });

  it('gives every site a label and ranges that start and end in one letter', () => {
    for (const s of CANCER_SITES) {
      expect(s.label.length).toBeGreaterThan(0);
      for (const [from, to] of s.icd10) {
        expect(from[0]).toBe(to[0]);
        expect(from <= to).toBe(true);
      }
    }
  });
});

describe('how two sites relate', () => {
  it.each<[CancerSiteId, CancerSiteId, ReturnType<typeof relateSites>]>([
    ['breast', 'breast', 'same'],
    ['lymphoma', 'hodgkin-lymphoma', 'study-broader'],
    ['lung', 'nsclc', 'study-broader'],
    ['nsclc', 'lung', 'patient-broader'],
    ['nsclc', 'sclc', 'unrelated'],
    ['breast', 'colorectal', 'unrelated'],
  ])('%s study, %s patient: %s', (study, patient, relation) => {
    expect(relateSites(study, patient)).toBe(relation);
  });
});

describe('biomarkers named by a study', () => {
  it.each<[string[], string[]]>([
    [['EGFR Activating Mutation', 'Non-small Cell Lung Cancer'], ['EGFR']],
    [['HER2-positive Breast Cancer'], ['ERBB2']],
    [['PD-L1 Positive'], ['CD274']],
    [
      ['KRAS G12C', 'MSI-H Colorectal Cancer'],
      ['KRAS', 'MSI-H/dMMR'],
    ],
    [['Metastatic Colorectal Cancer'], []],
  ])('%j names %j', (fields, named) => {
    expect(biomarkersNamed(fields)).toEqual(named);
  });

  it('finds a gene in prose only as written', () => {
    expect(proseMentions('Known MET exon 14 skipping', 'MET')).toBe(true);
    expect(proseMentions('All criteria must be met.', 'MET')).toBe(false);
    expect(proseMentions('HER2-positive by IHC 3+', 'ERBB2')).toBe(true);
  });
});
