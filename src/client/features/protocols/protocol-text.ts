import type { Route } from '../../../core/knowledge/drug';
import type {
  Criteria,
  Criterion,
  ProtocolCategory,
  ProtocolDrug,
} from '../../../core/knowledge/protocol';
import { routeLabel } from '../../lib/drug-format';

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

/** Route wording shared with the drug pages (no 'SC': ISMP lists it as error-prone). */
export function routeText(route: Route | undefined): string | null {
  return route ? routeLabel(route) : null;
}

/** Display name for a drug id; the API resolves names, the id is the fallback. */
export function drugName(names: ReadonlyMap<string, string>, id: string): string {
  const name = names.get(id) ?? id.replace(/-/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
