import { describe, expect, it } from 'vitest';
import { drugSchema } from '../../../core/knowledge/drug';
import { hormonalDrugs } from '../hormonal';
import { drugRecords } from '../index';
import { hormonalMonographs } from './hormonal';
import { monographReader } from './monograph-text';

/**
 * The endocrine monographs (issue 13). Each row pins a number taken from the label section named
 * in its comment, so that a later edit cannot silently change a dose, a reduction level or a
 * contraception period.
 */
const { monographs, text } = monographReader(hormonalMonographs);

describe('hormonal monographs', () => {
  it('cover every agent of hormonal.ts', () => {
    const missing = hormonalDrugs
      .filter((d) => !d.monograph && !monographs.has(d.id))
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

  it('say why a NIOSH table is unknown', () => {
    for (const [id, m] of monographs) {
      if (m.hazardous.niosh === 'unknown') expect(m.hazardous.note, id).toMatch(/not confirmed/);
    }
    // Tamoxifen is an IARC Group 1 carcinogen: NIOSH 2024 Table 1.
    expect(monographs.get('tamoxifen')?.hazardous.niosh).toBe('table-1');
  });

  type Row = [id: string, part: Parameters<typeof text>[1], expected: RegExp];
  it.each<Row>([
    // Tamoxifen D&A: metastatic 20-40 mg/day, above 20 mg divided; DCIS and risk reduction 20 mg x 5 years.
    ['tamoxifen', 'dosing', /20-40 mg orally daily; give doses above 20 mg in two divided doses/],
    ['tamoxifen', 'dosing', /DCIS and risk reduction: for 5 years/],
    // Faslodex 2.1: 500 mg as two 5 mL injections on days 1, 15, 29, then monthly; 2.3 Child-Pugh B 250 mg.
    ['fulvestrant', 'dosing', /500 mg intramuscularly as two 5 mL injections/],
    ['fulvestrant', 'dosing', /days 1, 15 and 29, then once monthly/],
    ['fulvestrant', 'dosing', /Child-Pugh B\): 250 mg/],
    ['fulvestrant', 'administration', /1-2 minutes per injection/],
    // Faslodex 8.3 (2016 safety labeling change): contraception for 1 year.
    ['fulvestrant', 'pregnancy', /for 1 year after the last dose/],
    // Orserdu 2.2-2.3, Table 1: 345 mg with food; 258 then 172 mg; missed > 6 hours skip.
    ['elacestrant', 'dosing', /345 mg orally once daily with food/],
    ['elacestrant', 'dosing', /258 mg once daily \(three 86 mg tablets\), then 172 mg once daily/],
    ['elacestrant', 'administration', /more than 6 hours/],
    ['elacestrant', 'pregnancy', /1 week after the last dose/],
    // Femara 2.1, 2.5: 2.5 mg daily; cirrhosis 2.5 mg every other day; 8.3 at least 3 weeks.
    ['letrozole', 'dosing', /2\.5 mg orally once daily/],
    ['letrozole', 'dosing', /2\.5 mg every other day/],
    ['letrozole', 'pregnancy', /at least 3 weeks after the last dose/],
    // Femara 6.1 Table 1 (adjuvant): hypercholesterolaemia 52.3%, hot flashes 33.5%.
    ['letrozole', 'adverse', /Hypercholesterolaemia \(adjuvant\): 52\.3%/],
    ['letrozole', 'adverse', /Hot flashes\/flushes \(adjuvant\): 33\.5%/],
    // Arimidex 2.1: 1 mg daily; 5.1 ischaemic events 17% vs 10%; 8.2-8.3: 3 weeks and 2 weeks.
    ['anastrozole', 'dosing', /1 mg orally once daily/],
    ['anastrozole', 'adverse', /17% vs 10%/],
    // Arimidex 6.1: fractures 22 vs 15 per 1,000 patient-years; osteoporosis 10.5% vs 7.3%.
    ['anastrozole', 'adverse', /22 vs 15 per 1,000 patient-years/],
    ['anastrozole', 'adverse', /10\.5% vs 7\.3%/],
    ['anastrozole', 'pregnancy', /3 weeks after the last dose.*2 weeks after the last dose/],
    // Aromasin 2.1-2.2: 25 mg after a meal; 50 mg with strong CYP3A4 inducers; 8.2-8.3: 1 month.
    ['exemestane', 'dosing', /25 mg orally once daily after a meal/],
    ['exemestane', 'dosing', /strong CYP3A4 inducer .*: 50 mg once daily/],
    ['exemestane', 'pregnancy', /1 month after the last dose.*within 7 days/],
    // Zytiga 2.1-2.2, 2.4: 1,000 mg with prednisone 5 mg twice daily (CRPC) / once daily (CSPC); 750 then 500 mg.
    ['abiraterone', 'dosing', /1,000 mg .* with prednisone 5 mg orally twice daily/],
    ['abiraterone', 'dosing', /prednisone 5 mg orally once daily/],
    [
      'abiraterone',
      'dosing',
      /resume at 750 mg once daily; if it recurs, withhold and resume at 500 mg/,
    ],
    ['abiraterone', 'dosing', /Child-Pugh B: 250 mg once daily/],
    ['abiraterone', 'administration', /at least 2 hours before and 1 hour after/],
    // Zytiga 8.3: males use contraception for 3 weeks after the final dose.
    ['abiraterone', 'pregnancy', /3 weeks after the final dose/],
    // Xtandi 2.1-2.4: 160 mg; 120 or 80 mg; CYP2C8 80 mg; CYP3A4 inducer 240 mg.
    ['enzalutamide', 'dosing', /160 mg \(four 40 mg capsules or tablets\) orally once daily/],
    ['enzalutamide', 'dosing', /reduced dose \(120 mg or 80 mg\)/],
    ['enzalutamide', 'dosing', /Strong CYP2C8 inhibitor: avoid; if unavoidable, 80 mg/],
    ['enzalutamide', 'dosing', /Strong CYP3A4 inducer: avoid; if unavoidable, 240 mg/],
    // Xtandi and Erleada 8.3: males use contraception for 3 months after the last dose.
    ['enzalutamide', 'pregnancy', /3 months after the last dose/],
    ['apalutamide', 'pregnancy', /3 months after the last dose/],
    // Erleada 2.1-2.3: 240 mg daily; 180 or 120 mg; applesauce 120 mL.
    ['apalutamide', 'dosing', /240 mg .* orally once daily/],
    ['apalutamide', 'dosing', /reduced dose \(180 mg or 120 mg\)/],
    ['apalutamide', 'administration', /120 mL of applesauce/],
    // Erleada 6.1: the most common reactions at 10% or more include falls and fractures.
    ['apalutamide', 'adverse', /Falls, fractures, weight decreased: ≥10%/],
    // Nubeqa 2.1-2.3: 600 mg twice daily with food; 300 mg twice daily for toxicity, eGFR 15-29, Child-Pugh B.
    ['darolutamide', 'dosing', /600 mg \(two 300 mg tablets\) orally twice daily with food/],
    [
      'darolutamide',
      'dosing',
      /eGFR 15-29 mL\/min\/1\.73 m2, not on haemodialysis\): 300 mg twice daily/,
    ],
    ['darolutamide', 'dosing', /within 6 weeks/],
    ['darolutamide', 'pregnancy', /1 week after the last dose/],
    // Casodex 2.1: 50 mg once daily with an LHRH analogue, started together.
    ['bicalutamide', 'dosing', /50 mg orally once daily .* same time as the LHRH analogue/],
    // Lupron Depot 2.1-2.4: 7.5 mg/4 wk, 22.5 mg/12 wk, 30 mg/16 wk, 45 mg/24 wk IM; Eligard Table 1 SC.
    [
      'leuprolide',
      'dosing',
      /7\.5 mg every 4 weeks .*22\.5 mg every 12 weeks .*30 mg every 16 weeks .*45 mg every 24 weeks/,
    ],
    ['leuprolide', 'dosing', /Eligard \(subcutaneous\)/],
    ['leuprolide', 'dosing', /never give a fractional dose/],
    ['leuprolide', 'administration', /within 2 hours of reconstitution/],
    // Zoladex 2: 3.6 mg every 28 days; 10.8 mg every 12 weeks; B2-C 8 weeks before radiotherapy.
    ['goserelin', 'dosing', /3\.6 mg subcutaneously every 28 days/],
    ['goserelin', 'dosing', /10\.8 mg subcutaneously every 12 weeks/],
    ['goserelin', 'dosing', /start 8 weeks before radiotherapy/],
    ['goserelin', 'administration', /inferior epigastric artery/],
    // Trelstar Table 1: 3.75 mg/4 wk, 11.25 mg/12 wk, 22.5 mg/24 wk; sterile water only.
    [
      'triptorelin',
      'dosing',
      /3\.75 mg every 4 weeks, 11\.25 mg every 12 weeks or 22\.5 mg every 24 weeks/,
    ],
    ['triptorelin', 'administration', /sterile water only/],
    // Firmagon Table 1: 240 mg as two 120 mg (40 mg/mL), then 80 mg (20 mg/mL) every 28 days.
    ['degarelix', 'dosing', /240 mg as two subcutaneous injections of 120 mg \(40 mg\/mL\)/],
    ['degarelix', 'dosing', /80 mg \(20 mg\/mL\) as one subcutaneous injection every 28 days/],
    ['degarelix', 'administration', /80 mg vial with 4\.2 mL, withdraw 4 mL/],
    // Megestrol tablets DOSAGE AND ADMINISTRATION: breast 160 mg/day; endometrium 40-320 mg/day; 2 months.
    ['megestrol', 'dosing', /160 mg a day \(40 mg four times daily\)/],
    ['megestrol', 'dosing', /40-320 mg a day in divided doses/],
    ['megestrol', 'dosing', /at least 2 months/],
    // Sandostatin 2: SC 100-600 mcg/day (carcinoid), 200-300 mcg/day (VIPoma); LAR 20 mg q4w x 2 months; 10/30 mg.
    ['octreotide', 'dosing', /100-600 mcg a day in 2-4 divided doses/],
    ['octreotide', 'dosing', /200-300 mcg a day in 2-4 divided doses/],
    ['octreotide', 'dosing', /20 mg intragluteally every 4 weeks for 2 months/],
    ['octreotide', 'dosing', /reduce to 10 mg every 4 weeks .*increase to 30 mg every 4 weeks/],
    ['octreotide', 'dosing', /cirrhosis: start at 10 mg every 4 weeks/],
    // Sandostatin LAR 6: carcinoid-syndrome reactions in 20% or more.
    [
      'octreotide',
      'adverse',
      /back pain, fatigue, headache, abdominal pain, nausea, dizziness: ≥20%/,
    ],
    // Somatuline Depot 2: GEP-NET and carcinoid 120 mg every 4 weeks; acromegaly 90 mg start, 60 mg renal/hepatic.
    ['lanreotide', 'dosing', /GEP-NETs \| 120 mg by deep subcutaneous injection every 4 weeks/],
    ['lanreotide', 'dosing', /90 mg every 4 weeks for 3 months/],
    ['lanreotide', 'dosing', /CrCl below 60 mL\/min.*start at 60 mg/],
    ['lanreotide', 'pregnancy', /6 months after the last dose/],
  ])('%s %s says %s', (id, part, expected) => {
    expect(text(id, part)).toMatch(expected);
  });
});
