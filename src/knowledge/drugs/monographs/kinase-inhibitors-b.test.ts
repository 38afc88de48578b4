import { describe, expect, it } from 'vitest';
import { drugSchema } from '../../../core/knowledge/drug';
import { drugRecords } from '../index';
import { kinaseInhibitorMonographsB } from './kinase-inhibitors-b';
import { monographReader } from './monograph-text';

/**
 * The second batch of kinase-inhibitor monographs (issue 13). Each row pins a number taken from
 * the US label section named in its comment, so that a later edit cannot silently change a dose,
 * a reduction level or a frequency.
 */
const { monographs, text } = monographReader(kinaseInhibitorMonographsB);

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
    // Tukysa 2.2, 2.3 Table 1, 2.4, 8.2/8.3: 300 mg bid; 250/200/150 mg; 100 mg with strong CYP2C8
    // inhibitors; 200 mg bid Child-Pugh C; 1 week.
    ['tucatinib', 'dosing', /300 mg orally twice daily/],
    ['tucatinib', 'dosing', /250 mg, 200 mg, then 150 mg twice daily/],
    ['tucatinib', 'dosing', /100 mg twice daily/],
    ['tucatinib', 'dosing', /Child-Pugh C\): 200 mg twice daily/],
    ['tucatinib', 'pregnancy', /1 week/],
    // Lorbrena 2.1, 2.2, 8.2/8.3: 100 mg daily; 75 then 50 mg; missed dose 4 hours; 7 days; 6 months.
    ['lorlatinib', 'dosing', /100 mg orally once daily/],
    ['lorlatinib', 'dosing', /75 mg, then 50 mg once daily/],
    ['lorlatinib', 'administration', /within 4 hours/],
    ['lorlatinib', 'pregnancy', /non-hormonal contraception .* 6 months/],
    ['lorlatinib', 'pregnancy', /7 days/],
    // Lorbrena 5.2: CNS effects in 52% of 476 patients.
    ['lorlatinib', 'adverse', /CNS effects of any kind \(pooled trials\): 52%/],
    // Rozlytrek 2.2-2.6: 600 mg daily; 400 then 200 mg; 200 mg / 100 mg with moderate / strong CYP3A
    // inhibitors; missed dose 12 hours.
    ['entrectinib', 'dosing', /600 mg orally once daily/],
    ['entrectinib', 'dosing', /400 mg, then 200 mg once daily/],
    [
      'entrectinib',
      'dosing',
      /200 mg daily with a moderate and 100 mg daily with a strong inhibitor/,
    ],
    ['entrectinib', 'administration', /within 12 hours/],
    // Vitrakvi 2.2-2.6: 100 mg bid (100 mg/m2 below 1.0 m2); 75/50 mg bid then 100 mg daily; halve
    // with strong CYP3A4 inhibitors, double with strong inducers; missed dose 6 hours.
    [
      'larotrectinib',
      'dosing',
      /100 mg orally twice daily; BSA below 1\.0 m2: 100 mg\/m2 twice daily/,
    ],
    ['larotrectinib', 'dosing', /75 mg twice daily, 50 mg twice daily, then 100 mg once daily/],
    ['larotrectinib', 'dosing', /halve the dose.*double the dose/],
    ['larotrectinib', 'administration', /within 6 hours/],
    // Tabrecta 2.2, 2.3: 400 mg bid; 300 then 200 mg bid.
    ['capmatinib', 'dosing', /400 mg orally twice daily/],
    ['capmatinib', 'dosing', /300 mg, then 200 mg twice daily/],
    ['capmatinib', 'dosing', /within 7 days/],
    // Tepmetko 2.2-2.4: 450 mg daily with food; 225 mg; 30 mL water; missed dose 8 hours.
    ['tepotinib', 'dosing', /450 mg orally once daily with food/],
    ['tepotinib', 'dosing', /One reduction level: 225 mg once daily/],
    ['tepotinib', 'administration', /30 mL of non-carbonated water/],
    ['tepotinib', 'administration', /within 8 hours/],
    // Retevmo 2.2, 2.3: 120 mg bid below 50 kg, 160 mg bid at 50 kg or more; 120/80/40 mg bid from
    // 160 mg; missed dose 6 hours.
    [
      'selpercatinib',
      'dosing',
      /below 50 kg, 120 mg orally twice daily; 50 kg or more, 160 mg twice daily/,
    ],
    ['selpercatinib', 'dosing', /120 mg, then 80 mg, then 40 mg twice daily/],
    ['selpercatinib', 'administration', /more than 6 hours away/],
    // Gavreto 2.2-2.4, 8.3: 400 mg daily, empty stomach; 300/200/100 mg; 2 weeks non-hormonal.
    ['pralsetinib', 'dosing', /400 mg orally once daily on an empty stomach/],
    ['pralsetinib', 'dosing', /300 mg, 200 mg, then 100 mg once daily/],
    ['pralsetinib', 'administration', /2 hours before and at least 1 hour after/],
    ['pralsetinib', 'pregnancy', /non-hormonal contraception .* 2 weeks/],
    // Braftovi 2.2-2.6: 450 mg (melanoma/NSCLC) and 300 mg (CRC); one third / one half with
    // strong / moderate CYP3A4 inhibitors; missed dose 12 hours.
    ['encorafenib', 'dosing', /450 mg \(six 75 mg capsules\) orally once daily/],
    ['encorafenib', 'dosing', /300 mg \(four 75 mg capsules\) orally once daily/],
    ['encorafenib', 'dosing', /one third of the dose \(strong\) or one half \(moderate\)/],
    ['encorafenib', 'administration', /within 12 hours/],
    // Brukinsa 2.1, 2.3: 160 mg bid or 320 mg daily; 80 mg daily / bid with strong / moderate CYP3A
    // inhibitors.
    ['zanubrutinib', 'dosing', /160 mg orally twice daily or 320 mg once daily/],
    [
      'zanubrutinib',
      'dosing',
      /Strong CYP3A inhibitor: 80 mg once daily; moderate CYP3A inhibitor: 80 mg twice daily/,
    ],
    // Jaypirca 2.2-2.5: 200 mg daily; 100 then 50 mg; missed dose 12 hours.
    ['pirtobrutinib', 'dosing', /200 mg orally once daily/],
    ['pirtobrutinib', 'dosing', /200 mg \(first occurrence\), 100 mg \(second\), 50 mg \(third\)/],
    ['pirtobrutinib', 'administration', /within 12 hours/],
    // Piqray 2.2, 2.3, 5.3, 5.5: 300 mg with food; 250 then 200 mg; missed dose 9 hours;
    // hyperglycaemia 65%, diarrhoea 58%.
    ['alpelisib', 'dosing', /300 mg \(two 150 mg tablets\) orally once daily with food/],
    ['alpelisib', 'dosing', /250 mg, then 200 mg once daily/],
    ['alpelisib', 'administration', /within 9 hours/],
    ['alpelisib', 'adverse', /Hyperglycaemia .*: 65%/],
    ['alpelisib', 'adverse', /Diarrhoea .*: 58%/],
    // Copiktra boxed warning, 2.1-2.4: 25 mg bid; 15 mg bid; serious infections 31%.
    ['duvelisib', 'dosing', /25 mg orally twice daily/],
    ['duvelisib', 'dosing', /One reduction level: 15 mg twice daily/],
    ['duvelisib', 'dosing', /Strong CYP3A4 inhibitors: 15 mg twice daily/],
    ['duvelisib', 'adverse', /Serious or fatal infections: 31%/],
    ['duvelisib', 'administration', /within 6 hours/],
    // Balversa 2.2, 2.3 Table 1: 8 mg, raised to 9 mg at 14-21 days if phosphate below 9.0 mg/dL;
    // reductions 8, 6, 5, 4 mg.
    ['erdafitinib', 'dosing', /8 mg \(two 4 mg tablets\) orally once daily/],
    ['erdafitinib', 'dosing', /9 mg \(three 3 mg tablets\)/],
    ['erdafitinib', 'dosing', /below 9\.0 mg\/dL/],
    ['erdafitinib', 'dosing', /from 9 mg: 8, 6, 5, then 4 mg/],
    // Pemazyre 2.2, 2.3: 13.5 mg 14 days on / 7 off (cholangiocarcinoma), continuous (MLN); 9 then
    // 4.5 mg; missed by 4 hours.
    ['pemigatinib', 'dosing', /13\.5 mg orally once daily for 14 days, then 7 days off/],
    ['pemigatinib', 'dosing', /9 mg, then 4\.5 mg/],
    ['pemigatinib', 'administration', /4 hours or more/],
    // Lytgobi 2.2, 2.3: 20 mg daily; 16 then 12 mg; missed by 12 hours; 5.2 hyperphosphataemia 88%.
    ['futibatinib', 'dosing', /20 mg \(five 4 mg tablets\) orally once daily/],
    ['futibatinib', 'dosing', /16 mg, then 12 mg once daily/],
    ['futibatinib', 'administration', /more than 12 hours/],
    ['futibatinib', 'adverse', /Hyperphosphataemia \(laboratory, above ULN\): 88%/],
    // Qinlock 2.1, 2.2: 150 mg daily; 100 mg; missed dose 8 hours.
    ['ripretinib', 'dosing', /150 mg \(three 50 mg tablets\) orally once daily/],
    ['ripretinib', 'dosing', /One reduction level: 100 mg once daily/],
    ['ripretinib', 'administration', /within 8 hours/],
    // Fotivda 2.1-2.3: 1.34 mg 21 of 28 days; 0.89 mg; moderate hepatic impairment 0.89 mg.
    ['tivozanib', 'dosing', /1\.34 mg orally once daily for 21 days, then 7 days off/],
    ['tivozanib', 'dosing', /One reduction level: 0\.89 mg/],
    ['tivozanib', 'dosing', /Moderate hepatic impairment .*: 0\.89 mg/],
    // 8.2/8.3 intervals confirmed from label copies: Vitrakvi contraception 1 month, lactation 1 week;
    // Balversa 1 month; Retevmo 1 week; Rozlytrek 5 weeks / 3 months / 7 days.
    ['larotrectinib', 'pregnancy', /1 month after the last dose \(8\.3\)/],
    ['larotrectinib', 'pregnancy', /1 week after the last dose \(8\.2\)/],
    ['erdafitinib', 'pregnancy', /1 month after the last dose \(8\.3\)/],
    ['selpercatinib', 'pregnancy', /1 week after the last dose \(8\.3\)/],
    ['entrectinib', 'pregnancy', /5 weeks after .* 3 months after .* 7 days/],
  ])('%s %s says %s', (id, part, expected) => {
    expect(text(id, part)).toMatch(expected);
  });
});
