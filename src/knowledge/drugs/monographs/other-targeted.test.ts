import { describe, expect, it } from 'vitest';
import { drugSchema } from '../../../core/knowledge/drug';
import { drugRecords } from '../index';
import { otherTargetedDrugs } from '../other-targeted';
import { otherTargetedMonographs } from './other-targeted';
import { monographReader } from './monograph-text';

/**
 * The monographs of the non-kinase targeted drugs (issue 13). Each row pins a number taken from
 * the label section named in its comment, so that a later edit cannot silently change a dose, a
 * reduction level or a contraception period.
 */
const { monographs, text } = monographReader(otherTargetedMonographs);

describe('other targeted monographs', () => {
  it('cover every antineoplastic of other-targeted.ts', () => {
    const missing = otherTargetedDrugs
      .filter((d) => d.kind === 'antineoplastic' && !d.monograph && !monographs.has(d.id))
      .map((d) => d.id);
    expect(missing).toEqual([]);
  });

  it('join their records and pass the drug schema with the label and NIOSH sources', () => {
    for (const id of monographs.keys()) {
      const record = drugRecords.find((d) => d.id === id);
      expect(record, id).toBeDefined();
      const parsed = drugSchema.parse(record);
      expect(parsed.monograph, id).toBeDefined();
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

  it('give the three IMiDs the same REMS pregnancy wording', () => {
    const lenalidomide = monographs.get('lenalidomide')?.pregnancy;
    expect(lenalidomide).toMatch(/REMS/);
    expect(monographs.get('pomalidomide')?.pregnancy).toBe(lenalidomide);
    expect(monographs.get('thalidomide')?.pregnancy).toBe(lenalidomide);
  });

  type Row = [id: string, part: Parameters<typeof text>[1], expected: RegExp];
  it.each<Row>([
    // Rubraca 2.2-2.3: 600 mg twice daily; 500, 400, 300 mg twice daily; 8.2-8.3: 6 months, 3 months, 2 weeks.
    ['rucaparib', 'dosing', /600 mg \(two 300 mg tablets\) orally twice daily/],
    ['rucaparib', 'dosing', /500 mg twice daily .*400 mg twice daily .*300 mg twice daily/],
    ['rucaparib', 'pregnancy', /6 months after the last dose.*3 months after the last dose/],
    ['rucaparib', 'pregnancy', /2 weeks after the last dose/],
    // Rubraca 6.1 Table 3: ALT increase 74%, creatinine increase 92%.
    ['rucaparib', 'adverse', /Raised ALT .*: 74%/],
    // Kyprolis 2.2 regimen table: 20/70 once weekly over 30 min; 20/56 twice weekly 30 min; 20/27 over 10 min.
    ['carfilzomib', 'dosing', /then 70 mg\/m2 once weekly/],
    ['carfilzomib', 'dosing', /56 mg\/m2 from day 8 of cycle 1/],
    ['carfilzomib', 'dosing', /then 27 mg\/m2 .*10-minute IV infusion/],
    // Kyprolis 2.1: oral 30 mL/kg 48 hours before, 250-500 mL IV before each cycle 1 dose; dexamethasone 30 min-4 h.
    ['carfilzomib', 'administration', /30 mL\/kg from at least 48 hours/],
    ['carfilzomib', 'administration', /250-500 mL IV fluid before each dose/],
    ['carfilzomib', 'administration', /30 minutes to 4 hours before every dose in cycle 1/],
    ['carfilzomib', 'administration', /capped at 2\.2 m2/],
    ['carfilzomib', 'pregnancy', /at least 6 months.*at least 3 months.*2 weeks/],
    // Ninlaro 2.1-2.4: 4 mg days 1, 8, 15; 4, 3, 2.3 mg; 3 mg start in hepatic/renal impairment; 72 hours.
    ['ixazomib', 'dosing', /4 mg orally once weekly on days 1, 8 and 15/],
    ['ixazomib', 'dosing', /4 mg, 3 mg, 2\.3 mg, then stop/],
    ['ixazomib', 'dosing', /ANC is at least 1,000\/mm3, platelets at least 75,000\/mm3/],
    ['ixazomib', 'administration', /at least 72 hours away/],
    ['ixazomib', 'pregnancy', /90 days after the last dose/],
    // Pomalyst 2.1-2.4: MM 4 mg days 1-21; KS 5 mg; resume at 3 mg then 1 mg less; dialysis 3 mg (MM), 4 mg (KS).
    ['pomalidomide', 'dosing', /4 mg orally once daily on days 1-21 of repeated 28-day cycles/],
    ['pomalidomide', 'dosing', /5 mg orally once daily on days 1-21/],
    ['pomalidomide', 'dosing', /resume at 3 mg daily; each later drop, resume 1 mg lower/],
    ['pomalidomide', 'dosing', /dialysis: 3 mg daily, given after dialysis/],
    ['pomalidomide', 'dosing', /dialysis: 4 mg daily after dialysis/],
    // Thalomid 2.1: 200 mg daily with dexamethasone 40 mg days 1-4, 9-12, 17-20; bedtime, 1 hour after the meal.
    [
      'thalidomide',
      'dosing',
      /200 mg orally once daily, with dexamethasone 40 mg on days 1-4, 9-12 and 17-20/,
    ],
    ['thalidomide', 'administration', /at least 1 hour after the evening meal/],
    // Lumakras 2.2-2.4: 960 mg daily; 480 then 240 mg; 120 mL water; antacid 4 h before or 10 h after; 8.2 1 week.
    ['sotorasib', 'dosing', /960 mg orally once daily/],
    ['sotorasib', 'dosing', /480 mg once daily, then 240 mg once daily/],
    ['sotorasib', 'dosing', /4 hours before or 10 hours after/],
    ['sotorasib', 'administration', /120 mL of room-temperature non-carbonated water/],
    ['sotorasib', 'administration', /more than 6 hours/],
    ['sotorasib', 'pregnancy', /1 week after the last dose/],
    // Krazati 2.2-2.3: 600 mg twice daily; 400 mg twice daily then 600 mg once daily; missed > 4 hours.
    ['adagrasib', 'dosing', /600 mg \(three 200 mg tablets\) orally twice daily/],
    ['adagrasib', 'dosing', /400 mg twice daily, then 600 mg once daily/],
    ['adagrasib', 'administration', /more than 4 hours/],
    // Krazati 5.2: QTc 501 ms or more in 6%, increase over 60 ms in 11%.
    ['adagrasib', 'adverse', /6% and an increase over 60 ms in 11%/],
    // Tibsovo 2.2-2.3: 500 mg daily, at least 6 months; QTc steps; strong CYP3A4 inhibitor 250 mg.
    ['ivosidenib', 'dosing', /500 mg \(two 250 mg tablets\) orally once daily/],
    ['ivosidenib', 'dosing', /at least 6 months/],
    ['ivosidenib', 'dosing', /QTc above 500 ms: interrupt; resume at 250 mg/],
    ['ivosidenib', 'dosing', /Strong CYP3A4 inhibitor: reduce to 250 mg once daily/],
    ['ivosidenib', 'administration', /not with a high-fat meal/],
    // Idhifa 2.1: 100 mg daily, at least 6 months; counts every 2 weeks for 3 months.
    ['enasidenib', 'dosing', /100 mg orally once daily/],
    ['enasidenib', 'dosing', /dexamethasone 10 mg every 12 hours/],
    ['enasidenib', 'administration', /every 2 weeks for the first 3 months/],
    // Tazverik 2.2-2.3: 800 mg twice daily; 600 then 400 mg; neutrophils below 1 x 10^9/L.
    ['tazemetostat', 'dosing', /800 mg \(four 200 mg tablets\) orally twice daily/],
    ['tazemetostat', 'dosing', /600 mg twice daily, then 400 mg twice daily/],
    ['tazemetostat', 'dosing', /Platelets below 50 x 10\^9\/L: withhold until 75 x 10\^9\/L/],
    // Welireg 2.1-2.2: 120 mg daily; 80 then 40 mg; haemoglobin below 9 g/dL; SpO2 below 88%.
    ['belzutifan', 'dosing', /120 mg \(three 40 mg tablets\) orally once daily/],
    ['belzutifan', 'dosing', /80 mg once daily, then 40 mg once daily/],
    ['belzutifan', 'dosing', /haemoglobin below 9 g\/dL/],
    ['belzutifan', 'dosing', /SpO2 below 88%/],
    ['belzutifan', 'pregnancy', /non-hormonal contraception/],
    // Tibsovo 8.3, Tazverik 8.3 and 5.1, Welireg 8.3 and 5.1, Idhifa 8.2: contraception, breastfeeding, incidences.
    ['ivosidenib', 'pregnancy', /1 month after the last dose/],
    ['tazemetostat', 'pregnancy', /6 months after the last dose.*3 months after the last dose/],
    ['tazemetostat', 'adverse', /1\.7% of 758 adults/],
    ['belzutifan', 'pregnancy', /1 week after the last dose/],
    ['belzutifan', 'adverse', /Anaemia .*: 90%/],
    ['enasidenib', 'pregnancy', /at least 1 month after the last dose/],
  ])('%s %s says %s', (id, part, expected) => {
    expect(text(id, part)).toMatch(expected);
  });
});
