import type { StoredTumourMeasurement, TumourMeasurementMethod } from '../patients';

/*
 * Measurable disease per RECIST 1.1 (Eisenhauer EA et al, Eur J Cancer 2009;45:228-47, PMID
 * 19097774), judged only on structured lesion measurements (issue 20):
 *
 * - a non-nodal lesion is measurable with a longest diameter of at least 10 mm by CT or MRI (or
 *   by calipers on clinical examination), or at least 20 mm on chest X-ray;
 * - a lymph node is measurable (pathologically enlarged) with a short axis of at least 15 mm by
 *   CT; a node measured only by its long axis, or not by CT/MRI, cannot be judged here;
 * - ultrasound and PET are not RECIST measurement methods, and a size measured on an excised
 *   specimen is not disease left to measure;
 * - baseline assessments are taken no more than 4 weeks before treatment starts: only the
 *   latest assessment date counts, and only when it is at most 28 days old.
 *
 * A lesion whose nodal status is not recorded and that is 10 mm or more could be a node measured
 * on its long axis: unknown, never met. No measurements at all is unknown.
 */

export const RECIST_SOURCE = 'RECIST 1.1 (Eisenhauer 2009, PMID 19097774)';
export const BASELINE_WINDOW_DAYS = 28;

export type Measurability = 'measurable' | 'not-measurable' | 'unknown';

const METHOD_WORDS: Record<TumourMeasurementMethod, string> = {
  ct: 'CT',
  mri: 'MRI',
  'physical-exam': 'clinical examination',
  'x-ray': 'chest X-ray',
  ultrasound: 'ultrasound',
  pet: 'PET',
  pathology: 'pathology specimen',
  other: 'another method',
};

/** One lesion against RECIST 1.1's size and method rules, with the words of the reason. */
export function lesionMeasurability(m: StoredTumourMeasurement): {
  status: Measurability;
  why: string;
} {
  const where = m.site ? `${m.site}, ` : '';
  const by = m.method ? METHOD_WORDS[m.method] : 'method not recorded';
  const size = `${m.longestDiameterMm} mm longest${m.shortAxisMm !== null ? `, ${m.shortAxisMm} mm short axis` : ''}`;
  const lesion = `${where}${size} by ${by}, ${m.date}`;
  if (m.method === 'pathology') {
    return {
      status: 'not-measurable',
      why: `${lesion}: an excised specimen, not disease to measure`,
    };
  }
  if (
    m.method === null ||
    m.method === 'ultrasound' ||
    m.method === 'pet' ||
    m.method === 'other'
  ) {
    return { status: 'unknown', why: `${lesion}: not a RECIST 1.1 measurement method` };
  }
  const imaging = m.method === 'ct' || m.method === 'mri';
  if (m.lymphNode === true) {
    if (!imaging) return { status: 'unknown', why: `${lesion}: a node is measured by CT` };
    if (m.shortAxisMm === null) {
      return { status: 'unknown', why: `${lesion}: lymph node without its short axis` };
    }
    return m.shortAxisMm >= 15
      ? { status: 'measurable', why: `${lesion}: lymph node, short axis ≥ 15 mm` }
      : { status: 'not-measurable', why: `${lesion}: lymph node, short axis < 15 mm` };
  }
  const minimum = m.method === 'x-ray' ? 20 : 10;
  if (m.longestDiameterMm < minimum) {
    // Below 10 mm no lesion is measurable, nodal or not (a node's short axis is shorter still).
    return { status: 'not-measurable', why: `${lesion}: below ${minimum} mm` };
  }
  if (m.lymphNode === null) {
    return {
      status: 'unknown',
      why: `${lesion}: ≥ ${minimum} mm, but whether it is a lymph node (measured by its short axis, ≥ 15 mm) is not recorded`,
    };
  }
  return { status: 'measurable', why: `${lesion}: non-nodal, ≥ ${minimum} mm` };
}

const DAY = 86_400_000;

/** The patient's measurability from the latest assessment date, with the reason. */
export function measurableDisease(
  measurements: readonly StoredTumourMeasurement[],
  nowMs: number,
): { status: Measurability; reason: string } {
  if (measurements.length === 0) {
    return {
      status: 'unknown',
      reason: `No tumour measurements are recorded, so measurable disease per ${RECIST_SOURCE} cannot be judged.`,
    };
  }
  const latest = measurements.reduce((d, m) => (m.date > d ? m.date : d), '');
  const age = Math.floor((nowMs - Date.parse(`${latest}T00:00:00Z`)) / DAY);
  if (age > BASELINE_WINDOW_DAYS) {
    return {
      status: 'unknown',
      reason: `The latest tumour measurements are from ${latest}, ${age} days ago; ${RECIST_SOURCE} takes baseline measurements within ${BASELINE_WINDOW_DAYS} days of treatment.`,
    };
  }
  const judged = measurements.filter((m) => m.date === latest).map(lesionMeasurability);
  const status: Measurability = judged.some((j) => j.status === 'measurable')
    ? 'measurable'
    : judged.some((j) => j.status === 'unknown')
      ? 'unknown'
      : 'not-measurable';
  const shown = [
    ...judged.filter((j) => j.status === status),
    ...judged.filter((j) => j.status !== status),
  ];
  const verdict =
    status === 'measurable'
      ? 'Measurable disease'
      : status === 'not-measurable'
        ? 'No measurable lesion'
        : 'Measurability cannot be judged';
  return {
    status,
    reason: `${verdict} per ${RECIST_SOURCE} on ${latest}: ${shown.map((j) => j.why).join('; ')}.`,
  };
}
