import type { ProtocolInput } from '../../core/knowledge/protocol';
import { ASCO_IRAE_2021, CHECKPOINT_INHIBITORS, guideline, label, type StepInput } from './shared';

const ASTCT_2019 = guideline(
  'Lee DW et al. ASTCT consensus grading for cytokine release syndrome and neurologic toxicity associated with immune effector cells. Biol Blood Marrow Transplant 2019;25:625-638',
  '30592986',
  2019,
);
const TECVAYLI = 'Tecvayli (teclistamab) US prescribing information';
const BLINCYTO = 'Blincyto (blinatumomab) US prescribing information';

const grade = (organ: string, g: number) => ({
  combine: 'all' as const,
  items: [{ measure: `CTCAE grade (${organ})`, op: '=' as const, value: g }],
});

const responseCheck: StepInput = {
  id: 'response-check',
  title: 'Response to corticosteroids?',
  kind: 'decision',
  text: 'Reassess daily for grade 3–4 events and every few days for grade 2. Colitis that has not fallen by one grade within about 3 days, or pneumonitis that has not improved after 48 hours, is steroid-refractory.',
  branches: [
    { label: 'Improving to grade 1 or better', to: 'taper-and-rechallenge' },
    { label: 'No improvement or worsening', to: 'steroid-refractory' },
  ],
};

