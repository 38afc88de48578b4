import { findLab } from '../../patients';
import { LOINC, SNOMED_TNM_CATEGORY, SYSTEM, isStageCode } from '../codes';
import { codingsOf, conceptLabel, hasCode, readConcept, type Node } from '../json';
import { readStage, readTnmCategory } from './condition';
import type { ImportContext } from './context';
import { fhirTimestamp, timeOf } from './dates';
import type { Entry } from './entries';
import { readGenotype, readImplication, readVariant } from './genetic-observations';
import { readLabObservation } from './lab';
import { readTumorMarker, tumorMarkerOf } from './tumor-marker';
import { readTumorSize, TUMOR_SIZE } from './tumor-size';
import { readBody, readVital } from './vitals';

/* Observation: which kind it is (stage, genomics, body size, vital sign, laboratory), and to whom it goes. */

export function isDeferredObservation(ctx: ImportContext, e: Entry): boolean {
  const code = readConcept(e.node.get('code'));
  return (
    hasCode(code, SYSTEM.genomicsTbd, 'therapeutic-implication') ||
    code.codings.some(
      (c) =>
        c.system &&
        c.code &&
        (isStageCode(c.system, c.code) ||
          (c.system === SYSTEM.snomed && SNOMED_TNM_CATEGORY[c.code])),
    )
  );
}

export function effective(ctx: ImportContext, n: Node): string | null {
  return (
    fhirTimestamp(n.get('effectiveDateTime').text()) ??
    fhirTimestamp(n.get('effectivePeriod').get('start').text()) ??
    fhirTimestamp(n.get('effectiveInstant').text()) ??
    fhirTimestamp(n.get('issued').text())
  );
}

export function readObservation(ctx: ImportContext, e: Entry): void {
  const n = e.node;
  const status = n.get('status').text();
  if (status === 'cancelled') return ctx.skip(e, 'cancelled');
  if (status === 'registered') return ctx.skip(e, 'registered: no result yet');
  const code = readConcept(n.get('code'));
  const loinc = new Set(codingsOf(code, SYSTEM.loinc).map((c) => c.code!));
  const when = effective(ctx, n);
  const at = when ? timeOf(when) : Number.NEGATIVE_INFINITY;

  const stageCoding = code.codings.find((c) => c.system && c.code && isStageCode(c.system, c.code));
  const tnmLetter = codingsOf(code, SYSTEM.snomed)
    .map((c) => SNOMED_TNM_CATEGORY[c.code!])
    .find(Boolean);
  if (tnmLetter) return readTnmCategory(ctx, e, tnmLetter);
  if (stageCoding) return readStage(ctx, e, at);
  if (hasCode(code, SYSTEM.genomicsTbd, 'therapeutic-implication')) return readImplication(ctx, e);
  if (loinc.has(TUMOR_SIZE)) return readTumorSize(ctx, e);
  if (loinc.has(LOINC.genotype)) return readGenotype(ctx, e);
  if (loinc.has(LOINC.variant)) return readVariant(ctx, e);
  const marker = tumorMarkerOf(loinc);
  if (marker) return readTumorMarker(ctx, e, marker.code);
  if (loinc.has(LOINC.haplotype))
    return ctx.skip(e, 'a haplotype: the genotype observation gives the diplotype');
  if (loinc.has(LOINC.bodySurfaceArea))
    return ctx.skip(e, 'body surface area is computed from height and weight');
  if (
    loinc.has(LOINC.bodyHeight) ||
    loinc.has(LOINC.bodyWeight) ||
    loinc.has(LOINC.bodyWeightMeasured)
  ) {
    return readBody(ctx, e, loinc.has(LOINC.bodyHeight) ? 'height' : 'weight', at);
  }
  const vital =
    loinc.has(LOINC.ecog) ||
    loinc.has(LOINC.karnofsky) ||
    loinc.has(LOINC.bloodPressurePanel) ||
    loinc.has(LOINC.systolic) ||
    loinc.has(LOINC.diastolic) ||
    loinc.has(LOINC.heartRate) ||
    loinc.has(LOINC.bodyTemperature);
  if (vital) return readVital(ctx, e, loinc, when);
  const lab = [...loinc].map((c) => ({ c, lab: findLab(c) })).find((x) => x.lab);
  const category = n
    .get('category')
    .items()
    .flatMap((c) => readConcept(c).codings);
  const isLab = category.some((c) => c.code === 'laboratory');
  if (lab || isLab) return readLabObservation(ctx, e, lab?.c ?? [...loinc][0] ?? null, code, when);
  ctx.skip(
    e,
    `not a laboratory, vital-sign, performance-status, staging or genomics observation (${conceptLabel(code) ?? 'no code'})`,
  );
}
