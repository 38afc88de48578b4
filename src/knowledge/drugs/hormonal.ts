import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';

/*
 * Endocrine anticancer therapy: SERMs and SERDs, aromatase inhibitors, androgen-receptor and
 * CYP17 inhibitors, GnRH agonists and antagonists, progestins and somatostatin analogues.
 *
 * Identity: RxNorm ingredient (IN) RxCUIs. Roster ids whose ingredient concept no available
 * source confirmed are left out rather than guessed: toremifene and relugolix.
 *
 * Pathways follow the label (7 Drug Interactions / 12.3 Pharmacokinetics), graded in FDA DDI terms
 * from the label's fold-changes; a pathway named without a fold-change is graded 'minor'.
 * Tamoxifen is a prodrug: CYP2D6 forms endoxifen, so CYP2D6 inhibition lowers efficacy rather
 * than raising toxicity (CPIC 2018).
 *
 * QT: GnRH agonist and antagonist labels warn that androgen deprivation may prolong QT; they
 * describe no torsade de pointes, so these are 'possible'. Emetic risk is omitted: neither
 * MASCC/ESMO 2016 nor ASCO 2020 classifies endocrine agents.
 *
 * Class tags: the GnRH agonists and degarelix share 'gnrh-analog' so that two forms of medical
 * castration together are flagged as duplicate therapy.
 */

const label = (title: string, section: string): Source => ({ kind: 'label', title, section });
const pi = (product: string, ...sections: string[]): Source =>
  label(`${product} US prescribing information`, sections.join('; '));

const BOXED = 'Boxed Warning';
const DOSING = '2 Dosage and Administration';
const WARN = '5 Warnings and Precautions';
const DDI = '7 Drug Interactions';
const RENAL = '8.6 Renal Impairment';
const HEPATIC = '8.7 Hepatic Impairment';
const PK = '12.3 Pharmacokinetics';

const CPIC_TAMOXIFEN: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2D6 and tamoxifen therapy (Goetz MP et al.)',
  year: 2018,
  pmid: '29385237',
};

const ADT_MONITORING = [
  'Serum testosterone to confirm castrate levels.',
  'Blood glucose or HbA1c and lipids periodically (hyperglycaemia, diabetes).',
  'Cardiovascular risk factors and symptoms.',
  'ECG and potassium, magnesium and calcium when other QT risk factors are present.',
  'Bone mineral density during long-term therapy.',
];

