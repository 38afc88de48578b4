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

/** One organ-adjustment rule as a line: threshold, action and the source's own figure. */
export function organRuleText(rule: OrganAdjustment['rules'][number]): string {
  const where: string[] = [];
  if (rule.crclBelow !== undefined) where.push(`CrCl < ${rule.crclBelow} mL/min`);
  if (rule.hepaticClass) where.push(HEPATIC_CLASS_LABEL[rule.hepaticClass] ?? rule.hepaticClass);
  const factor =
    rule.doseFactor !== undefined
      ? ` (give ${Math.round(rule.doseFactor * 100)}% of the usual dose)`
      : '';
  const prefix = where.length > 0 ? `${where.join(', ')}: ` : '';
  return `${prefix}${rule.text}${factor}`;
}
