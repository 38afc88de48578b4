import type {
  ClassInstruction,
  CoMedicationClass,
  Drug,
  LabelInstruction,
} from '../knowledge/drug';
import { SEVERITY_ORDER, type Severity } from '../knowledge/interaction';
import { sourcesFor } from './citations';
import type { InferredMechanism, ManagementAction } from './types';

/**
 * Tiering that follows the labels (issue 25 items 4 and 5). A drug record may carry its label's
 * instructions for whole classes of co-medications (`classInstructions`): "contraindicated with
 * MAO inhibitors", "avoid strong CYP3A4 inducers", "monitor P-gp substrates with a narrow
 * therapeutic index". When the other drug of a pair belongs to such a class by its own record, the
 * pair takes the label's tier:
 *
 * | label instruction | severity        | action      |
 * |-------------------|-----------------|-------------|
 * | contraindicated   | contraindicated | avoid       |
 * | avoid             | major           | avoid       |
 * | adjust            | moderate        | adjust-dose |
 * | monitor           | moderate        | monitor     |
 *
 * "Avoid" is major because it is the label's own word for the combination (the interrupting tier,
 * CLINICAL-NOTES "Alert fatigue"); a dose change or monitoring is shown, not interrupting. For a
 * pharmacokinetic class the label's statement replaces the FDA-magnitude grid's guess for the same
 * pathway and direction when it is at least as severe (see `supersedeGrid`): a label raises the
 * tier, and never quietens what the FDA magnitude classes infer. The rule reads the object drug's label (victim: "avoid strong
 * inducers") and the anticancer drug's label as perpetrator ("raises sensitive CYP3A substrates")
 * alike, so both directions are covered by one rule.
 */
export const INSTRUCTION_TIER: Record<
  LabelInstruction,
  { severity: Severity; action: ManagementAction }
> = {
  contraindicated: { severity: 'contraindicated', action: 'avoid' },
  avoid: { severity: 'major', action: 'avoid' },
  adjust: { severity: 'moderate', action: 'adjust-dose' },
  monitor: { severity: 'moderate', action: 'monitor' },
};

const LEVEL_WORDS = (levels: readonly string[]) =>
  levels.length === 1 ? levels[0] : `${levels.slice(0, -1).join(', ')} or ${levels.at(-1)}`;

/** The class in the label's terms: "strong CYP3A4 inducers", "MAO inhibitors (mao-inhibitor)". */
export function describeClass(c: CoMedicationClass): string {
  if ('pathway' in c) {
    if (c.role === 'substrate') {
      return `${LEVEL_WORDS(c.levels)} ${c.pathway} substrates${c.narrowTherapeuticIndexOnly ? ' with a narrow therapeutic index' : ''}`;
    }
    return `${LEVEL_WORDS(c.levels)} ${c.pathway} ${c.role}s`;
  }
  if ('classTag' in c) return `drugs of class '${c.classTag}'`;
  return `drugs with ${c.toxicity} activity`;
}

/** Why `drug` belongs to the class, from its own record; `undefined` when it does not. */
export function membership(drug: Drug, c: CoMedicationClass): string | undefined {
  if ('pathway' in c) {
    const role = drug.pathways[c.pathway];
    if (!role) return undefined;
    if (c.role === 'substrate') {
      const level = role.substrate;
      if (!level || !c.levels.includes(level)) return undefined;
      if (c.narrowTherapeuticIndexOnly && !drug.narrowTherapeuticIndex) return undefined;
      return `${drug.name}: ${level} ${c.pathway} substrate${drug.narrowTherapeuticIndex ? ', narrow therapeutic index' : ''}`;
    }
    const level = role[c.role];
    if (!level || !c.levels.includes(level)) return undefined;
    return `${drug.name}: ${level} ${c.pathway} ${c.role}`;
  }
  if ('classTag' in c) {
    return drug.classTags.includes(c.classTag) ? `${drug.name}: class '${c.classTag}'` : undefined;
  }
  return drug.toxicities.includes(c.toxicity) ? `${drug.name}: ${c.toxicity}` : undefined;
}

/** Machine-readable trigger, e.g. `label-class:CYP3A4-inducer`, `label-class:mao-inhibitor`. */
function ruleOf(c: CoMedicationClass): string {
  if ('pathway' in c) return `label-class:${c.pathway}-${c.role}`;
  if ('classTag' in c) return `label-class:${c.classTag}`;
  return `label-class:${c.toxicity}`;
}

/** For a pharmacokinetic class: which drug's exposure moves, and which way. */
function exposureChange(owner: Drug, other: Drug, c: CoMedicationClass) {
  if (!('pathway' in c)) return undefined;
  if (c.role === 'substrate') {
    return { victim: other, rises: c.change === 'raises', prodrug: false };
  }
  const prodrug = owner.pathways[c.pathway]?.prodrugActivation === true;
  return { victim: owner, rises: c.role === 'inhibitor', prodrug };
}

