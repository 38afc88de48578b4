import { describe, expect, it } from 'vitest';
import type { CuratedInteraction, Participant } from '../../core/knowledge/interaction';
import { curatedInteractionSchema } from '../../core/knowledge/interaction';
import { curatedInteractionRecords } from './index';

/**
 * The records written for the pairs the validation set (src/knowledge/validation) used to miss
 * (November 2026). Each row pins the pair, the severity graded from the label wording, the
 * management action and a figure or instruction taken from the cited section, so that a later
 * edit cannot silently weaken them. The validation set itself is not touched.
 */
const records = new Map<string, CuratedInteraction>(
  curatedInteractionRecords.map((r) => {
    const parsed = curatedInteractionSchema.parse(r);
    return [parsed.id, parsed];
  }),
);

const key = (p: Participant) => ('drug' in p ? `drug:${p.drug}` : `group:${p.group}`);

type Row = [
  id: string,
  pair: [string, string],
  severity: CuratedInteraction['severity'],
  action: CuratedInteraction['management']['action'],
  text: RegExp,
  section: RegExp,
];

describe('records for the validation-set gaps', () => {
  it.each<Row>([
    // Varubi 8/2020, 4 Contraindications: narrow-margin CYP2D6 substrates (thioridazine, pimozide).
    [
      'rolapitant-pimozide',
      ['drug:rolapitant', 'drug:pimozide'],
      'contraindicated',
      'avoid',
      /28 days/,
      /^4 Contraindications$/,
    ],
    // Tafinlar 7: substitute strong CYP2C8 inhibitors; 12.3: gemfibrozil raised AUC by 47%.
    [
      'dabrafenib-gemfibrozil',
      ['drug:dabrafenib', 'drug:gemfibrozil'],
      'major',
      'substitute',
      /CYP2C8/,
      /7 Drug Interactions/,
    ],
    // Tepmetko 7/12.3: dabigatran AUC about 1.5-fold; reduce the P-gp substrate per its label.
    [
      'tepotinib-dabigatran',
      ['drug:tepotinib', 'drug:dabigatran'],
      'major',
      'adjust-dose',
      /Pradaxa/,
      /7 Drug Interactions/,
    ],
    // Balversa 7.1: consider alternatives; if unavoidable, monitor and modify the dose (2.3).
    [
      'erdafitinib-strong-cyp3a4-inhibitors',
      ['drug:erdafitinib', 'group:strong-cyp3a4-inhibitors'],
      'moderate',
      'adjust-dose',
      /9, 8, 6, 5, 4 mg/,
      /2\.3 Dose Modifications/,
    ],
    // Emend 7: monitor with CYP3A4-metabolised chemotherapy including ifosfamide.
    [
      'aprepitant-ifosfamide',
      ['drug:aprepitant', 'drug:ifosfamide'],
      'moderate',
      'monitor',
      /mental status/,
      /7 Drug Interactions/,
    ],
    [
      'fosaprepitant-ifosfamide',
      ['drug:fosaprepitant', 'drug:ifosfamide'],
      'moderate',
      'monitor',
      /encephalopathy/,
      /7 Drug Interactions/,
    ],
    // Nipent PRECAUTIONS: fatal pulmonary oedema and hypotension with high-dose cyclophosphamide.
    [
      'pentostatin-cyclophosphamide',
      ['drug:pentostatin', 'drug:cyclophosphamide'],
      'major',
      'avoid',
      /high-dose cyclophosphamide/,
      /PRECAUTIONS: Drug Interactions/,
    ],
    // Trodelvy 7.1: avoid UGT1A1 inhibitors.
    [
      'atazanavir-sacituzumab-govitecan',
      ['drug:atazanavir', 'drug:sacituzumab-govitecan'],
      'major',
      'avoid',
      /UGT1A1/,
      /7 Drug Interactions/,
    ],
    // Paclitaxel PRECAUTIONS (doxorubicin levels rise); sequence and 360 mg/m2 from PMIDs 8874332, 12429622.
    [
      'doxorubicin-paclitaxel',
      ['drug:doxorubicin', 'drug:paclitaxel'],
      'moderate',
      'monitor',
      /doxorubicin before paclitaxel.*360 mg\/m2/,
      /PRECAUTIONS: Drug Interactions/,
    ],
    // Welireg 7 (contraceptive failure) and 8.3 (non-hormonal contraception for 1 week after).
    [
      'belzutifan-ethinyl-estradiol',
      ['drug:belzutifan', 'drug:ethinyl-estradiol'],
      'major',
      'substitute',
      /1 week after the last dose/,
      /8\.3 Females and Males/,
    ],
  ])('%s pairs %j, is %s, says %s', (id, pair, severity, action, text, section) => {
    const r = records.get(id);
    expect(r).toBeDefined();
    if (!r) return;
    expect([key(r.a), key(r.b)].sort()).toEqual([...pair].sort());
    expect(r.severity).toBe(severity);
    expect(r.management.action).toBe(action);
    expect(r.management.text).toMatch(text);
    expect(r.sources.some((s) => s.kind === 'label' && section.test(s.section ?? ''))).toBe(true);
  });

  it('covers every contraceptive hormone with belzutifan, as with dabrafenib', () => {
    for (const hormone of ['ethinyl-estradiol', 'levonorgestrel', 'norethindrone', 'drospirenone'])
      expect(records.get(`belzutifan-${hormone}`)?.severity).toBe('major');
  });
});
