import type { AlertFinding } from '../alerts/types';
import type { Drug } from '../knowledge/drug';
import { cyp2d6InhibitionSchema, type PgxStrength } from '../knowledge/pgx';
import type { PgxEvaluation, PgxGeneResult, PgxRecommendation } from '../pgx';
import { substitutionFor } from './interaction';
import {
  doseChange,
  formatScore,
  lowerName,
  percentOf,
  resolvedOf,
  sourcesOf,
  stopChange,
  type Draft,
  type EngineContext,
} from './context';
import type { EvidenceGrade } from './types';

/**
 * Pharmacogenomic recommendations: the CPIC (or label) row the alert engine applied, read again
 * from the PGx engine so that its action, dose factor or range, strength and sources are the
 * record's own. The alert key names the rule ids, so the populations the alert check ruled out
 * stay out here too.
 */

/** CPIC's grading on the shared evidence scale (types.ts). */
export function pgxEvidence(
  strength: PgxStrength,
  guideline: string,
): {
  grade: EvidenceGrade;
  label: string;
} {
  switch (strength) {
    case 'strong':
      return { grade: 'strong', label: `${guideline}: strong recommendation` };
    case 'moderate':
      return { grade: 'moderate', label: `${guideline}: moderate recommendation` };
    case 'optional':
      return { grade: 'limited', label: `${guideline}: optional recommendation` };
    case 'not-graded':
      return { grade: 'moderate', label: `${guideline}: not graded by CPIC` };
    case 'no-recommendation':
      return { grade: 'limited', label: `${guideline}: no recommendation` };
  }
}

function genotypeInput(ctx: EngineContext) {
  return ctx.record.genetics.map((g) => ({
    gene: g.gene,
    ...(g.diplotype ? { diplotype: g.diplotype } : {}),
    ...(g.phenotype ? { phenotype: g.phenotype } : {}),
  }));
}

/** The PGx engine over the patient's results, with or without CYP2D6 phenoconversion. */
export function evaluatePatientPgx(
  ctx: EngineContext,
  drugIds: readonly string[],
  withInhibitors: boolean,
): PgxEvaluation {
  const medications = withInhibitors
    ? ctx.patient.drugs.flatMap(({ drug }) => {
        const inhibition = cyp2d6InhibitionSchema.safeParse(drug.pathways.CYP2D6?.inhibitor);
        return inhibition.success
          ? [{ id: drug.id, name: drug.name, cyp2d6Inhibition: inhibition.data }]
          : [];
      })
    : [];
  return ctx.kb.pgx.evaluatePgx(
    { genotypes: genotypeInput(ctx), drugIds: [...drugIds], medications },
    (id) => ctx.kb.drugsById.get(id),
  );
}

/** "DPYD intermediate metabolizer, activity score 1" (with the phenoconversion when there is one). */
export function describeGenes(rec: PgxRecommendation, genes: readonly PgxGeneResult[]): string {
  return rec.genes
    .filter((g) => g.phenotype !== 'no result')
    .map((g) => {
      const result = genes.find((r) => (r.allele ? `${r.gene}${r.allele}` : r.gene) === g.gene);
      const converted = result?.phenoconverted;
      const score =
        g.activityScore !== null ? `, activity score ${formatScore(g.activityScore)}` : '';
      const by = converted
        ? ` by phenoconversion (${converted.inhibitors.map((i) => lowerName(i.name)).join(', ')})`
        : '';
      return `${g.gene} ${g.phenotype}${by}${score}`;
    })
    .join(', ');
}

