import { describe, expect, it } from 'vitest';
import {
  danglingStepReferences,
  protocolDrugIds,
  protocolSchema,
  unreachableSteps,
  type Criterion,
  type Protocol,
  type ProtocolStep,
} from '../../core/knowledge/protocol';
import { drugRecords } from '../drugs/index';
import { ROSTER_DRUG_IDS } from '../regimens/roster-ids';
import { regimenRecords } from '../regimens/index';
import { protocolRecords } from './index';

const parsed = protocolRecords.map((p) => ({ id: p.id, result: protocolSchema.safeParse(p) }));
const protocols: Protocol[] = parsed.flatMap((p) => (p.result.success ? [p.result.data] : []));
const byId = new Map(protocols.map((p) => [p.id, p]));
const drugIdsInKnowledgeBase = new Set(drugRecords.map((d) => d.id));
const regimenIds = new Set(regimenRecords.map((r) => r.id));

function protocol(id: string): Protocol {
  const p = byId.get(id);
  if (!p) throw new Error(`protocol ${id} missing or invalid`);
  return p;
}

function step(protocolId: string, stepId: string): ProtocolStep {
  const s = protocol(protocolId).steps.find((x) => x.id === stepId);
  if (!s) throw new Error(`step ${protocolId}/${stepId} missing`);
  return s;
}

/** Every criterion of a step and of its branches, flattened. */
function criteriaOf(s: ProtocolStep): Criterion[] {
  return [
    ...(s.criteria?.items ?? []),
    ...(s.branches ?? []).flatMap((b) => b.criteria?.items ?? []),
  ];
}

function numeric(s: ProtocolStep, measure: string) {
  return criteriaOf(s).filter(
    (c): c is Extract<Criterion, { op: string }> => 'op' in c && c.measure === measure,
  );
}

const rows = () => protocols.map((p) => [p.id, p] as const);

describe('protocol knowledge base', () => {
  it.each(parsed.map((p) => [p.id, p.result] as const))(
    '%s passes the protocol schema',
    (_id, r) => {
      expect(r.success ? [] : r.error.issues).toEqual([]);
    },
  );

  it('has at least 10 protocols, all parsed', () => {
    expect(protocolRecords.length).toBeGreaterThanOrEqual(10);
    expect(protocols.length).toBe(protocolRecords.length);
  });

  it('has unique protocol ids', () => {
    const ids = protocolRecords.map((p) => p.id);
    expect(ids.filter((x, i) => ids.indexOf(x) !== i)).toEqual([]);
  });

  it.each([
    'antiemetic-prophylaxis-by-emetic-risk',
    'tumour-lysis-syndrome',
    'febrile-neutropenia',
    'vesicant-extravasation',
    'taxane-platinum-hypersensitivity',
    'hbv-screening-anti-cd20',
    'immune-related-adverse-events',
    'anthracycline-trastuzumab-cardiac-monitoring',
    'high-dose-methotrexate-rescue',
    'primary-gcsf-prophylaxis',
  ])('includes the required protocol %s', (id) => {
    expect(byId.has(id)).toBe(true);
  });

  it.each(rows())('%s has unique step ids', (_id, p) => {
    const ids = p.steps.map((s) => s.id);
    expect(ids.filter((x, i) => ids.indexOf(x) !== i)).toEqual([]);
  });

  it.each(rows())('%s: every branch and next target is a step', (_id, p) => {
    expect(danglingStepReferences(p)).toEqual([]);
  });

  it.each(rows())('%s: every step is reachable from the first', (_id, p) => {
    expect(unreachableSteps(p)).toEqual([]);
  });

  it.each(rows())('%s: the pathway can end (some step has no way onward)', (_id, p) => {
    const ends = p.steps.filter((s) => !s.next && !s.branches);
    expect(ends.length).toBeGreaterThan(0);
  });

  it.each(rows())('%s: decisions branch and other steps do not', (_id, p) => {
    for (const s of p.steps) {
      if (s.kind === 'decision') expect(s.branches?.length ?? 0).toBeGreaterThanOrEqual(2);
      else expect(s.branches).toBeUndefined();
    }
  });

  it.each(rows())('%s names only roster drugs present in src/knowledge/drugs', (_id, p) => {
    const ids = protocolDrugIds(p);
    expect(ids.filter((id) => !ROSTER_DRUG_IDS.has(id))).toEqual([]);
    expect(ids.filter((id) => !drugIdsInKnowledgeBase.has(id))).toEqual([]);
  });

  it.each(rows())('%s refers only to existing regimens', (_id, p) => {
    expect(p.appliesTo.regimens.filter((id) => !regimenIds.has(id))).toEqual([]);
  });

  it.each(rows())('%s cites a guideline or label, with valid PMIDs and sections', (_id, p) => {
    const all = [...p.sources, ...p.steps.flatMap((s) => s.sources ?? [])];
    expect(p.sources.length).toBeGreaterThan(0);
    expect(p.sources.some((s) => s.kind === 'guideline' || s.kind === 'label')).toBe(true);
    for (const s of all) {
      if (s.pmid) expect(s.pmid).toMatch(/^\d{6,9}$/);
      if (s.kind === 'label') expect(s.section).toBeTruthy();
    }
  });

  it('never cites non-commercial sources', () => {
    const text = JSON.stringify(protocolRecords).toLowerCase();
    expect(text).not.toContain('hemonc');
    expect(text).not.toContain('nccn template');
    expect(text).not.toContain('ddinter');
  });

  it('cites each PMID with one title only', () => {
    const titles = new Map<string, Set<string>>();
    for (const p of protocols) {
      for (const s of [...p.sources, ...p.steps.flatMap((x) => x.sources ?? [])]) {
        if (!s.pmid) continue;
        titles.set(s.pmid, (titles.get(s.pmid) ?? new Set()).add(s.title));
      }
    }
    const conflicting = [...titles].filter(([, t]) => t.size > 1).map(([pmid]) => pmid);
    expect(conflicting).toEqual([]);
  });
});

