import { describe, expect, it } from 'vitest';
import { drugSchema } from '../../../core/knowledge/drug';
import { drugRecords } from '../index';
import { supportiveOncologyDrugs } from '../supportive-oncology';
import { supportiveMonographs } from './supportive';
import { monographReader } from './monograph-text';

/**
 * The supportive-drug monographs (issue 13, "the essentials for supportive drugs"). Each row pins
 * a number taken from the label section named in its comment, so that a later edit cannot
 * silently change a dose, a ratio, a threshold or a frequency.
 */
const { monographs, text } = monographReader(supportiveMonographs);

/** Supportive drugs whose NIOSH 2024 row this review read (the others stay 'unknown'). */
const NIOSH_CONFIRMED: Record<string, string> = {
  // NIOSH 2024 Table 2 (formerly the 2016 reproductive-hazard table): zoledronic acid.
  'zoledronic-acid': 'table-2',
};

describe('supportive monographs', () => {
  it('belong to supportive-oncology.ts records of kind supportive', () => {
    const ids = new Set(supportiveOncologyDrugs.map((d) => d.id));
    for (const id of monographs.keys()) {
      expect(ids.has(id), id).toBe(true);
      expect(supportiveOncologyDrugs.find((d) => d.id === id)?.kind, id).toBe('supportive');
    }
  });

  it('join their records and pass the drug schema with the label and NIOSH sources', () => {
    for (const id of monographs.keys()) {
      const record = drugRecords.find((d) => d.id === id);
      expect(record, id).toBeDefined();
      const parsed = drugSchema.parse(record);
      expect(parsed.monograph, id).toBeDefined();
      const niosh = parsed.monograph?.hazardous;
      if (id in NIOSH_CONFIRMED) {
        expect(niosh?.niosh, id).toBe(NIOSH_CONFIRMED[id]);
      } else {
        // Row not read: never asserted absent ('not-listed'), and the note says so.
        expect(niosh?.niosh, id).toBe('unknown');
        expect(niosh?.note, id).toMatch(/not confirmed/);
      }
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

  type Row = [id: string, part: Parameters<typeof text>[1], expected: RegExp];
  it.each<Row>([
    // Leucovorin injection, DOSAGE AND ADMINISTRATION: 15 mg q6h x10 from hour 24; delayed early
    // elimination 150 mg IV q3h until <1 micromolar; colorectal 200 or 20 mg/m2 with 5-FU 370/425.
    ['leucovorin', 'dosing', /15 mg \(about 10 mg\/m2\) every 6 hours for 10 doses/],
    ['leucovorin', 'dosing', /starting 24 hours after the start of the methotrexate infusion/],
    ['leucovorin', 'dosing', /150 mg IV every 3 hours until methotrexate is below 1 micromolar/],
    ['leucovorin', 'dosing', /200 mg\/m2 .* fluorouracil 370 mg\/m2/],
    ['leucovorin', 'dosing', /20 mg\/m2 IV followed by fluorouracil 425 mg\/m2/],
    // Leucovorin WARNINGS (calcium content): no more than 160 mg/min; tablets: no single dose >25 mg.
    ['leucovorin', 'administration', /160 mg per minute/],
    ['leucovorin', 'administration', /above 25 mg/],
    ['leucovorin', 'administration', /separately from fluorouracil/],
    // Fusilev/levoleucovorin 2.x: 7.5 mg q6h x10; 75 mg q3h; colorectal 100 or 10 mg/m2.
    ['levoleucovorin', 'dosing', /7\.5 mg \(about 5 mg\/m2\) IV every 6 hours for 10 doses/],
    ['levoleucovorin', 'dosing', /75 mg IV every 3 hours until below 1 micromolar/],
    ['levoleucovorin', 'dosing', /100 mg\/m2 .* fluorouracil 370 mg\/m2/],
    ['levoleucovorin', 'administration', /5\.3 mL 0\.9% sodium chloride/],
    // Mesnex 2.1-2.2: 20% at 0, 4, 8 h (60% total); IV 20% then oral 40% at 2 and 6 h (100% total).
    [
      'mesna',
      'dosing',
      /20% of the ifosfamide dose .* 4 and 8 hours .* 60% of the ifosfamide dose/,
    ],
    ['mesna', 'dosing', /40% of the ifosfamide dose at 2 and 6 hours: a daily total of 100%/],
    ['mesna', 'dosing', /vomits within 2 hours/],
    ['mesna', 'administration', /20 mg\/mL/],
    // Zinecard 2: 10:1 ratio, CrCl <40 mL/min halve; Totect 2: 1000/1000/500 mg/m2 within 6 h.
    ['dexrazoxane', 'dosing', /10:1 ratio .* 500 mg\/m2 for doxorubicin 50 mg\/m2/],
    ['dexrazoxane', 'dosing', /CrCl below 40 mL\/min: reduce the dose by 50% \(ratio 5:1/],
    ['dexrazoxane', 'dosing', /1,000 mg\/m2 on days 1 and 2, 500 mg\/m2 on day 3/],
    ['dexrazoxane', 'dosing', /within 6 hours of the extravasation/],
    [
      'dexrazoxane',
      'pregnancy',
      /6 months after the last dose; males with such partners for 3 months/,
    ],
    // Voraxaze 2: 50 units/kg IV over 5 minutes; 7: leucovorin not within 2 hours.
    ['glucarpidase', 'dosing', /50 units\/kg as a single IV bolus injection over 5 minutes/],
    ['glucarpidase', 'dosing', /within 2 hours before or after glucarpidase/],
    ['glucarpidase', 'administration', /chromatographic/],
    // Vistogard 2.1: 10 g q6h x20 doses within 96 h; 6.1 Table 2: vomiting 10%, nausea 5%.
    ['uridine-triacetate', 'dosing', /10 g \(1 packet\) orally every 6 hours for 20 doses/],
    ['uridine-triacetate', 'dosing', /within 96 hours/],
    ['uridine-triacetate', 'adverse', /Vomiting: 10%/],
    ['uridine-triacetate', 'adverse', /Nausea: 5%/],
    // Elitek 2.1: 0.2 mg/kg over 30 minutes daily up to 5 days; 4 / boxed warning: G6PD; 6.1: vomiting 50%.
    ['rasburicase', 'dosing', /0\.2 mg\/kg as a 30-minute IV infusion once daily for up to 5 days/],
    ['rasburicase', 'dosing', /Contraindicated in G6PD deficiency/],
    ['rasburicase', 'administration', /prechilled heparin tubes.*within 4 hours/],
    ['rasburicase', 'adverse', /Vomiting: 50%/],
    // Zyloprim DOSAGE AND ADMINISTRATION: 600-800 mg daily for 2-3 days; CrCl 10-20 200 mg, <10 100 mg.
    ['allopurinol', 'dosing', /600-800 mg daily for 2-3 days/],
    [
      'allopurinol',
      'dosing',
      /CrCl 10-20 mL\/min, 200 mg daily; CrCl below 10 mL\/min, no more than 100 mg daily/,
    ],
    ['allopurinol', 'dosing', /one third to one quarter/],
    // Neupogen 2.2: 5 mcg/kg/day from >=24 h after chemotherapy, +5 mcg/kg per cycle, to ANC 10,000/mm3.
    ['filgrastim', 'dosing', /5 mcg\/kg\/day .* at least 24 hours after chemotherapy/],
    ['filgrastim', 'dosing', /ANC reaches 10,000\/mm3/],
    ['filgrastim', 'dosing', /increased by 5 mcg\/kg for each chemotherapy cycle/],
    ['filgrastim', 'administration', /only in 5% dextrose, never in saline/],
    // Neulasta 2.1-2.2: 6 mg once per cycle, not 14 days before to 24 h after; ARS 2 doses 1 week apart.
    ['pegfilgrastim', 'dosing', /6 mg subcutaneously once per chemotherapy cycle/],
    ['pegfilgrastim', 'dosing', /between 14 days before and 24 hours after cytotoxic chemotherapy/],
    ['pegfilgrastim', 'dosing', /about 27 hours later/],
    ['pegfilgrastim', 'dosing', /one week apart.*above 2 Gy/],
    // Zometa 2.1-2.4: 4 mg over >=15 min; CrCl table 3.5/3.3/3.0 mg; withhold on creatinine rise.
    ['zoledronic-acid', 'dosing', /4 mg IV over no less than 15 minutes every 3-4 weeks/],
    [
      'zoledronic-acid',
      'dosing',
      /50-60 mL\/min 3\.5 mg; 40-49 mL\/min 3\.3 mg; 30-39 mL\/min 3\.0 mg; below 30 mL\/min not recommended/,
    ],
    ['zoledronic-acid', 'dosing', /rise of 0\.5 mg\/dL .* 1\.0 mg\/dL .* within 10% of baseline/],
    ['zoledronic-acid', 'dosing', /at least 7 days after the first dose/],
    ['zoledronic-acid', 'administration', /lactated Ringer/],
    ['zoledronic-acid', 'adverse', /Fever, the main acute-phase symptom .*: 44%/],
    // Zofran 2.1: IV 0.15 mg/kg x3, max 16 mg per dose; oral HEC 24 mg; hepatic 8.7: max 8 mg/day.
    ['ondansetron', 'dosing', /Three doses of 0\.15 mg\/kg/],
    ['ondansetron', 'dosing', /no single IV dose above 16 mg/],
    ['ondansetron', 'dosing', /24 mg \(three 8 mg tablets\)/],
    ['ondansetron', 'dosing', /Child-Pugh C\): total daily dose no more than 8 mg/],
    // Granisetron 2: IV 10 mcg/kg; oral 2 mg daily or 1 mg twice daily.
    ['granisetron', 'dosing', /10 mcg\/kg IV within 30 minutes before chemotherapy/],
    [
      'granisetron',
      'dosing',
      /2 mg once daily up to 1 hour before chemotherapy, or 1 mg twice daily/,
    ],
    // Aloxi 2.1 and 6.1 Table 1: 0.25 mg over 30 seconds; headache 9%, constipation 5%.
    ['palonosetron', 'dosing', /0\.25 mg IV as a single dose over 30 seconds/],
    ['palonosetron', 'adverse', /Headache: 9%/],
    ['palonosetron', 'adverse', /Constipation: 5%/],
    // Emend capsules 2.1, 5.x: 125/80/80 mg; contraceptives 28 days.
    [
      'aprepitant',
      'dosing',
      /125 mg orally 1 hour before chemotherapy on day 1, then 80 mg once daily on days 2 and 3/,
    ],
    ['aprepitant', 'dosing', /28 days after the last dose/],
    // Emend for injection 2.1 Tables 1-2 and 2.3: 150 mg over 20-30 min; dex 12/8/8 bid/8 bid; 145 mL.
    ['fosaprepitant', 'dosing', /150 mg IV over 20-30 minutes on day 1/],
    [
      'fosaprepitant',
      'dosing',
      /Dexamethasone 12 mg orally on day 1, 8 mg on day 2, 8 mg twice daily on days 3 and 4/,
    ],
    ['fosaprepitant', 'administration', /145 mL 0\.9% sodium chloride: 150 mL at 1 mg\/mL/],
    ['fosaprepitant', 'administration', /lactated Ringer/],
    // Akynzeo 2.1: capsule 300/0.5 mg 1 h before; injection over 30 min; dex 12 mg day 1, 8 mg days 2-4.
    ['netupitant', 'dosing', /One capsule orally about 1 hour before chemotherapy/],
    ['netupitant', 'dosing', /dexamethasone 12 mg orally .* then 8 mg once daily on days 2-4/],
    ['netupitant', 'dosing', /CrCl below 30 mL\/min/],
    // Varubi 2.1, 4, 6.1: 180 mg within 2 h; dex 20 mg; thioridazine; neutropenia 9%, hiccups 5%.
    [
      'rolapitant',
      'dosing',
      /180 mg \(two 90 mg tablets\) orally within 2 hours before chemotherapy/,
    ],
    ['rolapitant', 'dosing', /dexamethasone 20 mg/],
    ['rolapitant', 'dosing', /thioridazine/],
    ['rolapitant', 'adverse', /Hiccups \(cisplatin regimens\): 5%/],
    // ASCO 2020 (PMID 32658626): olanzapine 10 mg days 1-4, 5 mg option; not a labelled indication.
    [
      'olanzapine',
      'dosing',
      /10 mg orally on day 1 .* continued on days 2-4; a 5 mg dose is an option/,
    ],
    ['olanzapine', 'pregnancy', /Olanzapine passes into breast milk/],
    // NK1 labels' dexamethasone schedules; Taxol and Taxotere premedication.
    [
      'dexamethasone',
      'dosing',
      /20 mg orally 30 minutes before chemotherapy on day 1; highly emetogenic: 8 mg twice daily/,
    ],
    ['dexamethasone', 'dosing', /Paclitaxel: 20 mg orally about 12 and 6 hours before/],
    [
      'dexamethasone',
      'dosing',
      /Docetaxel: 8 mg orally twice daily for 3 days starting the day before/,
    ],
    // Xgeva 2.1-2.3, 8.3: 120 mg q4w; GCTB/HCM loading on days 8 and 15; contraception 5 months.
    ['denosumab', 'dosing', /120 mg subcutaneously every 4 weeks\./],
    ['denosumab', 'dosing', /additional 120 mg doses on days 8 and 15 of the first month/],
    ['denosumab', 'pregnancy', /at least 5 months after the last dose/],
    // Epogen 2.3: Hb <10; 150 U/kg TIW or 40,000 U weekly; -25%; 300 U/kg or 60,000 U; stop at 8 weeks.
    ['epoetin-alfa', 'dosing', /150 Units\/kg subcutaneously three times weekly, or 40,000 Units/],
    ['epoetin-alfa', 'dosing', /reduce the dose by 25%/],
    ['epoetin-alfa', 'dosing', /300 Units\/kg three times weekly or 60,000 Units weekly/],
    ['epoetin-alfa', 'dosing', /No response after 8 weeks/],
    // Aranesp 2.3: 2.25 mcg/kg weekly or 500 mcg q3w; -40%; 4.5 mcg/kg after 6 weeks.
    [
      'darbepoetin-alfa',
      'dosing',
      /2\.25 mcg\/kg subcutaneously every week, or 500 mcg subcutaneously every 3 weeks/,
    ],
    ['darbepoetin-alfa', 'dosing', /reduce the dose by 40%/],
    ['darbepoetin-alfa', 'dosing', /increase to 4\.5 mcg\/kg weekly/],
    // Ethyol 2: 910 mg/m2 over 15 min; 740 mg/m2; 200 mg/m2 over 3 min; SBP interruption table.
    [
      'amifostine',
      'dosing',
      /910 mg\/m2 once daily as a 15-minute IV infusion starting 30 minutes before/,
    ],
    ['amifostine', 'dosing', /740 mg\/m2/],
    ['amifostine', 'dosing', /200 mg\/m2 once daily as a 3-minute IV infusion/],
    ['amifostine', 'dosing', /40 \(140-179\) or 50 mmHg \(180 or more\)/],
    ['amifostine', 'administration', /9\.7 mL 0\.9% sodium chloride/],
    // Reglan injection DOSAGE AND ADMINISTRATION: 1-2 mg/kg over >=15 min; 2 mg/kg with cisplatin; CrCl <40 half dose.
    ['metoclopramide', 'dosing', /1-2 mg\/kg IV infused over at least 15 minutes/],
    ['metoclopramide', 'dosing', /every 2 hours for 2 doses, then every 3 hours for 3 doses/],
    ['metoclopramide', 'dosing', /CrCl below 40 mL\/min: start at about half/],
    ['metoclopramide', 'administration', /dilute in 50 mL/],
    // Prochlorperazine DOSAGE AND ADMINISTRATION: 5-10 mg 3-4 times daily; >40 mg/day only resistant cases.
    ['prochlorperazine', 'dosing', /5 mg or 10 mg three or four times daily/],
    ['prochlorperazine', 'dosing', /no more than 5 mg per minute/],
    // Uloric 2.1-2.2, 4, 8.8: 40 -> 80 mg; severe renal 40 mg; azathioprine/mercaptopurine; not for malignancy.
    [
      'febuxostat',
      'dosing',
      /40 mg once daily; 80 mg once daily if serum uric acid is not below 6 mg\/dL after 2 weeks/,
    ],
    ['febuxostat', 'dosing', /Contraindicated with azathioprine or mercaptopurine/],
    // Dexamethasone tablets USP (2024) DOSAGE AND ADMINISTRATION: cerebral oedema 10 mg IV then 4 mg q6h; equivalents.
    ['dexamethasone', 'dosing', /Cerebral oedema: 10 mg IV, then 4 mg IM every 6 hours/],
    [
      'dexamethasone',
      'dosing',
      /dexamethasone 0\.75 mg = prednisone 5 mg = methylprednisolone 4 mg/,
    ],
    // Solu-Medrol DOSAGE AND ADMINISTRATION and WARNINGS: 30 mg/kg over >=30 min; >0.5 g in <10 min.
    ['methylprednisolone', 'dosing', /30 mg\/kg IV over at least 30 minutes/],
    ['methylprednisolone', 'administration', /more than 0\.5 g over less than 10 minutes/],
    // Prednisone tablets: 5-60 mg/day; Taxotere 2: prednisone 5 mg twice daily.
    ['prednisone', 'dosing', /Initial 5-60 mg per day/],
    ['prednisone', 'dosing', /prednisone 5 mg orally twice daily continuously/],
  ])('%s %s matches %s', (id, part, expected) => {
    expect(text(id, part)).toMatch(expected);
  });
});
