import { describe, expect, it } from 'vitest';
import { drugSchema, monographSchema, type Monograph } from '../../../core/knowledge/drug';
import { drugRecords } from '../index';
import { kinaseInhibitorMonographsB } from './kinase-inhibitors-b';

/**
 * The second batch of kinase-inhibitor monographs (issue 13). Each row pins a number taken from
 * the US label section named in its comment, so that a later edit cannot silently change a dose,
 * a reduction level or a frequency.
 */
const monographs = new Map<string, Monograph>(
  Object.entries(kinaseInhibitorMonographsB).map(([id, m]) => [id, monographSchema.parse(m)]),
);

/** Everything a reader sees for one part of a monograph, flattened to one string. */
function text(id: string, part: 'dosing' | 'administration' | 'adverse' | 'pregnancy'): string {
  const m = monographs.get(id);
  if (!m) throw new Error(`no monograph for ${id}`);
  switch (part) {
    case 'dosing':
      return m.dosing.flatMap((d) => [d.indication, d.dose, ...d.modifications]).join(' | ');
    case 'administration':
      return m.administration.join(' | ');
    case 'adverse':
      return [
        ...m.adverseReactions.common.map((c) => `${c.reaction}: ${c.frequency}`),
        ...m.adverseReactions.serious,
      ].join(' | ');
    case 'pregnancy':
      return `${m.pregnancy} | ${m.lactation}`;
  }
}

describe('kinase-inhibitor monographs, batch B', () => {
  it('join kinase-inhibitor records that carry no monograph of their own, with label and NIOSH sources', () => {
    for (const id of monographs.keys()) {
      const record = drugRecords.find((d) => d.id === id);
      expect(record, id).toBeDefined();
      const parsed = drugSchema.parse(record);
      expect(parsed.kind, id).toBe('antineoplastic');
      expect(parsed.monograph, id).toEqual(monographs.get(id));
      expect(parsed.lastReviewed, id).toBe('2026-11-27');
      expect(
        parsed.monograph?.sources.some((s) => /NIOSH/.test(s.title)),
        id,
      ).toBe(true);
      expect(
        parsed.monograph?.sources.some((s) => s.kind === 'label'),
        id,
      ).toBe(true);
    }
  });

  it('say an oral drug’s food and missed-dose rules and an IV drug’s premedication', () => {
    for (const [id, m] of monographs) {
      const record = drugRecords.find((d) => d.id === id);
      const admin = m.administration.join(' ');
      if (record?.routes.includes('oral')) {
        expect(admin, id).toMatch(/food|meal/i);
        expect(admin, id).toMatch(/missed|vomit/i);
      } else {
        expect(admin, id).toMatch(/premedicate/i);
      }
    }
  });

  type Row = [id: string, part: Parameters<typeof text>[1], expected: RegExp];
  it.each<Row>([
    // Torisel 2.1-2.5: 25 mg over 30-60 min weekly; 5 mg/week steps to 15 mg; 12.5 mg with strong
    // CYP3A4 inhibitors; 250 mL 0.9% NaCl; filter 5 microns or less.
    ['temsirolimus', 'dosing', /25 mg IV over 30-60 minutes once a week/],
    ['temsirolimus', 'dosing', /5 mg\/week lower, never below 15 mg\/week/],
    ['temsirolimus', 'dosing', /12\.5 mg weekly/],
    ['temsirolimus', 'administration', /250 mL of 0\.9% sodium chloride/],
    ['temsirolimus', 'administration', /5 microns or less/],
    ['temsirolimus', 'administration', /diphenhydramine 25-50 mg/],
    // Torisel 6.1 Table 1: asthenia 51%, rash 47%.
    ['temsirolimus', 'adverse', /Asthenia: 51%/],
    // Rydapt 2.2, 2.3, 2.5: 50 mg bid days 8-21 (AML); 100 mg bid (SM); 8.2 4 months.
    ['midostaurin', 'dosing', /50 mg orally twice daily with food on days 8-21/],
    ['midostaurin', 'dosing', /100 mg orally twice daily with food/],
    ['midostaurin', 'dosing', /interrupt for 3 days \(6 doses\)/],
    ['midostaurin', 'pregnancy', /4 months after the last dose \(8\.2\)/],
    // Xospata 2.2, 2.3: 120 mg daily; resume at 80 mg; 8.2 2 months, 8.3 6 and 4 months.
    ['gilteritinib', 'dosing', /120 mg orally once daily/],
    ['gilteritinib', 'dosing', /QTcF above 500 ms: interrupt, resume at 80 mg/],
    ['gilteritinib', 'pregnancy', /6 months after .* 4 months after .* 2 months/],
    // Scemblix 2.1, 2.2, 2.4: 80 mg daily or 40 mg bid; T315I 200 mg bid, reduced 160 mg bid.
    ['asciminib', 'dosing', /80 mg orally once daily, or 40 mg twice daily/],
    ['asciminib', 'dosing', /40 mg once daily or 20 mg twice daily/],
    ['asciminib', 'dosing', /200 mg orally twice daily/],
    ['asciminib', 'dosing', /160 mg twice daily/],
    ['asciminib', 'administration', /2 hours before and 1 hour after/],
    // Vizimpro 2.2, 2.3 Table 1, 2.4, 8.2/8.3: 45 mg; 30 then 15 mg; H2RA 6 h before/10 h after; 17 days.
    ['dacomitinib', 'dosing', /45 mg orally once daily/],
    ['dacomitinib', 'dosing', /30 mg, then 15 mg once daily/],
    ['dacomitinib', 'dosing', /at least 6 hours before or 10 hours after/],
    ['dacomitinib', 'pregnancy', /17 days/],
  ])('%s %s says %s', (id, part, expected) => {
    expect(text(id, part)).toMatch(expected);
  });
});
