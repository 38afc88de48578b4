import type { PgxAction, PgxStrength } from '../../knowledge/pgx';
import type { Drug } from '../../knowledge/drug';
import {
  cyp2d6Alternatives,
  type PgxGeneResult,
  type PgxGenotypeInput,
  type PgxRecommendation,
} from '../../pgx';
import { cyp2d6InhibitionSchema } from '../../knowledge/pgx';
import type { PatientContext } from '../context';
import { makeFinding, maxSeverity, type Collector } from '../result';
import type { AlertSeverity } from '../types';

/**
 * The one PGx tier table (issue 25). A strong "avoid" is critical (DPYD poor metabolizer and
 * fluoropyrimidines, HLA-B*58:01 and allopurinol); any other "avoid" is high. A dose reduction or
 * alternative is high when CPIC grades it strong or moderate, or when it is a label statement
 * (`not-graded`: the label tells the prescriber to lower the starting dose, e.g. irinotecan in
 * UGT1A1 poor metabolizers); CPIC "optional" or "no recommendation" advice is medium. "monitor" is
 * low; "standard" raises nothing.
 */
export function pgxSeverity(action: PgxAction, strength: PgxStrength): AlertSeverity | null {
  const graded = strength === 'strong' || strength === 'moderate' || strength === 'not-graded';
  switch (action) {
    case 'standard':
    case 'indeterminate':
      return null;
    case 'avoid':
      return strength === 'strong' ? 'critical' : 'high';
    case 'reduce':
    case 'alternative':
      return graded ? 'high' : 'medium';
    case 'increase':
      return 'medium';
    case 'monitor':
      return 'low';
  }
}

function geneKey(g: PgxGeneResult): string {
  return g.allele ? `${g.gene}${g.allele}` : g.gene;
}

function describeGene(g: PgxGeneResult): string {
  if (g.allele) return `${geneKey(g)} ${g.phenotype}`;
  const steps = [`${geneKey(g)} ${g.diplotype ?? 'reported phenotype'}`];
  if (g.phenoconverted) {
    const p = g.phenoconverted;
    if (p.fromActivityScore !== null) steps.push(`activity score ${p.fromActivityScore}`);
    steps.push(p.from);
    steps.push(`${p.cause}: phenoconversion`);
    if (p.toActivityScore !== null) steps.push(`activity score ${p.toActivityScore}`);
    steps.push(p.to);
  } else {
    if (g.activityScoreText) steps.push(`activity score ${g.activityScoreText}`);
    steps.push(g.phenotype);
  }
  return steps.join(' → ');
}

const DAY_MS = 86_400_000;
/** CPIC's "experienced" populations: the drug taken for more than three months. */
const EXPERIENCED_AFTER_DAYS = 90;

/** Whether the patient can belong to a recommendation's CPIC population, from age and order dates. */
function populationApplies(ctx: PatientContext, rec: PgxRecommendation): boolean {
  const age = ctx.record.ageYears;
  if (rec.population === 'adults') return age === null || age >= 18;
  if (rec.population === 'pediatrics') return age === null || age < 18;
  const naive = /naive/i.test(rec.population);
  const experienced = />\s*3\s*mos|experienced/i.test(rec.population);
  if (!naive && !experienced) return true;
  const due = ctx.byId.get(rec.drug.id);
  const starts = (due?.orders ?? [])
    .map((o) => (o.startDate ? Date.parse(`${o.startDate}T00:00:00Z`) : NaN))
    .filter((t) => !Number.isNaN(t));
  if (starts.length === 0) return true;
  const days = (ctx.now - Math.min(...starts)) / DAY_MS;
  return experienced ? days > EXPERIENCED_AFTER_DAYS : days <= EXPERIENCED_AFTER_DAYS;
}

/**
 * Germline results only: a tumour's somatic finding says nothing about how the patient metabolises
 * a drug (a somatic DPYD variant is not a DPYD genotype), and a pertinent negative is no genotype.
 */
function genotypes(ctx: PatientContext): PgxGenotypeInput[] {
  const germline = ctx.record.genetics.filter(
    (g) => g.origin !== 'somatic' && g.status !== 'not-detected' && (g.diplotype || g.phenotype),
  );
  return germline.map((g) => ({
    gene: g.gene,
    ...(g.diplotype ? { diplotype: g.diplotype } : {}),
    ...(g.phenotype ? { phenotype: g.phenotype } : {}),
  }));
}

/**
 * Drug-gene alerts from the patient's genotypes or reported phenotypes, through the CPIC engine,
 * with CYP2D6 phenoconversion by the inhibitors among the drugs due. A gene with guidance but no
 * result, and a result that cannot be interpreted, are limitations: an unknown genotype is never
 * read as normal.
 */
