import type { Severity } from '../../core/knowledge/interaction';
import type { Source } from '../../core/knowledge/source';

/**
 * The ONC non-interruptive drug-drug interactions (Phansalkar S, van der Sijs H et al., JAMIA
 * 2013;20:489, PMID 23011124): 33 class pairs an expert panel judged real but low priority, to be
 * shown without interrupting the prescriber. Issue 25: the published non-interruptive pairs never
 * become major. This is the negative set for the interrupting tier: every concrete pair should come
 * out none, minor or moderate. Scored apart from the label set, so the earlier figures stay
 * comparable.
 *
 * The paper's table was read in a third-party extraction, not in the article (only its abstract was
 * reachable): the Boyce lab's `ONC Non-interuptive List_Imported.xlsx` (Ayvaz S et al., J Biomed
 * Inform 2015), which lists each class pair with the member drugs the authors enumerated and a
 * pharmacist (J. Horn) checked. Class names and member lists below are that file's, row for row;
 * where its spelling was wrong or a member is not of the class, the entry says so.
 */
export const ONC_NON_INTERRUPTIVE_2013: Source = {
  kind: 'pubmed',
  title:
    'Phansalkar S, van der Sijs H et al. Drug-drug interactions that should be non-interruptive in order to reduce alert fatigue in electronic health records. J Am Med Inform Assoc 2013',
  pmid: '23011124',
  doi: '10.1136/amiajnl-2012-001089',
  year: 2013,
};

/** Where the 33 pairs were read: the extraction of the paper's table, pinned to its commit. */
export const ONC_NON_INTERRUPTIVE_EXTRACTION: Source = {
  kind: 'pubmed',
  title:
    'Ayvaz S et al. Toward a complete dataset of drug-drug interaction information from publicly available sources. J Biomed Inform 2015 (dbmi-pitt/public-PDDI-analysis, ONC Non-interuptive List_Imported.xlsx)',
  doi: '10.1016/j.jbi.2015.04.006',
  year: 2015,
  url: 'https://github.com/dbmi-pitt/public-PDDI-analysis/blob/8199ee66b60bcb337f777889a210dd0d72a96e8f/PDDI-Datasets/ONC-Non-Interuptive/ONC%20Non-interuptive%20List_Imported.xlsx',
};

/**
 * A concrete pair of the list that OncoCDS grades at the interrupting tier anyway, kept because the
 * object drug's label says avoid: the disagreement, its reason and the label that settles it.
 */
export interface NonInterruptiveDisagreement {
  a: string;
  b: string;
  grade: Extract<Severity, 'major' | 'contraindicated'>;
  reason: string;
  source: Source;
}

export interface NonInterruptiveClassPair {
  /** The row number (1-33) in the extraction. */
  id: number;
  objectClass: string;
  precipitantClass: string;
  /** Member drugs as the extraction lists them (spelling fixed where noted). */
  objects: readonly string[];
  precipitants: readonly string[];
  note?: string;
  disagreements?: readonly NonInterruptiveDisagreement[];
}

