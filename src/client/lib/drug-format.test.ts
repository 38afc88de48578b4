import { describe, expect, it } from 'vitest';
import { routeSchema } from '../../core/knowledge/drug';
import { ROUTE_LABEL, organRuleText, routeLabel } from './drug-format';

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

describe('organRuleText', () => {
  // Issue 13: a monograph read "CrCl < 30 mL/min: CrCl below 30 mL/min: avoid use." The source's
  // text carries its own condition, so the structured threshold is printed only when it does not.
  it.each([
    [
      { crclBelow: 30, action: 'avoid', text: 'CrCl below 30 mL/min: avoid use.' },
      'CrCl below 30 mL/min: avoid use.',
    ],
    [
      { crclBelow: 50, action: 'reduce', text: 'CrCl 30-49 mL/min: start 750 mg once daily.' },
      'CrCl 30-49 mL/min: start 750 mg once daily.',
    ],
    [
      { crclBelow: 30, action: 'avoid', text: 'Severe renal impairment: not recommended.' },
      'Severe renal impairment: not recommended.',
    ],
    [
      { hepaticClass: 'child-pugh-b', action: 'avoid', text: 'Child-Pugh B: avoid use.' },
      'Child-Pugh B: avoid use.',
    ],
    [{ crclBelow: 45, action: 'avoid', text: 'do not give' }, 'CrCl < 45 mL/min: do not give'],
    [
      { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Not studied; avoid.' },
      'Child-Pugh C: Not studied; avoid.',
    ],
  ] as const)('%o reads %s', (rule, text) => {
    expect(organRuleText(rule)).toBe(text);
  });

  it('adds the dose fraction only when the text does not already state it', () => {
    expect(
      organRuleText({
        crclBelow: 30,
        action: 'reduce',
        doseFactor: 0.5,
        text: 'CrCl <30 mL/min: reduce the dose by 50%.',
      }),
    ).toBe('CrCl <30 mL/min: reduce the dose by 50%.');
    expect(
      organRuleText({
        hepaticClass: 'child-pugh-b',
        action: 'reduce',
        doseFactor: 0.5,
        text: 'Halve the dose.',
      }),
    ).toBe('Child-Pugh B: Halve the dose.');
    expect(
      organRuleText({
        crclBelow: 60,
        action: 'reduce',
        doseFactor: 0.75,
        text: 'CrCl 30-59 mL/min: reduce the dose by 25%.',
      }),
    ).toBe('CrCl 30-59 mL/min: reduce the dose by 25%. (give 75% of the usual dose)');
  });
});
