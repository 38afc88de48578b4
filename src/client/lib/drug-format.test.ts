import { describe, expect, it } from 'vitest';
import { routeSchema } from '../../core/knowledge/drug';
import { ROUTE_LABEL, routeLabel } from './drug-format';

describe('routeLabel', () => {
  // ISMP's list of error-prone abbreviations: "SC"/"SQ" is misread as "SL" (sublingual), so the
  // monograph, the regimen table, the printed order sheet and the protocols all write it out.
  it.each([
    ['sc', 'Subcutaneous'],
    ['im', 'Intramuscular'],
    ['sublingual', 'Sublingual'],
    ['iv', 'IV'],
    ['oral', 'Oral'],
  ])('%s reads %s', (route, text) => {
    expect(routeLabel(route)).toBe(text);
  });

  it('names every route of the drug schema', () => {
    for (const route of routeSchema.options) expect(ROUTE_LABEL[route]).toMatch(/^[A-Z]/);
  });

  it('shows an unknown route as sent rather than hiding it', () => {
    expect(routeLabel('intra-arterial')).toBe('intra-arterial');
  });
});
