import { describe, expect, it } from 'vitest';
import { drugSchema } from '../../../core/knowledge/drug';
import { drugRecords } from '../index';
import { kinaseInhibitorMonographs } from './kinase-inhibitors';
import { monographReader } from './monograph-text';

/**
 * The kinase-inhibitor monographs of ./kinase-inhibitors.ts (issue 13). Each row pins a number taken
 * from the US label section named in its comment (dose, reduction level, food rule, frequency), so a
 * later edit cannot silently change it.
 */
const { monographs, text } = monographReader(kinaseInhibitorMonographs);

/** The 24 drugs this file's second batch covers (the first 11 predate this test). */
const BATCH = [
  'nilotinib',
  'bosutinib',
  'ponatinib',
  'erlotinib',
  'gefitinib',
  'afatinib',
  'lapatinib',
  'neratinib',
  'crizotinib',
  'ceritinib',
  'alectinib',
  'brigatinib',
  'dabrafenib',
  'trametinib',
  'vemurafenib',
  'cobimetinib',
  'sorafenib',
  'pazopanib',
  'axitinib',
  'regorafenib',
  'acalabrutinib',
  'idelalisib',
  'pacritinib',
  'everolimus',
];

describe('kinase-inhibitor monographs', () => {
  it('cover the batch, join their records and carry the label and NIOSH sources', () => {
    for (const id of BATCH) {
      expect(monographs.has(id), id).toBe(true);
      const record = drugRecords.find((d) => d.id === id);
      expect(record, id).toBeDefined();
      const parsed = drugSchema.parse(record);
      expect(parsed.monograph, id).toBeDefined();
      expect(parsed.lastReviewed, id).toBe('2026-11-27');
      const sourceTitles = parsed.monograph?.sources.map((s) => s.title) ?? [];
      expect(
        sourceTitles.some((t) => /US prescribing information/.test(t)),
        id,
      ).toBe(true);
      expect(
        sourceTitles.some((t) => /NIOSH/.test(t)),
        id,
      ).toBe(true);
    }
  });

  type Row = [id: string, part: Parameters<typeof text>[1], expected: RegExp];
  it.each<Row>([
    // Tasigna 2.1: 300 mg twice daily (newly diagnosed), 400 mg twice daily (resistant); fasting 2 h before, 1 h after.
    ['nilotinib', 'dosing', /300 mg orally twice daily/],
    ['nilotinib', 'dosing', /400 mg orally twice daily/],
    // Tasigna 2.2 Table: QTc above 480 ms, reduce to 400 mg once daily if QTcF 450-480 ms after 2 weeks.
    ['nilotinib', 'dosing', /QTcF is 450-480 ms after 2 weeks, resume at 400 mg once daily/],
    ['nilotinib', 'administration', /at least 2 hours before and 1 hour after/],
    // Tasigna 7 (acid reducers): H2 blocker 10 hours before or 2 hours after.
    ['nilotinib', 'administration', /H2 blocker about 10 hours before or 2 hours after/],
    // Bosulif 2.1: 400 mg (newly diagnosed), 500 mg (resistant) with food; 2.3: resume at 400 mg.
    ['bosutinib', 'dosing', /400 mg orally once daily with food/],
    ['bosutinib', 'dosing', /500 mg orally once daily with food/],
    [
      'bosutinib',
      'dosing',
      /Transaminases above 5x ULN: withhold until 2\.5x ULN or less, then resume at 400 mg/,
    ],
    // Iclusig 2.1: 45 mg, reduced to 15 mg at BCR-ABL1 1% or less; 2.3 strong CYP3A inhibitor 45 to 30 mg.
    ['ponatinib', 'dosing', /45 mg orally once daily, reduced to 15 mg once daily/],
    ['ponatinib', 'dosing', /45 mg to 30 mg, 30 mg to 15 mg, 15 mg to 10 mg/],
    // Iclusig 8.2: no breastfeeding for 6 days.
    ['ponatinib', 'pregnancy', /6 days after the last dose/],
    // Tarceva 2: 150 mg NSCLC, 100 mg pancreatic; 50 mg decrements; smokers up to 300 mg.
    ['erlotinib', 'dosing', /150 mg orally once daily/],
    ['erlotinib', 'dosing', /Reduce in 50 mg steps/],
    ['erlotinib', 'dosing', /at most 300 mg/],
    ['erlotinib', 'administration', /at least 1 hour before or 2 hours after food/],
    // Iressa 2: 250 mg daily; withhold up to 14 days; inducer 500 mg; 7: PPI 12 hours, H2/antacid 6 hours.
    ['gefitinib', 'dosing', /250 mg orally once daily/],
    ['gefitinib', 'dosing', /Withhold for up to 14 days/],
    ['gefitinib', 'dosing', /500 mg once daily/],
    ['gefitinib', 'administration', /12 hours after the last or 12 hours before the next PPI dose/],
    // Iressa 2.2/5 (label W&P copy): stop for confirmed ILD, severe hepatic impairment, GI perforation, persistent ulcerative keratitis.
    [
      'gefitinib',
      'dosing',
      /Stop for confirmed interstitial lung disease, severe hepatic impairment, GI perforation or persistent ulcerative keratitis/,
    ],
    // Gilotrif 2: 40 mg daily, 30 mg with eGFR 15-29; resume 10 mg per day lower.
    ['afatinib', 'dosing', /40 mg orally once daily/],
    ['afatinib', 'dosing', /30 mg once daily/],
    ['afatinib', 'dosing', /10 mg per day less than the dose that caused it/],
    ['afatinib', 'adverse', /Diarrhoea: 96%/],
    // Tykerb 2: 1,250 mg with capecitabine, 1,500 mg with letrozole; 1 hour before or after a meal.
    ['lapatinib', 'dosing', /1,250 mg \(five 250 mg tablets\)/],
    ['lapatinib', 'dosing', /1,500 mg \(six 250 mg tablets\)/],
    ['lapatinib', 'dosing', /Child-Pugh C\): 750 mg\/day/],
    ['lapatinib', 'administration', /at least 1 hour before or 1 hour after a meal/],
    // Tykerb 2.2 (fact check): other grade 2+ toxicity restarts at 1,250 mg/day, lower if it recurs; letrozole LVEF restart 1,250 mg/day.
    [
      'lapatinib',
      'dosing',
      /restart at 1,250 mg\/day once grade 1 or better, and at a lower dose if the toxicity recurs/,
    ],
    ['lapatinib', 'dosing', /After stopping for a fall in LVEF: restart at 1,250 mg\/day/],
    // Nerlynx 2: 240 mg with food; reductions 200/160/120 mg; loperamide 4 mg three times daily days 1-14.
    ['neratinib', 'dosing', /240 mg \(six 40 mg tablets\) orally once daily with food/],
    ['neratinib', 'dosing', /200 mg, 160 mg, then 120 mg daily/],
    ['neratinib', 'administration', /4 mg three times daily on days 1-14/],
    ['neratinib', 'pregnancy', /3 months after the last dose/],
    // Nerlynx 6.1 ExteNET (fact check against the ExteNET table): nausea ~43%, abdominal pain ~36%, vomiting ~27%.
    ['neratinib', 'adverse', /Nausea \(ExteNET\): about 43%/],
    ['neratinib', 'adverse', /Abdominal pain \(ExteNET\): about 36%/],
    ['neratinib', 'adverse', /Vomiting \(ExteNET\): about 27%/],
    // Xalkori 2: 250 mg twice daily; reductions 200 mg twice daily then 250 mg once daily.
    ['crizotinib', 'dosing', /250 mg orally twice daily/],
    ['crizotinib', 'dosing', /200 mg twice daily, then 250 mg once daily/],
    // Xalkori 8.3: females at least 45 days, males (condoms) at least 90 days; 6: most common (≥25%) in NSCLC.
    ['crizotinib', 'pregnancy', /at least 45 days after the last dose/],
    ['crizotinib', 'pregnancy', /at least 90 days after the last dose/],
    ['crizotinib', 'adverse', /Vision disorders \(NSCLC\): ≥25%/],
    // Zykadia 2: 450 mg once daily with food; 150 mg steps.
    ['ceritinib', 'dosing', /450 mg orally once daily with food/],
    ['ceritinib', 'dosing', /150 mg steps/],
    // Alecensa 2: 600 mg twice daily with food; 450 then 300 mg; adjuvant 2 years; 8.3 1 week / 3 months.
    ['alectinib', 'dosing', /600 mg orally twice daily with food for 2 years/],
    ['alectinib', 'dosing', /450 mg, then 300 mg twice daily/],
    ['alectinib', 'pregnancy', /1 week after the last dose/],
    // Alunbrig 2: 90 mg for 7 days then 180 mg; reductions 120, 90, 60 mg; 8.3 non-hormonal 4 months.
    [
      'brigatinib',
      'dosing',
      /90 mg orally once daily for the first 7 days, then 180 mg once daily/,
    ],
    ['brigatinib', 'dosing', /120 mg, 90 mg, then 60 mg once daily/],
    ['brigatinib', 'pregnancy', /non-hormonal contraception .* at least 4 months/],
    // Tafinlar 2: 150 mg twice daily fasting; reductions 100, 75, 50 mg twice daily.
    ['dabrafenib', 'dosing', /150 mg orally twice daily/],
    ['dabrafenib', 'dosing', /100 mg, 75 mg, then 50 mg twice daily/],
    ['dabrafenib', 'administration', /at least 1 hour before or 2 hours after a meal/],
    // Mekinist 2: 2 mg once daily; reductions 1.5 then 1 mg; missed dose within 12 hours; 8.2 4 months.
    ['trametinib', 'dosing', /2 mg orally once daily/],
    ['trametinib', 'dosing', /1\.5 mg, then 1 mg once daily/],
    ['trametinib', 'administration', /within 12 hours of the next dose/],
    ['trametinib', 'pregnancy', /4 months after the last dose/],
    // Mekinist 2 (fact check): LVEF fall ≥10% below LLN withhold up to 4 weeks; uncomplicated DVT/PE withhold up to 3 weeks.
    [
      'trametinib',
      'dosing',
      /absolute LVEF fall of 10% or more to below the lower limit of normal: withhold up to 4 weeks/,
    ],
    [
      'trametinib',
      'dosing',
      /Uncomplicated VTE: withhold up to 3 weeks, resume lower; life-threatening PE: stop/,
    ],
    // Mekinist 6.1 Trial 1 (monotherapy): rash 57%, diarrhoea 43%, lymphoedema 32%.
    ['trametinib', 'adverse', /Rash \(monotherapy, melanoma Trial 1\): 57%/],
    ['trametinib', 'adverse', /Lymphoedema \(monotherapy, melanoma Trial 1\): 32%/],
    // Zelboraf 2: 960 mg twice daily; 720 then 480 mg; not below 480 mg.
    ['vemurafenib', 'dosing', /960 mg \(four 240 mg tablets\)/],
    ['vemurafenib', 'dosing', /720 mg twice daily .* 480 mg twice daily/],
    ['vemurafenib', 'adverse', /Arthralgia: ≥30%/],
    // Cotellic 2: 60 mg days 1-21 of 28; reductions 40 then 20 mg; moderate CYP3A inhibitor 20 mg.
    [
      'cobimetinib',
      'dosing',
      /60 mg \(three 20 mg tablets\) orally once daily on days 1-21 of each 28-day cycle/,
    ],
    ['cobimetinib', 'dosing', /40 mg, then 20 mg once daily/],
    ['cobimetinib', 'dosing', /reduce to 20 mg/],
    // Nexavar 2: 400 mg twice daily without food; reductions 400 mg daily then 400 mg every other day.
    ['sorafenib', 'dosing', /400 mg \(two 200 mg tablets\) orally twice daily without food/],
    ['sorafenib', 'dosing', /400 mg once daily, then 200 mg once daily or 400 mg every other day/],
    ['sorafenib', 'administration', /at least 1 hour before or 2 hours after a meal/],
    // Votrient 2: 800 mg without food; RCC 400 then 200 mg, STS 600 then 400 mg; ALT > 8x ULN.
    ['pazopanib', 'dosing', /800 mg \(four 200 mg tablets\) orally once daily without food/],
    ['pazopanib', 'dosing', /RCC 400 mg, then 200 mg daily; STS 600 mg, then 400 mg daily/],
    ['pazopanib', 'dosing', /ALT above 8x ULN/],
    ['pazopanib', 'administration', /do not crush/],
    // Inlyta 2: 5 mg twice daily; escalate to 7 then 10 mg; reduce to 3 then 2 mg; 5.1 hypertension 40%.
    ['axitinib', 'dosing', /5 mg orally twice daily/],
    ['axitinib', 'dosing', /7 mg, then 10 mg twice daily/],
    ['axitinib', 'dosing', /3 mg, then 2 mg twice daily/],
    ['axitinib', 'adverse', /Hypertension \(monotherapy\): 40%/],
    // Nexavar 6 (label copy): ≥20% list; SHARP table: diarrhoea 55%, fatigue 46%, hand-foot skin reaction 21%.
    ['sorafenib', 'adverse', /Diarrhoea \(HCC, SHARP\): 55%/],
    ['sorafenib', 'adverse', /Hand-foot skin reaction \(HCC, SHARP\): 21%/],
    // Stivarga 2: 160 mg days 1-21 of 28 after a low-fat meal; 120 then 80 mg; 8.3 2 months.
    [
      'regorafenib',
      'dosing',
      /160 mg \(four 40 mg tablets\) orally once daily for the first 21 days/,
    ],
    ['regorafenib', 'dosing', /120 mg, then 80 mg daily/],
    ['regorafenib', 'administration', /low-fat meal \(under 600 calories and under 30% fat\)/],
    ['regorafenib', 'pregnancy', /2 months after the last dose/],
    // Calquence 2: 100 mg every 12 hours; third occurrence 100 mg once daily; inducer 200 mg.
    ['acalabrutinib', 'dosing', /100 mg orally about every 12 hours/],
    ['acalabrutinib', 'dosing', /third occurrence 100 mg once daily; fourth occurrence stop/],
    ['acalabrutinib', 'dosing', /200 mg about every 12 hours/],
    ['acalabrutinib', 'pregnancy', /2 weeks after the last dose/],
    // Calquence 7 (capsules vs maleate tablets): capsules 2 h before or 10 h after an H2 blocker; tablets no change.
    ['acalabrutinib', 'administration', /maleate tablets need no change/],
    ['acalabrutinib', 'administration', /2 hours before \(or 10 hours after\) an H2 blocker/],
    // Zydelig 2: 150 mg twice daily, resume at 100 mg twice daily; boxed warning (zydelig.com ISI): infections 21-36%, hepatotoxicity 11-18%.
    ['idelalisib', 'dosing', /150 mg orally twice daily/],
    ['idelalisib', 'dosing', /Above 20x ULN: stop/],
    ['idelalisib', 'adverse', /Fatal and\/or serious infections \(boxed warning\): 21-36%/],
    ['idelalisib', 'adverse', /Fatal and\/or serious hepatotoxicity \(boxed warning\): 11-18%/],
    ['idelalisib', 'adverse', /Diarrhoea, pyrexia, fatigue, nausea: ≥20%/],
    // Vonjo 2: 200 mg twice daily; 100 mg twice daily then 100 mg once daily; stop 7 days before surgery.
    ['pacritinib', 'dosing', /200 mg orally twice daily/],
    ['pacritinib', 'dosing', /100 mg twice daily, then 100 mg once daily/],
    ['pacritinib', 'dosing', /Stop 7 days before elective surgery/],
    ['pacritinib', 'adverse', /Diarrhoea: 48%/],
    // Vonjo patient information (8.2): no breastfeeding for 2 weeks after the last dose.
    ['pacritinib', 'pregnancy', /2 weeks after the last dose/],
    // Afinitor 2: 10 mg daily; SEGA 4.5 mg/m2 to trough 5-15 ng/mL; moderate inhibitor 2.5 mg; 8.2 2 weeks.
    ['everolimus', 'dosing', /10 mg orally once daily/],
    ['everolimus', 'dosing', /4\.5 mg\/m² once daily/],
    ['everolimus', 'dosing', /5-15 ng\/mL/],
    ['everolimus', 'dosing', /Moderate CYP3A4\/P-gp inhibitor: 2\.5 mg daily/],
    ['everolimus', 'pregnancy', /2 weeks after the last dose/],
    // Afinitor 2 (adverse-reaction table): resume at about half the previous dose; 6.1 RECORD-1: stomatitis 44%, infections 37%.
    ['everolimus', 'dosing', /resume at about half the previous dose/],
    ['everolimus', 'adverse', /Stomatitis \(RCC, RECORD-1\): 44%/],
    ['everolimus', 'adverse', /Infections \(RCC\): 37%/],
    ['everolimus', 'pregnancy', /8 weeks after the last dose/],
  ])('%s %s says %s', (id, part, expected) => {
    expect(text(id, part)).toMatch(expected);
  });
});
