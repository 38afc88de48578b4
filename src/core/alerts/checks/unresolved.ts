import { normalize } from '../../search/text';
import type { PatientContext } from '../context';
import type { Collector } from '../result';

/**
 * A current medication that matches nothing (no drug record, no RxNorm ingredient, product, brand
 * or NDC) raises an alert of its own, medium, so that a patient whose only orders were not
 * understood never reads as zero alerts (issue 25). One per distinct name; the key follows the
 * name, so acknowledging it holds until the order changes.
 */
export function unresolvedAlerts(ctx: PatientContext, out: Collector): void {
  const seen = new Set<string>();
  for (const order of ctx.unmatched) {
    const name = order.drugName.trim();
    const id = normalize(name).replace(/ /g, '-') || 'unnamed';
    if (seen.has(id)) continue;
    seen.add(id);
    out.alerts.push({
      key: `unresolved::${id}`,
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
