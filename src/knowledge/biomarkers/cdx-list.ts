import type { BiomarkerInput, CancerInput } from '../../core/precision/schemas';

/**
 * The drug–biomarker–cancer triples of the FDA "List of Cleared or Approved Companion Diagnostic
 * Devices (In Vitro and Imaging Tools)", kept as a dated fixture: the coverage test requires every
 * pair here to match at level `fda` for its cancer. Each triple carries a probe: a biomarker as a
 * report would write it. Transcribed on `asOf` from the FDA page and cross-checked with
 * FoundationOne CDx's published Table 1 of companion-diagnostic indications (foundationmedicine.com);
 * group-labelled claims ("EGFR TKIs approved by FDA") are expanded to the drugs so labelled.
 * Imaging and germline-only haematology claims with no tumour biomarker are not listed.
 */
export interface CdxTriple {
  drug: string;
  cancer: CancerInput;
  biomarker: string;
  /** The report's findings; RAS wild-type needs KRAS and NRAS both reported wild-type. */
  probe: BiomarkerInput | BiomarkerInput[];
}

export const CDX_LIST = {
  title: 'List of Cleared or Approved Companion Diagnostic Devices (In Vitro and Imaging Tools)',
  url: 'https://www.fda.gov/medical-devices/in-vitro-diagnostics/list-cleared-or-approved-companion-diagnostic-devices-in-vitro-and-imaging-tools',
  crossCheck: 'https://www.foundationmedicine.com/test/foundationone-cdx',
  asOf: '2026-11-28',
  triples: [] as CdxTriple[],
};

const nsclc: CancerInput = { icd10: 'C34.90', text: 'Non-small cell lung cancer' };
const melanoma: CancerInput = { icd10: 'C43.9', text: 'Melanoma' };
const breast: CancerInput = { icd10: 'C50.911', text: 'Breast cancer' };
const crc: CancerInput = { icd10: 'C18.9', text: 'Colon cancer' };
const gastric: CancerInput = { icd10: 'C16.9', text: 'Gastric adenocarcinoma' };
const ovarian: CancerInput = { icd10: 'C56.9', text: 'Ovarian cancer' };
const prostate: CancerInput = { icd10: 'C61', text: 'Prostate cancer' };
const pancreas: CancerInput = { icd10: 'C25.9', text: 'Pancreatic adenocarcinoma' };
const biliary: CancerInput = { icd10: 'C22.1', text: 'Intrahepatic cholangiocarcinoma' };
const urothelial: CancerInput = { icd10: 'C67.9', text: 'Urothelial carcinoma of bladder' };
const gist: CancerInput = { icd10: 'C49.A0', text: 'Gastrointestinal stromal tumour' };
const aml: CancerInput = { icd10: 'C92.00', text: 'Acute myeloid leukaemia' };
const cervix: CancerInput = { icd10: 'C53.9', text: 'Cervical cancer' };
const solid: CancerInput = { text: 'Solid tumour' };

const ex19: BiomarkerInput = { gene: 'EGFR', alteration: 'p.E746_A750del', type: 'indel' };
const l858r: BiomarkerInput = { gene: 'EGFR', alteration: 'p.Leu858Arg', type: 'snv' };
const her2: BiomarkerInput = { gene: 'ERBB2', alteration: 'amplification', type: 'cnv' };
const her2ihc3: BiomarkerInput = { gene: 'HER2', alteration: 'IHC 3+', type: 'expression' };
const brca2: BiomarkerInput = {
  gene: 'BRCA2',
  alteration: 'c.5946delT (p.Ser1982fs)',
  type: 'indel',
};
const t = (
  drug: string,
  cancer: CancerInput,
  biomarker: string,
  probe: BiomarkerInput | BiomarkerInput[],
): CdxTriple => ({
  drug,
  cancer,
  biomarker,
  probe,
});

