import type { Cancer } from '../../core/knowledge/regimen';

/** Display names of the cancers regimens and protocols are filed under, one wording everywhere. */
export const CANCER_LABEL: Record<Cancer, string> = {
  breast: 'Breast',
  colorectal: 'Colorectal',
  anal: 'Anal',
  nsclc: 'Non-small-cell lung',
  sclc: 'Small-cell lung',
  mesothelioma: 'Mesothelioma',
  'hodgkin-lymphoma': 'Hodgkin lymphoma',
  dlbcl: 'Diffuse large B-cell lymphoma',
  'multiple-myeloma': 'Multiple myeloma',
  gastric: 'Gastric',
  oesophageal: 'Oesophageal',
  pancreatic: 'Pancreatic',
  biliary: 'Biliary',
  'head-and-neck': 'Head and neck',
  bladder: 'Bladder',
  ovarian: 'Ovarian',
  cervical: 'Cervical',
  endometrial: 'Endometrial',
  'germ-cell': 'Germ cell',
  'soft-tissue-sarcoma': 'Soft-tissue sarcoma',
  prostate: 'Prostate',
};
