import { describe, expect, it } from 'vitest';
import { drugSchema } from '../../../core/knowledge/drug';
import { cytotoxicDrugs } from '../cytotoxic';
import { drugRecords } from '../index';
import { cytotoxicMonographs } from './cytotoxic';
import { monographReader } from './monograph-text';

/**
 * The cytotoxic monographs (issue 13). Each row pins a number taken from the label section named
 * in its comment, so that a later edit cannot silently change a dose, a reduction level or a
 * frequency.
 */
const { monographs, text } = monographReader(cytotoxicMonographs);

/** Monographs whose NIOSH 2024 table this review could not confirm (see cytotoxic-5.ts). */
const NIOSH_UNCONFIRMED = ['pegaspargase', 'tretinoin'];

describe('cytotoxic monographs', () => {
  it('cover every antineoplastic of cytotoxic.ts, with the records’ own monographs kept', () => {
    const missing = cytotoxicDrugs
      .filter((d) => d.kind === 'antineoplastic' && !d.monograph && !monographs.has(d.id))
      .map((d) => d.id);
    expect(missing).toEqual([]);
    // Oxaliplatin and capecitabine carry theirs in the record; no second one here.
    expect(monographs.has('oxaliplatin')).toBe(false);
    expect(monographs.has('capecitabine')).toBe(false);
  });

  it('join their records and pass the drug schema with a NIOSH table and the NIOSH source', () => {
    for (const id of monographs.keys()) {
      const record = drugRecords.find((d) => d.id === id);
      expect(record, id).toBeDefined();
      const parsed = drugSchema.parse(record);
      expect(parsed.monograph, id).toBeDefined();
      if (NIOSH_UNCONFIRMED.includes(id)) {
        // Placement not confirmed from the list text: 'unknown' with a note saying so.
        expect(parsed.monograph?.hazardous.niosh, id).toBe('unknown');
        expect(parsed.monograph?.hazardous.note, id).toMatch(/not confirmed/);
      } else {
        expect(parsed.monograph?.hazardous.niosh, id).not.toBe('unknown');
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
    // Cisplatin label, DOSAGE AND ADMINISTRATION: testicular 20 mg/m2 daily x 5; ovarian 75-100; bladder 50-70.
    ['cisplatin', 'dosing', /20 mg\/m2 IV daily for 5 days/],
    ['cisplatin', 'dosing', /75-100 mg\/m2/],
    ['cisplatin', 'dosing', /50-70 mg\/m2 IV every 3-4 weeks/],
    // Cisplatin label, ADVERSE REACTIONS: renal insufficiency 28-36% after a single 50 mg/m2 dose.
    ['cisplatin', 'adverse', /28-36%/],
    // Cisplatin 8.3: contraception 14 months (females) and 11 months (males).
    ['cisplatin', 'pregnancy', /14 months.*11 months/],
    // Carboplatin DOSAGE AND ADMINISTRATION: 360 mg/m2 single agent; 300 mg/m2 with cyclophosphamide.
    ['carboplatin', 'dosing', /360 mg\/m2 IV on day 1 every 4 weeks/],
    ['carboplatin', 'dosing', /300 mg\/m2 IV on day 1 every 4 weeks for 6 cycles/],
    // Carboplatin renal dosing table: 250 mg/m2 at CrCl 41-59, 200 mg/m2 at 16-40.
    ['carboplatin', 'dosing', /CrCl 41-59 mL\/min: 250 mg\/m2; CrCl 16-40 mL\/min: 200 mg\/m2/],
    // Carboplatin ADVERSE REACTIONS table: vomiting 81-83%.
    ['carboplatin', 'adverse', /Vomiting: 81-83%/],
    // Paclitaxel: 20% reduction after severe neutropenia or neuropathy; 0.22 micron filter.
    ['paclitaxel', 'dosing', /reduce later doses by 20%/],
    ['paclitaxel', 'administration', /0\.22 micron/],
    ['paclitaxel', 'adverse', /Alopecia: 87%/],
    // Taxotere 2: breast 60-100 mg/m2; NSCLC monotherapy resumes at 55 mg/m2.
    ['docetaxel', 'dosing', /60-100 mg\/m2 IV over 1 hour every 3 weeks/],
    ['docetaxel', 'dosing', /resume at 55 mg\/m2/],
    ['docetaxel', 'administration', /dexamethasone 8 mg twice daily for 3 days/],
    // Doxorubicin 2.1, 2.4 (Table 1), 8.3.
    ['doxorubicin', 'dosing', /60 mg\/m2 IV bolus on day 1 of each 21-day cycle/],
    [
      'doxorubicin',
      'dosing',
      /1\.2-3 mg\/dL: reduce the dose by 50%; 3\.1-5 mg\/dL: reduce by 75%/,
    ],
    ['doxorubicin', 'pregnancy', /6 months after; males with such partners for 3 months/],
    // Cyclophosphamide 2: IV 40-50 mg/kg over 2-5 days; oral 1-5 mg/kg/day; 8.3 up to 1 year.
    ['cyclophosphamide', 'dosing', /40-50 mg\/kg IV in divided doses over 2-5 days/],
    ['cyclophosphamide', 'dosing', /1-5 mg\/kg daily/],
    ['cyclophosphamide', 'pregnancy', /up to 1 year/],
    // Fluorouracil 2.2: 400 mg/m2 bolus then 2,400-3,000 mg/m2 over 46 hours.
    [
      'fluorouracil',
      'dosing',
      /400 mg\/m2 IV bolus on day 1 then 2,400-3,000 mg\/m2 continuous infusion over 46 hours/,
    ],
    ['fluorouracil', 'dosing', /grade 3-4 diarrhoea, grade 2-3 palmar-plantar/],
    // Gemcitabine 2.1-2.4 and 8.2/8.3.
    ['gemcitabine', 'dosing', /1,250 mg\/m2 IV over 30 minutes on days 1 and 8/],
    ['gemcitabine', 'dosing', /800 mg\/m2 on days 1 and 8/],
    ['gemcitabine', 'dosing', /weekly for 7 weeks, 1 week off/],
    [
      'gemcitabine',
      'pregnancy',
      /6 months after the final dose; males with such partners for 3 months/,
    ],
    ['gemcitabine', 'pregnancy', /at least 1 week after the last dose/],
    // Camptosar 2: 125 mg/m2 weekly, 350 mg/m2 every 3 weeks, 180 mg/m2 regimen 2.
    ['irinotecan', 'dosing', /350 mg\/m2 over 90 minutes every 3 weeks/],
    ['irinotecan', 'dosing', /180 mg\/m2 over 90 minutes on days 1, 15 and 29/],
    ['irinotecan', 'administration', /atropine/],
    // Etoposide: SCLC 35 mg/m2 x4 to 50 mg/m2 x5; 0.2-0.4 mg/mL; nausea and vomiting 31-43%.
    ['etoposide', 'dosing', /35 mg\/m2 daily for 4 days up to 50 mg\/m2 daily for 5 days/],
    ['etoposide', 'administration', /0\.2-0\.4 mg\/mL/],
    ['etoposide', 'adverse', /Nausea and vomiting: 31-43%/],
    // Alimta 2: 500 mg/m2 day 1 every 21 days; reductions 75%/50%; CrCl < 45 not recommended.
    ['pemetrexed', 'dosing', /500 mg\/m2 IV over 10 minutes on day 1 of each 21-day cycle/],
    ['pemetrexed', 'dosing', /CrCl below 45 mL\/min: not recommended/],
    ['pemetrexed', 'administration', /vitamin B12 1 mg IM/],
    // Vincristine: 1.4 mg/m2 weekly; bilirubin > 3 mg/dL halve the dose; IV only.
    ['vincristine', 'dosing', /1\.4 mg\/m2 IV once weekly/],
    ['vincristine', 'dosing', /above 3 mg\/dL: reduce the dose by 50%/],
    ['vincristine', 'administration', /FOR INTRAVENOUS USE ONLY/],
    // Methotrexate: osteosarcoma 12 g/m2 (max 20 g) over 4 hours.
    ['methotrexate', 'dosing', /12 g\/m2 \(maximum 20 g per dose\) IV over 4 hours/],
    ['methotrexate', 'administration', /preservative-free/],
    // Cytarabine: 100 mg/m2/day x7; intrathecal 30 mg/m2 every 4 days.
    ['cytarabine', 'dosing', /100 mg\/m2\/day by continuous IV infusion on days 1-7/],
    ['cytarabine', 'dosing', /30 mg\/m2 every 4 days/],
    // Ifex 2: 1.2 g/m2/day x 5 days every 3 weeks; hydration at least 2 L/day.
    ['ifosfamide', 'dosing', /1\.2 g\/m2 IV daily for 5 consecutive days/],
    ['ifosfamide', 'administration', /at least 2 L/],
    // Melphalan: 16 mg/m2 every 2 weeks x4; Evomela 100 mg/m2/day x2.
    ['melphalan', 'dosing', /16 mg\/m2 IV over 15-20 minutes every 2 weeks for 4 doses/],
    ['melphalan', 'dosing', /100 mg\/m2\/day IV over 30 minutes on 2 consecutive days/],
    // Treanda 2.1-2.3: CLL 100 mg/m2 (50 then 25); NHL 120 mg/m2 (90 then 60).
    ['bendamustine', 'dosing', /100 mg\/m2 IV on days 1 and 2 of a 28-day cycle, up to 6 cycles/],
    ['bendamustine', 'dosing', /50 mg\/m2 on days 1 and 2; if it recurs, 25 mg\/m2/],
    ['bendamustine', 'dosing', /120 mg\/m2 IV on days 1 and 2 of a 21-day cycle, up to 8 cycles/],
    ['bendamustine', 'dosing', /90 mg\/m2 on days 1 and 2; if it recurs, 60 mg\/m2/],
    // Leukeran: 0.1-0.2 mg/kg daily for 3-6 weeks.
    ['chlorambucil', 'dosing', /0\.1-0\.2 mg\/kg orally once daily for 3-6 weeks/],
    // Busulfex 2: 0.8 mg/kg every 6 hours x 16 doses; 8.3 6 and 3 months.
    ['busulfan', 'dosing', /0\.8 mg\/kg .* every 6 hours for 4 days \(16 doses/],
    ['busulfan', 'pregnancy', /6 months after; males with such partners for 3 months/],
    // BiCNU 2: 150-200 mg/m2 every 6 weeks; nadir table 70%/50%; 1,400 mg/m2.
    ['carmustine', 'dosing', /150-200 mg\/m2 IV every 6 weeks/],
    ['carmustine', 'dosing', /70%; leukocytes below 2,000 or platelets below 25,000, 50%/],
    ['carmustine', 'administration', /1,400 mg\/m2/],
    // Gleostine 2.2: 130 mg/m2 every 6 weeks; 100 mg/m2 with compromised marrow; one dose dispensed.
    ['lomustine', 'dosing', /130 mg\/m2 orally as a single dose every 6 weeks/],
    ['lomustine', 'administration', /ONE dose/],
    // Temodar 2: 75 mg/m2 x 42 days; 150 then 200 mg/m2 days 1-5.
    ['temozolomide', 'dosing', /75 mg\/m2 once daily for 42 days/],
    [
      'temozolomide',
      'dosing',
      /150 mg\/m2 once daily on days 1-5 of a 28-day cycle for cycle 1, then 200 mg\/m2/,
    ],
    // Dacarbazine: melanoma 2-4.5 mg/kg x10 days or 250 mg/m2 x5; Hodgkin 375 mg/m2 every 15 days.
    ['dacarbazine', 'dosing', /2-4\.5 mg\/kg IV daily for 10 days/],
    ['dacarbazine', 'dosing', /375 mg\/m2 on day 1, repeated every 15 days/],
    ['dacarbazine', 'adverse', /over 90%/],
    // Matulane: 2-4 mg/kg first week then 4-6 mg/kg; MAO inhibition.
    ['procarbazine', 'dosing', /2-4 mg\/kg daily .* then 4-6 mg\/kg daily/],
    ['procarbazine', 'administration', /tyramine/],
    // Thiotepa: 0.3-0.4 mg/kg; intravesical 60 mg weekly x4; 0.2 micron filter.
    ['thiotepa', 'dosing', /0\.3-0\.4 mg\/kg IV at 1-4 week intervals/],
    ['thiotepa', 'dosing', /60 mg in 30-60 mL/],
    ['thiotepa', 'administration', /0\.2 micron/],
    // Zepzelca 2: 3.2 mg/m2 every 21 days; reductions 2.6 then 2 mg/m2.
    ['lurbinectedin', 'dosing', /3\.2 mg\/m2 IV over 60 minutes every 21 days/],
    ['lurbinectedin', 'dosing', /2\.6 mg\/m2, then 2 mg\/m2/],
    // Folotyn 2: 30 mg/m2 weekly x6 of 7; 20 mg/m2 reduction; severe renal 15 mg/m2; 6.1 mucositis 70%; 8.2 1 week.
    [
      'pralatrexate',
      'dosing',
      /30 mg\/m2 IV over 3-5 minutes once weekly for 6 weeks of each 7-week cycle/,
    ],
    ['pralatrexate', 'dosing', /grade 3: omit, then 20 mg\/m2/],
    ['pralatrexate', 'dosing', /eGFR 15-29 mL\/min\/1\.73 m2\): 15 mg\/m2/],
    ['pralatrexate', 'adverse', /Mucositis: 70%/],
    ['pralatrexate', 'pregnancy', /1 week after the last dose/],
    // Vidaza 2: 75 mg/m2 x7 days every 4 weeks, 100 mg/m2 after 2 cycles; bicarbonate < 20 mEq/L 50%. Onureg 2: 300 mg days 1-14.
    ['azacitidine', 'dosing', /75 mg\/m2 SC or IV once daily for 7 days, every 4 weeks/],
    ['azacitidine', 'dosing', /100 mg\/m2/],
    ['azacitidine', 'dosing', /bicarbonate below 20 mEq\/L: 50%/],
    ['azacitidine', 'dosing', /300 mg orally once daily on days 1-14 of each 28-day cycle/],
    ['azacitidine', 'administration', /10-40 minutes/],
    // Dacogen 2: 15 mg/m2 q8h x3 days every 6 weeks (11 mg/m2 on delay); 20 mg/m2 x5 days every 4 weeks; 6 neutropenia 90%.
    [
      'decitabine',
      'dosing',
      /15 mg\/m2 by continuous IV infusion over 3 hours every 8 hours for 3 days, repeated every 6 weeks/,
    ],
    ['decitabine', 'dosing', /11 mg\/m2 every 8 hours/],
    [
      'decitabine',
      'dosing',
      /20 mg\/m2 by continuous IV infusion over 1 hour once daily for 5 days, repeated every 4 weeks/,
    ],
    ['decitabine', 'adverse', /Neutropenia: 90%/],
    // Fludarabine 2: 25 mg/m2 daily x5 every 28 days; CrCl 50-79 20 mg/m2, 30-49 15 mg/m2.
    [
      'fludarabine',
      'dosing',
      /25 mg\/m2 IV over about 30 minutes once daily for 5 consecutive days, every 28 days/,
    ],
    ['fludarabine', 'dosing', /CrCl 50-79 mL\/min, 20 mg\/m2; CrCl 30-49 mL\/min, 15 mg\/m2/],
    ['fludarabine', 'administration', /pentostatin/],
    // Clolar 2: 52 mg/m2 over 2 h x5 days; ANC >= 750; CrCl 30-60 halve the dose.
    ['clofarabine', 'dosing', /52 mg\/m2 IV over 2 hours once daily for 5 consecutive days/],
    ['clofarabine', 'dosing', /ANC is at least 750\/uL/],
    ['clofarabine', 'dosing', /CrCl 30-60 mL\/min: reduce the dose by 50%/],
    // Arranon 2: adults 1,500 mg/m2 days 1, 3, 5 every 21 days; paediatric 650 mg/m2 x5; stop at grade 2 neurotoxicity.
    [
      'nelarabine',
      'dosing',
      /1,500 mg\/m2 IV over 2 hours on days 1, 3 and 5, repeated every 21 days/,
    ],
    ['nelarabine', 'dosing', /650 mg\/m2 IV over 1 hour once daily for 5 consecutive days/],
    ['nelarabine', 'dosing', /grade 2 or higher/],
    // Purixan 2: 1.5-2.5 mg/kg (50-75 mg/m2) daily; homozygous TPMT/NUDT15 10% or less.
    ['mercaptopurine', 'dosing', /1\.5-2\.5 mg\/kg \(50-75 mg\/m2\) orally once daily/],
    ['mercaptopurine', 'dosing', /10% or less of the standard dose/],
    // Tabloid DOSAGE AND ADMINISTRATION: 2 mg/kg daily, 3 mg/kg after 4 weeks.
    ['thioguanine', 'dosing', /2 mg\/kg orally once daily .* 3 mg\/kg daily/],
    // Hydrea 2: 15 mg/kg daily; CrCl < 60 mL/min 7.5 mg/kg. Droxia 2: maximum 35 mg/kg/day.
    ['hydroxyurea', 'dosing', /15 mg\/kg orally once daily/],
    ['hydroxyurea', 'dosing', /CrCl below 60 mL\/min or end-stage renal disease: 7\.5 mg\/kg/],
    ['hydroxyurea', 'dosing', /maximum of 35 mg\/kg\/day/],
    // Daunorubicin DOSAGE AND ADMINISTRATION: 45 mg/m2 days 1-3 (30 mg/m2 at 60+); bilirubin 1.2-3 mg/dL 75%.
    ['daunorubicin', 'dosing', /45 mg\/m2\/day IV on days 1, 2 and 3 of the first course/],
    ['daunorubicin', 'dosing', /60 and older: 30 mg\/m2\/day/],
    ['daunorubicin', 'dosing', /bilirubin 1\.2-3 mg\/dL: give 75% of the dose/],
    // Ellence 2: 100-120 mg/m2 every 3-4 weeks; 75% after nadir toxicity; bilirubin 1.2-3 half, above 3 quarter.
    ['epirubicin', 'dosing', /100-120 mg\/m2 IV per cycle every 3-4 weeks/],
    ['epirubicin', 'dosing', /next day-1 dose 75% of the current one/],
    ['epirubicin', 'dosing', /Bilirubin 1\.2-3 mg\/dL or AST 2-4 x ULN: half the starting dose/],
    ['epirubicin', 'administration', /900 mg\/m2/],
    // Idamycin PFS DOSAGE AND ADMINISTRATION: 12 mg/m2 x3 days over 10-15 min; 25% reduction after severe mucositis; bilirubin > 5 mg/dL.
    ['idarubicin', 'dosing', /12 mg\/m2 daily for 3 days by slow IV injection over 10-15 minutes/],
    ['idarubicin', 'dosing', /25% dose reduction/],
    ['idarubicin', 'dosing', /bilirubin is above 5 mg\/dL/],
    // Mitoxantrone DOSAGE AND ADMINISTRATION: ANLL 12 mg/m2 days 1-3; prostate 12-14 mg/m2 every 21 days; MS 12 mg/m2 every 3 months, 140 mg/m2 lifetime.
    ['mitoxantrone', 'dosing', /12 mg\/m2\/day IV on days 1-3 with cytarabine 100 mg\/m2\/day/],
    ['mitoxantrone', 'dosing', /12-14 mg\/m2 as a short IV infusion every 21 days/],
    ['mitoxantrone', 'dosing', /LVEF below 50%.*140 mg\/m2/],
    ['mitoxantrone', 'adverse', /Nausea \(MS, 12 mg\/m2\): 76%/],
    // Bleomycin DOSAGE AND ADMINISTRATION: 0.25-0.50 units/kg (10-20 units/m2); lymphoma 2 units first 2 doses; renal table; pleural 60 units.
    [
      'bleomycin',
      'dosing',
      /0\.25-0\.50 units\/kg \(10-20 units\/m2\) IV, IM or SC once or twice weekly/,
    ],
    ['bleomycin', 'dosing', /2 units or less for the first 2 doses/],
    [
      'bleomycin',
      'dosing',
      /40-50 mL\/min 70% of the dose; 30-40 60%; 20-30 55%; 10-20 45%; 5-10 40%/,
    ],
    ['bleomycin', 'dosing', /60 units as a single intrapleural bolus/],
    // Mitomycin DOSAGE AND ADMINISTRATION: 20 mg/m2 every 6-8 weeks; nadir table 70%/50%; HUS at 60 mg or more.
    ['mitomycin', 'dosing', /20 mg\/m2 IV as a single dose .* every 6-8 weeks/],
    ['mitomycin', 'dosing', /give 70% of the prior dose; .* give 50%/],
    ['mitomycin', 'administration', /60 mg or more/],
    // Cosmegen 2: Wilms 45 mcg/kg; Ewing 1,250 mcg/m2; GTN 12 mcg/kg x5; testicular 1,000 mcg/m2.
    ['dactinomycin', 'dosing', /45 mcg\/kg IV every 3-6 weeks for up to 26 weeks/],
    ['dactinomycin', 'dosing', /1,250 mcg\/m2 IV every 3 weeks/],
    ['dactinomycin', 'dosing', /12 mcg\/kg IV once daily for 5 days/],
    ['dactinomycin', 'dosing', /1,000 mcg\/m2 IV every 3 weeks/],
    // Hycamtin 2: 1.5 mg/m2 x5 every 21 days (1.25 mg/m2 after toxicity; 0.75 mg/m2 at CrCl 20-39); cervical 0.75 mg/m2 days 1-3 (0.6 then 0.45); capsules 2.3 mg/m2.
    ['topotecan', 'dosing', /1\.5 mg\/m2 IV over 30 minutes once daily for 5 consecutive days/],
    ['topotecan', 'dosing', /reduce to 1\.25 mg\/m2/],
    ['topotecan', 'dosing', /CrCl 20-39 mL\/min\): 0\.75 mg\/m2/],
    ['topotecan', 'dosing', /0\.6 mg\/m2, then 0\.45 mg\/m2/],
    ['topotecan', 'dosing', /2\.3 mg\/m2 orally once daily for 5 consecutive days/],
    // Jevtana 2: 20 mg/m2 every 3 weeks (25 mg/m2 selected); reductions 25 to 20 and 20 to 15 mg/m2; premedication; 0.22 micron filter.
    ['cabazitaxel', 'dosing', /20 mg\/m2 IV over 1 hour every 3 weeks with prednisone 10 mg/],
    ['cabazitaxel', 'dosing', /reduce 25 to 20 mg\/m2 or 20 to 15 mg\/m2/],
    ['cabazitaxel', 'administration', /dexamethasone 8 mg/],
    ['cabazitaxel', 'administration', /0\.22 micron/],
    // Vinblastine DOSAGE AND ADMINISTRATION: 3.7 mg/m2 start, weekly increments, maximum 18.5 mg/m2; WBC 4,000/uL; bilirubin > 3 mg/dL 50%; intrathecal fatal.
    [
      'vinblastine',
      'dosing',
      /3\.7 mg\/m2 IV once, then raise weekly if tolerated: 5\.5, 7\.4, 9\.25 and 11\.1 mg\/m2/,
    ],
    ['vinblastine', 'dosing', /do not exceed 18\.5 mg\/m2/],
    ['vinblastine', 'dosing', /at least 4,000\/uL/],
    ['vinblastine', 'administration', /fatal if given by other routes, including intrathecally/],
    ['vinblastine', 'administration', /minibag/],
    // Navelbine 2: 30 mg/m2 weekly over 6-10 minutes; neutrophils 1,000-1,499 50%; bilirubin 2.1-3 mg/dL 50%, above 3 25%; IV only.
    ['vinorelbine', 'dosing', /30 mg\/m2 IV over 6-10 minutes once weekly/],
    ['vinorelbine', 'dosing', /1,000-1,499\/uL, 50%/],
    [
      'vinorelbine',
      'dosing',
      /Total bilirubin 2\.1-3 mg\/dL: 50% of the starting dose; above 3 mg\/dL: 25%/,
    ],
    ['vinorelbine', 'administration', /fatal if given by other routes, including intrathecally/],
    ['vinorelbine', 'administration', /minibag/],
    // Halaven 2: 1.4 mg/m2 days 1 and 8; 1.1 then 0.7 mg/m2; hepatic/renal 1.1 and 0.7 mg/m2.
    [
      'eribulin',
      'dosing',
      /1\.4 mg\/m2 \(eribulin mesylate\) IV over 2-5 minutes on days 1 and 8 of a 21-day cycle/,
    ],
    [
      'eribulin',
      'dosing',
      /CrCl 15-49 mL\/min: 1\.1 mg\/m2; moderate hepatic impairment \(Child-Pugh B\): 0\.7 mg\/m2/,
    ],
    ['eribulin', 'administration', /do not dilute in or give through a line with 5% dextrose/],
    // Oncaspar 2: 2,500 IU/m2 (21 or younger), 2,000 IU/m2 (older), every 14 days; IM 2 mL per site; 8.2/8.3 3 months.
    [
      'pegaspargase',
      'dosing',
      /2,500 International Units\/m2 IM or IV; older than 21: 2,000 International Units\/m2/,
    ],
    ['pegaspargase', 'administration', /no more than 2 mL per injection site/],
    ['pegaspargase', 'pregnancy', /at least 3 months after the last dose/],
    // Vesanoid DOSAGE AND ADMINISTRATION: 45 mg/m2/day in two doses; 30 days after CR or 90 days; dexamethasone 10 mg every 12 hours.
    ['tretinoin', 'dosing', /45 mg\/m2\/day orally in two evenly divided doses/],
    ['tretinoin', 'dosing', /30 days after complete remission or after 90 days/],
    ['tretinoin', 'dosing', /dexamethasone 10 mg IV every 12 hours for 3-5 days/],
    ['tretinoin', 'pregnancy', /1 month after stopping/],
    // Istodax 2: 14 mg/m2 over 4 hours days 1, 8, 15 of 28; permanent reduction to 10 mg/m2.
    ['romidepsin', 'dosing', /14 mg\/m2 IV over 4 hours on days 1, 8 and 15 of a 28-day cycle/],
    ['romidepsin', 'dosing', /10 mg\/m2 permanently/],
    ['romidepsin', 'administration', /potassium and magnesium/],
    ['romidepsin', 'pregnancy', /at least 1 month after the last dose/],
    // Beleodaq 2 (11/2024): 1,000 mg/m2 days 1-5; 750 mg/m2; UGT1A1*28; hepatic/renal 500 mg/m2; 8.3 6 and 3 months.
    [
      'belinostat',
      'dosing',
      /1,000 mg\/m2 IV over 30 minutes once daily on days 1-5 of a 21-day cycle/,
    ],
    ['belinostat', 'dosing', /Homozygous UGT1A1\*28: start at 750 mg\/m2/],
    ['belinostat', 'dosing', /CLcr 30 to below 60 mL\/min\): 500 mg\/m2/],
    ['belinostat', 'administration', /0\.22 micron/],
    [
      'belinostat',
      'pregnancy',
      /6 months after the last dose; males with such partners for 3 months/,
    ],
  ])('%s %s says %s', (id, part, expected) => {
    expect(text(id, part)).toMatch(expected);
  });
});
