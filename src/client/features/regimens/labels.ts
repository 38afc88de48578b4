import type {
  Cycles,
  DoseModification,
  Intent,
  RegimenComponent,
  Setting,
} from '../../../core/knowledge/regimen';
import { PARAMETER_UNITS } from '../../../core/knowledge/regimen';

export const INTENT_LABEL: Record<Intent, string> = {
  curative: 'Curative',
  palliative: 'Palliative',
};

export const SETTING_LABEL: Record<Setting, string> = {
  neoadjuvant: 'Neoadjuvant',
  adjuvant: 'Adjuvant',
  perioperative: 'Perioperative',
  'definitive-chemoradiation': 'Definitive chemoradiation',
  induction: 'Induction',
  consolidation: 'Consolidation',
  maintenance: 'Maintenance',
  'first-line': 'First line',
  'second-line': 'Second line',
  'later-line': 'Later line',
};

export const EMETOGENIC_LABEL: Record<string, string> = {
  high: 'High (> 90%)',
  moderate: 'Moderate (30–90%)',
  low: 'Low (10–30%)',
  minimal: 'Minimal (< 10%)',
};

const GCSF_LABEL: Record<string, string> = {
  required: 'Required',
  recommended: 'Recommended',
  consider: 'Consider',
  'not-routine': 'Not routine',
};

/**
 * "Recommended — pegfilgrastim on day 2 …". Many records say only "Not routinely required.",
 * which the level already says, so that text is not repeated after it.
 */
export function growthFactorText(g: { level: string; text: string }): string {
  const label = GCSF_LABEL[g.level] ?? g.level;
  return /^not routinely required\.?$/i.test(g.text.trim()) ? label : `${label} — ${g.text}`;
}

/** "1–5, 8, 15": runs of consecutive days collapse to a range. */
export function formatDays(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0];
  let prev = start;
  for (const d of [...sorted.slice(1), Number.NaN]) {
    if (start === undefined || prev === undefined) break;
    if (d === prev + 1) {
      prev = d;
      continue;
    }
    parts.push(
      start === prev
        ? String(start)
        : prev === start + 1
          ? `${start}, ${prev}`
          : `${start}–${prev}`,
    );
    start = d;
    prev = d;
  }
  return `${sorted.length === 1 ? 'Day' : 'Days'} ${parts.join(', ')}`;
}

/** The protocol dose as written: "85 mg/m²", "AUC 5", "400 mg", "8 mg/kg". */
export function formatProtocolDose(dose: RegimenComponent['dose']): string {
  switch (dose.basis) {
    case 'mg/m2':
      return `${dose.value} mg/m²`;
    case 'units/m2':
      return `${dose.value} units/m²`;
    case 'mg/kg':
      return `${dose.value} mg/kg`;
    case 'AUC':
      return `AUC ${dose.value} mg/mL·min`;
    case 'flat':
      return `${dose.value} ${dose.unit}`;
  }
}

export function formatPerUnitDose(basis: string, p: { value: number; unit: string }): string {
  if (basis === 'AUC') return `AUC ${p.value}`;
  return p.unit ? `${p.value} ${p.unit}` : String(p.value);
}

export function formatCycles(c: Cycles): string {
  switch (c.type) {
    case 'fixed':
      return `${c.count} cycle${c.count === 1 ? '' : 's'}`;
    case 'range':
      return `${c.min}–${c.max} cycles`;
    case 'until-progression':
      return c.maxCount
        ? `Until progression (at most ${c.maxCount} cycles)`
        : 'Until progression or unacceptable toxicity';
  }
}

const COMPARATOR: Record<string, string> = { '<': '<', '<=': '≤', '>': '>', '>=': '≥' };
const TIMING: Record<string, string> = {
  'day-1': 'on day 1 of a cycle',
  'before-each-dose': 'before each dose',
  any: 'at any time',
};
const PARAMETER_LABEL: Record<string, string> = {
  anc: 'ANC',
  platelets: 'Platelets',
  crcl: 'CrCl',
  'bilirubin-x-uln': 'Bilirubin',
  'ast-alt-x-uln': 'AST/ALT',
  'neuropathy-grade': 'Neuropathy grade',
  'nonhematologic-grade': 'Non-haematological toxicity grade',
};

/** "ANC < 1.5 × 10^9/L on day 1 of a cycle", or null when the rule has no structured trigger. */
export function formatTrigger(m: DoseModification): string | null {
  const t = m.trigger;
  if (!t) return null;
  return `${PARAMETER_LABEL[t.parameter] ?? t.parameter} ${COMPARATOR[t.comparator] ?? t.comparator} ${t.value} ${PARAMETER_UNITS[t.parameter]} ${TIMING[t.timing] ?? ''}`.trim();
}

export const MODIFICATION_ACTION_LABEL: Record<DoseModification['action'], string> = {
  delay: 'Delay',
  reduce: 'Reduce',
  omit: 'Omit',
  discontinue: 'Discontinue',
  'hold-until-recovery': 'Hold until recovery',
  avoid: 'Avoid',
};

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