function managementText(owner: Drug, instruction: ClassInstruction, cls: string): string {
  const where = `the ${owner.name} label${instruction.source.section ? ` (${instruction.source.section})` : ''}`;
  const lead: Record<LabelInstruction, string> = {
    contraindicated: `Do not combine: ${where} contraindicates ${cls}.`,
    avoid: `Avoid the combination, as ${where} advises for ${cls}.`,
    adjust: `Change the dose as ${where} directs for ${cls}.`,
    monitor: `Monitor as ${where} directs for ${cls}.`,
  };
  return `${lead[instruction.instruction]} ${instruction.text}`;
}

function mechanismFor(owner: Drug, other: Drug, instruction: ClassInstruction, why: string) {
  const c = instruction.with;
  const cls = describeClass(c);
  const tier = INSTRUCTION_TIER[instruction.instruction];
  const change = exposureChange(owner, other, c);
  let mechanism: string;
  let effect: string;
  if (change && 'pathway' in c) {
    const V = change.victim.name;
    const perpetrator = change.victim === owner ? other : owner;
    const verb =
      c.role === 'substrate'
        ? c.change === 'raises'
          ? 'raises'
          : 'lowers'
        : c.role === 'inhibitor'
          ? 'inhibits'
          : 'induces';
    mechanism =
      c.role === 'substrate'
        ? `${perpetrator.name} ${verb} the exposure of ${cls} through ${c.pathway}, and ${V} is one.`
        : `${perpetrator.name} ${verb} ${c.pathway}, which the ${owner.name} label names for ${cls}.`;
    effect = change.prodrug
      ? `Less of the active form of ${V} is made: expect loss of efficacy.`
      : change.rises
        ? `Higher ${V} exposure, with more ${V} dose-related toxicity.`
        : `Lower ${V} exposure, with risk of loss of efficacy.`;
  } else {
    mechanism = `${other.name} is among the ${cls} that the ${owner.name} label names.`;
    effect = instruction.text;
  }
  const result: InferredMechanism = {
    rule: ruleOf(c),
    type: 'pathway' in c ? 'pharmacokinetic' : 'pharmacodynamic',
    severity: tier.severity,
    // A label statement about the class, applied to a member by its profile: probable, not
    // established, because the label may not have studied this member.
    evidence: 'probable',
    mechanism,
    effect,
    management: managementText(owner, instruction, cls),
    action: tier.action,
    onset: 'pathway' in c && c.role === 'inducer' ? 'delayed' : 'not-specified',
    riskFactors: [],
    reasoning: [
      `${owner.name} label: ${instruction.instruction} with ${cls}`,
      why,
      `Label instruction '${instruction.instruction}' → ${tier.severity}`,
    ],
    sources: [
      instruction.source,
      ...('pathway' in c
        ? sourcesFor(other, 'pk', c.pathway)
        : sourcesFor(other, 'classTag' in c ? 'class' : 'toxicity')),
    ],
  };
  if (change && 'pathway' in c) {
    result.victim = change.victim.id;
    result.pathwayEffect =
      c.role === 'substrate'
        ? c.change === 'raises'
          ? 'inhibition'
          : 'induction'
        : c.role === 'inhibitor'
          ? 'inhibition'
          : 'induction';
  }
  if (change?.prodrug) result.prodrug = true;
  return result;
}

/**
 * Every label class instruction that the pair meets, both ways: the instructions on `a`'s record
 * that `b` falls under, and those on `b`'s that `a` falls under. When one label names the other
 * drug's class twice (two rows for one class), the stricter instruction comes first after merging.
 */
export function inferClassInstructions(a: Drug, b: Drug): InferredMechanism[] {
  const out: InferredMechanism[] = [];
  for (const [owner, other] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const instruction of owner.classInstructions ?? []) {
      const why = membership(other, instruction.with);
      if (why) out.push(mechanismFor(owner, other, instruction, why));
    }
  }
  return out;
}

/**
 * The FDA-magnitude grid's mechanisms that a label instruction speaks for: same pathway, same
 * victim, same direction (inhibition raises, induction lowers), graded no higher than the label's
 * tier. They are dropped so that the label's tier and words stand. A grid mechanism graded higher
 * stays beside the label's: a label instruction raises a pair's tier but never lowers what the
 * FDA magnitude classes infer (a "monitor" row must not quieten a strong inducer with a sensitive
 * substrate); mechanisms on other pathways stay.
 */
export function supersedeGrid(
  grid: readonly InferredMechanism[],
  label: readonly InferredMechanism[],
): InferredMechanism[] {
  if (label.length === 0) return [...grid];
  return grid.filter((m) => {
    const match = /^pk-(inhibition|induction):(.+)$/.exec(m.rule);
    if (!match) return true;
    const [, kind, pathway] = match;
    return !label.some(
      (l) =>
        l.victim === m.victim &&
        l.rule.startsWith(`label-class:${pathway}-`) &&
        l.pathwayEffect === kind &&
        SEVERITY_ORDER.indexOf(l.severity) <= SEVERITY_ORDER.indexOf(m.severity),
    );
  });
}