// Member lists the extraction repeats identically across rows.
const ACE_INHIBITORS = [
  'benazepril',
  'captopril',
  'enalapril',
  'fosinopril',
  'lisinopril',
  'perindopril',
  'quinapril',
  'ramipril',
  'trandolapril',
  'moexipril',
  'cilazapril',
  'imidapril',
];
const STATINS = [
  'simvastatin',
  'atorvastatin',
  'fluvastatin',
  'lovastatin',
  'pravastatin',
  'rosuvastatin',
  'mevastatin',
  'cerivastatin',
  'pitavastatin',
];
const BETA_BLOCKERS = [
  'acebutolol',
  'alprenolol',
  'atenolol',
  'betaxolol',
  'bisoprolol',
  'bopindolol',
  'bupranolol',
  'carteolol',
  'carvedilol',
  'esmolol',
  'labetalol',
  'metoprolol',
  'nadolol',
  'nebivolol',
  'oxprenolol',
  'penbutolol',
  'pindolol',
  'practolol',
  'propranolol',
  'sotalol',
  'tertatolol',
  'timolol',
];
// The extraction spells esomeprazole "Esmoprazole".
const PPIS = ['omeprazole', 'lansoprazole', 'pantoprazole', 'rabeprazole', 'esomeprazole'];
const IRON_PARENTERAL = [
  'iron dextran',
  'ferric carboxymaltose',
  'sodium ferric gluconate complex',
  'iron sucrose',
];
const IRON_ORAL = ['ferrous sulfate', 'ferrous gluconate', 'ferrous fumarate'];
const THIAZIDES = [
  'cyclopenthiazide',
  'cyclothiazide',
  'trichlormethiazide',
  'bendroflumethiazide',
  'chlorothiazide',
  'hydrochlorothiazide',
  'hydroflumethiazide',
  'methyclothiazide',
  'polythiazide',
];
const THYROID_HORMONES = ['thyroid', 'levothyroxine', 'liothyronine', 'liotrix'];
const CALCIUM_SALTS = [
  'calcium acetate',
  'calcium carbonate',
  'calcium citrate',
  'calcium glubionate',
  'calcium gluconate',
  'calcium lactate',
  'tricalcium phosphate',
];
const NSAIDS = [
  'aceclofenac',
  'aspirin',
  'celecoxib',
  'diclofenac',
  'diflunisal',
  'etodolac',
  'fenoprofen',
  'flurbiprofen',
  'ibuprofen',
  'indomethacin',
  'ketoprofen',
  'ketorolac',
  'lornoxicam',
  'meloxicam',
  'nabumetone',
  'naproxen',
  'nimesulide',
  'oxaprozin',
  'piroxicam',
  'rofecoxib',
  'salsalate',
  'sulindac',
  'tolmetin',
  'valdecoxib',
  'meclofenamate',
  'mefenamic acid',
];
const CORTICOSTEROIDS = [
  'betamethasone',
  'budesonide',
  'cortisone',
  'dexamethasone',
  'hydrocortisone',
  'methylprednisolone',
  'prednisolone',
  'prednisone',
  'flunisolide',
  'fluticasone',
  'triamcinolone',
];
const ORAL_CORTICOSTEROIDS = [
  'cortisone',
  'dexamethasone',
  'hydrocortisone',
  'methylprednisolone',
  'prednisolone',
  'prednisone',
];
const ANTACIDS = [
  'aluminum hydroxide',
  'calcium carbonate',
  'dihydroxyaluminum aminoacetate',
  'magnesium oxide',
  'sodium bicarbonate',
];
// "Anticoagulants" as the extraction enumerates them; it counts dipyridamole and anagrelide in.
const ANTICOAGULANTS = [
  'dalteparin',
  'enoxaparin',
  'fondaparinux',
  'lepirudin',
  'warfarin',
  'dipyridamole',
  'dabigatran',
  'apixaban',
  'rivaroxaban',
  'anagrelide',
  'bivalirudin',
  'argatroban',
  'heparin',
];
// The extraction's "Salicylates" members are aminosalicylate, methacholine, morpholine salicylate
// and niclosamide; methacholine and niclosamide are not salicylates and are left out. Aspirin, the
// salicylate a prescriber means, is added by class (the extraction files it under NSAIDs).
const SALICYLATES = ['aminosalicylic acid', 'morpholine salicylate', 'aspirin'];
const SALICYLATES_NOTE =
  'Salicylates: methacholine and niclosamide in the extraction are not salicylates and are left out; aspirin is added by class (ATC N02BA01).';

const QT_CELEXA: Source = {
  kind: 'label',
  title: 'Celexa (citalopram) US prescribing information (safety labeling change, March 2012)',
  section: 'Warnings: QT-prolongation and torsade de pointes',
  year: 2012,
};
const QT_BETAPACE: Source = {
  kind: 'label',
  title: 'Betapace and Betapace AF (sotalol hydrochloride) US prescribing information',
  section: '7 Drug Interactions',
};