export function pgxAlerts(ctx: PatientContext, out: Collector): void {
  const drugIds = ctx.drugs.map((d) => d.drug.id).filter((id) => ctx.kb.pgxDrugIds.has(id));
  if (drugIds.length === 0) return;
  const medications = ctx.drugs.flatMap(({ drug }) => {
    const inhibition = cyp2d6InhibitionSchema.safeParse(drug.pathways.CYP2D6?.inhibitor);
    return inhibition.success
      ? [
          {
            id: drug.id,
            name: drug.name,
            cyp2d6Inhibition: inhibition.data,
            alternatives: cyp2d6Alternatives(drug, ctx.kb.drugsById.values()),
          },
        ]
      : [];
  });
  const evaluation = ctx.kb.pgx.evaluatePgx(
    { genotypes: genotypes(ctx), drugIds, medications },
    (id) => ctx.kb.drugsById.get(id),
  );

  for (const e of evaluation.errors) {
    if (e.message.startsWith('Unknown or unsupported gene')) {
      out.limit({
        kind: 'pgx-gene-not-interpreted',
        text: `${e.gene} is not a gene the pharmacogenomic engine interprets, so it was not used.`,
      });
      continue;
    }
    const message = e.message.startsWith(e.gene) ? e.message : `${e.gene}: ${e.message}`;
    out.limit({
      kind: 'pgx-result-unreadable',
      text: `${message}. Drugs guided by it were not checked against it, and it was not read as normal.`,
    });
  }
  for (const u of evaluation.untested) {
    out.limit({
      kind: 'pgx-untested',
      text: `No ${u.genes.join(' or ')} result is on record, so ${u.drug.name} was not checked against it; an untested genotype is unknown, not normal.`,
      drugNames: [u.drug.name],
    });
  }

  // One alert per drug: CPIC splits some drugs by population (clopidogrel by indication,
  // voriconazole by age, phenytoin and carbamazepine by prior use); the populations the record can
  // rule out are dropped, the others are listed together.
  const byDrug = new Map<string, PgxRecommendation[]>();
  for (const rec of evaluation.recommendations) {
    if (!populationApplies(ctx, rec)) continue;
    const list = byDrug.get(rec.drug.id) ?? [];
    list.push(rec);
    byDrug.set(rec.drug.id, list);
  }
  const genes = new Map(evaluation.genes.map((g) => [geneKey(g), g]));

  for (const recs of byDrug.values()) {
    const first = recs[0] as PgxRecommendation;
    const ruleId = [...new Set(recs.map((r) => r.ruleId))].sort().join(',');
    const populations = new Set(recs.map((r) => r.population)).size > 1;
    const drug = ctx.kb.drugsById.get(first.drug.id);
    if (!drug) continue;
    const ruleGenes = first.genes
      .map((g) => genes.get(g.gene))
      .filter((g): g is PgxGeneResult => !!g);
    if (recs.every((r) => r.action === 'indeterminate')) {
      out.limit({
        kind: 'pgx-indeterminate',
        text: `${first.gene} result gives an indeterminate phenotype, so ${drug.name} could not be dosed by genotype; it was not read as normal.`,
        drugNames: [drug.name],
      });
      continue;
    }
    let severity: AlertSeverity | null = null;
    for (const r of recs) {
      const s = pgxSeverity(r.action, r.strength);
      if (s) severity = severity ? maxSeverity(severity, s) : s;
    }
    if (!severity) continue;

    const phenoconverted = ruleGenes.filter((g) => g.phenoconverted);
    const inhibitors = phenoconverted
      .flatMap((g) => g.phenoconverted?.inhibitors ?? [])
      .map((i) => ctx.kb.drugsById.get(i.id))
      .filter((d): d is Drug => !!d);
    const advice = recs.map((r) => {
      const prefix = [populations ? (r.populationLabel ?? r.population) : null, r.condition]
        .filter(Boolean)
        .join(', ');
      return prefix ? `${prefix}: ${r.recommendation}` : r.recommendation;
    });
    // The engine's advice to replace the inhibitor; first where the cancer drug is the one to keep.
    const inhibitorAdvice = recs.find((r) => r.inhibitorAdvice)?.inhibitorAdvice;
    const management = !inhibitorAdvice
      ? advice
      : inhibitorAdvice.first
        ? [inhibitorAdvice.text, ...advice]
        : [...advice, inhibitorAdvice.text];
    out.alert(
      makeFinding({
        kind: 'pgx',
        ruleId: `${ruleId}${inhibitors.length > 0 ? ':phenoconverted' : ''}`,
        severity,
        title: `${drug.name}: ${first.phenotype} (${first.gene})`,
        drugs: [drug, ...inhibitors],
        rationale: [
          ...ruleGenes.map(describeGene),
          `${first.guideline.title}: ${[...new Set(recs.map((r) => r.action))].join(' or ')} (${[...new Set(recs.map((r) => r.strength))].join('/')})`,
          ...recs.flatMap((r) => r.notes),
        ],
        management: management.join(' '),
        sources: first.sources,
      }),
    );
  }
}
