import { TUMOUR_AGNOSTIC, type BiomarkerRecordInput } from '../../core/precision/schemas';
import { fda } from './build';
import { BRAF_V600E, FLT3_MUT, HER2_POSITIVE, IDH1_MUT, IDH2_MUT, MSI_HIGH, NTRK_FUSION, RET_FUSION, label } from './shared';

const ANY = [TUMOUR_AGNOSTIC];
const SOLID = 'Unresectable or metastatic solid tumour';

/** Tumour-agnostic approvals and the haematological biomarker-defined indications. */
export const agnosticAndHaemRecords: BiomarkerRecordInput[] = [
  ...(
    [
      ['larotrectinib', 'Vitrakvi (larotrectinib)'],
      ['entrectinib', 'Rozlytrek (entrectinib)'],
      ['repotrectinib', 'Augtyro (repotrectinib)'],
    ] as const
  ).map(([drug, product]) =>
    fda({
      id: `agnostic-ntrk-${drug}`, cancers: ANY, gene: 'NTRK1/2/3', biomarker: 'NTRK1, NTRK2 or NTRK3 gene fusion without a known acquired resistance mutation', matchers: NTRK_FUSION,
      drugs: [drug], indication: 'Solid tumours with an NTRK gene fusion that are metastatic or where surgery would likely cause severe morbidity, and that progressed after treatment or have no satisfactory alternative.',
      line: 'No satisfactory alternative', setting: SOLID, sources: [label(product)],
    }),
  ),
  fda({
    id: 'agnostic-msi-pembrolizumab', cancers: ANY, gene: 'MSI', biomarker: 'MSI-high or mismatch-repair deficient', matchers: MSI_HIGH,
    drugs: ['pembrolizumab'], indication: 'Unresectable or metastatic MSI-H or dMMR solid tumours that progressed after prior treatment with no satisfactory alternative options.',
    line: 'After prior treatment', setting: SOLID, sources: [label('Keytruda (pembrolizumab)')],
  }),
  fda({
    id: 'agnostic-dmmr-dostarlimab', cancers: ANY, gene: 'MSI', biomarker: 'Mismatch-repair deficient', matchers: MSI_HIGH,
    drugs: ['dostarlimab'], indication: 'Recurrent or advanced dMMR solid tumours that progressed on or after prior treatment with no satisfactory alternative options (accelerated approval).',
    line: 'After prior treatment', setting: 'Recurrent or advanced solid tumour', sources: [label('Jemperli (dostarlimab)')],
  }),
  fda({
    id: 'agnostic-tmb-pembrolizumab', cancers: ANY, gene: 'TMB', biomarker: 'Tumour mutational burden ≥10 mutations/megabase', matchers: [{ kind: 'tmb-high', minPerMb: 10 }],
    drugs: ['pembrolizumab'], indication: 'Unresectable or metastatic TMB-high (≥10 mut/Mb) solid tumours that progressed after prior treatment with no satisfactory alternative options (accelerated approval).',
    line: 'After prior treatment', setting: SOLID, sources: [label('Keytruda (pembrolizumab)')],
  }),
  fda({
    id: 'agnostic-braf-dabrafenib-trametinib', cancers: ANY, excludedCancers: ['colorectal'], gene: 'BRAF', biomarker: 'BRAF V600E', matchers: BRAF_V600E,
    drugs: ['dabrafenib', 'trametinib'], indication: 'Unresectable or metastatic BRAF V600E solid tumours (adults and children 1 year and older) that progressed after prior treatment with no satisfactory alternative (accelerated approval; not for colorectal cancer, which is intrinsically resistant to BRAF inhibition).',
    line: 'After prior treatment', setting: SOLID, sources: [label('Tafinlar (dabrafenib)'), label('Mekinist (trametinib)')],
  }),
  fda({
    id: 'agnostic-ret-selpercatinib', cancers: ANY, gene: 'RET', biomarker: 'RET gene fusion', matchers: RET_FUSION,
    drugs: ['selpercatinib'], indication: 'Locally advanced or metastatic RET fusion-positive solid tumours that progressed on or after prior systemic treatment or have no satisfactory alternative (accelerated approval).',
    line: 'After prior treatment', setting: 'Locally advanced or metastatic solid tumour', sources: [label('Retevmo (selpercatinib)')],
  }),
  fda({
    id: 'agnostic-her2-ihc3-trastuzumab-deruxtecan', cancers: ANY, gene: 'ERBB2', biomarker: 'HER2-positive (IHC 3+)', matchers: HER2_POSITIVE,
    drugs: ['trastuzumab-deruxtecan'], indication: 'Unresectable or metastatic HER2-positive (IHC 3+) solid tumours after prior systemic treatment with no satisfactory alternative (accelerated approval).',
    line: 'After prior treatment', setting: SOLID, sources: [label('Enhertu (fam-trastuzumab deruxtecan)')],
  }),
  // ---- acute myeloid leukaemia ----
  fda({
    id: 'aml-flt3-midostaurin', cancers: ['aml'], gene: 'FLT3', biomarker: 'FLT3 mutation (ITD or TKD)', matchers: FLT3_MUT,
    drugs: ['midostaurin'], indication: 'Newly diagnosed FLT3-mutated AML with standard cytarabine and daunorubicin induction and cytarabine consolidation.',
    line: 'Newly diagnosed', setting: 'Induction and consolidation', sources: [label('Rydapt (midostaurin)')],
  }),
  fda({
    id: 'aml-flt3-gilteritinib', cancers: ['aml'], gene: 'FLT3', biomarker: 'FLT3 mutation', matchers: FLT3_MUT,
    drugs: ['gilteritinib'], indication: 'Relapsed or refractory AML with a FLT3 mutation.',
    line: 'Relapsed or refractory', setting: 'Relapsed or refractory', sources: [label('Xospata (gilteritinib)')],
  }),
  fda({
    id: 'aml-flt3-itd-quizartinib', cancers: ['aml'], gene: 'FLT3', biomarker: 'FLT3-ITD', matchers: FLT3_MUT,
    drugs: ['quizartinib'], indication: 'Newly diagnosed FLT3-ITD-positive AML with standard induction and consolidation, and as maintenance after consolidation (not after allogeneic transplant).',
    line: 'Newly diagnosed', setting: 'Induction, consolidation and maintenance', sources: [label('Vanflyta (quizartinib)')],
  }),
  fda({
    id: 'aml-idh1-ivosidenib', cancers: ['aml'], gene: 'IDH1', biomarker: 'Susceptible IDH1 mutation', matchers: IDH1_MUT,
    drugs: ['ivosidenib'], indication: 'IDH1-mutated AML: newly diagnosed (age 75 or over, or unfit for intensive induction), alone or with azacitidine; and relapsed or refractory.',
    line: 'Newly diagnosed (unfit) or relapsed', setting: 'Newly diagnosed or relapsed/refractory', sources: [label('Tibsovo (ivosidenib)')],
  }),
  fda({
    id: 'aml-idh1-olutasidenib', cancers: ['aml'], gene: 'IDH1', biomarker: 'Susceptible IDH1 mutation', matchers: IDH1_MUT,
    drugs: ['olutasidenib'], indication: 'Relapsed or refractory AML with a susceptible IDH1 mutation.',
    line: 'Relapsed or refractory', setting: 'Relapsed or refractory', sources: [label('Rezlidhia (olutasidenib)')],
  }),
  fda({
    id: 'aml-idh2-enasidenib', cancers: ['aml'], gene: 'IDH2', biomarker: 'IDH2 mutation', matchers: IDH2_MUT,
    drugs: ['enasidenib'], indication: 'Relapsed or refractory AML with an IDH2 mutation.',
    line: 'Relapsed or refractory', setting: 'Relapsed or refractory', sources: [label('Idhifa (enasidenib)')],
  }),
  fda({
    id: 'acute-leukaemia-kmt2a-revumenib', cancers: ['aml'], gene: 'KMT2A', biomarker: 'KMT2A translocation', matchers: [{ kind: 'fusion', gene: 'KMT2A' }],
    drugs: ['revumenib'], indication: 'Relapsed or refractory acute leukaemia with a KMT2A translocation (adults and children 1 year and older).',
    line: 'Relapsed or refractory', setting: 'Relapsed or refractory', sources: [label('Revuforj (revumenib)')],
  }),
  // ---- chronic myeloid leukaemia ----
  fda({
    id: 'cml-bcr-abl1-imatinib', cancers: ['cml'], gene: 'ABL1', biomarker: 'BCR::ABL1 fusion (Philadelphia chromosome)', matchers: [{ kind: 'fusion', gene: 'ABL1' }],
    drugs: ['imatinib'], indication: 'Newly diagnosed Philadelphia chromosome-positive CML in chronic phase, and CML in blast crisis, accelerated or chronic phase after interferon failure.',
    line: 'First line or later', setting: 'Chronic, accelerated or blast phase', sources: [label('Gleevec (imatinib)')],
  }),
  fda({
    id: 'cml-t315i-asciminib', cancers: ['cml'], gene: 'ABL1', biomarker: 'BCR::ABL1 T315I', matchers: [{ kind: 'protein', gene: 'ABL1', changes: ['T315I'] }],
    drugs: ['asciminib'], indication: 'Ph+ CML in chronic phase with the T315I mutation.',
    line: 'Any line', setting: 'Chronic phase', sources: [label('Scemblix (asciminib)')],
  }),
  fda({
    id: 'cml-t315i-ponatinib', cancers: ['cml'], gene: 'ABL1', biomarker: 'BCR::ABL1 T315I', matchers: [{ kind: 'protein', gene: 'ABL1', changes: ['T315I'] }],
    drugs: ['ponatinib'], indication: 'T315I-positive CML (chronic, accelerated or blast phase).',
    line: 'Any line', setting: 'Chronic, accelerated or blast phase', sources: [label('Iclusig (ponatinib)')],
  }),
];