export const oncNonInterruptiveClasses: readonly NonInterruptiveClassPair[] = [
  {
    id: 1,
    objectClass: 'ACE inhibitors',
    precipitantClass: 'Salicylates',
    objects: ACE_INHIBITORS,
    precipitants: SALICYLATES,
    note: SALICYLATES_NOTE,
  },
  {
    id: 2,
    objectClass: 'Niacin',
    precipitantClass: 'Statins',
    objects: ['niacin'],
    precipitants: STATINS,
  },
  {
    id: 3,
    objectClass: 'Beta-adrenergic blockers',
    precipitantClass: 'Serotonin reuptake blockers',
    objects: BETA_BLOCKERS,
    precipitants: [
      'citalopram',
      'escitalopram',
      'fluoxetine',
      'fluvoxamine',
      'paroxetine',
      'sertraline',
    ],
    note: 'The panel meant the beta-blocker interaction (CYP2D6 inhibition raising metoprolol, carvedilol or nebivolol); sotalol is also a class III antiarrhythmic, and its QT interaction with citalopram and escitalopram is a different one.',
    disagreements: [
      {
        a: 'sotalol',
        b: 'citalopram',
        grade: 'major',
        reason:
          'Additive QT prolongation (sotalol is a class III antiarrhythmic), not the beta-blocker interaction the panel rated: the citalopram label (March 2012 safety labeling change, Warnings) says not to use it with other QT-prolonging drugs, class III antiarrhythmics among them, and sotalol is one.',
        source: QT_CELEXA,
      },
      {
        a: 'sotalol',
        b: 'escitalopram',
        grade: 'major',
        reason:
          'Additive QT prolongation: the sotalol label (section 7) asks to avoid drugs with known torsades risk, escitalopram among them in OncoCDS (sotalol-qt-prolonging-known-risk). The Lexapro label itself was not re-read for this pair.',
        source: QT_BETAPACE,
      },
    ],
  },
  {
    id: 4,
    objectClass: 'Iron salts',
    precipitantClass: 'Proton pump inhibitors',
    objects: IRON_PARENTERAL,
    precipitants: PPIS,
    note: 'The extraction lists only parenteral iron for this row.',
  },
  {
    id: 5,
    objectClass: 'Thiazide-type diuretics',
    precipitantClass: 'ACE inhibitors',
    objects: THIAZIDES,
    precipitants: ACE_INHIBITORS,
  },
  {
    id: 6,
    objectClass: 'Thyroid hormones',
    precipitantClass: 'Calcium salts',
    objects: THYROID_HORMONES,
    precipitants: CALCIUM_SALTS,
  },
  {
    id: 7,
    objectClass: 'Thyroid hormones',
    precipitantClass: 'Statins',
    objects: THYROID_HORMONES,
    precipitants: STATINS,
  },
  {
    id: 8,
    objectClass: 'Thiazide-type diuretics',
    precipitantClass: 'NSAIDs',
    objects: THIAZIDES,
    precipitants: NSAIDS,
  },
  {
    id: 9,
    objectClass: 'Beta-adrenergic blockers',
    precipitantClass: 'Thyroid hormones',
    objects: BETA_BLOCKERS,
    precipitants: THYROID_HORMONES,
  },
  {
    id: 10,
    objectClass: 'Macrolide immunosuppressives',
    precipitantClass: 'Corticosteroids',
    objects: ['tacrolimus', 'sirolimus', 'everolimus'],
    precipitants: CORTICOSTEROIDS,
  },
  {
    id: 11,
    objectClass: 'Antacids',
    precipitantClass: 'Corticosteroids (oral)',
    objects: ANTACIDS,
    precipitants: ORAL_CORTICOSTEROIDS,
  },
  {
    id: 12,
    objectClass: 'Bisphosphonates',
    precipitantClass: 'Calcium salts',
    objects: [
      'etidronate',
      'clodronate',
      'tiludronate',
      'pamidronate',
      'neridronate',
      'olpadronate',
      'alendronate',
      'ibandronate',
      'risedronate',
      'zoledronic acid',
    ],
    precipitants: CALCIUM_SALTS,
  },
  {
    id: 13,
    objectClass: 'Vitamin B12',
    precipitantClass: 'Omeprazole',
    objects: ['cyanocobalamin'],
    precipitants: ['omeprazole'],
    note: 'The extraction names the member "cobalamin"; cyanocobalamin is the vitamin B12 product.',
  },
  {
    id: 14,
    objectClass: 'Folic acid',
    precipitantClass: 'Methotrexate',
    objects: ['folic acid'],
    precipitants: ['methotrexate'],
  },
  {
    id: 15,
    objectClass: 'Sulfonylureas',
    precipitantClass: 'ACE inhibitors',
    objects: [
      'carbutamide',
      'chlorpropamide',
      'tolbutamide',
      'tolazamide',
      'glipizide',
      'gliclazide',
      'glyburide',
      'glibornuride',
      'gliquidone',
      'glisoxepide',
      'glyclopyramide',
      'glimepiride',
    ],
    precipitants: ACE_INHIBITORS,
    note: 'The extraction writes glyburide as glibenclamide.',
  },
  {
    id: 16,
    objectClass: 'Iron salts',
    precipitantClass: 'Thyroid hormones',
    objects: [...IRON_PARENTERAL, ...IRON_ORAL],
    precipitants: THYROID_HORMONES,
  },
  {
    id: 17,
    objectClass: 'Anticoagulants',
    precipitantClass: 'Corticosteroids',
    objects: ANTICOAGULANTS,
    precipitants: CORTICOSTEROIDS,
  },
  {
    id: 18,
    objectClass: 'Anticoagulants',
    precipitantClass: 'Acetaminophen',
    objects: ANTICOAGULANTS,
    precipitants: ['acetaminophen'],
  },
  {
    id: 19,
    objectClass: 'Antacids',
    precipitantClass: 'Iron salts (oral)',
    objects: ANTACIDS,
    precipitants: IRON_ORAL,
  },
  {
    id: 20,
    objectClass: 'Anticoagulants',
    precipitantClass: 'Proton pump inhibitors',
    objects: ANTICOAGULANTS,
    precipitants: PPIS,
  },
  {
    id: 21,
    objectClass: 'Proton pump inhibitors',
    precipitantClass: 'Imidazoles',
    objects: PPIS,
    precipitants: [
      'bifonazole',
      'butoconazole',
      'clotrimazole',
      'econazole',
      'fenticonazole',
      'isoconazole',
      'ketoconazole',
      'luliconazole',
      'miconazole',
      'omoconazole',
      'oxiconazole',
      'sertaconazole',
      'sulconazole',
      'tioconazole',
    ],
  },
  {
    id: 22,
    objectClass: 'Beta-adrenergic blockers',
    precipitantClass: 'Calcium salts (oral)',
    objects: BETA_BLOCKERS,
    precipitants: CALCIUM_SALTS,
  },
  {
    id: 23,
    objectClass: 'ACE inhibitors',
    precipitantClass: 'Angiotensin II receptor antagonists',
    objects: ACE_INHIBITORS,
    precipitants: [
      'valsartan',
      'telmisartan',
      'losartan',
      'irbesartan',
      'azilsartan',
      'olmesartan',
      'candesartan',
      'eprosartan',
    ],
  },
  {
    id: 24,
    objectClass: 'Anticoagulants',
    precipitantClass: 'Statins',
    objects: ANTICOAGULANTS,
    precipitants: STATINS,
  },
  {
    id: 25,
    objectClass: 'Omeprazole',
    precipitantClass: 'Benzodiazepines',
    objects: ['omeprazole'],
    precipitants: [
      'alprazolam',
      'bromazepam',
      'brotizolam',
      'chlordiazepoxide',
      'clonazepam',
      'clorazepate',
      'clotiazepam',
      'cloxazolam',
      'diazepam',
      'estazolam',
      'etizolam',
      'flunitrazepam',
      'flurazepam',
      'loprazolam',
      'lorazepam',
      'midazolam',
      'nitrazepam',
      'nordazepam',
      'oxazepam',
      'temazepam',
    ],
  },
  {
    id: 26,
    objectClass: 'Anticoagulants',
    precipitantClass: 'Vitamin E',
    objects: ANTICOAGULANTS,
    precipitants: ['vitamin E'],
  },
  {
    id: 27,
    objectClass: 'Zinc salts (oral)',
    precipitantClass: 'Quinolones (oral)',
    objects: ['zinc acetate', 'zinc sulfate', 'zinc gluconate'],
    precipitants: [
      'ciprofloxacin',
      'enoxacin',
      'fleroxacin',
      'lomefloxacin',
      'nadifloxacin',
      'norfloxacin',
      'ofloxacin',
      'pefloxacin',
      'rufloxacin',
      'balofloxacin',
      'levofloxacin',
      'pazufloxacin',
      'tosufloxacin',
      'gatifloxacin',
      'gemifloxacin',
      'moxifloxacin',
      'sitafloxacin',
      'prulifloxacin',
    ],
  },
  {
    id: 28,
    objectClass: 'NSAIDs',
    precipitantClass: 'Beta-adrenergic blockers',
    objects: NSAIDS,
    precipitants: BETA_BLOCKERS,
  },
  {
    id: 29,
    objectClass: 'Clopidogrel',
    precipitantClass: 'Salicylates',
    objects: ['clopidogrel'],
    precipitants: SALICYLATES,
    note: SALICYLATES_NOTE,
  },
  {
    id: 30,
    objectClass: 'Oral contraceptives',
    precipitantClass: 'Corticosteroids',
    objects: [
      'desogestrel',
      'ethynodiol',
      'etonogestrel',
      'levonorgestrel',
      'medroxyprogesterone',
      'megestrol',
      'norethindrone',
      'norgestrel',
    ],
    precipitants: CORTICOSTEROIDS,
    note: 'The extraction enumerates the progestins (medroxyprogesterone and megestrol among them).',
  },
  {
    id: 31,
    objectClass: 'Beta-adrenergic blockers',
    precipitantClass: 'Nifedipine and derivatives',
    objects: BETA_BLOCKERS,
    precipitants: [
      'amlodipine',
      'felodipine',
      'isradipine',
      'nicardipine',
      'nifedipine',
      'nimodipine',
      'nisoldipine',
      'nitrendipine',
    ],
  },
  {
    id: 32,
    objectClass: 'Corticosteroids and corticotropin',
    precipitantClass: 'Anticholinesterases',
    objects: [...CORTICOSTEROIDS, 'corticotropin'],
    // The extraction spells demecarium "Demecariuim".
    precipitants: [
      'physostigmine',
      'neostigmine',
      'pyridostigmine',
      'ambenonium',
      'demecarium',
      'edrophonium',
    ],
  },
  {
    id: 33,
    objectClass: 'ACE inhibitors',
    precipitantClass: 'NSAIDs',
    objects: ACE_INHIBITORS,
    precipitants: NSAIDS,
  },
];

/** One concrete pair of a class row: an object member with a precipitant member. */
export interface NonInterruptivePair {
  classId: number;
  a: string;
  b: string;
}

/** Every object member with every precipitant member, row by row (a drug never paired with itself). */
export function nonInterruptivePairs(
  classes: readonly NonInterruptiveClassPair[] = oncNonInterruptiveClasses,
): NonInterruptivePair[] {
  return classes.flatMap((c) =>
    c.objects.flatMap((a) =>
      c.precipitants.filter((b) => b !== a).map((b) => ({ classId: c.id, a, b })),
    ),
  );
}
