import {
  tumourMeasurementSchema,
  type TumourMeasurementInput,
  type TumourMeasurementMethod,
} from '../../patients';
import { ONCOCDS_EXTENSION, SYSTEM } from '../codes';
import { codingsOf, conceptLabel, readConcept } from '../json';
import type { ImportContext } from './context';
import { fhirDate } from './dates';
import type { Entry } from './entries';

/*
 * mCODE STU4 TumorSize (Observation, code LOINC 21889-1) → a lesion measurement (issue 20): the
 * longest dimension (component 33728-7, mm or cm, TumorSizeUnitsVS) and the method
 * (TumorSizeMethodVS, SNOMED CT). The profile's other dimensions (33729-5) are not a RECIST short
 * axis, so they are not read as one; whether the lesion is a lymph node is read from the Tumor
 * BodyStructure's location when the bundle holds it, else not recorded.
 */

export const TUMOR_SIZE = '21889-1';
const LONGEST = '33728-7';

/** TumorSizeMethodVS (mCODE STU4) grouped as RECIST 1.1 reads methods. */
export const TUMOR_SIZE_METHOD: Readonly<Record<string, TumourMeasurementMethod>> = {
  '77477000': 'ct',
  '113091000': 'mri',
  '5880005': 'physical-exam',
  '363680008': 'x-ray',
  '16310003': 'ultrasound',
  '82918005': 'pet',
  '787377000': 'pathology',
  '104157003': 'pathology',
  '363679005': 'other',
};

export function readTumorSize(ctx: ImportContext, e: Entry): void {
  const n = e.node;
  const date = fhirDate(
    n.get('effectiveDateTime').text() ?? n.get('effectivePeriod').get('start').text(),
  );
  if (!date) return ctx.skip(e, 'tumour size without a full date');
  const longest = n
    .get('component')
    .items()
    .find((c) =>
      codingsOf(readConcept(c.get('code')), SYSTEM.loinc).some((x) => x.code === LONGEST),
    );
  const q = longest?.get('valueQuantity');
  const value = q?.get('value').num();
  const unit = (q?.get('code').text() ?? q?.get('unit').text() ?? '').toLowerCase();
  if (value === undefined || (unit !== 'mm' && unit !== 'cm')) {
    return ctx.skip(e, 'tumour size without its longest dimension (33728-7) in mm or cm');
  }
  if (!ctx.room(e, 'tumourMeasurements')) return;
  const method =
    codingsOf(readConcept(n.get('method')), SYSTEM.snomed)
      .map((c) => TUMOR_SIZE_METHOD[c.code!])
      .find(Boolean) ?? (n.get('specimen').object() ? 'pathology' : undefined);
  const focus = ctx.refs.resolve(n.get('focus').items()[0]?.get('reference').text());
  const location = focus?.type === 'BodyStructure' ? readConcept(focus.node.get('location')) : null;
  const located = location ? conceptLabel(location) : null;
  const site = located ?? n.get('bodySite').get('text').text() ?? null;
  // The product's own extensions (its export): whether the lesion is a node, and its short axis.
  const ext = (url: string) =>
    n
      .get('extension')
      .items()
      .find((x) => x.get('url').text() === url);
  const node = ext(ONCOCDS_EXTENSION.lymphNode)?.get('valueBoolean').value;
  const shortQ = ext(ONCOCDS_EXTENSION.shortAxis)?.get('valueQuantity');
  const shortAxis = shortQ?.get('value').num();
  const shortUnit = (shortQ?.get('code').text() ?? shortQ?.get('unit').text() ?? '').toLowerCase();
  const lymphNode =
    typeof node === 'boolean' ? node : located ? /lymph node/i.test(located) : undefined;
  const input: TumourMeasurementInput = {
    date,
    longestDiameterMm: Math.round(value * (unit === 'cm' ? 10 : 1) * 100) / 100,
    ...(shortAxis !== undefined && (shortUnit === 'mm' || shortUnit === 'cm')
      ? { shortAxisMm: Math.round(shortAxis * (shortUnit === 'cm' ? 10 : 1) * 100) / 100 }
      : {}),
    ...(method ? { method } : {}),
    ...(lymphNode !== undefined ? { lymphNode } : {}),
    ...(site ? { site: site.slice(0, 100) } : {}),
  };
  if (!ctx.valid(e, tumourMeasurementSchema, input)) return;
  ctx.lists.tumourMeasurements.push(input);
  ctx.mapped(
    e,
    'tumourMeasurements',
    `tumour size ${input.longestDiameterMm} mm${method ? ` by ${method}` : ''}${site ? `, ${site}` : ''} on ${date}`,
  );
}
