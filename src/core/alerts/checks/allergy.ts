import type { CrossReactivity } from '../../knowledge/alert-rule';
import type { Drug } from '../../knowledge/drug';
import type { Source } from '../../knowledge/source';
import type { StoredAllergy } from '../../patients/schemas';
import type { PatientContext } from '../context';
import { normaliseName, type IndexedAllergyClass } from '../knowledge';
import { makeFinding, maxSeverity, type Collector } from '../result';
import type { AlertSeverity } from '../types';

/**
 * Reactions that make an allergy severe whatever severity was recorded: anaphylaxis, angioedema
 * and the severe cutaneous adverse reactions (SJS/TEN, DRESS), after which re-exposure is the
 * highest-risk case in the 2022 drug allergy practice parameter.
 */
const SEVERE_REACTION =
  /anaphyla|angio-?oedema|angio-?edema|stevens|johnson|toxic epidermal|\bten\b|\bsjs\b|\bdress\b|drug reaction with eosinophilia/i;

function isSevere(allergy: StoredAllergy): boolean {
  return allergy.severity === 'severe' || SEVERE_REACTION.test(allergy.reaction ?? '');
}

/** Exact re-exposure: severe → critical, moderate → high, mild → medium. */
function exactSeverity(allergy: StoredAllergy): AlertSeverity {
  if (isSevere(allergy)) return 'critical';
  return allergy.severity === 'moderate' ? 'high' : 'medium';
}

/**
 * Cross-sensitivity: where the source documents substantial cross-reactivity (or a label
 * contraindicates the class), one tier below exact re-exposure; where it is low (penicillin to
 * cephalosporin), low, or medium after a severe reaction.
 */
function crossSeverity(allergy: StoredAllergy, level: CrossReactivity): AlertSeverity {
  if (level === 'low') return isSevere(allergy) ? 'medium' : 'low';
  if (isSevere(allergy)) return 'critical';
  return allergy.severity === 'moderate' ? 'high' : 'medium';
}

interface AllergenMatch {
  /** The drug the allergen names, when it names one. */
  drug: Drug | undefined;
  /** Classes the allergen belongs to (through its drug or by name). */
  classes: IndexedAllergyClass[];
}

function matchAllergen(ctx: PatientContext, allergen: string): AllergenMatch {
  const drug = ctx.kb.resolveDrugName(allergen);
  const name = normaliseName(allergen);
  const singular = name.endsWith('s') ? name.slice(0, -1) : name;
  const classes = ctx.kb.allergyClasses.filter(
    (c) =>
      (drug && c.memberIds.has(drug.id)) ||
      c.names.has(name) ||
      c.names.has(singular) ||
      c.names.has(`${name}s`),
  );
  return { drug, classes };
}

function describeAllergy(a: StoredAllergy): string {
  const parts = [`${a.severity}`];
  if (a.reaction) parts.push(a.reaction);
  if (a.dateReported) parts.push(`reported ${a.dateReported}`);
  parts.push(a.verified ? 'verified' : 'not verified');
  return `Recorded allergy: ${a.allergen} (${parts.join(', ')}).`;
}

interface Hit {
  severity: AlertSeverity;
  ruleId: string;
  lines: string[];
  management: string;
  sources: Source[];
}

/**
 * Drug-allergy alerts: the same drug (by generic, brand or synonym), and cross-sensitivity by the
 * cited classes (platinums, taxanes, anthracyclines, beta-lactams, sulfonamide antibiotics...).
 * A drug a class lists as not cross-reactive (furosemide for a sulfonamide-antibiotic allergy) is
 * never alerted; the engine says why in a note.
 */
export function allergyAlerts(ctx: PatientContext, out: Collector): void {
  const drugAllergies = ctx.record.allergies.filter(
    (a) => a.allergenType === 'drug' || a.allergenType === 'other',
  );
  for (const allergy of drugAllergies) {
    const match = matchAllergen(ctx, allergy.allergen);
    if (!match.drug && match.classes.length === 0) {
      if (allergy.allergenType === 'drug') {
        out.limit({
          kind: 'unresolved-allergen',
          text: `The allergy to "${allergy.allergen}" could not be matched to a drug or a cross-sensitivity class, so the medications were not checked against it.`,
        });
      }
      continue;
    }
    for (const { drug } of ctx.drugs) {
      const hit = allergyHit(allergy, match, drug, out);
      if (!hit) continue;
      out.alert(
        makeFinding({
          kind: 'allergy',
          ruleId: hit.ruleId,
          severity: hit.severity,
          title:
            hit.ruleId === 'exact'
              ? `${drug.name}: recorded allergy to ${allergy.allergen}`
              : `${drug.name}: possible cross-sensitivity with ${allergy.allergen} allergy`,
          drugs: [drug],
          rationale: [describeAllergy(allergy), ...hit.lines],
          management: hit.management,
          sources: hit.sources,
        }),
      );
    }
  }
}

function allergyHit(
  allergy: StoredAllergy,
  match: AllergenMatch,
  drug: Drug,
  out: Collector,
): Hit | null {
  if (match.drug?.id === drug.id) {
    return {
      severity: exactSeverity(allergy),
      ruleId: 'exact',
      lines: [`${allergy.allergen} is ${drug.name}: the same drug.`],
      management: `Do not give ${drug.name} unless the allergy has been disproven or an allergist has planned a desensitisation; confirm the reaction history and record the outcome.`,
      sources: drug.sources.filter((s) => s.kind === 'label').slice(0, 1),
    };
  }
  let best: Hit | null = null;
  for (const cls of match.classes) {
    if (cls.notCrossReactive.has(drug.id)) {
      out.note({
        kind: 'allergy-not-cross-reactive',
        text: `${drug.name} with a recorded ${allergy.allergen} allergy: ${cls.notCrossReactive.get(drug.id)}`,
        drugNames: [drug.name],
      });
      continue;
    }
    if (cls.memberIds.has(drug.id)) {
      const level = cls.record.withinClass.level;
      const hit: Hit = {
        severity: crossSeverity(allergy, level),
        ruleId: `class:${cls.record.id}`,
        lines: [
          `${allergy.allergen} and ${drug.name} are both ${cls.record.name.toLowerCase()}.`,
          cls.record.withinClass.text,
        ],
        management:
          level === 'low'
            ? `Cross-reactivity is low: ${drug.name} may be given with monitoring after a non-severe reaction; after a severe one, involve an allergist first.`
            : `Avoid ${drug.name} unless an allergist has assessed the reaction (skin testing, graded challenge or desensitisation); if it must be given, premedicate and give it where anaphylaxis can be treated.`,
        sources: cls.record.sources,
      };
      best = !best || maxSeverity(best.severity, hit.severity) === hit.severity ? hit : best;
    }
    for (const link of cls.linked) {
      if (!link.to.memberIds.has(drug.id)) continue;
      const hit: Hit = {
        severity: crossSeverity(allergy, link.record.level),
        ruleId: `link:${link.record.id}`,
        lines: [
          `${allergy.allergen} is one of the ${cls.record.name.toLowerCase()}; ${drug.name} is one of the ${link.to.record.name.toLowerCase()}.`,
          link.record.text,
        ],
        management: link.record.management,
        sources: link.record.sources,
      };
      best = !best || maxSeverity(best.severity, hit.severity) === hit.severity ? hit : best;
    }
  }
  return best;
}