/** The genotype steps: "DPYD *1/*2A → activity score 1 → intermediate metabolizer". */
function geneSteps(ctx: EngineContext, rec: PgxRecommendation, genes: readonly PgxGeneResult[]) {
  const steps: string[] = [];
  for (const g of rec.genes) {
    if (g.phenotype === 'no result') continue;
    const result = genes.find((r) => (r.allele ? `${r.gene}${r.allele}` : r.gene) === g.gene);
    if (!result) continue;
    const stored = ctx.record.genetics.find(
      (s) => s.gene.trim().toUpperCase() === result.gene.toUpperCase(),
    );
    const reported = stored?.diplotype ?? stored?.phenotype ?? null;
    const parts = [
      `${g.gene} result on record: ${reported ?? result.diplotype ?? 'reported phenotype'}`,
    ];
    if (result.diplotype && result.diplotype !== reported)
      parts.push(`read as ${result.diplotype}`);
    const p = result.phenoconverted;
    if (p) {
      if (p.fromActivityScore !== null)
        parts.push(`activity score ${formatScore(p.fromActivityScore)}`);
      parts.push(p.from);
      parts.push(`${p.cause}: phenoconversion (${p.method})`);
      if (p.toActivityScore !== null)
        parts.push(`activity score ${formatScore(p.toActivityScore)}`);
      parts.push(p.to);
    } else {
      if (result.activityScore !== null)
        parts.push(`activity score ${formatScore(result.activityScore)}`);
      parts.push(result.phenotype);
    }
    steps.push(parts.join(' → '));
  }
  return steps;
}

function doseText(rec: PgxRecommendation): string | null {
  if (rec.doseFactor !== null) return `${percentOf(rec.doseFactor)}% of the standard dose`;
  if (rec.doseRange) {
    return `${percentOf(rec.doseRange.min)}–${percentOf(rec.doseRange.max)}% of the standard dose`;
  }
  return null;
}

function actionFor(
  rec: PgxRecommendation,
  drug: Drug,
  why: string,
): { type: Draft['type']; text: string } {
  const name = lowerName(drug.name);
  const dose = doseText(rec);
  switch (rec.action) {
    case 'reduce':
      return {
        type: 'dose-reduction',
        text: dose
          ? `Reduce ${name} to ${dose} (${why})`
          : `Reduce the ${name} dose as the guideline directs (${why})`,
      };
    case 'increase':
      return {
        type: 'dose-increase',
        text: dose
          ? `Increase ${name} to ${dose} (${why})`
          : `Increase the ${name} dose as the guideline directs (${why})`,
      };
    case 'avoid':
      return { type: 'avoid', text: `Avoid ${name} (${why})` };
    case 'alternative':
      return { type: 'alternative-therapy', text: `Choose an alternative to ${name} (${why})` };
    case 'monitor':
      return {
        type: 'monitor',
        text: `Dose ${name} by the guideline's genotype-guided method (${why})`,
      };
    case 'standard':
    case 'indeterminate':
      return { type: 'review', text: `Review ${name} (${why})` };
  }
}

/** One recommendation per CPIC row the pgx alert applied, and one to change a phenoconverting drug. */
export function pgxRecommendations(
  ctx: EngineContext,
  alert: AlertFinding,
  ruleId: string,
): Draft[] {
  const phenoconverted = ruleId.endsWith(':phenoconverted');
  const ruleIds = new Set(ruleId.replace(/:phenoconverted$/, '').split(','));
  const drugId = alert.drugIds.find((id) => ctx.kb.pgxDrugIds.has(id) && ctx.kb.drugsById.has(id));
  const drug = drugId ? ctx.kb.drugsById.get(drugId) : undefined;
  if (!drug) return [];
  const evaluation = evaluatePatientPgx(ctx, [drug.id], true);
  const recs = evaluation.recommendations.filter(
    (r) => ruleIds.has(r.ruleId) && r.drug.id === drug.id,
  );
  if (recs.length === 0) return [];
  const populations = new Set(recs.map((r) => r.population)).size > 1;
  const onList = ctx.patient.byId.get(drug.id);
  const dueLine = onList?.orders.length
    ? `${drug.name} is on the active medication list.`
    : `${drug.name} is in the planned regimen.`;
  const out: Draft[] = [];
  for (const rec of recs) {
    if (rec.action === 'standard' || rec.action === 'indeterminate') continue;
    const why = describeGenes(rec, evaluation.genes);
    const { type, text } = actionFor(rec, drug, why);
    const population = populations ? (rec.populationLabel ?? rec.population) : null;
    const doseNote = rec.doseNote ? ` Dose note: ${rec.doseNote}.` : '';
    const graded = rec.strength === 'not-graded' ? 'not graded' : rec.strength;
    out.push({
      id: `${type}:${drug.id}:pgx:${rec.ruleId}${populations ? `:${rec.population}` : ''}${phenoconverted ? ':phenoconverted' : ''}`,
      type,
      action: population ? `${population}: ${text}` : text,
      detail: `${rec.recommendation}${doseNote}`,
      severity: alert.severity,
      evidence: pgxEvidence(rec.strength, rec.guideline.title),
      reasoning: [
        ...geneSteps(ctx, rec, evaluation.genes),
        dueLine,
        `${rec.guideline.title} (${rec.guideline.version}): ${rec.phenotype}${rec.condition ? `, ${rec.condition}` : ''} → ${rec.action}${doseText(rec) ? `, ${doseText(rec)}` : ''} (${graded}).`,
        ...rec.notes,
      ],
      sources: sourcesOf(rec.sources),
      resolves: [resolvedOf(alert)],
      drugIds: [drug.id],
      drugs: [drug.name],
      alternatives: [],
      change:
        rec.action === 'reduce' || rec.action === 'increase'
          ? doseChange(
              ctx,
              drug,
              rec.doseFactor !== null ? percentOf(rec.doseFactor) : null,
              rec.doseRange
                ? { min: percentOf(rec.doseRange.min), max: percentOf(rec.doseRange.max) }
                : null,
            )
          : rec.action === 'avoid'
            ? stopChange(ctx, drug)
            : null,
    });
  }
  if (phenoconverted)
    out.push(...phenoconversionRecommendations(ctx, alert, drug, recs, evaluation));
  return out;
}