CDX_LIST.triples.push(
  ...['afatinib', 'gefitinib', 'erlotinib', 'osimertinib', 'dacomitinib'].flatMap((d) => [
    t(d, nsclc, 'EGFR exon 19 deletion', ex19),
    t(d, nsclc, 'EGFR exon 21 L858R', l858r),
  ]),
  t('osimertinib', nsclc, 'EGFR T790M', { gene: 'EGFR', alteration: 'T790M', type: 'snv' }),
  t('amivantamab', nsclc, 'EGFR exon 20 insertion', {
    gene: 'EGFR',
    alteration: 'p.D770_N771insSVD',
    type: 'indel',
  }),
  t('amivantamab', nsclc, 'EGFR exon 19 deletion', ex19),
  t('lazertinib', nsclc, 'EGFR exon 21 L858R', l858r),
  t('sunvozertinib', nsclc, 'EGFR exon 20 insertion', {
    gene: 'EGFR',
    alteration: 'exon 20 insertion',
    type: 'indel',
  }),
  ...['alectinib', 'brigatinib', 'crizotinib', 'ceritinib', 'lorlatinib', 'ensartinib'].map((d) =>
    t(d, nsclc, 'ALK rearrangement', {
      gene: 'ALK',
      alteration: 'EML4-ALK fusion',
      type: 'fusion',
      partner: 'EML4',
    }),
  ),
  ...['crizotinib', 'entrectinib', 'repotrectinib', 'taletrectinib'].map((d) =>
    t(d, nsclc, 'ROS1 fusion', { gene: 'ROS1', alteration: 'CD74::ROS1', type: 'fusion' }),
  ),
  t('dabrafenib', nsclc, 'BRAF V600E', { gene: 'BRAF', alteration: 'V600E', type: 'snv' }),
  t('trametinib', nsclc, 'BRAF V600E', { gene: 'BRAF', alteration: 'V600E', type: 'snv' }),
  t('encorafenib', nsclc, 'BRAF V600E', { gene: 'BRAF', alteration: 'p.Val600Glu', type: 'snv' }),
  t('capmatinib', nsclc, 'MET exon 14 skipping', {
    gene: 'MET',
    alteration: 'exon 14 skipping',
    type: 'snv',
  }),
  t('tepotinib', nsclc, 'MET exon 14 skipping', {
    gene: 'MET',
    alteration: 'METex14 skipping',
    type: 'indel',
  }),
  t('selpercatinib', nsclc, 'RET fusion', { gene: 'RET', alteration: 'KIF5B-RET', type: 'fusion' }),
  t('pralsetinib', nsclc, 'RET fusion', {
    gene: 'RET',
    alteration: 'fusion',
    type: 'fusion',
    partner: 'CCDC6',
  }),
  t('sotorasib', nsclc, 'KRAS G12C', { gene: 'KRAS', alteration: 'p.Gly12Cys', type: 'snv' }),
  t('adagrasib', nsclc, 'KRAS G12C', { gene: 'KRAS', alteration: 'G12C', type: 'snv' }),
  t('trastuzumab-deruxtecan', nsclc, 'ERBB2 (HER2) activating mutation', {
    gene: 'ERBB2',
    alteration: 'p.Y772_A775dup',
    type: 'indel',
  }),
  t('zongertinib', nsclc, 'HER2 tyrosine kinase domain mutation', {
    gene: 'HER2',
    alteration: 'A775_G776insYVMA',
    type: 'indel',
  }),
  t('pembrolizumab', nsclc, 'PD-L1 TPS ≥1%', {
    gene: 'PD-L1',
    alteration: 'TPS 60%',
    type: 'expression',
    value: 60,
  }),
  t('cemiplimab', nsclc, 'PD-L1 TPS ≥50%', {
    gene: 'PD-L1',
    alteration: 'TPS 60%',
    type: 'expression',
    value: 60,
  }),
  t('atezolizumab', nsclc, 'PD-L1 high', {
    gene: 'PD-L1',
    alteration: 'TPS 80%',
    type: 'expression',
    value: 80,
  }),
  t('nivolumab', nsclc, 'PD-L1 ≥1%', {
    gene: 'CD274',
    alteration: 'TPS 5%',
    type: 'expression',
    value: 5,
  }),
  t('zenocutuzumab', nsclc, 'NRG1 fusion', {
    gene: 'NRG1',
    alteration: 'CD74-NRG1 fusion',
    type: 'fusion',
  }),
  ...['dabrafenib', 'vemurafenib'].map((d) =>
    t(d, melanoma, 'BRAF V600E', { gene: 'BRAF', alteration: 'V600E', type: 'snv' }),
  ),
  ...['trametinib', 'cobimetinib', 'encorafenib', 'binimetinib'].map((d) =>
    t(d, melanoma, 'BRAF V600K', { gene: 'BRAF', alteration: 'p.Val600Lys', type: 'snv' }),
  ),
  ...[
    'trastuzumab',
    'pertuzumab',
    'trastuzumab-emtansine',
    'trastuzumab-deruxtecan',
    'margetuximab',
  ].map((d) => t(d, breast, 'ERBB2 (HER2) amplification / overexpression', her2)),
  t('trastuzumab-deruxtecan', breast, 'HER2-low', {
    gene: 'HER2',
    alteration: 'IHC 1+',
    type: 'expression',
  }),
  t('alpelisib', breast, 'PIK3CA mutation', { gene: 'PIK3CA', alteration: 'H1047R', type: 'snv' }),
  t('inavolisib', breast, 'PIK3CA mutation', { gene: 'PIK3CA', alteration: 'E545K', type: 'snv' }),
  t('capivasertib', breast, 'PIK3CA/AKT1/PTEN alteration', {
    gene: 'AKT1',
    alteration: 'E17K',
    type: 'snv',
  }),
  t('elacestrant', breast, 'ESR1 mutation', { gene: 'ESR1', alteration: 'D538G', type: 'snv' }),
  t('olaparib', breast, 'Germline BRCA1/2', brca2),
  t('talazoparib', breast, 'Germline BRCA1/2', brca2),
  t('pembrolizumab', breast, 'PD-L1 CPS ≥10 (TNBC)', {
    gene: 'PD-L1',
    alteration: 'CPS 20',
    type: 'expression',
  }),
  ...['cetuximab', 'panitumumab'].map((d) =>
    t(d, crc, 'KRAS (and NRAS) wild-type', [
      { gene: 'KRAS', alteration: 'wild-type', type: 'snv' },
      { gene: 'NRAS', alteration: 'not detected', type: 'snv' },
    ]),
  ),
  t('encorafenib', crc, 'BRAF V600E', { gene: 'BRAF', alteration: 'V600E', type: 'snv' }),
  t('sotorasib', crc, 'KRAS G12C', { gene: 'KRAS', alteration: 'G12C', type: 'snv' }),
  t('adagrasib', crc, 'KRAS G12C', { gene: 'KRAS', alteration: 'G12C', type: 'snv' }),
  t('tucatinib', crc, 'HER2 positive', her2ihc3),
  t('pembrolizumab', crc, 'MSI-H', { gene: 'MSI', alteration: 'MSI-H', type: 'msi' }),
  t('trastuzumab', gastric, 'HER2 overexpression', her2ihc3),
  t('zolbetuximab', gastric, 'Claudin 18.2 positive', {
    gene: 'CLDN18.2',
    alteration: '80% of tumour cells',
    type: 'expression',
    value: 80,
  }),
  t('pembrolizumab', gastric, 'PD-L1 CPS ≥1', {
    gene: 'PD-L1',
    alteration: 'CPS 5',
    type: 'expression',
  }),
  t('olaparib', ovarian, 'BRCA1/2 mutation', {
    gene: 'BRCA1',
    alteration: 'c.68_69delAG',
    type: 'indel',
  }),
  t('rucaparib', ovarian, 'BRCA1/2 mutation', brca2),
  t('mirvetuximab-soravtansine', ovarian, 'FRα ≥75% PS2+', {
    gene: 'FOLR1',
    alteration: '80% PS2+',
    type: 'expression',
    value: 80,
  }),
  t('olaparib', prostate, 'HRR gene mutation', { gene: 'ATM', alteration: 'R3008C', type: 'snv' }),
  t('talazoparib', prostate, 'HRR gene mutation', brca2),
  t('niraparib', prostate, 'BRCA1/2 mutation', brca2),
  t('rucaparib', prostate, 'BRCA1/2 mutation', brca2),
  t('olaparib', pancreas, 'Germline BRCA1/2', brca2),
  t('pemigatinib', biliary, 'FGFR2 fusion', {
    gene: 'FGFR2',
    alteration: 'FGFR2-BICC1 fusion',
    type: 'fusion',
  }),
  t('futibatinib', biliary, 'FGFR2 rearrangement', {
    gene: 'FGFR2',
    alteration: 'rearrangement',
    type: 'fusion',
  }),
  t('ivosidenib', biliary, 'IDH1 mutation', { gene: 'IDH1', alteration: 'R132C', type: 'snv' }),
  t('zanidatamab', biliary, 'HER2 IHC 3+', her2ihc3),
  t('erdafitinib', urothelial, 'FGFR3 alteration', {
    gene: 'FGFR3',
    alteration: 'S249C',
    type: 'snv',
  }),
  t('avapritinib', gist, 'PDGFRA exon 18 (D842V)', {
    gene: 'PDGFRA',
    alteration: 'D842V',
    type: 'snv',
  }),
  t('pembrolizumab', cervix, 'PD-L1 CPS ≥1', {
    gene: 'PD-L1',
    alteration: 'CPS 10',
    type: 'expression',
  }),
  t('midostaurin', aml, 'FLT3 mutation', { gene: 'FLT3', alteration: 'ITD', type: 'indel' }),
  t('gilteritinib', aml, 'FLT3 mutation', { gene: 'FLT3', alteration: 'D835Y', type: 'snv' }),
  t('quizartinib', aml, 'FLT3-ITD', {
    gene: 'FLT3',
    alteration: 'internal tandem duplication',
    type: 'indel',
  }),
  t('ivosidenib', aml, 'IDH1 mutation', { gene: 'IDH1', alteration: 'p.Arg132His', type: 'snv' }),
  t('olutasidenib', aml, 'IDH1 mutation', { gene: 'IDH1', alteration: 'R132H', type: 'snv' }),
  t('enasidenib', aml, 'IDH2 mutation', { gene: 'IDH2', alteration: 'R140Q', type: 'snv' }),
  ...['larotrectinib', 'entrectinib', 'repotrectinib'].map((d) =>
    t(d, solid, 'NTRK1/2/3 fusion', { gene: 'NTRK1', alteration: 'TPM3-NTRK1', type: 'fusion' }),
  ),
  t('pembrolizumab', solid, 'TMB ≥10 mut/Mb', {
    gene: 'TMB',
    alteration: '12 mut/Mb',
    type: 'tmb',
    value: 12,
  }),
  t('dostarlimab', solid, 'dMMR', { gene: 'MMR', alteration: 'dMMR', type: 'msi' }),
  t('dabrafenib', solid, 'BRAF V600E', { gene: 'BRAF', alteration: 'V600E', type: 'snv' }),
  t('selpercatinib', solid, 'RET fusion', { gene: 'RET', alteration: 'NCOA4-RET', type: 'fusion' }),
);