describe('protocol facts match their sources', () => {
  it.each([
    ['antiemetic-prophylaxis-by-emetic-risk', '32658626'], // ASCO antiemetics 2020
    ['febrile-neutropenia', '29461916'], // ASCO/IDSA 2018
    ['febrile-neutropenia', '10944139'], // MASCC index
    ['primary-gcsf-prophylaxis', '26169616'], // ASCO WBC growth factors 2015
    ['immune-related-adverse-events', '34724392'], // ASCO irAE 2021
    ['anthracycline-trastuzumab-cardiac-monitoring', '36017568'], // ESC 2022
    ['tumour-lysis-syndrome', '15384972'], // Cairo–Bishop 2004
    ['high-dose-methotrexate-rescue', '29079637'], // glucarpidase consensus
    ['hbv-screening-anti-cd20', '32716741'], // ASCO HBV PCO 2020
    ['cytokine-release-syndrome', '30592986'], // ASTCT 2019
  ])('%s cites PMID %s', (id, pmid) => {
    expect(protocol(id).sources.map((s) => s.pmid)).toContain(pmid);
  });

  it('antiemetics: carboplatin AUC ≥ 4 routes to the three-drug step (ASCO 2020)', () => {
    const branch = step('antiemetic-prophylaxis-by-emetic-risk', 'risk-decision').branches?.find(
      (b) => b.to === 'carboplatin-auc4',
    );
    expect(branch?.criteria?.items).toEqual([
      { measure: 'Carboplatin target AUC', op: '>=', value: 4, unit: 'mg/mL·min' },
    ]);
    const drugs = step('antiemetic-prophylaxis-by-emetic-risk', 'carboplatin-auc4').drugs.map(
      (d) => d.drugId,
    );
    expect(drugs).toEqual(expect.arrayContaining(['aprepitant', 'palonosetron', 'dexamethasone']));
    expect(drugs).not.toContain('olanzapine');
  });

  it.each([
    ['high-non-ac', ['aprepitant', 'granisetron', 'dexamethasone', 'olanzapine'], []],
    ['high-ac', ['aprepitant', 'ondansetron', 'dexamethasone', 'olanzapine'], []],
    ['moderate', ['palonosetron', 'dexamethasone'], ['aprepitant', 'olanzapine']],
  ] as const)('antiemetics: %s gives %j and not %j', (stepId, present, absent) => {
    const drugs = step('antiemetic-prophylaxis-by-emetic-risk', stepId).drugs.map((d) => d.drugId);
    expect(drugs).toEqual(expect.arrayContaining([...present]));
    for (const d of absent) expect(drugs).not.toContain(d);
  });

  it('antiemetics: after AC, dexamethasone is given on day 1 only', () => {
    const dex = step('antiemetic-prophylaxis-by-emetic-risk', 'high-ac').drugs.find(
      (d) => d.drugId === 'dexamethasone',
    );
    expect(dex).toMatchObject({ dose: '12 mg', timing: 'Day 1 only' });
  });

  it.each([
    [
      'aprepitant',
      '125 mg oral (or 130 mg IV) on day 1; 80 mg oral on days 2 and 3 after oral day-1 dosing',
    ],
    ['fosaprepitant', '150 mg'],
    ['rolapitant', '180 mg'],
    ['palonosetron', '0.5 mg oral or 0.25 mg IV'],
    ['olanzapine', '10 mg, or 5 mg (for example when sedation is a concern)'],
  ])('antiemetics: %s dose is %s (ASCO 2020 dose table)', (drugId, dose) => {
    const d = step('antiemetic-prophylaxis-by-emetic-risk', 'high-non-ac').drugs.find(
      (x) => x.drugId === drugId,
    );
    expect(d?.dose).toBe(dose);
  });

  it('TLS: Cairo–Bishop laboratory TLS needs two of four abnormalities', () => {
    const c = step('tumour-lysis-syndrome', 'lab-monitoring').criteria;
    expect(c?.combine).toBe('at-least');
    expect(c?.atLeast).toBe(2);
    expect(c?.items.map((i) => ('op' in i ? [i.measure, i.op, i.value] : []))).toEqual([
      ['Uric acid', '>=', 476],
      ['Potassium', '>=', 6.0],
      ['Phosphate (adults)', '>=', 1.45],
      ['Calcium', '<=', 1.75],
    ]);
  });

  it('TLS: rasburicase only after G6PD deficiency is excluded, at 0.2 mg/kg', () => {
    const decision = step('tumour-lysis-syndrome', 'g6pd-decision');
    expect(step('tumour-lysis-syndrome', 'check-g6pd').next).toBe('g6pd-decision');
    expect(decision.branches?.map((b) => b.to)).toEqual(['give-rasburicase', 'no-rasburicase']);
    const give = step('tumour-lysis-syndrome', 'give-rasburicase').drugs[0];
    expect(give).toMatchObject({
      drugId: 'rasburicase',
      dose: '0.2 mg/kg',
      route: 'iv',
      use: 'give',
    });
    const avoid = step('tumour-lysis-syndrome', 'no-rasburicase').drugs.find(
      (d) => d.drugId === 'rasburicase',
    );
    expect(avoid?.use).toBe('avoid');
  });

  it.each([
    ['Temperature (oral)', '>=', 38.3, '°C'],
    ['ANC', '<', 0.5, '10^9/L'],
  ] as const)('febrile neutropenia: %s %s %s %s (IDSA 2010)', (measure, op, value, unit) => {
    expect(numeric(step('febrile-neutropenia', 'recognise'), measure)).toEqual([
      expect.objectContaining({ op, value, unit }),
    ]);
  });

  it('febrile neutropenia: MASCC ≥ 21 is low risk, < 21 high risk', () => {
    const c = numeric(step('febrile-neutropenia', 'risk-decision'), 'MASCC risk index');
    expect(c.map((x) => [x.op, x.value])).toEqual([
      ['>=', 21],
      ['<', 21],
    ]);
  });

  it('febrile neutropenia: antibiotics within 1 hour come before risk scoring', () => {
    const p = protocol('febrile-neutropenia');
    const order = p.steps.map((s) => s.id);
    expect(order.indexOf('initial-workup')).toBeLessThan(order.indexOf('mascc-score'));
    expect(step('febrile-neutropenia', 'initial-workup').text).toMatch(/within 1 hour/);
  });

  it('G-CSF: primary prophylaxis at ≥ 20% and at 10–20% with risk factors', () => {
    const c = numeric(
      step('primary-gcsf-prophylaxis', 'risk-decision'),
      'Febrile neutropenia risk of the regimen',
    );
    expect(c.map((x) => [x.op, x.value])).toEqual([
      ['>=', 20],
      ['>=', 10],
      ['<', 20],
    ]);
    const peg = step('primary-gcsf-prophylaxis', 'give-gcsf').drugs.find(
      (d) => d.drugId === 'pegfilgrastim',
    );
    expect(peg).toMatchObject({ dose: '6 mg', route: 'sc' });
  });

  it('extravasation: dexrazoxane only within 6 hours, 1000/1000/500 mg/m²', () => {
    const timing = step('vesicant-extravasation', 'anthracycline-timing');
    expect(numeric(timing, 'Time since extravasation').map((c) => [c.op, c.value])).toEqual([
      ['<=', 6],
      ['>', 6],
    ]);
    const dex = step('vesicant-extravasation', 'dexrazoxane').drugs[0];
    expect(dex?.dose).toContain('1000 mg/m² on days 1 and 2');
    expect(dex?.dose).toContain('500 mg/m² on day 3');
    expect(step('vesicant-extravasation', 'vinca').text).toMatch(/warm/);
    expect(step('vesicant-extravasation', 'vinca').text).toMatch(/hyaluronidase/);
    expect(step('vesicant-extravasation', 'dexrazoxane').text).toMatch(/cold/);
  });

  it('hypersensitivity: paclitaxel premedication uses dexamethasone 20 mg at 12 and 6 hours', () => {
    const d = step('taxane-platinum-hypersensitivity', 'paclitaxel-premedication').drugs[0];
    expect(d).toMatchObject({ drugId: 'dexamethasone', dose: '20 mg', route: 'oral' });
    expect(d?.timing).toMatch(/12 hours and 6 hours/);
  });

  it('hypersensitivity: a previous platinum reaction leads to desensitisation referral', () => {
    const b = step('taxane-platinum-hypersensitivity', 'prior-reaction').branches;
    expect(b?.find((x) => x.label === 'Previous reaction')?.to).toBe('desensitisation-referral');
  });

  it('HBV: HBsAg and anti-HBc results route to chronic, past or no infection', () => {
    const b = step('hbv-screening-anti-cd20', 'serology-decision').branches ?? [];
    expect(b.map((x) => [x.to, x.criteria?.items])).toEqual([
      ['chronic-hbv', [{ measure: 'HBsAg', result: 'positive' }]],
      [
        'past-hbv',
        [
          { measure: 'HBsAg', result: 'negative' },
          { measure: 'Anti-HBc', result: 'positive' },
        ],
      ],
      [
        'no-infection',
        [
          { measure: 'HBsAg', result: 'negative' },
          { measure: 'Anti-HBc', result: 'negative' },
        ],
      ],
    ]);
    expect(step('hbv-screening-anti-cd20', 'past-hbv').text).toMatch(/12 months/);
  });

  it.each([
    ['colitis-g2', 'prednisone', '1 mg/kg/day'],
    ['colitis-g4', 'methylprednisolone', '1–2 mg/kg/day'],
    ['hepatitis-g2', 'prednisone', '0.5–1 mg/kg/day'],
    ['hepatitis-g4', 'methylprednisolone', '2 mg/kg/day'],
    ['pneumonitis-g2', 'prednisone', '1–2 mg/kg/day'],
    ['pneumonitis-g34', 'methylprednisolone', '1–2 mg/kg/day'],
  ])('irAE: %s gives %s %s (ASCO 2021)', (stepId, drugId, dose) => {
    const d = step('immune-related-adverse-events', stepId).drugs.find((x) => x.drugId === drugId);
    expect(d?.dose).toBe(dose);
  });

  it('irAE: infliximab is contraindicated for immune-related hepatitis', () => {
    expect(step('immune-related-adverse-events', 'steroid-refractory').text).toMatch(
      /infliximab is contraindicated/,
    );
  });

  it('cardiotoxicity: trastuzumab hold criteria are the label LVEF falls', () => {
    const c = numeric(
      step('anthracycline-trastuzumab-cardiac-monitoring', 'trastuzumab-lvef-decision'),
      'LVEF absolute fall from baseline',
    );
    expect(c.map((x) => [x.op, x.value])).toEqual([
      ['>=', 16],
      ['>=', 10],
    ]);
    expect(c[1]?.qualifier).toMatch(/lower limit of normal/);
  });

  it('cardiotoxicity: ESC severe dysfunction is LVEF < 40%', () => {
    const c = numeric(
      step('anthracycline-trastuzumab-cardiac-monitoring', 'ctrcd-decision'),
      'LVEF',
    );
    expect(c[0]).toMatchObject({ op: '<', value: 40, unit: '%' });
  });

  it('methotrexate: urine pH ≥ 7 before and during the infusion', () => {
    expect(
      numeric(step('high-dose-methotrexate-rescue', 'hydrate-alkalinise'), 'Urine pH'),
    ).toEqual([expect.objectContaining({ op: '>=', value: 7.0 })]);
  });

  it.each([
    ['Plasma methotrexate at 24 h', '>=', 50],
    ['Plasma methotrexate at 48 h', '>=', 5],
    ['Plasma methotrexate at 72 h', '>', 0.2],
  ] as const)('methotrexate: %s %s %s µmol/L flags delayed elimination', (measure, op, value) => {
    expect(numeric(step('high-dose-methotrexate-rescue', 'elimination-decision'), measure)).toEqual(
      [expect.objectContaining({ op, value, unit: 'µmol/L' })],
    );
  });

  it('methotrexate: glucarpidase 50 units/kg with leucovorin held for 2 hours either side', () => {
    const drugs = step('high-dose-methotrexate-rescue', 'give-glucarpidase').drugs;
    expect(drugs.find((d) => d.drugId === 'glucarpidase')).toMatchObject({
      dose: '50 units/kg',
      route: 'iv',
    });
    expect(drugs.find((d) => d.drugId === 'leucovorin')?.use).toBe('hold');
  });

  it('methotrexate: proton pump inhibitors and NSAIDs are held', () => {
    const held = step('high-dose-methotrexate-rescue', 'stop-interacting-drugs').drugs.map(
      (d) => d.drugId,
    );
    expect(held).toEqual(
      expect.arrayContaining(['omeprazole', 'pantoprazole', 'celecoxib', 'aspirin']),
    );
  });
});
