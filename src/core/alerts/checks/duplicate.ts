import type { DuplicateExemption } from '../../knowledge/alert-rule';
import type { Drug } from '../../knowledge/drug';
import type { Source } from '../../knowledge/source';
import type { DueDrug, PatientContext } from '../context';
import { makeFinding, type Collector } from '../result';
import type { AlertSeverity } from '../types';

/** An order's free text says the dose is given as needed (a breakthrough dose). */
const AS_NEEDED = /\b(prn|p\.r\.n|as needed|as required|when needed|if needed|breakthrough)\b/i;
/** A heparin order that keeps a catheter open rather than anticoagulating the patient. */
const FLUSH = /\b(flush|lock|catheter patency)\b/i;

function orderText(due: DueDrug | undefined): string[] {
  return (due?.orders ?? []).map((o) => [o.dosage, o.frequency].filter(Boolean).join(' '));
}

function conditionHolds(
  when: DuplicateExemption['when'],
  ctx: PatientContext,
  a: Drug,
  b: Drug,
): boolean {
  switch (when) {
    case 'always':
      return true;
    case 'one-as-needed':
      return [a, b].some((d) => orderText(ctx.byId.get(d.id)).some((t) => AS_NEEDED.test(t)));
    case 'heparin-flush':
      return [a, b].some(
        (d) =>
          d.classTags.includes('heparin') &&
          orderText(ctx.byId.get(d.id)).some((t) => FLUSH.test(t)),
      );
  }
}

function pairMatches(pair: DuplicateExemption['pair'], a: Drug, b: Drug): boolean {
  if (!pair) return true;
  const [x, y] = pair;
  return (x.includes(a.id) && y.includes(b.id)) || (x.includes(b.id) && y.includes(a.id));
}

/**
 * The cited exemption that makes two members of a class a standard combination (dexamethasone
 * with prednisone, basal plus breakthrough opioid, heparin flush with warfarin...), or null.
 */
export function duplicateExemptionFor(
  ctx: PatientContext,
  a: Drug,
  b: Drug,
  classId: string,
): { record: DuplicateExemption } | null {
  for (const record of ctx.kb.rules.duplicateExemptions) {
    if (!record.classIds.includes(classId)) continue;
    if (!pairMatches(record.pair, a, b)) continue;
    if (!conditionHolds(record.when, ctx, a, b)) continue;
    return { record };
  }
  return null;
}

interface Group {
  classId: string;
  name: string;
  severity: AlertSeverity;
  text: string;
  management: string;
  sources: Source[];
  drugs: Map<string, Drug>;
  notes: string[];
}

function describeDue(ctx: PatientContext, drug: Drug): string {
  const due = ctx.byId.get(drug.id);
  const texts = orderText(due).filter((t) => t.length > 0);
  const parts = [...texts];
  if (due?.planned) parts.push('planned regimen');
  return parts.length > 0 ? `${drug.name} (${parts.join('; ')})` : drug.name;
}

/**
 * The same therapeutic class twice among the drugs due. Curated classes (anticoagulants,
 * serotonergic antidepressants, opioids, corticosteroids) carry their own severity and cited
 * exemptions; any other shared class tag is a medium duplicate, as the interaction engine rates it.
 */
export function duplicateAlerts(ctx: PatientContext, out: Collector): void {
  const groups = new Map<string, Group>();
  const drugs = ctx.drugs.map((d) => d.drug);
  for (let i = 0; i < drugs.length; i++) {
    for (let j = i + 1; j < drugs.length; j++) {
      const a = drugs[i] as Drug;
      const b = drugs[j] as Drug;
      const curated = ctx.kb.duplicateClasses.filter(
        (c) => c.memberIds.has(a.id) && c.memberIds.has(b.id),
      );
      const candidates: Array<Omit<Group, 'drugs' | 'notes'>> = curated.map((c) => ({
        classId: c.record.id,
        name: c.record.name,
        severity: c.record.severity,
        text: c.record.text,
        management: c.record.management,
        sources: c.record.sources,
      }));
      if (candidates.length === 0) {
        const shared = a.classTags.filter((t) => b.classTags.includes(t)).sort();
        const mechanism = ctx.kb.mechanisms(a, b).find((m) => m.rule === 'duplicate-therapy');
        if (shared.length === 0 || !mechanism) continue;
        candidates.push({
          classId: shared[0] as string,
          name: a.drugClass === b.drugClass ? a.drugClass : shared.join(', '),
          severity: 'medium',
          text: mechanism.effect,
          management: mechanism.management,
          sources: mechanism.sources,
        });
      }
      for (const c of candidates) {
        const exemption = duplicateExemptionFor(ctx, a, b, c.classId);
        if (exemption?.record.outcome === 'silent') {
          out.note({
            kind: 'duplicate-exempt',
            text: `${a.name} with ${b.name}: ${exemption.record.text}`,
            drugNames: [a.name, b.name],
          });
          continue;
        }
        const groupKey = exemption ? `${c.classId}:${exemption.record.id}` : c.classId;
        let group = groups.get(groupKey);
        if (!group) {
          group = exemption
            ? {
                ...c,
                classId: `${c.classId}:${exemption.record.id}`,
                severity: 'low',
                management: exemption.record.text,
                sources: [...exemption.record.sources, ...c.sources],
                drugs: new Map(),
                notes: [`A recognised combination: ${exemption.record.text}`],
              }
            : { ...c, drugs: new Map(), notes: [] };
          groups.set(groupKey, group);
        }
        group.drugs.set(a.id, a);
        group.drugs.set(b.id, b);
      }
    }
  }
  for (const group of groups.values()) {
    const members = [...group.drugs.values()].sort((x, y) => (x.name < y.name ? -1 : 1));
    out.alert(
      makeFinding({
        kind: 'duplicate',
        ruleId: group.classId,
        severity: group.severity,
        title: `Duplicate therapy: ${members.length} ${group.name.toLowerCase()} together`,
        drugs: members,
        rationale: [
          `Due together: ${members.map((d) => describeDue(ctx, d)).join(', ')}.`,
          `Same class: ${group.name}.`,
          group.text,
          ...group.notes,
        ],
        management: group.management,
        sources: group.sources,
      }),
    );
  }
}
