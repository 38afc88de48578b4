import type { Route } from '../../../core/knowledge/drug';
import type { Cancer } from '../../../core/knowledge/regimen';
import type {
  Criteria,
  Criterion,
  ProtocolCategory,
  ProtocolDrug,
} from '../../../core/knowledge/protocol';

export const CATEGORY_LABEL: Record<ProtocolCategory, string> = {
  antiemetic: 'Antiemetic prophylaxis',
  'tumour-lysis': 'Tumour lysis',
  'febrile-neutropenia': 'Febrile neutropenia',
  'growth-factor': 'Growth-factor support',
  extravasation: 'Extravasation',
  hypersensitivity: 'Hypersensitivity',
  'infusion-reaction': 'Infusion reactions',
  'infection-prophylaxis': 'Infection prophylaxis',
  'immune-related': 'Immune-related adverse events',
  'cytokine-release': 'Cytokine release syndrome',
  cardiotoxicity: 'Cardiotoxicity',
  'methotrexate-rescue': 'Methotrexate rescue',
};

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

const OP: Record<string, string> = { '<': '<', '<=': '≤', '>': '>', '>=': '≥', '=': '=' };

/** One criterion in words: "ANC < 0.5 10^9/L (or expected to fall below)", "HBsAg positive". */
export function criterionText(c: Criterion): string {
  const base =
    'op' in c
      ? `${c.measure} ${OP[c.op] ?? c.op} ${c.value}${c.unit ? ` ${c.unit}` : ''}`
      : `${c.measure} ${c.result}`;
  return c.qualifier ? `${base} (${c.qualifier})` : base;
}

/** How the items combine, as a lead-in: null when a single item needs none. */
export function criteriaLead(c: Criteria): string | null {
  if (c.items.length === 1 && c.combine !== 'at-least') return null;
  switch (c.combine) {
    case 'all':
      return 'All of:';
    case 'any':
      return 'Any of:';
    case 'at-least':
      return `At least ${c.atLeast ?? 1} of:`;
  }
}

export const USE_LABEL: Record<ProtocolDrug['use'], string> = {
  give: 'Give',
  consider: 'Consider',
  avoid: 'Avoid',
  hold: 'Hold or stop',
};

const ROUTE: Partial<Record<Route, string>> = {
  oral: 'oral',
  iv: 'IV',
  sc: 'SC',
  im: 'IM',
  intrathecal: 'intrathecal',
  topical: 'topical',
};

export function routeText(route: Route | undefined): string | null {
  return route ? (ROUTE[route] ?? route) : null;
}

/** Display name for a drug id; the API resolves names, the id is the fallback. */
export function drugName(names: ReadonlyMap<string, string>, id: string): string {
  const name = names.get(id) ?? id.replace(/-/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
