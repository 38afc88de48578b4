import {
  PATHWAYS,
  type Drug,
  type Pathway,
  type PathwayRole,
  type PerpetratorLevel,
  type SubstrateLevel,
} from '../knowledge/drug';
import type { Severity } from '../knowledge/interaction';
import { FDA_DDI_GUIDANCE_2020, sourcesFor } from './citations';
import type { InferredMechanism, ManagementAction } from './types';

/** Perpetrator and victim grades that inference acts on; weak perpetrators and minor substrates do not alert. */
type Perpetrator = Exclude<PerpetratorLevel, 'weak'>;
type Victim = Exclude<SubstrateLevel, 'minor'>;

/**
 * Severity of an inferred pharmacokinetic interaction, from the FDA DDI magnitude classes
 * (FDA Guidance for Industry, Clinical Drug Interaction Studies, January 2020):
 *
 * | perpetrator \ substrate | sensitive (>=5-fold by a strong inhibitor) | moderate (2- to <5-fold) |
 * |-------------------------|--------------------------------------------|--------------------------|
 * | strong  (>=5-fold; inducer: AUC down >=80%)   | major              | moderate                 |
 * | moderate (2- to <5-fold; inducer: 50-80%)     | moderate           | minor                    |
 *
 * A strong inhibitor with a sensitive substrate is, by definition, at least a 5-fold rise in
 * exposure, which labels of narrow-margin oncology drugs answer with "avoid" or a fixed dose
 * reduction; the two middle cells are 2- to 5-fold changes; moderate with moderate is smaller and
 * not defined by the classes. Inducers use the same table mirrored (lower exposure). The same grid
 * is applied to transporters, whose grades come from the drug records, not from FDA classes.
 */
export const PK_SEVERITY: Record<Perpetrator, Record<Victim, Severity>> = {
  strong: { sensitive: 'major', moderate: 'moderate' },
  moderate: { sensitive: 'moderate', moderate: 'minor' },
};

const TRANSPORTERS: ReadonlySet<Pathway> = new Set<Pathway>([
  'P-gp',
  'BCRP',
  'OATP1B1/1B3',
  'OAT1/3',
  'OCT2',
]);

function isPerpetrator(level: PerpetratorLevel | undefined): level is Perpetrator {
  return level === 'strong' || level === 'moderate';
}

function isVictim(level: SubstrateLevel | undefined): level is Victim {
  return level === 'sensitive' || level === 'moderate';
}

/** The expected size of the change, in the FDA guidance's own terms. */
function magnitude(kind: 'inhibitor' | 'inducer', p: Perpetrator, v: Victim, pathway: Pathway) {
  if (TRANSPORTERS.has(pathway)) {
    return 'size not defined: the FDA fold-change classes are for CYP enzymes, so the transporter grades come from the drug labels';
  }
  if (kind === 'inhibitor') {
    if (p === 'strong' && v === 'sensitive')
      return 'by FDA definitions at least a 5-fold rise in AUC';
    if (p === 'strong') return 'by FDA definitions a 2- to 5-fold rise in AUC';
    if (v === 'sensitive') return 'by FDA definitions a 2- to 5-fold rise in AUC';
    return 'a smaller rise that the FDA classes do not define';
  }
  if (p === 'strong' && v === 'sensitive') return 'by FDA definitions an AUC fall of 80% or more';
  if (p === 'moderate' && v === 'sensitive') return 'by FDA definitions an AUC fall of 50% to 80%';
  return 'a fall whose size the FDA classes do not define';
}

function actionFor(severity: Severity, reversed: boolean): ManagementAction {
  if (severity === 'major' || severity === 'contraindicated') return 'avoid';
  if (severity === 'moderate' && !reversed) return 'adjust-dose';
  return 'monitor';
}

function pathwayLabel(pathway: Pathway): string {
  return TRANSPORTERS.has(pathway) ? `${pathway} transport` : pathway;
}

function managementText(
  kind: 'inhibitor' | 'inducer',
  severity: Severity,
  perpetratorLevel: Perpetrator,
  pathway: Pathway,
  victim: Drug,
  prodrug: boolean,
): string {
  const act = kind === 'inhibitor' ? 'inhibition' : 'induction';
  const grade = `${perpetratorLevel} ${pathwayLabel(pathway)} ${act}`;
  if (prodrug && kind === 'inhibitor') {
    return severity === 'major'
      ? `Avoid the combination: choose an alternative without ${grade}, or an alternative to ${victim.name} that does not need ${pathway} for activation. If unavoidable, monitor for loss of ${victim.name} efficacy.`
      : `Prefer an alternative without ${grade}; if combined, monitor for loss of ${victim.name} efficacy.`;
  }
  if (prodrug) {
    return `Monitor for ${victim.name} toxicity: more of its active form may be made while the inducer is given, and less after it is stopped.`;
  }
  if (kind === 'inhibitor') {
    return severity === 'major'
      ? `Avoid the combination or choose an alternative without ${grade}; if unavoidable, follow the ${victim.name} label's dose modification and monitor for toxicity.`
      : severity === 'moderate'
        ? `Check the ${victim.name} label for a dose modification with ${perpetratorLevel} ${pathway} inhibitors; if none is given, monitor closely for ${victim.name} toxicity.`
        : `Monitor for ${victim.name} toxicity.`;
  }
  const wearOff = `Induction builds up and wears off over days to weeks, so keep monitoring after the inducer is stopped.`;
  return severity === 'major'
    ? `Avoid the combination or choose an alternative without ${grade}; if unavoidable, follow the ${victim.name} label (some give a higher dose) and monitor for loss of efficacy. ${wearOff}`
    : `Check the ${victim.name} label for a dose change with ${perpetratorLevel} ${pathway} inducers and monitor for loss of efficacy. ${wearOff}`;
}

