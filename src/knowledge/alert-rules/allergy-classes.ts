import type { AllergyClassInput, AllergyCrossLink } from '../../core/knowledge/alert-rule';
import {
  DRUG_ALLERGY_PARAMETER_2022,
  STROM_2003,
  TAXANE_CROSS_SENSITIVITY_2006,
  label,
} from './sources';

/*
 * Drug-allergy cross-sensitivity classes. A class alerts on its other members when an allergy
 * names one member (or the class itself); how strongly depends on what the source documents:
 * `substantial` where a label contraindicates the class or a study found most patients react
 * again, `low` where re-exposure is usually tolerated (penicillin to cephalosporin).
 *
 * Beta-lactams have no drug records yet (issue 12 adds them): their members are listed by name
 * and class tag so that an allergy list can already name them, and new records join by tag.
 */

export const allergyClasses: readonly AllergyClassInput[] = [
  {
    id: 'platinum-compounds',
    name: 'Platinum compounds',
    terms: ['platinum', 'platinum compounds', 'platinum salts', 'platinums'],
    classTags: ['platinum'],
    drugIds: ['cisplatin', 'carboplatin', 'oxaliplatin'],
    withinClass: {
      level: 'substantial',
      text: 'The carboplatin and oxaliplatin labels contraindicate them after a hypersensitivity reaction to other platinum compounds; reactions can be anaphylactic.',
    },
    sources: [
      label('Carboplatin injection', 'Contraindications'),
      label('Eloxatin (oxaliplatin)', '4 Contraindications; 5.1 Hypersensitivity Reactions'),
    ],
  },
  {
    id: 'taxanes',
    name: 'Taxanes',
    terms: ['taxane', 'taxanes'],
    classTags: ['taxane'],
    drugIds: ['paclitaxel', 'docetaxel', 'cabazitaxel'],
    memberNames: ['nab-paclitaxel', 'taxol', 'abraxane'],
    withinClass: {
      level: 'substantial',
      text: 'In a cohort of patients with a severe reaction to paclitaxel, 9 of 10 reacted again to docetaxel, despite the different solvents, so the taxane itself is the likely cause; docetaxel and cabazitaxel labels also contraindicate them after reactions to other polysorbate 80 products.',
    },
    sources: [
      TAXANE_CROSS_SENSITIVITY_2006,
      label('Taxotere (docetaxel)', '4 Contraindications; 5.5 Hypersensitivity Reactions'),
      label('Jevtana (cabazitaxel)', '4 Contraindications'),
    ],
  },
  {
    id: 'anthracyclines',
    name: 'Anthracyclines and anthracenediones',
    terms: ['anthracycline', 'anthracyclines'],
    classTags: ['anthracycline'],
    drugIds: ['doxorubicin', 'daunorubicin', 'epirubicin', 'idarubicin', 'mitoxantrone'],
    withinClass: {
      level: 'substantial',
      text: 'The epirubicin label contraindicates it after hypersensitivity to epirubicin, other anthracyclines or anthracenediones.',
    },
    sources: [label('Ellence (epirubicin)', '4 Contraindications')],
  },
  {
    id: 'penicillins',
    name: 'Penicillins',
    terms: ['penicillin', 'penicillins', 'pcn'],
    classTags: ['penicillin'],
    memberNames: [
      'amoxicillin',
      'ampicillin',
      'amoxicillin clavulanate',
      'augmentin',
      'piperacillin',
      'piperacillin tazobactam',
      'zosyn',
      'penicillin v',
      'penicillin g',
      'nafcillin',
      'oxacillin',
      'dicloxacillin',
    ],
    withinClass: {
      level: 'substantial',
      text: 'A reaction to one penicillin is a reason to avoid the others until an allergy evaluation (skin test or challenge) has taken place.',
    },
    sources: [DRUG_ALLERGY_PARAMETER_2022],
  },
  {
    id: 'cephalosporins',
    name: 'Cephalosporins',
    terms: ['cephalosporin', 'cephalosporins'],
    classTags: ['cephalosporin'],
    memberNames: [
      'cefazolin',
      'cephalexin',
      'cefuroxime',
      'ceftriaxone',
      'cefotaxime',
      'ceftazidime',
      'cefepime',
      'cefdinir',
      'cefpodoxime',
      'ceftaroline',
      'cefadroxil',
    ],
    withinClass: {
      level: 'low',
      text: 'Cross-reactivity between cephalosporins depends on shared side chains; one with a dissimilar side chain is usually tolerated.',
    },
    sources: [DRUG_ALLERGY_PARAMETER_2022],
  },
  {
    id: 'carbapenems',
    name: 'Carbapenems',
    terms: ['carbapenem', 'carbapenems'],
    classTags: ['carbapenem'],
    memberNames: ['meropenem', 'imipenem', 'ertapenem', 'doripenem'],
    withinClass: {
      level: 'low',
      text: 'Carbapenem allergy is uncommon; the practice parameter gives no class-wide avoidance rule.',
    },
    sources: [DRUG_ALLERGY_PARAMETER_2022],
  },
  {
    id: 'sulfonamide-antibiotics',
    name: 'Sulfonamide antibiotics',
    terms: [
      'sulfa',
      'sulfa drugs',
      'sulpha',
      'sulfonamide',
      'sulfonamides',
      'sulfonamide antibiotics',
      'sulphonamides',
    ],
    classTags: ['sulfonamide-antibacterial'],
    drugIds: ['sulfamethoxazole-trimethoprim'],
    memberNames: [
      'sulfamethoxazole',
      'sulfadiazine',
      'sulfisoxazole',
      'bactrim',
      'septra',
      'co-trimoxazole',
    ],
    withinClass: {
      level: 'substantial',
      text: 'The trimethoprim-sulfamethoxazole label contraindicates it after hypersensitivity to sulfonamides.',
    },
    notCrossReactive: [
      {
        drugIds: ['furosemide', 'hydrochlorothiazide'],
        text: 'non-antibiotic sulfonamides (loop and thiazide diuretics) are not cross-reactive with sulfonamide antibiotics: in 969 patients with a sulfonamide-antibiotic reaction, later reactions to non-antibiotic sulfonamides were no likelier than to penicillins, pointing to a general predisposition rather than cross-reactivity (Strom 2003). No alert is raised.',
      },
    ],
    sources: [
      label('Bactrim (sulfamethoxazole and trimethoprim)', 'Contraindications'),
      STROM_2003,
      DRUG_ALLERGY_PARAMETER_2022,
    ],
  },
  {
    id: 'fluoroquinolones',
    name: 'Fluoroquinolones',
    terms: ['quinolone', 'quinolones', 'fluoroquinolone', 'fluoroquinolones'],
    classTags: ['fluoroquinolone'],
    drugIds: ['levofloxacin', 'ciprofloxacin', 'moxifloxacin'],
    withinClass: {
      level: 'substantial',
      text: 'The levofloxacin and ciprofloxacin labels contraindicate them after hypersensitivity to any other quinolone.',
    },
    sources: [
      label('Levaquin (levofloxacin)', '4 Contraindications'),
      label('Cipro (ciprofloxacin)', '4 Contraindications'),
    ],
  },
  {
    id: 'macrolides',
    name: 'Macrolides',
    terms: ['macrolide', 'macrolides'],
    classTags: ['macrolide'],
    drugIds: ['azithromycin', 'clarithromycin', 'erythromycin'],
    withinClass: {
      level: 'substantial',
      text: 'The azithromycin label contraindicates it after hypersensitivity to erythromycin or any macrolide or ketolide.',
    },
    sources: [label('Zithromax (azithromycin)', '4 Contraindications')],
  },
  {
    id: '5ht3-antagonists',
    name: '5-HT3 receptor antagonists',
    terms: ['5-ht3 antagonists', '5ht3 antagonists', 'setrons'],
    classTags: ['5ht3-antagonist'],
    drugIds: ['ondansetron', 'granisetron', 'palonosetron', 'tropisetron'],
    withinClass: {
      level: 'substantial',
      text: 'The ondansetron label reports hypersensitivity reactions, including anaphylaxis and bronchospasm, in patients who had reacted to other selective 5-HT3 receptor antagonists.',
    },
    sources: [label('Zofran (ondansetron)', '5.1 Hypersensitivity Reactions')],
  },
  {
    id: 'heparins',
    name: 'Heparins',
    terms: ['heparin', 'heparins', 'low molecular weight heparin', 'lmwh'],
    classTags: ['heparin'],
    drugIds: ['heparin', 'enoxaparin'],
    withinClass: {
      level: 'substantial',
      text: 'The enoxaparin label contraindicates it after hypersensitivity to heparin or pork products.',
    },
    sources: [label('Lovenox (enoxaparin)', '4 Contraindications')],
  },
];

export const allergyCrossLinks: readonly AllergyCrossLink[] = [
  {
    id: 'penicillin-cephalosporin',
    classes: ['penicillins', 'cephalosporins'],
    level: 'low',
    text: 'Cross-reactivity between penicillins and cephalosporins is low (about 1-2%), higher only with shared R1 side chains (aminopenicillins with cephalexin or cefadroxil).',
    management:
      'After a non-severe penicillin reaction, a cephalosporin may be given without testing; after anaphylaxis or a severe reaction, prefer one with a dissimilar side chain or ask an allergist first.',
    sources: [DRUG_ALLERGY_PARAMETER_2022],
  },
  {
    id: 'penicillin-carbapenem',
    classes: ['penicillins', 'carbapenems'],
    level: 'low',
    text: 'Cross-reactivity between penicillins and carbapenems is below 1%.',
    management:
      'A carbapenem may be given to a patient with a penicillin allergy, with monitoring; after a severe reaction, consider a test dose as the practice parameter describes.',
    sources: [DRUG_ALLERGY_PARAMETER_2022],
  },
];