export const immuneRelatedProtocols: ProtocolInput[] = [
  {
    id: 'immune-related-adverse-events',
    name: 'Immune-related adverse events: colitis, hepatitis, pneumonitis, endocrinopathies',
    category: 'immune-related',
    summary:
      'Grade the event, hold or stop the checkpoint inhibitor by grade, start corticosteroids at the grade-specific dose, escalate to a second immunosuppressant when steroids fail, and replace hormones for endocrinopathies, which usually do not require stopping treatment.',
    appliesTo: {
      drugs: [...CHECKPOINT_INHIBITORS],
      regimens: [
        'pembrolizumab-carboplatin-paclitaxel-ac-kn522',
        'capox-nivolumab',
        'durvalumab-consolidation',
      ],
      contexts: ['Adults treated with PD-1, PD-L1, CTLA-4 or LAG-3 antibodies, alone or combined'],
    },
    steps: [
      {
        id: 'confirm-irae',
        title: 'Confirm and grade the event',
        kind: 'assess',
        text: 'Rule out infection, disease progression and other drug causes before attributing a new symptom to the checkpoint inhibitor, and grade it with CTCAE. Events can start at any time, including after treatment has stopped. As a general rule, grade 1 allows treatment to continue with close monitoring, and grade 4 means permanent discontinuation, except for endocrinopathies controlled by hormone replacement.',
        next: 'organ-decision',
      },
      {
        id: 'organ-decision',
        title: 'Which organ?',
        kind: 'decision',
        text: 'Choose the affected organ system.',
        branches: [
          { label: 'Diarrhoea or colitis', to: 'colitis-grade' },
          { label: 'Hepatitis (raised AST/ALT or bilirubin)', to: 'hepatitis-grade' },
          { label: 'Pneumonitis', to: 'pneumonitis-grade' },
          { label: 'Thyroid dysfunction', to: 'thyroid' },
          { label: 'Adrenal insufficiency or hypophysitis', to: 'adrenal-pituitary' },
        ],
      },
      {
        id: 'colitis-grade',
        title: 'Grade the colitis',
        kind: 'decision',
        text: 'Grade by stool frequency over baseline and by symptoms: grade 1 fewer than 4 extra stools a day; grade 2 4 to 6; grade 3 7 or more, incontinence, hospitalisation needed or self-care limited; grade 4 life-threatening.',
        branches: [
          {
            label: 'Grade 1',
            to: 'colitis-g1',
            criteria: {
              combine: 'all',
              items: [{ measure: 'Stools per day above baseline', op: '<', value: 4 }],
            },
          },
          {
            label: 'Grade 2',
            to: 'colitis-g2',
            criteria: {
              combine: 'all',
              items: [
                { measure: 'Stools per day above baseline', op: '>=', value: 4 },
                { measure: 'Stools per day above baseline', op: '<=', value: 6 },
              ],
            },
          },
          {
            label: 'Grade 3',
            to: 'colitis-g3',
            criteria: {
              combine: 'any',
              items: [{ measure: 'Stools per day above baseline', op: '>=', value: 7 }],
            },
          },
          { label: 'Grade 4', to: 'colitis-g4', criteria: grade('colitis', 4) },
        ],
      },
      {
        id: 'colitis-g1',
        title: 'Colitis grade 1',
        kind: 'action',
        text: 'Continue the checkpoint inhibitor, or hold it briefly and resume if the event stays at grade 1. Once infection is excluded, loperamide may be used for diarrhoea alone (not for colitis symptoms) as a temporary measure. Watch hydration and review every few days.',
        drugs: [
          {
            drugId: 'loperamide',
            use: 'consider',
            route: 'oral',
            note: 'Only once infection is excluded.',
          },
        ],
        next: 'follow-up',
      },
      {
        id: 'colitis-g2',
        title: 'Colitis grade 2',
        kind: 'action',
        text: 'Hold the checkpoint inhibitor until grade 1 or better. Unless the diarrhoea is transient, start prednisone and continue until grade 1, then taper over 4 to 6 weeks. Consider gastroenterology review and endoscopy. Add infliximab or vedolizumab if there is no improvement by one grade within 72 hours or endoscopy shows high-risk features.',
        drugs: [
          {
            drugId: 'prednisone',
            dose: '1 mg/kg/day',
            route: 'oral',
            timing: 'Until grade 1, then taper over 4–6 weeks',
          },
        ],
        next: 'response-check',
      },
      {
        id: 'colitis-g3',
        title: 'Colitis grade 3',
        kind: 'action',
        text: 'Hold the checkpoint inhibitor and give corticosteroids at a higher dose until grade 1, then taper over 4 to 6 weeks; intravenous methylprednisolone is preferred if upper gastrointestinal inflammation is suspected. Admit for dehydration or electrolyte imbalance. Consider permanently stopping CTLA-4 antibodies. Start infliximab or vedolizumab early for high-risk endoscopic features or symptoms persisting after 3 days.',
        drugs: [
          {
            drugId: 'prednisone',
            dose: '1–2 mg/kg/day',
            route: 'oral',
            note: 'Or the equivalent as IV methylprednisolone.',
          },
          { drugId: 'methylprednisolone', use: 'consider', route: 'iv' },
        ],
        next: 'response-check',
      },
      {
        id: 'colitis-g4',
        title: 'Colitis grade 4',
        kind: 'escalate',
        text: 'Permanently discontinue the checkpoint inhibitor and admit. Give methylprednisolone until grade 1, then taper over 4 to 6 weeks; add infliximab or vedolizumab if the response after 3 days is inadequate.',
        drugs: [{ drugId: 'methylprednisolone', dose: '1–2 mg/kg/day', route: 'iv' }],
        next: 'response-check',
      },
      {
        id: 'hepatitis-grade',
        title: 'Grade the hepatitis',
        kind: 'decision',
        text: 'Grade by AST/ALT: grade 1 up to 3 × ULN; grade 2 over 3 to 5 × ULN; grade 3 over 5 to 20 × ULN (or bilirubin 3–10 × ULN, or symptomatic liver dysfunction); grade 4 over 20 × ULN (or bilirubin over 10 × ULN, or decompensation).',
        branches: [
          {
            label: 'Grade 1 (AST/ALT ≤ 3 × ULN)',
            to: 'hepatitis-g1',
            criteria: {
              combine: 'all',
              items: [{ measure: 'AST or ALT', op: '<=', value: 3, unit: '× ULN' }],
            },
          },
          {
            label: 'Grade 2 (AST/ALT > 3–5 × ULN)',
            to: 'hepatitis-g2',
            criteria: {
              combine: 'all',
              items: [
                { measure: 'AST or ALT', op: '>', value: 3, unit: '× ULN' },
                { measure: 'AST or ALT', op: '<=', value: 5, unit: '× ULN' },
              ],
            },
          },
          {
            label: 'Grade 3 (AST/ALT > 5–20 × ULN)',
            to: 'hepatitis-g3',
            criteria: {
              combine: 'all',
              items: [
                { measure: 'AST or ALT', op: '>', value: 5, unit: '× ULN' },
                { measure: 'AST or ALT', op: '<=', value: 20, unit: '× ULN' },
              ],
            },
          },
          {
            label: 'Grade 4 (AST/ALT > 20 × ULN)',
            to: 'hepatitis-g4',
            criteria: {
              combine: 'any',
              items: [{ measure: 'AST or ALT', op: '>', value: 20, unit: '× ULN' }],
            },
          },
        ],
      },
      {
        id: 'hepatitis-g1',
        title: 'Hepatitis grade 1',
        kind: 'monitor',
        text: 'Continue the checkpoint inhibitor and recheck liver tests closely; look for other causes (viral hepatitis, alcohol, other drugs, metastases).',
        next: 'follow-up',
      },
      {
        id: 'hepatitis-g2',
        title: 'Hepatitis grade 2',
        kind: 'action',
        text: 'Hold the checkpoint inhibitor, recheck liver tests every few days and give prednisone if the rise persists or there are symptoms; resume only when back to grade 1 on a low steroid dose.',
        drugs: [{ drugId: 'prednisone', dose: '0.5–1 mg/kg/day', route: 'oral' }],
        next: 'response-check',
      },
      {
        id: 'hepatitis-g3',
        title: 'Hepatitis grade 3',
        kind: 'action',
        text: 'Permanently discontinue the checkpoint inhibitor if the patient is symptomatic, and consider doing so if not. Start methylprednisolone (or equivalent) at once, check liver tests daily or every other day and consider admission when AST/ALT exceed 8 × ULN or bilirubin is raised. Taper over about 4 to 6 weeks once grade 1.',
        drugs: [{ drugId: 'methylprednisolone', dose: '1–2 mg/kg/day', route: 'iv' }],
        next: 'response-check',
      },
      {
        id: 'hepatitis-g4',
        title: 'Hepatitis grade 4',
        kind: 'escalate',
        text: 'Permanently discontinue the checkpoint inhibitor, admit and give high-dose methylprednisolone; involve hepatology.',
        drugs: [{ drugId: 'methylprednisolone', dose: '2 mg/kg/day', route: 'iv' }],
        next: 'response-check',
      },
      {
        id: 'pneumonitis-grade',
        title: 'Grade the pneumonitis',
        kind: 'decision',
        text: 'Grade 1: radiographic changes only. Grade 2: new symptoms limiting instrumental activities. Grade 3: severe symptoms, oxygen needed, more than half the lung involved. Grade 4: life-threatening respiratory compromise.',
        branches: [
          { label: 'Grade 1', to: 'pneumonitis-g1', criteria: grade('pneumonitis', 1) },
          { label: 'Grade 2', to: 'pneumonitis-g2', criteria: grade('pneumonitis', 2) },
          {
            label: 'Grade 3 or 4',
            to: 'pneumonitis-g34',
            criteria: {
              combine: 'all',
              items: [{ measure: 'CTCAE grade (pneumonitis)', op: '>=', value: 3 }],
            },
          },
        ],
      },
      {
        id: 'pneumonitis-g1',
        title: 'Pneumonitis grade 1',
        kind: 'monitor',
        text: 'Consider holding the checkpoint inhibitor, review symptoms every few days and repeat imaging in 3 to 4 weeks; treat as grade 2 if it progresses.',
        next: 'follow-up',
      },
      {
        id: 'pneumonitis-g2',
        title: 'Pneumonitis grade 2',
        kind: 'action',
        text: 'Hold the checkpoint inhibitor until grade 1 or better. Look for infection and consider empirical antibiotics if it cannot be excluded. Give prednisone and, once improving, taper by 5–10 mg a week over 4 to 6 weeks.',
        drugs: [{ drugId: 'prednisone', dose: '1–2 mg/kg/day', route: 'oral' }],
        next: 'response-check',
      },
      {
        id: 'pneumonitis-g34',
        title: 'Pneumonitis grade 3 or 4',
        kind: 'escalate',
        text: 'Permanently discontinue the checkpoint inhibitor, admit, consider empirical antibiotics and bronchoscopy, and give intravenous methylprednisolone. If there is no improvement after 48 hours, add another immunosuppressant (infliximab, intravenous mycophenolate, IVIG or cyclophosphamide). Taper steroids over 4 to 6 weeks.',
        drugs: [{ drugId: 'methylprednisolone', dose: '1–2 mg/kg/day', route: 'iv' }],
        next: 'response-check',
      },
      {
        id: 'thyroid',
        title: 'Thyroid dysfunction',
        kind: 'action',
        text: 'Primary hypothyroidism with TSH between 4.5 and 10 mIU/L and no symptoms: continue treatment and recheck TSH every 4–6 weeks. With symptoms, or TSH persistently above 10 mIU/L: start levothyroxine (the checkpoint inhibitor may be continued or held until symptoms settle) and titrate by TSH every 6–8 weeks; start lower and titrate in people over 70 or frail with cardiac disease. Severe hypothyroidism or myxoedema: hold treatment, admit and involve endocrinology; if central hypothyroidism is possible, give hydrocortisone before thyroid hormone. Thyrotoxicosis from thyroiditis is usually transient: treat symptoms with a beta-blocker and watch for later hypothyroidism.',
        criteria: {
          combine: 'any',
          items: [
            {
              measure: 'TSH',
              op: '>',
              value: 10,
              unit: 'mIU/L',
              qualifier: 'persistently, on two tests 4 weeks apart',
            },
          ],
        },
        drugs: [
          {
            drugId: 'levothyroxine',
            dose: 'About 1.6 mcg/kg/day (ideal body weight) for full replacement',
            route: 'oral',
            note: 'Under 70 years and not frail; otherwise start low and titrate.',
          },
        ],
        next: 'endocrine-follow-up',
      },
      {
        id: 'adrenal-pituitary',
        title: 'Adrenal insufficiency or hypophysitis',
        kind: 'action',
        text: 'Measure morning cortisol and ACTH with electrolytes. Consider holding the checkpoint inhibitor until the patient is stable on replacement. Replace glucocorticoid first, then other axes; most primary adrenal insufficiency also needs fludrocortisone. Teach stress dosing and give an emergency card. For severe symptoms or adrenal crisis, admit and give intravenous stress-dose hydrocortisone.',
        drugs: [
          {
            drugId: 'hydrocortisone',
            dose: '15–20 mg per day in divided doses (up to 30 mg per day for residual symptoms)',
            route: 'oral',
            timing: 'Maintenance replacement',
          },
          {
            drugId: 'hydrocortisone',
            dose: '50–100 mg every 6 hours initially',
            route: 'iv',
            timing: 'Severe hypophysitis or adrenal crisis, then taper to maintenance',
          },
        ],
        next: 'endocrine-follow-up',
      },
      responseCheck,
      {
        id: 'taper-and-rechallenge',
        title: 'Taper steroids and decide on rechallenge',
        kind: 'monitor',
        text: 'Taper corticosteroids over at least 4 to 6 weeks, re-escalating if symptoms return. Consider resuming the checkpoint inhibitor only when the event is grade 1 or better and the steroid dose has been tapered; do not rechallenge after grade 4 events.',
      },
      {
        id: 'steroid-refractory',
        title: 'Steroid-refractory: second-line immunosuppression',
        kind: 'escalate',
        text: 'Involve the organ specialist. Colitis: infliximab or vedolizumab. Pneumonitis: infliximab, intravenous mycophenolate, IVIG or cyclophosphamide. Hepatitis: mycophenolate or azathioprine (test TPMT first); infliximab is contraindicated in immune-related hepatitis.',
      },
      {
        id: 'follow-up',
        title: 'Continue with close follow-up',
        kind: 'monitor',
        text: 'Continue or resume treatment with closer monitoring and re-grade at every visit; move to the next grade’s management if the event worsens.',
      },
      {
        id: 'endocrine-follow-up',
        title: 'Endocrine follow-up',
        kind: 'monitor',
        text: 'Endocrinopathies are usually permanent. Once replacement is stable, the checkpoint inhibitor can usually continue; monitor thyroid function and the adrenal axis during treatment.',
      },
    ],
    sources: [ASCO_IRAE_2021],
  },
  {
    id: 'cytokine-release-syndrome',
    name: 'Cytokine release syndrome with T-cell engagers and CAR T cells (ASTCT grading)',
    category: 'cytokine-release',
    summary:
      'Premedicate step-up doses as the product label directs, grade fever with hypotension and hypoxia by the ASTCT consensus, and manage by grade with the product label’s CRS table, escalating to intensive care for grade 3 or 4.',
    appliesTo: {
      drugs: ['blinatumomab'],
      contexts: [
        'Bispecific T-cell engagers (teclistamab, elranatamab, talquetamab, epcoritamab, glofitamab, mosunetuzumab, tarlatamab)',
        'CAR T-cell therapy',
      ],
    },
    steps: [
      {
        id: 'premedicate',
        title: 'Premedicate and monitor step-up doses',
        kind: 'action',
        text: 'Give the pretreatment the product label specifies before each step-up dose and the first full dose, and monitor as it requires (teclistamab: corticosteroid, antihistamine and antipyretic 1 to 3 hours before each step-up dose and the first treatment dose, with hospitalisation for 48 hours after each of these doses). Do not start step-up dosing in a patient with active infection.',
        drugs: [
          {
            drugId: 'dexamethasone',
            dose: '16 mg oral or IV',
            timing: '1–3 hours before each teclistamab step-up dose and the first treatment dose',
            note: 'Teclistamab label; other products specify their own corticosteroid and dose.',
          },
        ],
        sources: [
          label(TECVAYLI, '2 Dosage and Administration'),
          label(TECVAYLI, 'Boxed Warning'),
          label(BLINCYTO, 'Boxed Warning'),
        ],
        next: 'recognise-crs',
      },
      {
        id: 'recognise-crs',
        title: 'Fever after an immune effector therapy?',
        kind: 'assess',
        text: 'CRS starts with fever of 38 °C or more, with or without hypotension and hypoxia, usually within days of a step-up dose or cell infusion. Look for other causes of fever (infection, especially with neutropenia) and check for neurotoxicity (ICANS), which is graded separately. Antipyretics or anti-cytokine therapy can mask the fever; grade by the hypotension and hypoxia that remain.',
        criteria: {
          combine: 'all',
          items: [
            {
              measure: 'Temperature',
              op: '>=',
              value: 38,
              unit: '°C',
              qualifier: 'not attributable to another cause',
            },
          ],
        },
        sources: [ASTCT_2019],
        next: 'grade-crs',
      },
      {
        id: 'grade-crs',
        title: 'ASTCT grade',
        kind: 'decision',
        text: 'The grade is set by the more severe of hypotension and hypoxia. Low-flow nasal cannula means 6 L/min or less; high-flow means more than 6 L/min.',
        branches: [
          {
            label: 'Grade 1: fever only',
            to: 'crs-grade-1',
            criteria: {
              combine: 'all',
              items: [
                { measure: 'Hypotension', result: 'absent' },
                { measure: 'Hypoxia needing oxygen', result: 'absent' },
              ],
            },
          },
          {
            label: 'Grade 2: hypotension without vasopressors and/or low-flow oxygen',
            to: 'crs-grade-2',
            criteria: {
              combine: 'any',
              items: [
                { measure: 'Hypotension not needing vasopressors', result: 'present' },
                {
                  measure: 'Oxygen by low-flow nasal cannula (≤ 6 L/min) or blow-by',
                  result: 'present',
                },
              ],
            },
          },
          {
            label: 'Grade 3: one vasopressor and/or high-flow oxygen, face mask or Venturi mask',
            to: 'crs-grade-34',
            criteria: {
              combine: 'any',
              items: [
                {
                  measure: 'Hypotension needing one vasopressor (with or without vasopressin)',
                  result: 'present',
                },
                {
                  measure:
                    'Oxygen by high-flow nasal cannula (> 6 L/min), face mask, non-rebreather or Venturi mask',
                  result: 'present',
                },
              ],
            },
          },
          {
            label: 'Grade 4: several vasopressors and/or positive-pressure ventilation',
            to: 'crs-grade-34',
            criteria: {
              combine: 'any',
              items: [
                {
                  measure: 'Hypotension needing several vasopressors (excluding vasopressin)',
                  result: 'present',
                },
                {
                  measure: 'Positive-pressure ventilation (CPAP, BiPAP, intubation)',
                  result: 'present',
                },
              ],
            },
          },
        ],
        sources: [ASTCT_2019],
      },
      {
        id: 'crs-grade-1',
        title: 'Grade 1: withhold and support',
        kind: 'action',
        text: 'Withhold the T-cell engager until CRS resolves, give supportive care (antipyretics, fluids), treat possible infection, and follow the product label for monitoring around the next dose.',
        sources: [label(TECVAYLI, '2 Dosage and Administration')],
        next: 'reassess-crs',
      },
      {
        id: 'crs-grade-2',
        title: 'Grade 2: withhold, treat and monitor closely',
        kind: 'action',
        text: 'Withhold the T-cell engager until CRS resolves and give supportive therapy, which may include tocilizumab and corticosteroids as the product label sets out; give oxygen and fluids and monitor in hospital. Monitor closely after the next dose.',
        sources: [label(TECVAYLI, '2 Dosage and Administration')],
        next: 'reassess-crs',
      },
      {
        id: 'crs-grade-34',
        title: 'Grade 3 or 4: intensive care',
        kind: 'escalate',
        text: 'Withhold the product, involve critical care for vasopressor or ventilatory support, and give tocilizumab and corticosteroids as the label directs. The teclistamab label permanently discontinues treatment for grade 4 or recurrent grade 3 CRS.',
        drugs: [
          {
            drugId: 'dexamethasone',
            use: 'consider',
            route: 'iv',
            note: 'Dose per the product label CRS table.',
          },
        ],
        sources: [label(TECVAYLI, '2 Dosage and Administration'), ASTCT_2019],
        next: 'reassess-crs',
      },
      {
        id: 'reassess-crs',
        title: 'Reassess and re-grade',
        kind: 'monitor',
        text: 'Re-grade at least daily until resolution, watch for ICANS, and record the maximum grade; restart the product only as its label allows.',
        sources: [ASTCT_2019],
      },
    ],
    notes: [
      'Tocilizumab and most T-cell engagers are not yet roster drugs; they are named in the text but not as structured drug entries.',
    ],
    sources: [
      ASTCT_2019,
      label(TECVAYLI, '2 Dosage and Administration'),
      label(BLINCYTO, 'Boxed Warning'),
    ],
  },
];
