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
  'cyclophosphamide',
  'ifosfamide',
  'melphalan',
  'bendamustine',
  'chlorambucil',
  'busulfan',
  'carmustine',
  'lomustine',
  'temozolomide',
  'dacarbazine',
  'procarbazine',
  'thiotepa',
  'lurbinectedin',
  'methotrexate',
  'pemetrexed',
  'pralatrexate',
  'fluorouracil',
  'cytarabine',
  'gemcitabine',
  'azacitidine',
  'decitabine',
  'fludarabine',
  'clofarabine',
  'nelarabine',
  'mercaptopurine',
  'thioguanine',
  'hydroxyurea',
  'daunorubicin',
  'epirubicin',
  'idarubicin',
  'mitoxantrone',
  'bleomycin',
  'mitomycin',
  'dactinomycin',
  'irinotecan',
  'topotecan',
  'etoposide',
  'cabazitaxel',
  'vincristine',
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
  ])('%s %s says %s', (id, part, expected) => {
    expect(text(id, part)).toMatch(expected);
  });
});