/**
 * Phenoconversion: the inhibitor is the drug to change (CPIC tamoxifen guideline). Without it,
 * the genotype's own phenotype applies; that is worked out by the engine without the inhibitors
 * and shown, so the reasoning says what changing the inhibitor would restore.
 */
function phenoconversionRecommendations(
  ctx: EngineContext,
  alert: AlertFinding,
  drug: Drug,
  recs: readonly PgxRecommendation[],
  evaluation: PgxEvaluation,
): Draft[] {
  const inhibitors = alert.drugIds
    .filter((id) => id !== drug.id)
    .map((id) => ctx.kb.drugsById.get(id))
    .filter((d): d is Drug => !!d);
  if (inhibitors.length === 0) return [];
  const plain = evaluatePatientPgx(ctx, [drug.id], false);
  const restored = plain.recommendations.filter((r) => recs.some((x) => x.ruleId === r.ruleId));
  const restoredLine =
    restored.length > 0
      ? `Without ${inhibitors.map((d) => lowerName(d.name)).join(' and ')}: ${restored
          .map(
            (r) =>
              `${describeGenes(r, plain.genes)} → ${r.action}${r.action === 'standard' ? ' dosing' : ''} (${r.guideline.title})`,
          )
          .join('; ')}.`
      : null;
  const conversion = evaluation.genes.find((g) => g.phenoconverted)?.phenoconverted;
  const out: Draft[] = [];
  for (const inhibitor of inhibitors) {
    const sub = substitutionFor(ctx, drug, inhibitor);
    out.push({
      id: `substitute:${inhibitor.id}:${drug.id}`,
      type: 'substitute',
      action:
        sub.action ??
        `Replace ${lowerName(inhibitor.name)} with a drug that does not inhibit CYP2D6, to restore the ${lowerName(drug.name)} genotype phenotype`,
      detail: sub.detail,
      severity: alert.severity,
      evidence: pgxEvidence(recs[0]?.strength ?? 'not-graded', recs[0]?.guideline.title ?? 'CPIC'),
      reasoning: [
        ...(conversion
          ? [
              `${inhibitor.name} is on the medication list: ${conversion.cause}; ${conversion.method}`,
              `CYP2D6 ${conversion.from} → ${conversion.to} while it is taken.`,
            ]
          : []),
        ...(restoredLine ? [restoredLine] : []),
        ...sub.reasoning,
      ],
      sources: sourcesOf([
        ...recs.flatMap((r) => r.sources),
        ...ctx.kb.pgx.knowledge.phenoconversion.sources,
        ...sub.sources,
      ]),
      resolves: [resolvedOf(alert), ...sub.resolves],
      drugIds: [inhibitor.id, drug.id],
      drugs: [inhibitor.name, drug.name],
      alternatives: sub.alternatives,
      change: stopChange(ctx, inhibitor),
    });
  }
  return out;
}
