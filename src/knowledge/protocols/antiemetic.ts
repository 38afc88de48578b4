import type { ProtocolInput } from '../../core/knowledge/protocol';
import { ASCO_ANTIEMETICS_2020, guideline, type DrugInput } from './shared';

const MASCC_ESMO_2023 = guideline(
  'Herrstedt J et al. 2023 MASCC and ESMO guideline update for the prevention of chemotherapy- and radiotherapy-induced nausea and vomiting. ESMO Open 2024',
  '38458657',
  2024,
);

const MASCC_ESMO_HEC_2023 = guideline(
  'Herrstedt J et al. 2023 updated MASCC/ESMO consensus recommendations: prevention of nausea and vomiting following high-emetic-risk antineoplastic agents. Support Care Cancer 2023;32:47',
  '38127246',
  2023,
);

// Doses below are those of the ASCO 2020 drug, dose and schedule table (adults).
const NK1_NOTE = 'Choose one NK1 receptor antagonist.';
const HT3_NOTE =
  'Choose one 5-HT3 receptor antagonist (palonosetron is already in netupitant-palonosetron).';

const nk1Options: DrugInput[] = [
  {
    drugId: 'aprepitant',
    dose: '125 mg oral (or 130 mg IV) on day 1; 80 mg oral on days 2 and 3 after oral day-1 dosing',
    route: 'oral',
    timing: 'Before chemotherapy on day 1',
    note: NK1_NOTE,
  },
  { drugId: 'fosaprepitant', dose: '150 mg', route: 'iv', timing: 'Day 1', note: NK1_NOTE },
  {
    drugId: 'netupitant',
    dose: '300 mg netupitant with 0.5 mg palonosetron (fixed-dose capsule)',
    route: 'oral',
    timing: 'Day 1, once',
    note: NK1_NOTE,
  },
  { drugId: 'rolapitant', dose: '180 mg', route: 'oral', timing: 'Day 1', note: NK1_NOTE },
];

const ht3HighRisk: DrugInput[] = [
  {
    drugId: 'granisetron',
    dose: '2 mg oral, or 1 mg (0.01 mg/kg) IV, or one transdermal patch, or 10 mg subcutaneous',
    timing: 'Day 1',
    note: HT3_NOTE,
  },
  {
    drugId: 'ondansetron',
    dose: '24 mg as a single oral dose, or 8 mg (0.15 mg/kg) IV',
    timing: 'Day 1, before chemotherapy',
    note: HT3_NOTE,
  },
  {
    drugId: 'palonosetron',
    dose: '0.5 mg oral or 0.25 mg IV',
    timing: 'Day 1',
    note: HT3_NOTE,
  },
];

const olanzapine: DrugInput = {
  drugId: 'olanzapine',
  dose: '10 mg, or 5 mg (for example when sedation is a concern)',
  route: 'oral',
  timing: 'Days 1 to 4',
};