export const hormonalDrugs: DrugInput[] = [
  // ───────────────────────────── Estrogen-receptor modulators and degraders ─────────────────────────────
  {
    id: 'tamoxifen',
    rxcui: '10324',
    name: 'Tamoxifen',
    brandNames: ['Soltamox', 'Nolvadex'],
    atc: ['L02BA01'],
    kind: 'antineoplastic',
    drugClass: 'Selective estrogen receptor modulator (SERM)',
    classTags: ['serm'],
    mechanism:
      'Competes with estradiol at the estrogen receptor; its CYP2D6-formed metabolite endoxifen is the main active species.',
    routes: ['oral'],
    pathways: {
      // Prodrug activation: CYP2D6 forms endoxifen; strong inhibitors lower endoxifen and should be avoided (CPIC 2018).
      CYP2D6: { substrate: 'moderate', prodrugActivation: true },
      // Label 7: rifampin (strong CYP3A4 inducer) lowered tamoxifen AUC by 86%; no inhibitor study, so graded from that alone.
      CYP3A4: { substrate: 'moderate' },
    },
    // QT review 2026-11 (issue 13): was unknown. Kisqali label 5: QTcF rose more with tamoxifen
    // than with an aromatase inhibitor (MONALEESA-7), i.e. tamoxifen adds QT effect: possible.
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['thromboembolism', 'hepatotoxicity', 'ocular', 'embryo-fetal'],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    boxedWarnings: [
      'In DCIS and risk-reduction settings: uterine malignancies, stroke and pulmonary embolism, some fatal; weigh risk and benefit.',
    ],
    monitoring: [
      'CYP2D6 genotype where it would change therapy: poor or intermediate metabolisers may get less benefit (CPIC: consider an aromatase inhibitor).',
      'Avoid strong CYP2D6 inhibitors (paroxetine, fluoxetine, bupropion, quinidine).',
      'Annual gynaecological examination; prompt evaluation of abnormal vaginal bleeding.',
      'Signs of venous thromboembolism and stroke.',
      'INR closely with warfarin (contraindicated with warfarin for risk reduction).',
      'Eye examination for cataracts; liver tests periodically.',
    ],
    pgxGenes: ['CYP2D6'],
    lastReviewed: '2026-11-27',
    sources: [
      pi('Soltamox (tamoxifen citrate)', BOXED, WARN, DDI, PK),
      CPIC_TAMOXIFEN,
      {
        kind: 'label',
        title: 'Kisqali (ribociclib) US prescribing information',
        section: '5 Warnings and Precautions (QT interval prolongation, with tamoxifen)',
      },
    ],
  },
  {
    id: 'fulvestrant',
    rxcui: '282357',
    name: 'Fulvestrant',
    brandNames: ['Faslodex'],
    atc: ['L02BA03'],
    kind: 'antineoplastic',
    drugClass: 'Selective estrogen receptor degrader (SERD)',
    classTags: ['serd'],
    mechanism: 'Binds the estrogen receptor, blocks dimerisation and causes receptor degradation.',
    routes: ['im'],
    // Label 7/12.3: CYP3A4 metabolises fulvestrant in vitro, but strong inhibitors and inducers caused no clinically relevant change; no role encoded.
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'hepatotoxicity', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; below 30 mL/min not studied.',
      rules: [
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'CrCl below 30 mL/min: not studied; use with caution.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Child-Pugh B: 250 mg (standard 500 mg). Child-Pugh C not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Child-Pugh B: 250 mg on the standard schedule.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Child-Pugh C: not studied.',
        },
      ],
    },
    monitoring: [
      'Platelet count and anticoagulation before each intramuscular injection (bleeding risk).',
      'Injection-site reactions, including sciatic nerve symptoms.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Faslodex (fulvestrant)', DOSING, WARN, DDI, RENAL, HEPATIC)],
  },
  {
    id: 'elacestrant',
    rxcui: '2628469',
    name: 'Elacestrant',
    atc: ['L02BA04'],
    brandNames: ['Orserdu'],
    kind: 'antineoplastic',
    drugClass: 'Selective estrogen receptor degrader (oral SERD)',
    classTags: ['serd'],
    mechanism: 'Oral estrogen-receptor antagonist that induces receptor degradation.',
    routes: ['oral'],
    // Label 7/12.3: itraconazole raised elacestrant AUC 5.3-fold (sensitive CYP3A4 substrate); rifampin lowered it by 86%.
    // The label also describes P-gp and BCRP inhibition by elacestrant; without a graded figure here that is noted in monitoring only.
    pathways: { CYP3A4: { substrate: 'sensitive' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild to moderate renal impairment; severe impairment not studied.',
      rules: [
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'CrCl below 30 mL/min: not studied.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Child-Pugh B: 258 mg once daily (standard 345 mg). Child-Pugh C: avoid.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Child-Pugh B: 258 mg once daily.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Child-Pugh C: avoid.',
        },
      ],
    },
    monitoring: [
      'Avoid strong or moderate CYP3A4 inhibitors and inducers.',
      'Lipids before starting and periodically (dyslipidaemia).',
      'Narrow-margin P-gp or BCRP substrates (e.g. digoxin): the label advises reducing their dose.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Orserdu (elacestrant)', DOSING, WARN, DDI, HEPATIC, PK)],
  },

  // ───────────────────────────── Aromatase inhibitors ─────────────────────────────
  {
    id: 'letrozole',
    rxcui: '72965',
    name: 'Letrozole',
    brandNames: ['Femara'],
    atc: ['L02BG04'],
    kind: 'antineoplastic',
    drugClass: 'Aromatase inhibitor (non-steroidal)',
    classTags: ['aromatase-inhibitor'],
    mechanism:
      'Reversibly inhibits aromatase (CYP19), suppressing estrogen synthesis in postmenopausal women.',
    routes: ['oral'],
    // Label 12.3: cleared by CYP3A4 and CYP2A6 (CYP2A6 is not tracked). No fold-change given.
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 10 mL/min or more.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Severe hepatic impairment (Child-Pugh C): 2.5 mg every other day; no change for mild to moderate.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'extend-interval',
          doseFactor: 0.5,
          text: 'Child-Pugh C: 2.5 mg every other day.',
        },
      ],
    },
    monitoring: [
      'Bone mineral density at baseline and during treatment.',
      'Serum cholesterol.',
      'Do not combine with tamoxifen (tamoxifen lowers letrozole levels by about a third).',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Femara (letrozole)', DOSING, WARN, DDI, RENAL, HEPATIC, PK)],
  },
  {
    id: 'anastrozole',
    rxcui: '84857',
    name: 'Anastrozole',
    brandNames: ['Arimidex'],
    atc: ['L02BG03'],
    kind: 'antineoplastic',
    drugClass: 'Aromatase inhibitor (non-steroidal)',
    classTags: ['aromatase-inhibitor'],
    mechanism:
      'Reversibly inhibits aromatase, suppressing estrogen synthesis in postmenopausal women.',
    routes: ['oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity', 'thromboembolism', 'embryo-fetal'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild to moderate hepatic impairment; severe impairment not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe hepatic impairment: not studied.',
        },
      ],
    },
    monitoring: [
      'Bone mineral density at baseline and during treatment.',
      'Serum cholesterol.',
      'Ischaemic cardiovascular events in women with pre-existing ischaemic heart disease.',
      'Do not combine with tamoxifen or estrogen-containing therapy.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Arimidex (anastrozole)', DOSING, WARN, DDI, RENAL, HEPATIC)],
  },
  {
    id: 'exemestane',
    rxcui: '258494',
    name: 'Exemestane',
    brandNames: ['Aromasin'],
    atc: ['L02BG06'],
    kind: 'antineoplastic',
    drugClass: 'Aromatase inactivator (steroidal)',
    classTags: ['aromatase-inhibitor'],
    mechanism: 'Steroidal substrate analogue that irreversibly inactivates aromatase.',
    routes: ['oral'],
    // Label 7/12.3: CYP3A4 substrate; ketoconazole had no significant effect, while strong inducers lower exposure,
    // so the label raises the dose to 50 mg daily with strong CYP3A4 inducers.
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['embryo-fetal'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: { status: 'no-adjustment', summary: 'No adjustment in hepatic impairment.' },
    monitoring: [
      'With a strong CYP3A4 inducer (e.g. rifampin, phenytoin): 50 mg once daily after a meal.',
      'Bone mineral density; vitamin D level at baseline.',
      'Serum cholesterol.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Aromasin (exemestane)', DOSING, WARN, DDI, RENAL, HEPATIC, PK)],
  },

  // ───────────────────────────── Androgen-axis inhibitors ─────────────────────────────
  {
    id: 'abiraterone',
    rxcui: '1100072',
    name: 'Abiraterone',
    brandNames: ['Zytiga', 'Yonsa'],
    atc: ['L02BX03'],
    kind: 'antineoplastic',
    drugClass: 'CYP17 inhibitor (androgen biosynthesis inhibitor)',
    classTags: ['cyp17-inhibitor'],
    mechanism:
      'Irreversibly inhibits CYP17 (17-alpha-hydroxylase/C17,20-lyase), blocking androgen synthesis in testes, adrenals and tumour.',
    routes: ['oral'],
    pathways: {
      // Label 7: rifampin (strong inducer) lowered AUC by 55%; avoid strong inducers or increase dosing frequency. Ketoconazole had no clinically meaningful effect.
      CYP3A4: { substrate: 'minor' },
      // Label 7: dextromethorphan AUC about 2.9-fold with abiraterone: a moderate CYP2D6 inhibitor.
      CYP2D6: { inhibitor: 'moderate' },
      // Label 7: pioglitazone AUC +46%: a weak CYP2C8 inhibitor.
      CYP2C8: { inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypokalemia', 'hypertension', 'hepatotoxicity', 'cardiotoxicity', 'embryo-fetal'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary: 'Child-Pugh B: 250 mg once daily (Zytiga; standard 1,000 mg). Child-Pugh C: avoid.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.25,
          text: 'Child-Pugh B: Zytiga 250 mg once daily; stop if ALT/AST above 5 x ULN or bilirubin above 3 x ULN.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Child-Pugh C: avoid.',
        },
      ],
    },
    monitoring: [
      'ALT, AST and bilirubin every 2 weeks for 3 months, then monthly.',
      'Blood pressure, serum potassium and fluid retention monthly (mineralocorticoid excess); give with prednisone or prednisolone.',
      'Adrenocortical insufficiency during stress or steroid withdrawal.',
      'Take Zytiga on an empty stomach (food raises exposure several-fold).',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Zytiga (abiraterone acetate)', DOSING, WARN, DDI, HEPATIC, PK)],
  },
  {
    id: 'enzalutamide',
    rxcui: '1307298',
    name: 'Enzalutamide',
    brandNames: ['Xtandi'],
    atc: ['L02BB04'],
    kind: 'antineoplastic',
    drugClass: 'Androgen receptor inhibitor (second generation)',
    classTags: ['androgen-receptor-inhibitor'],
    mechanism:
      'Blocks androgen binding to the androgen receptor, receptor nuclear translocation and DNA binding.',
    routes: ['oral'],
    pathways: {
      // Label 7: gemfibrozil raised enzalutamide plus active metabolite AUC 2.2-fold; avoid or reduce to 80 mg.
      CYP2C8: { substrate: 'moderate' },
      // Label 7: itraconazole raised it 1.3-fold. Enzalutamide is a strong CYP3A4 inducer (midazolam AUC -86%).
      CYP3A4: { substrate: 'minor', inducer: 'strong' },
      // Label 7: moderate inducer of CYP2C9 (S-warfarin AUC -56%) and CYP2C19 (omeprazole AUC -70%).
      CYP2C9: { inducer: 'moderate' },
      CYP2C19: { inducer: 'moderate' },
      // Label 7: digoxin AUC +33%: a weak P-gp inhibitor.
      'P-gp': { inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['seizure', 'hypertension', 'cardiotoxicity', 'hypersensitivity', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
    },
    hepatic: { status: 'no-adjustment', summary: 'No adjustment for Child-Pugh A, B or C.' },
    monitoring: [
      'Seizure risk factors; stop permanently after a seizure.',
      'Blood pressure; ischaemic heart disease symptoms.',
      'Falls and fractures.',
      'Review co-medication: strong CYP3A4 inducer (lowers many CYP3A4 substrates) and CYP2C8 substrate.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Xtandi (enzalutamide)', DOSING, WARN, DDI, RENAL, HEPATIC, PK)],
  },
  {
    id: 'apalutamide',
    rxcui: '1999574',
    name: 'Apalutamide',
    brandNames: ['Erleada'],
    atc: ['L02BB05'],
    kind: 'antineoplastic',
    drugClass: 'Androgen receptor inhibitor (second generation)',
    classTags: ['androgen-receptor-inhibitor'],
    mechanism:
      'Binds the androgen receptor ligand-binding domain, blocking nuclear translocation, DNA binding and receptor-mediated transcription.',
    routes: ['oral'],
    pathways: {
      // Label 7: strong CYP2C8 or CYP3A4 inhibitors raise apalutamide exposure only modestly; no
      // starting-dose change, reduce if not tolerated.
      CYP2C8: { substrate: 'minor' },
      // Label 7/12.3: midazolam AUC -92%: a strong CYP3A4 inducer; itraconazole effect small.
      CYP3A4: { substrate: 'minor', inducer: 'strong' },
      // Label 7/12.3: omeprazole AUC -85% (strong CYP2C19 inducer); S-warfarin -46% (weak CYP2C9).
      CYP2C19: { inducer: 'strong' },
      CYP2C9: { inducer: 'weak' },
      // Label 7/12.3: fexofenadine -30% (P-gp) and rosuvastatin -41% (BCRP/OATP1B1): weak inducer.
      'P-gp': { inducer: 'weak' },
      BCRP: { inducer: 'weak' },
      'OATP1B1/1B3': { inducer: 'weak' },
    },
    // Label 12.2: a mean QTcF increase of about 12 ms at steady state; no W&P on QT.
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity', 'seizure', 'dermatologic', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'eGFR <30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'monitor', text: 'Child-Pugh C: not studied.' },
      ],
    },
    monitoring: [
      'Given with continued androgen deprivation: glucose, lipids and cardiovascular risk factors.',
      'Falls and fractures: assess fracture risk and consider bone-targeted therapy.',
      'Seizure risk factors; stop permanently after a seizure.',
      'Severe cutaneous reactions (SJS/TEN, DRESS): stop at the first sign.',
      'Review co-medication: strong CYP3A4 and CYP2C19 inducer (lowers many substrates).',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Erleada (apalutamide)', WARN, DDI, RENAL, HEPATIC, PK, '12.2 Pharmacodynamics')],
  },
  {
    id: 'darolutamide',
    rxcui: '2180325',
    name: 'Darolutamide',
    brandNames: ['Nubeqa'],
    atc: ['L02BB06'],
    kind: 'antineoplastic',
    drugClass: 'Androgen receptor inhibitor (second generation)',
    classTags: ['androgen-receptor-inhibitor'],
    mechanism:
      'Competitively inhibits androgen binding, receptor nuclear translocation and receptor-mediated transcription.',
    routes: ['oral'],
    pathways: {
      // Label 7/12.3: itraconazole (strong CYP3A4 and P-gp inhibitor) raised AUC 1.7-fold; rifampin lowered it by 72%.
      CYP3A4: { substrate: 'minor' },
      'P-gp': { substrate: 'minor' },
      // Label 7/12.3: rosuvastatin AUC and Cmax rose about 5-fold; darolutamide inhibits BCRP, OATP1B1 and OATP1B3 and the
      // study cannot separate them, so both are encoded from the same figure.
      BCRP: { inhibitor: 'strong' },
      'OATP1B1/1B3': { inhibitor: 'strong' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity', 'seizure', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary:
        'Severe renal impairment (eGFR 15-29 mL/min/1.73 m2, not on dialysis): 300 mg twice daily (standard 600 mg).',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'eGFR 15-29, not on haemodialysis: 300 mg twice daily.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Child-Pugh B: 300 mg twice daily. Child-Pugh C not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Child-Pugh B: 300 mg twice daily.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Child-Pugh C: not studied.',
        },
      ],
    },
    monitoring: [
      'Avoid combined P-gp and strong or moderate CYP3A4 inducers.',
      'BCRP, OATP1B1 or OATP1B3 substrates (e.g. rosuvastatin): avoid where possible or reduce their dose.',
      'Ischaemic heart disease symptoms; seizure risk.',
      'Take with food.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Nubeqa (darolutamide)', DOSING, WARN, DDI, RENAL, HEPATIC, PK)],
  },
  {
    id: 'bicalutamide',
    rxcui: '83008',
    name: 'Bicalutamide',
    brandNames: ['Casodex'],
    atc: ['L02BB03'],
    kind: 'antineoplastic',
    drugClass: 'Androgen receptor inhibitor (first generation, non-steroidal)',
    classTags: ['androgen-receptor-inhibitor'],
    mechanism: 'Competitively blocks androgen binding to the androgen receptor.',
    routes: ['oral'],
    pathways: {
      // Label 7: R-bicalutamide is cleared partly by CYP3A4 (no fold-change given); it inhibited CYP3A4 with midazolam AUC up to +27% (weak).
      CYP3A4: { substrate: 'minor', inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'hyperglycemia', 'embryo-fetal'],
    renal: { status: 'no-adjustment', summary: 'Renal impairment does not alter exposure.' },
    hepatic: {
      status: 'no-data',
      summary:
        'The R-enantiomer half-life is longer in severe hepatic impairment; the label advises caution without a dose figure.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Moderate or severe hepatic impairment: use with caution; monitor liver tests.',
        },
      ],
    },
    monitoring: [
      'Liver tests at baseline, regularly in the first 4 months, then periodically; stop if ALT exceeds 2 x ULN or jaundice develops.',
      'INR with coumarin anticoagulants (protein-binding displacement).',
      'Blood glucose when combined with a GnRH agonist.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Casodex (bicalutamide)', WARN, DDI, PK)],
  },

  // ───────────────────────────── GnRH agonists and antagonists ─────────────────────────────
  {
    id: 'leuprolide',
    rxcui: '42375',
    name: 'Leuprolide',
    synonyms: ['leuprorelin'],
    brandNames: ['Lupron Depot', 'Eligard', 'Camcevi', 'Fensolvi'],
    atc: ['L02AE02'],
    kind: 'antineoplastic',
    drugClass: 'GnRH agonist',
    classTags: ['gnrh-agonist', 'gnrh-analog'],
    mechanism:
      'Continuous GnRH receptor stimulation down-regulates pituitary LH and FSH release, suppressing testosterone or estradiol after an initial surge.',
    routes: ['im', 'sc'],
    // Label 5: androgen deprivation may prolong the QT interval.
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['hyperglycemia', 'cardiotoxicity', 'seizure', 'embryo-fetal'],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    monitoring: [
      ...ADT_MONITORING,
      'Tumour flare in the first weeks (bone pain, urinary obstruction, spinal cord compression); consider a short antiandrogen lead-in.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      pi('Lupron Depot (leuprolide acetate)', WARN),
      pi('Eligard (leuprolide acetate)', WARN),
    ],
  },
  {
    id: 'goserelin',
    rxcui: '50610',
    name: 'Goserelin',
    brandNames: ['Zoladex'],
    atc: ['L02AE03'],
    kind: 'antineoplastic',
    drugClass: 'GnRH agonist',
    classTags: ['gnrh-agonist', 'gnrh-analog'],
    mechanism:
      'Continuous GnRH receptor stimulation suppresses LH and FSH, lowering testosterone or estradiol after an initial surge.',
    routes: ['sc'],
    // Label 5: androgen deprivation may prolong the QT interval (men).
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['hyperglycemia', 'cardiotoxicity', 'bleeding', 'hypersensitivity', 'embryo-fetal'],
    renal: { status: 'no-data', summary: 'The label gives no renal dose adjustment.' },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose adjustment.' },
    monitoring: [
      ...ADT_MONITORING,
      'Injection-site vascular injury and haemorrhage, especially with low BMI or anticoagulation.',
      'Tumour flare in the first weeks.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Zoladex (goserelin implant)', WARN)],
  },
  {
    id: 'triptorelin',
    rxcui: '38782',
    name: 'Triptorelin',
    brandNames: ['Trelstar', 'Triptodur'],
    atc: ['L02AE04'],
    kind: 'antineoplastic',
    drugClass: 'GnRH agonist',
    classTags: ['gnrh-agonist', 'gnrh-analog'],
    mechanism:
      'Continuous GnRH receptor stimulation suppresses LH and FSH and lowers testosterone after an initial surge.',
    routes: ['im'],
    // Label 5: androgen deprivation may prolong the QT interval.
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['hyperglycemia', 'cardiotoxicity', 'hypersensitivity', 'embryo-fetal'],
    renal: {
      status: 'no-data',
      summary: 'Exposure is higher in renal impairment; the label gives no dose adjustment.',
    },
    hepatic: {
      status: 'no-data',
      summary: 'Exposure rises in hepatic impairment; the label gives no dose adjustment.',
    },
    monitoring: [...ADT_MONITORING, 'Tumour flare in the first weeks.'],
    lastReviewed: '2026-11-27',
    sources: [pi('Trelstar (triptorelin pamoate)', WARN, PK)],
  },
  {
    id: 'degarelix',
    rxcui: '475230',
    name: 'Degarelix',
    brandNames: ['Firmagon'],
    atc: ['L02BX02'],
    kind: 'antineoplastic',
    drugClass: 'GnRH receptor antagonist',
    classTags: ['gnrh-antagonist', 'gnrh-analog'],
    mechanism:
      'Blocks pituitary GnRH receptors, lowering LH, FSH and testosterone without an initial surge.',
    routes: ['sc'],
    // Label 5: androgen deprivation may prolong the QT interval; QTcF rises were seen in the comparative trial.
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['hypersensitivity', 'hyperglycemia', 'cardiotoxicity', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild to moderate renal impairment; data below CrCl 50 mL/min are limited, so use with caution.',
      rules: [
        {
          crclBelow: 50,
          action: 'monitor',
          text: 'CrCl below 50 mL/min: limited data; use with caution.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild to moderate hepatic impairment; severe impairment not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe hepatic impairment: not studied; use with caution.',
        },
      ],
    },
    monitoring: [...ADT_MONITORING, 'Liver tests (transaminase rises reported).'],
    lastReviewed: '2026-11-27',
    sources: [pi('Firmagon (degarelix)', WARN, RENAL, HEPATIC)],
  },

  // ───────────────────────────── Other hormonal agents ─────────────────────────────
  {
    id: 'megestrol',
    rxcui: '6703',
    name: 'Megestrol',
    brandNames: ['Megace', 'Megace ES'],
    atc: ['L02AB01'],
    kind: 'antineoplastic',
    drugClass: 'Progestin',
    classTags: ['progestin'],
    mechanism:
      'Synthetic progestin with antiestrogenic, antigonadotropic and glucocorticoid-like activity.',
    routes: ['oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['thromboembolism', 'hyperglycemia', 'embryo-fetal'],
    renal: { status: 'no-data', summary: 'The label gives no renal dose guidance.' },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose guidance.' },
    monitoring: [
      'Signs of venous thromboembolism.',
      'Blood glucose (new or worsened diabetes).',
      'Adrenal insufficiency on stopping or during stress (glucocorticoid-like activity).',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Megestrol acetate tablets', 'WARNINGS; PRECAUTIONS')],
  },
  {
    id: 'octreotide',
    rxcui: '7617',
    name: 'Octreotide',
    brandNames: ['Sandostatin', 'Sandostatin LAR Depot', 'Mycapssa'],
    atc: ['H01CB02'],
    kind: 'antineoplastic',
    drugClass: 'Somatostatin analogue',
    classTags: ['somatostatin-analog'],
    mechanism:
      'Somatostatin receptor (mainly SSTR2) agonist that suppresses growth hormone and gastroenteropancreatic hormone secretion.',
    routes: ['sc', 'iv', 'im', 'oral'],
    // Label 5: bradycardia, conduction abnormalities and QT prolongation observed in treated acromegaly patients.
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['bradycardia', 'hyperglycemia'],
    renal: {
      status: 'adjust',
      summary:
        'Clearance roughly halves in dialysis-dependent renal failure. Sandostatin LAR: start at 10 mg every 4 weeks in patients on dialysis.',
      rules: [
        {
          action: 'reduce',
          text: 'Renal failure requiring dialysis: Sandostatin LAR 10 mg every 4 weeks to start; adjust to response.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Clearance falls in cirrhosis. Sandostatin LAR: start at 10 mg every 4 weeks.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Cirrhosis: Sandostatin LAR 10 mg every 4 weeks to start.',
        },
      ],
    },
    monitoring: [
      'Heart rate and ECG where cardiac disease or with beta-blockers or calcium-channel blockers.',
      'Blood glucose; adjust insulin or oral hypoglycaemics.',
      'Gallbladder ultrasound if symptoms (cholelithiasis); thyroid function periodically.',
      'Cyclosporine levels (octreotide lowers its absorption).',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Sandostatin LAR Depot (octreotide)', DOSING, WARN, DDI, RENAL, HEPATIC)],
  },
  {
    id: 'lanreotide',
    rxcui: '68092',
    name: 'Lanreotide',
    brandNames: ['Somatuline Depot'],
    atc: ['H01CB03'],
    kind: 'antineoplastic',
    drugClass: 'Somatostatin analogue',
    classTags: ['somatostatin-analog'],
    mechanism:
      'Long-acting somatostatin receptor (SSTR2 and SSTR5) agonist that suppresses hormone secretion and NET growth.',
    routes: ['sc'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bradycardia', 'hyperglycemia', 'diarrhea'],
    renal: {
      status: 'adjust',
      summary:
        'Acromegaly with moderate or severe renal impairment: start at 60 mg every 4 weeks. No adjustment stated for GEP-NET.',
      rules: [
        {
          action: 'reduce',
          text: 'Acromegaly, moderate or severe renal impairment: 60 mg every 4 weeks to start.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Acromegaly with moderate or severe hepatic impairment: start at 60 mg every 4 weeks. No adjustment stated for GEP-NET.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Acromegaly, moderate hepatic impairment: 60 mg every 4 weeks to start.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Acromegaly, severe hepatic impairment: 60 mg every 4 weeks to start.',
        },
      ],
    },
    monitoring: [
      'Heart rate (bradycardia), especially with beta-blockers.',
      'Blood glucose.',
      'Gallbladder symptoms (cholelithiasis).',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Somatuline Depot (lanreotide)', DOSING, WARN, RENAL, HEPATIC)],
  },
];
