import type { ProtocolInput } from '../../core/knowledge/protocol';
import { label, paper } from './shared';

const PACLITAXEL = 'Paclitaxel injection US prescribing information';
const TAXOTERE = 'Taxotere (docetaxel) US prescribing information';
const CARBOPLATIN = 'Carboplatin injection US prescribing information';
const RITUXAN = 'Rituxan (rituximab) US prescribing information';

const CARBOPLATIN_DESENSITISATION_2022 = paper(
  'Paksoy N et al. Toxicity management and efficacy of carboplatin desensitization therapy for recurrent epithelial ovarian carcinoma: a real-world study. Medicine (Baltimore) 2022;101:e31726',
  '36397338',
  2022,
);

export const hypersensitivityProtocols: ProtocolInput[] = [
  {
    id: 'taxane-platinum-hypersensitivity',
    name: 'Taxane and platinum hypersensitivity: premedication and reactions',
    category: 'hypersensitivity',
    summary:
      'Premedicate every paclitaxel and docetaxel dose as their labels direct, recognise that carboplatin reactions usually appear after many courses, stop the infusion for severe reactions, and refer for allergy assessment and desensitisation rather than simply abandoning an effective drug.',
    appliesTo: {
      regimens: [
        'carboplatin-paclitaxel-ovarian',
        'carboplatin-paclitaxel-bevacizumab-ovarian',
        'pld-carboplatin',
        'ac-weekly-paclitaxel',
        'tchp',
      ],
      drugs: ['paclitaxel', 'docetaxel', 'carboplatin', 'oxaliplatin', 'cisplatin'],
    },
    steps: [
      {
        id: 'identify-agent',
        title: 'Which agent is planned?',
        kind: 'decision',
        text: 'Premedication and the timing of reactions differ: taxane reactions mostly occur in the first or second infusion, platinum reactions after repeated exposure.',
        branches: [
          { label: 'Paclitaxel', to: 'paclitaxel-premedication' },
          { label: 'Docetaxel', to: 'docetaxel-premedication' },
          { label: 'Carboplatin, oxaliplatin or cisplatin', to: 'platinum-history' },
        ],
      },
      {
        id: 'paclitaxel-premedication',
        title: 'Paclitaxel: corticosteroid, H1 and H2 premedication',
        kind: 'action',
        text: 'Premedicate every patient before every dose with a corticosteroid, an H1 antihistamine and an H2 antagonist. The labelled example is oral dexamethasone about 12 and 6 hours before, with diphenhydramine 50 mg IV and cimetidine 300 mg or ranitidine 50 mg IV 30 to 60 minutes before paclitaxel. Do not give paclitaxel to a patient with a history of severe reactions to products formulated in polyoxyl 35 castor oil.',
        drugs: [
          {
            drugId: 'dexamethasone',
            dose: '20 mg',
            route: 'oral',
            timing: 'About 12 hours and 6 hours before paclitaxel',
            note: 'The label gives 10 mg for AIDS-related Kaposi sarcoma.',
          },
        ],
        sources: [
          label(PACLITAXEL, 'WARNING (boxed)'),
          label(PACLITAXEL, 'DOSAGE AND ADMINISTRATION'),
        ],
        next: 'administer-and-observe',
      },
      {
        id: 'docetaxel-premedication',
        title: 'Docetaxel: corticosteroid premedication',
        kind: 'action',
        text: 'Give an oral corticosteroid for 3 days starting the day before each docetaxel dose to reduce fluid retention and the severity of hypersensitivity reactions. In prostate cancer, where prednisone is given daily, the label uses three doses of dexamethasone before the infusion instead. Patients who reacted severely to paclitaxel may also react to docetaxel.',
        drugs: [
          {
            drugId: 'dexamethasone',
            dose: '16 mg per day (8 mg twice daily)',
            route: 'oral',
            timing: 'For 3 days starting 1 day before docetaxel',
            note: 'Prostate cancer: 8 mg at 12 hours, 3 hours and 1 hour before docetaxel.',
          },
        ],
        sources: [
          label(TAXOTERE, '2 Dosage and Administration'),
          label(TAXOTERE, '5 Warnings and Precautions'),
        ],
        next: 'administer-and-observe',
      },
      {
        id: 'platinum-history',
        title: 'Platinum: count prior exposure and ask about reactions',
        kind: 'assess',
        text: 'Count earlier platinum courses and ask about any reaction during them. Carboplatin reactions can be anaphylactic and start within minutes; they typically appear after several courses, often on re-treatment for recurrent disease, so a patient who has tolerated carboplatin before is not protected.',
        sources: [label(CARBOPLATIN, 'WARNING (boxed)'), CARBOPLATIN_DESENSITISATION_2022],
        next: 'prior-reaction',
      },
      {
        id: 'prior-reaction',
        title: 'Previous reaction to this platinum?',
        kind: 'decision',
        text: 'A previous hypersensitivity reaction changes the plan.',
        branches: [
          { label: 'No previous reaction', to: 'administer-and-observe' },
          { label: 'Previous reaction', to: 'desensitisation-referral' },
        ],
      },
      {
        id: 'administer-and-observe',
        title: 'Give with emergency treatment at hand',
        kind: 'monitor',
        text: 'Give the infusion where anaphylaxis can be treated at once (adrenaline, corticosteroids, antihistamines, oxygen and fluids) and watch closely, above all during the first minutes of the infusion.',
        sources: [label(CARBOPLATIN, 'WARNING (boxed)'), label(PACLITAXEL, 'WARNING (boxed)')],
        next: 'reaction-decision',
      },
      {
        id: 'reaction-decision',
        title: 'Reaction during the infusion?',
        kind: 'decision',
        text: 'Grade the reaction. For paclitaxel the label treats hypotension needing treatment, dyspnoea needing bronchodilators, angioedema or generalised urticaria as severe; flushing, skin reactions, dyspnoea, hypotension or tachycardia alone count as minor.',
        branches: [
          { label: 'No reaction', to: 'continue-treatment' },
          { label: 'Minor reaction', to: 'minor-reaction' },
          { label: 'Severe reaction or anaphylaxis', to: 'severe-reaction' },
        ],
        sources: [label(PACLITAXEL, 'WARNINGS')],
      },
      {
        id: 'minor-reaction',
        title: 'Minor reaction: treat symptoms',
        kind: 'action',
        text: 'Minor paclitaxel reactions do not require stopping the infusion; treat symptoms and observe. After any reaction to a platinum agent, manage it under the local hypersensitivity policy and discuss it with an allergy service before the next platinum dose.',
        sources: [label(PACLITAXEL, 'WARNINGS'), CARBOPLATIN_DESENSITISATION_2022],
        next: 'continue-treatment',
      },
      {
        id: 'severe-reaction',
        title: 'Severe reaction: stop and treat anaphylaxis',
        kind: 'escalate',
        text: 'Stop the infusion immediately and treat aggressively per the local anaphylaxis protocol (adrenaline, corticosteroids, antihistamines, bronchodilators, fluids). Do not rechallenge with paclitaxel after a severe reaction.',
        drugs: [
          {
            drugId: 'paclitaxel',
            use: 'avoid',
            note: 'No rechallenge after a severe reaction (label).',
          },
        ],
        sources: [label(PACLITAXEL, 'WARNING (boxed)'), label(CARBOPLATIN, 'WARNING (boxed)')],
        next: 'desensitisation-referral',
      },
      {
        id: 'desensitisation-referral',
        title: 'Refer for allergy assessment and desensitisation',
        kind: 'escalate',
        text: 'When the drug remains the best option, refer to an allergy or desensitisation service for risk stratification (skin testing is used for platinum agents) and rapid drug desensitisation. In a series of 496 carboplatin desensitisations using a 12-step protocol, 96% were completed, so a reaction need not end platinum treatment.',
        sources: [CARBOPLATIN_DESENSITISATION_2022],
      },
      {
        id: 'continue-treatment',
        title: 'Continue and document',
        kind: 'monitor',
        text: 'Complete the infusion, record any reaction and its grade in the allergy record, and repeat the premedication with every later dose.',
      },
    ],
    sources: [
      label(PACLITAXEL, 'WARNING (boxed)'),
      label(TAXOTERE, '2 Dosage and Administration'),
      label(CARBOPLATIN, 'WARNING (boxed)'),
      CARBOPLATIN_DESENSITISATION_2022,
    ],
  },
  {
    id: 'rituximab-infusion-reaction',
    name: 'Rituximab infusion-related reactions',
    category: 'infusion-reaction',
    summary:
      'Premedicate, escalate the rituximab infusion rate in steps, interrupt for reactions and resume at half the rate or less, and stop for severe reactions; most fatal reactions happen with the first infusion.',
    appliesTo: {
      regimens: ['r-chop-21', 'pola-r-chp'],
      drugs: ['rituximab'],
      contexts: ['Intravenous rituximab, especially the first infusion'],
    },
    steps: [
      {
        id: 'pre-infusion',
        title: 'Premedicate and identify high-risk patients',
        kind: 'action',
        text: 'Give acetaminophen and an antihistamine before each infusion. Watch especially closely patients with heart or lung disease, previous cardiopulmonary reactions, or a high number of circulating malignant cells (25,000/mm³ or more).',
        criteria: {
          combine: 'any',
          items: [
            {
              measure: 'Circulating malignant cells',
              op: '>=',
              value: 25,
              unit: '10^9/L',
              qualifier: 'closer monitoring',
            },
          ],
        },
        sources: [
          label(RITUXAN, '2 Dosage and Administration'),
          label(RITUXAN, '5 Warnings and Precautions'),
        ],
        next: 'infusion-rate',
      },
      {
        id: 'infusion-rate',
        title: 'Escalate the infusion rate stepwise',
        kind: 'action',
        text: 'First infusion: start at 50 mg/h and, if there is no reaction, increase by 50 mg/h every 30 minutes to at most 400 mg/h. Later infusions: start at 100 mg/h and increase by 100 mg/h every 30 minutes to at most 400 mg/h. Never give rituximab as an IV push or bolus.',
        drugs: [
          {
            drugId: 'rituximab',
            route: 'iv',
            timing:
              'First infusion 50 mg/h rising by 50 mg/h every 30 min (max 400 mg/h); later infusions 100 mg/h rising by 100 mg/h every 30 min (max 400 mg/h)',
          },
        ],
        sources: [label(RITUXAN, '2 Dosage and Administration')],
        next: 'reaction-check',
      },
      {
        id: 'reaction-check',
        title: 'Reaction during the infusion?',
        kind: 'decision',
        text: 'Infusion reactions include urticaria, hypotension, angioedema, hypoxia, bronchospasm, and in severe cases acute respiratory distress, myocardial infarction, ventricular fibrillation or cardiogenic shock.',
        branches: [
          { label: 'No reaction', to: 'after-infusion' },
          { label: 'Mild to moderate reaction', to: 'interrupt-and-resume' },
          { label: 'Severe or life-threatening reaction', to: 'severe-reaction' },
        ],
        sources: [label(RITUXAN, 'Boxed Warning'), label(RITUXAN, '5 Warnings and Precautions')],
      },
      {
        id: 'interrupt-and-resume',
        title: 'Interrupt, treat, resume at a lower rate',
        kind: 'action',
        text: 'Interrupt the infusion and treat symptoms (for example glucocorticoids, bronchodilators or oxygen as needed). When symptoms have resolved, resume at a rate reduced by at least 50%.',
        sources: [label(RITUXAN, '2 Dosage and Administration')],
        next: 'reaction-check',
      },
      {
        id: 'severe-reaction',
        title: 'Severe reaction: stop and escalate',
        kind: 'escalate',
        text: 'Stop the infusion, give emergency treatment (adrenaline, glucocorticoids, bronchodilators, oxygen) and decide, by severity and the interventions needed, whether rituximab is stopped for now or for good.',
        drugs: [{ drugId: 'rituximab', use: 'hold' }],
        sources: [label(RITUXAN, 'Boxed Warning'), label(RITUXAN, '2 Dosage and Administration')],
      },
      {
        id: 'after-infusion',
        title: 'Monitor after the infusion',
        kind: 'monitor',
        text: 'Fatal reactions have occurred within 24 hours of an infusion, most of them with the first. In patients with a high tumour burden, also watch for tumour lysis in the first 12 to 24 hours.',
        sources: [label(RITUXAN, 'Boxed Warning'), label(RITUXAN, '5 Warnings and Precautions')],
      },
    ],
    sources: [label(RITUXAN, 'Boxed Warning'), label(RITUXAN, '2 Dosage and Administration')],
  },
];