export const antiemeticProtocols: ProtocolInput[] = [
  {
    id: 'antiemetic-prophylaxis-by-emetic-risk',
    name: 'Antiemetic prophylaxis by emetic risk',
    category: 'antiemetic',
    summary:
      'Pick the prophylactic antiemetic regimen for the first cycle from the emetic risk of the most emetogenic agent: four drugs for high risk (with dexamethasone on day 1 only after AC), three drugs for carboplatin AUC ≥ 4, two for other moderate-risk agents, one for low risk and none for minimal risk.',
    appliesTo: {
      regimens: [
        'ac-dd-paclitaxel',
        'ac-weekly-paclitaxel',
        'pembrolizumab-carboplatin-paclitaxel-ac-kn522',
      ],
      drugs: ['cisplatin', 'carboplatin', 'doxorubicin', 'epirubicin', 'cyclophosphamide'],
      contexts: ['Adults starting intravenous chemotherapy, first and later cycles'],
    },
    steps: [
      {
        id: 'classify-risk',
        title: 'Classify the emetic risk',
        kind: 'assess',
        text: 'Take the agent with the highest emetic risk given on the day: high (vomiting in more than 90% without prophylaxis), moderate (30–90%), low (10–30%) or minimal (under 10%). An anthracycline given with cyclophosphamide counts as high risk. For multi-day chemotherapy, cover each day according to that day’s most emetogenic agent.',
        next: 'risk-decision',
      },
      {
        id: 'risk-decision',
        title: 'Which risk group?',
        kind: 'decision',
        text: 'Choose the group that matches the classification. Carboplatin is separated from other moderate-risk agents because its recommendation depends on the target AUC.',
        branches: [
          { label: 'High risk: anthracycline + cyclophosphamide (AC)', to: 'high-ac' },
          { label: 'High risk: cisplatin or another high-risk agent', to: 'high-non-ac' },
          {
            label: 'Carboplatin AUC ≥ 4',
            to: 'carboplatin-auc4',
            criteria: {
              combine: 'all',
              items: [{ measure: 'Carboplatin target AUC', op: '>=', value: 4, unit: 'mg/mL·min' }],
            },
          },
          { label: 'Moderate risk (other agents)', to: 'moderate' },
          { label: 'Low risk', to: 'low' },
          { label: 'Minimal risk, including checkpoint inhibitors alone', to: 'minimal' },
        ],
      },
      {
        id: 'high-non-ac',
        title: 'High risk (not AC): four-drug prophylaxis',
        kind: 'action',
        text: 'Before chemotherapy give an NK1 receptor antagonist, a 5-HT3 receptor antagonist, dexamethasone and olanzapine. Continue dexamethasone and olanzapine on days 2 to 4. The dexamethasone schedule after day 1 depends on the NK1 antagonist chosen, because aprepitant-type agents raise dexamethasone exposure.',
        drugs: [
          ...nk1Options,
          ...ht3HighRisk,
          {
            drugId: 'dexamethasone',
            dose: '12 mg oral or IV on day 1; then 8 mg once daily on days 2–4 (with aprepitant or netupitant-palonosetron), 8 mg on day 2 then 8 mg twice daily on days 3–4 (with fosaprepitant), or 8 mg twice daily on days 2–4 (with rolapitant)',
            timing: 'Days 1 to 4',
          },
          olanzapine,
        ],
        next: 'assess-control',
      },
      {
        id: 'high-ac',
        title: 'High risk (AC): four drugs, dexamethasone on day 1 only',
        kind: 'action',
        text: 'Before AC give an NK1 receptor antagonist, a 5-HT3 receptor antagonist, dexamethasone and olanzapine. Give dexamethasone on day 1 only; continue olanzapine on days 2 to 4 (and oral aprepitant on days 2 and 3 if it was started orally).',
        drugs: [
          ...nk1Options,
          ...ht3HighRisk,
          { drugId: 'dexamethasone', dose: '12 mg', timing: 'Day 1 only' },
          olanzapine,
        ],
        next: 'assess-control',
      },
      {
        id: 'carboplatin-auc4',
        title: 'Carboplatin AUC ≥ 4: three-drug prophylaxis',
        kind: 'action',
        text: 'Give an NK1 receptor antagonist, a 5-HT3 receptor antagonist and dexamethasone on the day of carboplatin (doses of the NK1 and 5-HT3 antagonists as for high-risk chemotherapy).',
        drugs: [
          ...nk1Options,
          ...ht3HighRisk,
          { drugId: 'dexamethasone', timing: 'Day 1', note: 'Day-1 dose per the guideline table.' },
        ],
        next: 'assess-control',
      },
      {
        id: 'moderate',
        title: 'Moderate risk: 5-HT3 antagonist plus dexamethasone',
        kind: 'action',
        text: 'Give a 5-HT3 receptor antagonist and dexamethasone on day 1. Dexamethasone may be continued on days 2 and 3 for agents known to cause delayed nausea and vomiting, such as oxaliplatin, anthracyclines or cyclophosphamide.',
        drugs: [
          {
            drugId: 'palonosetron',
            dose: '0.5 mg oral or 0.25 mg IV',
            timing: 'Day 1',
            note: HT3_NOTE,
          },
          {
            drugId: 'granisetron',
            dose: '2 mg oral or 1 mg (0.01 mg/kg) IV',
            timing: 'Day 1',
            note: HT3_NOTE,
          },
          {
            drugId: 'ondansetron',
            dose: '8 mg oral twice daily, or 8 mg (0.15 mg/kg) IV',
            timing: 'Day 1',
            note: HT3_NOTE,
          },
          {
            drugId: 'dexamethasone',
            dose: '8 mg oral or IV',
            timing: 'Day 1; 8 mg on days 2 and 3 for agents with delayed emetic potential',
          },
        ],
        next: 'assess-control',
      },
      {
        id: 'low',
        title: 'Low risk: a single agent',
        kind: 'action',
        text: 'Give a single dose of either a 5-HT3 receptor antagonist or dexamethasone before chemotherapy.',
        drugs: [
          {
            drugId: 'dexamethasone',
            dose: '8 mg oral or IV',
            timing: 'Day 1, once',
            note: 'Or one dose of a 5-HT3 receptor antagonist instead.',
          },
        ],
        next: 'assess-control',
      },
      {
        id: 'minimal',
        title: 'Minimal risk: no routine prophylaxis',
        kind: 'action',
        text: 'Do not give routine prophylaxis. Checkpoint inhibitors given alone or with another checkpoint inhibitor need none; when they are combined with chemotherapy, keep the dexamethasone that the chemotherapy’s risk group calls for.',
        next: 'assess-control',
      },
      {
        id: 'assess-control',
        title: 'Check control and treat breakthrough',
        kind: 'monitor',
        text: 'Ask about nausea and vomiting in the acute (first 24 hours) and delayed phases. For breakthrough symptoms, add olanzapine if it was not already part of prophylaxis; otherwise add an agent from a different class. Re-check the regimen against the risk group before the next cycle.',
        drugs: [
          {
            drugId: 'olanzapine',
            use: 'consider',
            route: 'oral',
            note: 'For breakthrough nausea or vomiting when not already given.',
          },
        ],
      },
    ],
    notes: [
      'The regimen records carry an emetogenicRisk for the highest-risk day; use it as the starting classification.',
    ],
    sources: [ASCO_ANTIEMETICS_2020, MASCC_ESMO_2023, MASCC_ESMO_HEC_2023],
  },
];