function oneDirection(
  perpetrator: Drug,
  victim: Drug,
  pathway: Pathway,
  kind: 'inhibitor' | 'inducer',
  pRole: PathwayRole,
  vRole: PathwayRole,
): InferredMechanism | undefined {
  const pLevel = pRole[kind];
  const vLevel = vRole.substrate;
  if (!isPerpetrator(pLevel) || !isVictim(vLevel)) return undefined;
  const severity = PK_SEVERITY[pLevel][vLevel];
  const prodrug = vRole.prodrugActivation === true;
  const size = magnitude(kind, pLevel, vLevel, pathway);
  const P = perpetrator.name;
  const V = victim.name;
  const path = pathwayLabel(pathway);

  let mechanism: string;
  let effect: string;
  if (kind === 'inhibitor' && !prodrug) {
    mechanism = `${P} inhibits ${path}, which clears ${V}.`;
    effect = `Higher ${V} exposure (${size}), with more ${V} dose-related toxicity.`;
  } else if (kind === 'inducer' && !prodrug) {
    mechanism = `${P} induces ${path}, which clears ${V}.`;
    effect = `Lower ${V} exposure (${size}), with risk of loss of efficacy.`;
  } else if (kind === 'inhibitor') {
    mechanism = `${P} inhibits ${pathway}, which converts the prodrug ${V} to its active form.`;
    effect = `Prodrug activation reverses the usual effect: less active ${V} is formed, so expect loss of efficacy rather than toxicity (parent ${V}: ${size}).`;
  } else {
    mechanism = `${P} induces ${pathway}, which converts the prodrug ${V} to its active form.`;
    effect = `Prodrug activation reverses the usual effect: more active ${V} may be formed, raising its effect and toxicity (parent ${V}: ${size}).`;
  }

  const substrateWords = `${vLevel} ${pathway} substrate${prodrug ? `, activated by ${pathway} (prodrug)` : ''}`;
  return {
    rule: `pk-${kind === 'inhibitor' ? 'inhibition' : 'induction'}:${pathway}`,
    type: 'pharmacokinetic',
    severity,
    evidence: 'probable',
    mechanism,
    effect,
    management: managementText(kind, severity, pLevel, pathway, victim, prodrug),
    action: actionFor(severity, prodrug),
    onset: kind === 'inducer' ? 'delayed' : 'not-specified',
    riskFactors: [],
    reasoning: [
      `${P}: ${pLevel} ${pathway} ${kind} → ${V}: ${substrateWords}`,
      `FDA DDI magnitude classes: ${pLevel} ${kind} + ${vLevel} substrate → ${severity}`,
    ],
    sources: [
      ...sourcesFor(perpetrator, 'pk', pathway),
      ...sourcesFor(victim, 'pk', pathway),
      FDA_DDI_GUIDANCE_2020,
    ],
    victim: victim.id,
    ...(prodrug ? { prodrug: true } : {}),
  };
}

/**
 * Pharmacokinetic mechanisms between two drugs, in both directions, over all 13 pathways: a
 * strong or moderate inhibitor or inducer of a pathway with a sensitive or moderate substrate of
 * it. A pathway flagged `prodrugActivation` reverses the expected effect (an inhibitor lowers the
 * active moiety). Weak perpetrators and minor substrates are not inferred: they are not proof of
 * safety, only below the threshold at which an inferred alert is useful.
 */
export function inferPharmacokinetic(a: Drug, b: Drug): InferredMechanism[] {
  const out: InferredMechanism[] = [];
  for (const [perpetrator, victim] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const { pathway, kind, role } of perpetratorRoles(perpetrator)) {
      const vRole = victim.pathways[pathway];
      if (!vRole || !isVictim(vRole.substrate)) continue;
      const m = oneDirection(perpetrator, victim, pathway, kind, role, vRole);
      if (m) out.push(m);
    }
  }
  return out;
}

interface PerpetratorRole {
  pathway: Pathway;
  kind: 'inhibitor' | 'inducer';
  role: PathwayRole;
}

/** Drug records are immutable once parsed; each one's alerting perpetrator roles are listed once. */
const rolesMemo = new WeakMap<Drug, PerpetratorRole[]>();

function perpetratorRoles(drug: Drug): PerpetratorRole[] {
  const cached = rolesMemo.get(drug);
  if (cached) return cached;
  const roles: PerpetratorRole[] = [];
  for (const pathway of PATHWAYS) {
    const role = drug.pathways[pathway];
    if (!role) continue;
    for (const kind of ['inhibitor', 'inducer'] as const) {
      if (isPerpetrator(role[kind])) roles.push({ pathway, kind, role });
    }
  }
  rolesMemo.set(drug, roles);
  return roles;
}
