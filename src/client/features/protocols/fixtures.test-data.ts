import { protocolSchema, type ProtocolInput } from '../../../core/knowledge/protocol';
import type { ProtocolDetail, ProtocolSummary } from './api';

/**
 * A shortened tumour-lysis pathway shaped like the API's answer. Its branch structure and the
 * rasburicase dose (0.2 mg/kg, Elitek label § 2) follow the product's protocol record.
 */
const TLS: ProtocolInput = {
  id: 'tumour-lysis-syndrome',
  name: 'Tumour lysis syndrome: risk, prophylaxis and recognition',
  category: 'tumour-lysis',
  summary: 'Grade tumour lysis risk before therapy and give prophylaxis by risk group.',
  appliesTo: { cancers: ['dlbcl'], drugs: ['rasburicase'] },
  steps: [
    {
      id: 'assess-risk',
      title: 'Assess tumour lysis risk before therapy',
      kind: 'assess',
      text: 'Weigh tumour type, burden and renal function to place the patient in a risk group.',
      next: 'g6pd-decision',
    },
    {
      id: 'g6pd-decision',
      title: 'Is G6PD deficiency excluded?',
      kind: 'decision',
      text: 'Use the G6PD result.',
      branches: [
        {
          label: 'G6PD activity normal',
          to: 'give-rasburicase',
          criteria: { combine: 'all', items: [{ measure: 'G6PD deficiency', result: 'absent' }] },
        },
        { label: 'G6PD deficient or unknown', to: 'no-rasburicase' },
      ],
    },
    {
      id: 'give-rasburicase',
      title: 'High risk: hydration plus rasburicase',
      kind: 'action',
      text: 'Give intravenous hydration and rasburicase for one course.',
      drugs: [{ drugId: 'rasburicase', dose: '0.2 mg/kg', route: 'iv', timing: 'Once daily' }],
    },
    {
      id: 'no-rasburicase',
      title: 'G6PD deficient or unknown: no rasburicase',
      kind: 'action',
      text: 'Do not give rasburicase; use hydration with allopurinol and monitor closely.',
      drugs: [{ drugId: 'rasburicase', use: 'avoid', note: 'Contraindicated in G6PD deficiency.' }],
    },
  ],
  sources: [{ kind: 'guideline', title: 'Coiffier B et al. J Clin Oncol 2008', pmid: '18509186' }],
};

export const TLS_DETAIL: ProtocolDetail = {
  ...protocolSchema.parse(TLS),
  drugs: [{ id: 'rasburicase', rxcui: '283821', name: 'Rasburicase' }],
};

export const SUMMARIES: ProtocolSummary[] = [
  {
    id: 'tumour-lysis-syndrome',
    name: TLS.name,
    category: 'tumour-lysis',
    summary: TLS.summary,
    cancers: ['dlbcl'],
    stepCount: 4,
  },
  {
    id: 'febrile-neutropenia',
    name: 'Febrile neutropenia: assessment and empirical treatment',
    category: 'febrile-neutropenia',
    summary: 'Recognise febrile neutropenia, stratify risk and start antibiotics within an hour.',
    cancers: [],
    stepCount: 6,
  },
];
