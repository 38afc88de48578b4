import type {
  EmetogenicRisk,
  OrganAdjustment,
  PathwayRole,
  QtRisk,
  Route,
} from '../../core/knowledge/drug';

/**
 * Display words for drug-record fields, shared by the monograph and the comparison table so the
 * same fact reads the same everywhere. Missing data is named as missing, never as "none".
 */

export const ROUTE_LABEL: Record<Route, string> = {
  oral: 'Oral',
  iv: 'IV',
  sc: 'Subcutaneous',
  im: 'Intramuscular',
  intrathecal: 'Intrathecal',
  intravesical: 'Intravesical',
  topical: 'Topical',
  transdermal: 'Transdermal',
  inhaled: 'Inhaled',
  sublingual: 'Sublingual',
  intranasal: 'Intranasal',
  rectal: 'Rectal',
  intraperitoneal: 'Intraperitoneal',
};

export function routeLabel(route: string): string {
  return (ROUTE_LABEL as Record<string, string>)[route] ?? route;
}

/** CredibleMeds-style wording; `unknown` means not assessed, which is not the same as no risk. */
export const QT_RISK_LABEL: Record<QtRisk, string> = {
  known: 'Known risk of torsades de pointes',
  possible: 'Possible risk of QT prolongation',
  conditional: 'Conditional risk (with other risk factors)',
  none: 'No known QT risk',
  unknown: 'No data: QT risk not assessed',
};

export const QT_RISK_SHORT: Record<QtRisk, string> = {
  known: 'Known',
  possible: 'Possible',
  conditional: 'Conditional',
  none: 'None known',
  unknown: 'No data',
};

export const ORGAN_STATUS_LABEL: Record<OrganAdjustment['status'], string> = {
  'no-adjustment': 'No adjustment needed',
  adjust: 'Adjust dose',
  avoid: 'Avoid',
  'no-data': 'No data',
};

export const EMETOGENIC_LABEL: Record<EmetogenicRisk, string> = {
  high: 'High',
  moderate: 'Moderate',
  low: 'Low',
  minimal: 'Minimal',
};

export const HEPATIC_CLASS_LABEL: Record<string, string> = {
  'child-pugh-a': 'Child-Pugh A',
  'child-pugh-b': 'Child-Pugh B',
  'child-pugh-c': 'Child-Pugh C',
  'bilirubin-elevated': 'Raised bilirubin',
  any: 'Any hepatic impairment',
};

/** 'osteonecrosis-jaw' → 'Osteonecrosis jaw'; labels are short tags, not prose. */
export function tagLabel(tag: string): string {
  const text = tag.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The roles a drug plays on one enzyme or transporter, e.g. ['Sensitive substrate', 'Strong inhibitor']. */
export function pathwayRoleParts(role: PathwayRole): string[] {
  const parts: string[] = [];
  if (role.substrate) parts.push(`${tagLabel(role.substrate)} substrate`);
  if (role.inhibitor) parts.push(`${tagLabel(role.inhibitor)} inhibitor`);
  if (role.inducer) parts.push(`${tagLabel(role.inducer)} inducer`);
  if (role.prodrugActivation) parts.push('activated by this pathway (prodrug)');
  return parts;
}

/*
 * A rule's `text` is the source's own wording and usually opens with its condition ("CrCl 30-49
 * mL/min: ...", "Child-Pugh B: avoid"), often more precisely than the structured threshold can
 * (ranges, dialysis, formulation). Printing the structured threshold in front of such a text said
 * the condition twice ("CrCl < 30 mL/min: CrCl below 30 mL/min: avoid use"), so the threshold is
 * added only when the text states no condition of its own.
 */
const RENAL_CONDITION = /\b(e?GFR|CrCl|creatinine clearance|renal|kidney|dialysis|CAPD|ESRD)\b/i;
const HEPATIC_CONDITION =
  /\b(Child-Pugh|hepatic|liver|bilirubin|AST|ALT|transaminase|cirrhosis|NCI-ODWG)\b/i;

/** True when the text already says the dose fraction, e.g. "reduce by 50%" for 0.5 or "halve". */
function statesFactor(text: string, percent: number): boolean {
  if (new RegExp(`\\b${percent}\\s?%`).test(text)) return true;
  return percent === 50 && /\b(halve|half)\b/i.test(text);
}

/** One organ-adjustment rule as a line: the condition once, the action, the source's own figure. */
export function organRuleText(rule: OrganAdjustment['rules'][number]): string {
  const where: string[] = [];
  if (rule.crclBelow !== undefined && !RENAL_CONDITION.test(rule.text)) {
    where.push(`CrCl < ${rule.crclBelow} mL/min`);
  }
  if (rule.hepaticClass && !HEPATIC_CONDITION.test(rule.text)) {
    where.push(HEPATIC_CLASS_LABEL[rule.hepaticClass] ?? rule.hepaticClass);
  }
  const percent = rule.doseFactor !== undefined ? Math.round(rule.doseFactor * 100) : undefined;
  const factor =
    percent !== undefined && !statesFactor(rule.text, percent)
      ? ` (give ${percent}% of the usual dose)`
      : '';
  const prefix = where.length > 0 ? `${where.join(', ')}: ` : '';
  return `${prefix}${rule.text}${factor}`;
}
