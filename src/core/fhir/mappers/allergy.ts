import { allergySchema, type AllergyInput } from '../../patients';
import { SYSTEM } from '../codes';
import { codingsOf, conceptLabel, readConcept } from '../json';
import type { ImportContext } from './context';
import { fhirDate } from './dates';
import type { Entry } from './entries';
import { drugName } from './medication';

/* AllergyIntolerance → allergies (drug by RxNorm or name, a drug class by the knowledge base's terms). */

export function readAllergy(ctx: ImportContext, e: Entry): void {
  const n = e.node;
  const verification = readConcept(n.get('verificationStatus')).codings.find(
    (c) => c.system === SYSTEM.allergyVerification,
  )?.code;
  if (verification === 'refuted') return ctx.skip(e, 'verification status refuted');
  const clinical = readConcept(n.get('clinicalStatus')).codings.find(
    (c) => c.system === SYSTEM.allergyClinical,
  )?.code;
  if (clinical === 'inactive' || clinical === 'resolved')
    return ctx.skip(e, `clinical status ${clinical}`);
  const code = readConcept(n.get('code'));
  if (!conceptLabel(code)) return ctx.skip(e, 'no allergen code or text');
  if (!ctx.room(e, 'allergies')) return;
  const rx = codingsOf(code, SYSTEM.rxnorm);
  const category = n.get('category').first().text();
  const notes: string[] = [];
  let allergen: string;
  let resolvedDrug = false;
  // A drug class named in text (the product's own export writes "Sulfonamide antibiotics") is
  // a known allergen, not an unresolved drug.
  const drugClass =
    rx.length === 0 ? (ctx.options.allergyClass?.(conceptLabel(code)!) ?? null) : null;
  if (drugClass) {
    allergen = drugClass;
    resolvedDrug = true;
  } else if (rx.length > 0 || category === 'medication') {
    const drug = drugName(ctx, e, code, 'allergies.allergen');
    allergen = drug!.name;
    if (drug!.conflict) notes.push(drug!.conflict);
    resolvedDrug = drug!.resolved;
  } else {
    allergen = conceptLabel(code)!;
  }
  const allergenType: AllergyInput['allergenType'] =
    category === 'medication' || (category === undefined && (rx.length > 0 || resolvedDrug))
      ? 'drug'
      : category === 'food'
        ? 'food'
        : category === 'environment'
          ? 'environmental'
          : 'other';
  const reactions = n
    .get('reaction')
    .items()
    .filter((r) => r.object());
  const manifestations = reactions.flatMap((r) =>
    r
      .get('manifestation')
      .items()
      .map((m) => conceptLabel(readConcept(m)))
      .filter((x): x is string => !!x),
  );
  const rank = { mild: 1, moderate: 2, severe: 3 } as const;
  let severity: AllergyInput['severity'] | undefined;
  for (const r of reactions) {
    const s = r.get('severity').text();
    if (s === 'mild' || s === 'moderate' || s === 'severe') {
      if (!severity || rank[s] > rank[severity]) severity = s;
    }
  }
  if (!severity) {
    const criticality = n.get('criticality').text();
    if (criticality === 'high') {
      severity = 'severe';
      notes.push('severity taken from criticality high');
    } else {
      severity = 'moderate';
      notes.push('no severity stated: recorded as moderate, review it');
    }
  }
  const reaction = manifestations.join('; ');
  if (reaction.length > 500) notes.push('reaction text longer than 500 characters not kept');
  const reported = fhirDate(n.get('recordedDate').text() ?? n.get('onsetDateTime').text());
  const input: AllergyInput = {
    allergen,
    allergenType,
    severity,
    verified: verification === 'confirmed',
    ...(reaction && reaction.length <= 500 ? { reaction } : {}),
    ...(reported ? { dateReported: reported } : {}),
  };
  if (!ctx.valid(e, allergySchema, input)) return;
  ctx.lists.allergies.push(input);
  ctx.mapped(
    e,
    'allergies',
    `${allergen} (${allergenType}, ${severity})${notes.length ? `; ${notes.join('; ')}` : ''}`,
  );
}
