import type { NameAlias } from '../../core/search/names';

/**
 * Other written forms of one drug that exact lookup would miss (issue 12 item 2); forms a drug
 * record already lists as a synonym (rifampicin, 5-FU, ara-C...) are not repeated here. Each resolves
 * to exactly one drug id; `names.test.ts` checks that no alias is another drug's name, and that a
 * misspelling is closer to its drug than to any other name in the knowledge base. The checker
 * shows the input beside the drug it resolved to, so the mapping is never hidden.
 *
 * - International names: the INN or British Approved Name where the US adopted name differs
 *   (WHO INN lists; USP Dictionary of USAN and International Drug Names).
 * - Abbreviations: only unambiguous ones. ISMP's List of Error-Prone Abbreviations, Symbols and
 *   Dose Designations advises against drug-name abbreviations; those that name two drugs (MTX:
 *   methotrexate or mitoxantrone; HCT: hydrocortisone or hydrochlorothiazide; MSO4 and MgSO4) are
 *   deliberately absent, so they stay unresolved and offer suggestions instead.
 * - Misspellings: common slips of long oncology names (a doubled or dropped letter, a vowel
 *   swapped, a French or Spanish ending).
 */
export const nameAliasRecords: readonly NameAlias[] = [
  // International names
  { text: 'frusemide', drugId: 'furosemide', kind: 'international-name' },
  { text: 'colecalciferol', drugId: 'cholecalciferol', kind: 'international-name' },
  { text: 'amoxycillin', drugId: 'amoxicillin', kind: 'international-name' },
  { text: 'adrenaline', drugId: 'epinephrine', kind: 'international-name' },
  { text: 'thyroxine', drugId: 'levothyroxine', kind: 'international-name' },
  // Unambiguous abbreviations (see ISMP above for the ones left out)
  { text: 'ZOL', drugId: 'zoledronic-acid', kind: 'abbreviation' },
  { text: 'GM-CSF', drugId: 'sargramostim', kind: 'abbreviation' },
  // Common misspellings
  { text: 'anastrazole', drugId: 'anastrozole', kind: 'misspelling' },
  { text: 'anastrozol', drugId: 'anastrozole', kind: 'misspelling' },
  { text: 'letrozol', drugId: 'letrozole', kind: 'misspelling' },
  // 'tamoxifene' was dropped when raloxifene gained a record (issue 25): it is 1 edit from
  // tamoxifen but only 2 from raloxifene, too close to map silently to either.
  { text: 'paclitaxol', drugId: 'paclitaxel', kind: 'misspelling' },
  { text: 'docetaxol', drugId: 'docetaxel', kind: 'misspelling' },
  { text: 'cisplatinum', drugId: 'cisplatin', kind: 'misspelling' },
  { text: 'carboplatinum', drugId: 'carboplatin', kind: 'misspelling' },
  { text: 'oxaliplatine', drugId: 'oxaliplatin', kind: 'misspelling' },
  { text: 'capecitibine', drugId: 'capecitabine', kind: 'misspelling' },
  { text: 'capecitabin', drugId: 'capecitabine', kind: 'misspelling' },
  { text: 'gemcitabin', drugId: 'gemcitabine', kind: 'misspelling' },
  { text: 'gemcitibine', drugId: 'gemcitabine', kind: 'misspelling' },
  { text: 'methotrexat', drugId: 'methotrexate', kind: 'misspelling' },
  { text: 'methotrexete', drugId: 'methotrexate', kind: 'misspelling' },
  { text: 'cyclophosphamid', drugId: 'cyclophosphamide', kind: 'misspelling' },
  { text: 'cyclophosphomide', drugId: 'cyclophosphamide', kind: 'misspelling' },
  { text: 'doxorubicine', drugId: 'doxorubicin', kind: 'misspelling' },
  { text: 'vincristin', drugId: 'vincristine', kind: 'misspelling' },
  { text: 'irinotecane', drugId: 'irinotecan', kind: 'misspelling' },
  { text: 'etoposid', drugId: 'etoposide', kind: 'misspelling' },
  { text: 'bevacizimab', drugId: 'bevacizumab', kind: 'misspelling' },
  { text: 'bevacizamab', drugId: 'bevacizumab', kind: 'misspelling' },
  { text: 'pembrolizimab', drugId: 'pembrolizumab', kind: 'misspelling' },
  { text: 'pembrolizamab', drugId: 'pembrolizumab', kind: 'misspelling' },
  { text: 'nivolumub', drugId: 'nivolumab', kind: 'misspelling' },
  { text: 'rituximib', drugId: 'rituximab', kind: 'misspelling' },
  { text: 'rituxamab', drugId: 'rituximab', kind: 'misspelling' },
  { text: 'trastuzamab', drugId: 'trastuzumab', kind: 'misspelling' },
  { text: 'trastazumab', drugId: 'trastuzumab', kind: 'misspelling' },
  { text: 'cetuximib', drugId: 'cetuximab', kind: 'misspelling' },
  { text: 'imatinab', drugId: 'imatinib', kind: 'misspelling' },
  { text: 'ibrutinab', drugId: 'ibrutinib', kind: 'misspelling' },
  { text: 'osimertinab', drugId: 'osimertinib', kind: 'misspelling' },
  { text: 'palbociclibe', drugId: 'palbociclib', kind: 'misspelling' },
  { text: 'lenalidamide', drugId: 'lenalidomide', kind: 'misspelling' },
  { text: 'lenolidomide', drugId: 'lenalidomide', kind: 'misspelling' },
  { text: 'bortezimib', drugId: 'bortezomib', kind: 'misspelling' },
  { text: 'venetoclaxe', drugId: 'venetoclax', kind: 'misspelling' },
  { text: 'ondansatron', drugId: 'ondansetron', kind: 'misspelling' },
  { text: 'ondansetrone', drugId: 'ondansetron', kind: 'misspelling' },
  { text: 'dexamethazone', drugId: 'dexamethasone', kind: 'misspelling' },
  { text: 'dexamethasome', drugId: 'dexamethasone', kind: 'misspelling' },
  { text: 'prednisolon', drugId: 'prednisolone', kind: 'misspelling' },
  { text: 'olanzepine', drugId: 'olanzapine', kind: 'misspelling' },
  { text: 'aprepitent', drugId: 'aprepitant', kind: 'misspelling' },
  { text: 'pegfilgastrim', drugId: 'pegfilgrastim', kind: 'misspelling' },
  { text: 'filgastrim', drugId: 'filgrastim', kind: 'misspelling' },
  { text: 'allopurinal', drugId: 'allopurinol', kind: 'misspelling' },
  { text: 'omeprazol', drugId: 'omeprazole', kind: 'misspelling' },
  { text: 'pantoprazol', drugId: 'pantoprazole', kind: 'misspelling' },
  { text: 'warfarine', drugId: 'warfarin', kind: 'misspelling' },
  { text: 'amiodarona', drugId: 'amiodarone', kind: 'misspelling' },
  { text: 'levofloxacine', drugId: 'levofloxacin', kind: 'misspelling' },
  { text: 'ciprofloxacine', drugId: 'ciprofloxacin', kind: 'misspelling' },
  { text: 'fluconazol', drugId: 'fluconazole', kind: 'misspelling' },
  { text: 'voriconazol', drugId: 'voriconazole', kind: 'misspelling' },
  { text: 'posaconazol', drugId: 'posaconazole', kind: 'misspelling' },
  { text: 'metformine', drugId: 'metformin', kind: 'misspelling' },
  { text: 'atorvastatine', drugId: 'atorvastatin', kind: 'misspelling' },
  { text: 'gabapentine', drugId: 'gabapentin', kind: 'misspelling' },
  { text: 'oxycodon', drugId: 'oxycodone', kind: 'misspelling' },
  { text: 'hydromorphon', drugId: 'hydromorphone', kind: 'misspelling' },
];
