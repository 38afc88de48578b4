import { z } from 'zod';
import { routeSchema } from './drug';
import { cancerSchema } from './regimen';
import { sourcesSchema } from './source';

const kebabId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case');

/** Broad grouping used by the protocol list and filters in the UI. */
export const protocolCategorySchema = z.enum([
  'antiemetic',
  'tumour-lysis',
  'febrile-neutropenia',
  'growth-factor',
  'extravasation',
  'hypersensitivity',
  'infusion-reaction',
  'infection-prophylaxis',
  'immune-related',
  'cytokine-release',
  'cardiotoxicity',
  'methotrexate-rescue',
]);
export type ProtocolCategory = z.infer<typeof protocolCategorySchema>;

/**
 * What a step asks the clinician to do.
 * - `assess`: gather findings (history, labs, scores) before deciding;
 * - `decision`: choose one of the `branches`;
 * - `action`: give, hold or stop something;
 * - `monitor`: watch or re-test over time;
 * - `escalate`: hand over to a specialist, higher level of care or the emergency pathway.
 */
export const stepKindSchema = z.enum(['assess', 'decision', 'action', 'monitor', 'escalate']);
export type StepKind = z.infer<typeof stepKindSchema>;

export const comparatorSchema = z.enum(['<', '<=', '>', '>=', '=']);

/**
 * A machine-readable threshold, e.g. `{ measure: 'ANC', op: '<', value: 0.5, unit: '10^9/L' }`.
 * The measure is a label, not a code: the step `text` stays the authoritative wording, and
 * `qualifier` carries conditions a number cannot ("sustained over 1 hour", "from baseline").
 */
export const numericCriterionSchema = z
  .object({
    measure: z.string().min(2),
    op: comparatorSchema,
    value: z.number(),
    unit: z.string().min(1).optional(),
    qualifier: z.string().min(3).optional(),
  })
  .strict();

/** A qualitative result, e.g. HBsAg positive. */
export const qualitativeCriterionSchema = z
  .object({
    measure: z.string().min(2),
    result: z.enum(['positive', 'negative', 'present', 'absent']),
    qualifier: z.string().min(3).optional(),
  })
  .strict();

export const criterionSchema = z.union([numericCriterionSchema, qualitativeCriterionSchema]);
export type Criterion = z.infer<typeof criterionSchema>;

/**
 * How criteria combine: every item, any item, or at least `atLeast` items (Cairo–Bishop
 * laboratory tumour lysis needs two or more of four abnormalities).
 */
export const criteriaSchema = z
  .object({
    combine: z.enum(['all', 'any', 'at-least']),
    atLeast: z.number().int().min(1).optional(),
    items: z.array(criterionSchema).min(1),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.combine === 'at-least') {
      if (c.atLeast === undefined) {
        ctx.addIssue({ code: 'custom', message: "'at-least' needs atLeast" });
      } else if (c.atLeast > c.items.length) {
        ctx.addIssue({ code: 'custom', message: 'atLeast exceeds the number of items' });
      }
    } else if (c.atLeast !== undefined) {
      ctx.addIssue({ code: 'custom', message: "atLeast is only meaningful with 'at-least'" });
    }
  });
export type Criteria = z.infer<typeof criteriaSchema>;

/**
 * A drug a step refers to, by roster id. `use` says what to do with it: give it, consider it,
 * avoid starting it, or hold/stop it while the step applies. `dose` is written exactly as the
 * cited source states it (amount and unit, e.g. '0.2 mg/kg', '1000 mg/m²'); when a source gives
 * no dose, the field is left out rather than filled in from elsewhere.
 */
export const protocolDrugSchema = z
  .object({
    drugId: kebabId,
    use: z.enum(['give', 'consider', 'avoid', 'hold']).default('give'),
    dose: z.string().min(1).optional(),
    route: routeSchema.optional(),
    timing: z.string().min(3).optional(),
    note: z.string().min(3).optional(),
  })
  .strict();
export type ProtocolDrug = z.infer<typeof protocolDrugSchema>;
export type ProtocolDrugInput = z.input<typeof protocolDrugSchema>;

export const branchSchema = z
  .object({
    /** Short answer shown on the button, e.g. 'MASCC ≥ 21 (low risk)'. */
    label: z.string().min(2),
    /** Id of the step this answer leads to. */
    to: kebabId,
    criteria: criteriaSchema.optional(),
  })
  .strict();
export type Branch = z.infer<typeof branchSchema>;

