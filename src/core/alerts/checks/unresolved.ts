import { normalize } from '../../search/text';
import type { PatientContext } from '../context';
import type { Collector } from '../result';

/**
 * A current medication that matches nothing (no drug record, no RxNorm ingredient, product, brand
 * or NDC) raises an alert of its own, medium, so that a patient whose only orders were not
 * understood never reads as zero alerts (issue 25). One per distinct name; the key follows the
 * name, so acknowledging it holds until the order changes. The key carries a digest of the name,
 * not the name: an unrecognised order may be free text (a brand typed with a patient's note), and
 * keys reach de-identified views (recommendation ids, alert keys) where titles are redacted.
 */
export function unresolvedAlerts(ctx: PatientContext, out: Collector): void {
  const seen = new Set<string>();
  for (const order of ctx.unmatched) {
    const name = order.drugName.trim();
    const normalised = normalize(name);
    if (seen.has(normalised)) continue;
    seen.add(normalised);
    out.alerts.push({
      key: `unresolved::${nameDigest(normalised)}`,
      kind: 'unresolved',
      severity: 'medium',
      title: `Not checked: "${name}" is not a recognised medication`,
      drugs: [name],
      drugIds: [],
      rationale: [
        `The current order "${name}" matches no drug record in OncoCDS and no RxNorm ingredient, product, brand or NDC in the shipped vocabulary.`,
        'None of its interactions, allergies, pharmacogenomic, organ-function or lab checks were run.',
      ].join('\n'),
      management:
        'Re-enter the order with its generic name, RxNorm code or NDC, and review this medication manually until it is recognised.',
      sources: [],
    });
  }
}

/** FNV-1a (32-bit) of the normalised name, as hex: stable across processes, and not the name. */
function nameDigest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
