import { describe, expect, it } from 'vitest';
import { drugSchema, monographSchema, type Monograph } from '../../../core/knowledge/drug';
import { cytotoxicDrugs } from '../cytotoxic';
import { drugRecords } from '../index';
import { cytotoxicMonographs } from './cytotoxic';

/**
 * The cytotoxic monographs (issue 13). Each row pins a number taken from the label section named
 * in its comment, so that a later edit cannot silently change a dose, a reduction level or a
 * frequency.
 */
const monographs = new Map<string, Monograph>(
  Object.entries(cytotoxicMonographs).map(([id, m]) => [id, monographSchema.parse(m)]),
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

/** Antineoplastics of cytotoxic.ts still without a monograph (issue 13 batches). */
const PENDING: string[] = [
  'daunorubicin',
  'epirubicin',
  'idarubicin',
  'mitoxantrone',
  'bleomycin',
  'mitomycin',
  'dactinomycin',
  'topotecan',
  'cabazitaxel',
  'vinblastine',
  'vinorelbine',
  'eribulin',
  'pegaspargase',
  'tretinoin',
  'romidepsin',
  'belinostat',
];

describe('cytotoxic monographs', () => {
  it('cover every antineoplastic of cytotoxic.ts, with the records’ own monographs kept', () => {
    const missing = cytotoxicDrugs
      .filter((d) => d.kind === 'antineoplastic' && !d.monograph && !monographs.has(d.id))
      .map((d) => d.id);
    // Written in batches; this list only shrinks.
    expect(missing.filter((id) => !PENDING.includes(id))).toEqual([]);
    expect(PENDING.filter((id) => monographs.has(id))).toEqual([]);
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
      expect(parsed.monograph?.hazardous.niosh, id).not.toBe('unknown');
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
  ])('%s %s says %s', (id, part, expected) => {
    expect(text(id, part)).toMatch(expected);
  });
});
