import { geneticResultSchema, type GeneticResultInput } from '../../patients';
import { LOINC, SYSTEM } from '../codes';
import { implicationText, readVariantObservation } from '../genomics';
import { conceptLabel, hasCode, readConcept, type Node } from '../json';
import type { ImportContext } from './context';
import { fhirDate } from './dates';
import type { Entry } from './entries';

/*
 * Observation, genomics → genetics: a PGx genotype (diplotype), a Genomics Reporting variant
 * (../genomics.ts reads it), and a therapeutic implication joined to the result it derives from.
 */

export const GENE = /^[A-Z0-9-]{2,15}$/;

export function geneOf(ctx: ImportContext, n: Node, valueLabel: string | null): string | null {
  const comp = n
    .get('component')
    .items()
    .find((c) => hasCode(readConcept(c.get('code')), SYSTEM.loinc, LOINC.geneStudied));
  if (comp) {
    const concept = readConcept(comp.get('valueCodeableConcept'));
    const candidates = [
      concept.text,
      ...concept.codings.map((c) => c.display),
      ...concept.codings.map((c) => c.code),
    ];
    const gene = candidates.map((c) => c?.trim().toUpperCase()).find((c) => c && GENE.test(c));
    if (gene) return gene;
  }
  const first = valueLabel?.split(/\s+/)[0]?.toUpperCase();
  return first && GENE.test(first) && valueLabel!.trim().includes(' ') ? first : null;
}

export function addGenetic(
  ctx: ImportContext,
  e: Entry,
  item: GeneticResultInput,
  summary: string,
): void {
  if (!ctx.room(e, 'genetics')) return;
  ctx.lists.genetics.push(item);
  ctx.geneticItems.set(e.index, item);
  ctx.geneticEntries.set(item, [e.index]);
  ctx.mapped(e, 'genetics', summary);
}

export function geneticCommon(
  ctx: ImportContext,
  n: Node,
): Pick<GeneticResultInput, 'testDate' | 'laboratory'> {
  const testDate = fhirDate(
    n.get('effectiveDateTime').text() ??
      n.get('effectivePeriod').get('start').text() ??
      n.get('issued').text(),
  );
  const lab = n
    .get('performer')
    .items()
    .map((p) => p.get('display').text())
    .find(Boolean);
  return {
    ...(testDate ? { testDate } : {}),
    ...(lab && lab.length <= 200 ? { laboratory: lab } : {}),
  };
}

export function readGenotype(ctx: ImportContext, e: Entry): void {
  const n = e.node;
  const label =
    conceptLabel(readConcept(n.get('valueCodeableConcept'))) ?? n.get('valueString').text() ?? null;
  const gene = geneOf(ctx, n, label);
  if (!gene) return ctx.skip(e, 'a genotype that names no gene (component 48018-6)');
  if (!label) return ctx.skip(e, 'a genotype without a value');
  const diplotype = label.toUpperCase().startsWith(`${gene} `)
    ? label.slice(gene.length + 1).trim()
    : label;
  addGenetic(ctx, e, { gene, diplotype, ...geneticCommon(ctx, n) }, `${gene} ${diplotype}`);
}

export function readVariant(ctx: ImportContext, e: Entry): void {
  const r = readVariantObservation(e.node, geneticCommon(ctx, e.node));
  if (!r.ok) return ctx.skip(e, r.reason);
  addGenetic(ctx, e, r.item, r.summary);
}

export function readImplication(ctx: ImportContext, e: Entry): void {
  const n = e.node;
  // Either component code (STU3+ and the predicted form mCODE's examples use), with the drug.
  const implication = implicationText(n);
  const phenotype =
    implication && implication.length > 100 ? implication.slice(0, 100) : implication;
  if (!phenotype) return ctx.skip(e, 'a therapeutic implication without its implication component');
  let target: GeneticResultInput | undefined;
  for (const d of n.get('derivedFrom').items()) {
    const source = ctx.refs.resolve(d.get('reference').text());
    if (source && ctx.geneticItems.has(source.index)) target = ctx.geneticItems.get(source.index);
  }
  const gene = target?.gene ?? geneOf(ctx, n, null);
  if (!gene)
    return ctx.skip(e, 'a therapeutic implication whose genotype or gene is not in the bundle');
  target ??= ctx.lists.genetics.find((g) => g.gene === gene && !g.phenotype);
  if (target && !target.phenotype) {
    target.phenotype = phenotype;
    ctx.geneticEntries.get(target)?.push(e.index);
    ctx.mapped(e, 'genetics', `${gene} phenotype ${phenotype}`);
  } else {
    addGenetic(
      ctx,
      e,
      { gene, phenotype, ...geneticCommon(ctx, n) },
      `${gene} phenotype ${phenotype}`,
    );
  }
}

export function finishGenetics(ctx: ImportContext): void {
  ctx.lists.genetics = ctx.lists.genetics.filter((g) => {
    const r = geneticResultSchema.safeParse(g);
    if (r.success) return true;
    for (const index of ctx.geneticEntries.get(g) ?? []) {
      const e = ctx.entries.find((x) => x.index === index)!;
      ctx.report.mapped = ctx.report.mapped.filter((m) => m.entry !== index);
      ctx.skip(e, `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`);
    }
    return false;
  });
}