export const protocolStepSchema = z
  .object({
    id: kebabId,
    title: z.string().min(3),
    kind: stepKindSchema,
    /** Paraphrased from the cited sources; never copied prose. */
    text: z.string().min(10),
    criteria: criteriaSchema.optional(),
    drugs: z.array(protocolDrugSchema).default([]),
    /** Decision steps only: the possible answers. */
    branches: z.array(branchSchema).optional(),
    /** Non-decision steps: the step that follows; absent means the pathway ends here. */
    next: kebabId.optional(),
    /** Sources for this step's thresholds and doses when they differ from the protocol's. */
    sources: sourcesSchema.optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.kind === 'decision') {
      if (!s.branches || s.branches.length < 2) {
        ctx.addIssue({ code: 'custom', message: 'a decision step needs at least two branches' });
      }
      if (s.next !== undefined) {
        ctx.addIssue({ code: 'custom', message: 'a decision step continues through branches' });
      }
    } else if (s.branches !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'only decision steps have branches' });
    }
    const targets = [...(s.branches ?? []).map((b) => b.to), ...(s.next ? [s.next] : [])];
    if (targets.includes(s.id)) {
      ctx.addIssue({ code: 'custom', message: `step ${s.id} leads to itself` });
    }
  });
export type ProtocolStep = z.infer<typeof protocolStepSchema>;

export const appliesToSchema = z
  .object({
    cancers: z.array(cancerSchema).default([]),
    /** Regimen ids from `src/knowledge/regimens`. */
    regimens: z.array(kebabId).default([]),
    /** Roster drug ids from `src/knowledge/drugs`. */
    drugs: z.array(kebabId).default([]),
    /** Classes and settings that ids cannot express, e.g. 'anti-CD20 monoclonal antibodies'. */
    contexts: z.array(z.string().min(3)).default([]),
  })
  .strict();

export const protocolSchema = z
  .object({
    id: kebabId,
    name: z.string().min(3),
    category: protocolCategorySchema,
    summary: z.string().min(20),
    appliesTo: appliesToSchema,
    /** The first step is the entry point. */
    steps: z.array(protocolStepSchema).min(2),
    notes: z.array(z.string().min(3)).default([]),
    /** Guidelines (with PMIDs) and FDA label sections behind the protocol. */
    sources: sourcesSchema,
  })
  .strict()
  .superRefine((p, ctx) => {
    const ids = p.steps.map((s) => s.id);
    const dupes = ids.filter((x, i) => ids.indexOf(x) !== i);
    if (dupes.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['steps'], message: `duplicate step ids: ${dupes}` });
    }
    for (const ref of danglingStepReferences(p)) {
      ctx.addIssue({
        code: 'custom',
        path: ['steps'],
        message: `step ${ref.from} leads to missing step ${ref.to}`,
      });
    }
    const unreachable = unreachableSteps(p);
    if (unreachable.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['steps'],
        message: `steps not reachable from ${ids[0]}: ${unreachable.join(', ')}`,
      });
    }
  });
export type Protocol = z.infer<typeof protocolSchema>;
export type ProtocolInput = z.input<typeof protocolSchema>;

type StepLinks = Pick<ProtocolStep, 'id' | 'next'> & { branches?: readonly { to: string }[] };

/** Ids a step leads to, branches first, in order. */
export function stepTargets(step: StepLinks): string[] {
  return [...(step.branches ?? []).map((b) => b.to), ...(step.next ? [step.next] : [])];
}

/** Every `next` or branch target that names no step of the protocol. */
export function danglingStepReferences(p: {
  steps: readonly StepLinks[];
}): { from: string; to: string }[] {
  const ids = new Set(p.steps.map((s) => s.id));
  return p.steps.flatMap((s) =>
    stepTargets(s)
      .filter((to) => !ids.has(to))
      .map((to) => ({ from: s.id, to })),
  );
}

/** Steps that cannot be reached from the first step by following `next` and branches. */
export function unreachableSteps(p: { steps: readonly StepLinks[] }): string[] {
  const first = p.steps[0];
  if (!first) return [];
  const byId = new Map(p.steps.map((s) => [s.id, s]));
  const seen = new Set<string>([first.id]);
  const queue = [first.id];
  while (queue.length > 0) {
    const id = queue.shift();
    const step = id === undefined ? undefined : byId.get(id);
    if (!step) continue;
    for (const to of stepTargets(step)) {
      if (!seen.has(to) && byId.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return p.steps.map((s) => s.id).filter((id) => !seen.has(id));
}

/** Every roster drug id a protocol names, in `appliesTo` or in its steps, without repeats. */
export function protocolDrugIds(p: {
  appliesTo: { drugs?: readonly string[] };
  steps: readonly { drugs?: readonly { drugId: string }[] }[];
}): string[] {
  const ids = [
    ...(p.appliesTo.drugs ?? []),
    ...p.steps.flatMap((s) => (s.drugs ?? []).map((d) => d.drugId)),
  ];
  return [...new Set(ids)];
}
