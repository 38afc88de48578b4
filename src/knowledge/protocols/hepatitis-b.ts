import type { ProtocolInput } from '../../core/knowledge/protocol';
import { guideline, label } from './shared';

const ASCO_HBV_2020 = guideline(
  'Hwang JP et al. Hepatitis B virus screening and management for patients with cancer prior to therapy: ASCO provisional clinical opinion update. J Clin Oncol 2020;38:3698-3715',
  '32716741',
  2020,
);
const RITUXAN = 'Rituxan (rituximab) US prescribing information';
const GAZYVA = 'Gazyva (obinutuzumab) US prescribing information';

export const hepatitisBProtocols: ProtocolInput[] = [
  {
    id: 'hbv-screening-anti-cd20',
    name: 'Hepatitis B screening and prophylaxis before anti-CD20 therapy',
    category: 'infection-prophylaxis',
    summary:
      'Test HBsAg, anti-HBc and anti-HBs before anti-CD20 antibodies (boxed warning), give antiviral prophylaxis with a high-barrier agent through treatment and for at least 12 months after when chronic or past infection is found, and stop the antibody if HBV reactivates.',
    appliesTo: {
      regimens: ['r-chop-21', 'pola-r-chp'],
      drugs: ['rituximab', 'obinutuzumab'],
      contexts: ['Anti-CD20 monoclonal antibodies', 'Haematopoietic stem-cell transplantation'],
    },
    steps: [
      {
        id: 'screen',
        title: 'Test HBV serology before the first dose',
        kind: 'assess',
        text: 'Test every patient for hepatitis B surface antigen (HBsAg), hepatitis B core antibody (anti-HBc, total or IgG) and antibody to HBsAg (anti-HBs) before the first anti-CD20 dose. The labels for rituximab and obinutuzumab require HBsAg and anti-HBc screening; ASCO extends the three-test screen to all systemic anticancer therapy, without delaying treatment for the results.',
        sources: [label(RITUXAN, 'Boxed Warning'), label(GAZYVA, 'Boxed Warning'), ASCO_HBV_2020],
        next: 'serology-decision',
      },
      {
        id: 'serology-decision',
        title: 'Chronic, past or no HBV infection?',
        kind: 'decision',
        text: 'Interpret the serology. An unknown or pending result is not a negative one.',
        branches: [
          {
            label: 'Chronic HBV (HBsAg positive)',
            to: 'chronic-hbv',
            criteria: { combine: 'all', items: [{ measure: 'HBsAg', result: 'positive' }] },
          },
          {
            label: 'Past HBV (HBsAg negative, anti-HBc positive)',
            to: 'past-hbv',
            criteria: {
              combine: 'all',
              items: [
                { measure: 'HBsAg', result: 'negative' },
                { measure: 'Anti-HBc', result: 'positive' },
              ],
            },
          },
          {
            label: 'No HBV infection (HBsAg and anti-HBc negative)',
            to: 'no-infection',
            criteria: {
              combine: 'all',
              items: [
                { measure: 'HBsAg', result: 'negative' },
                { measure: 'Anti-HBc', result: 'negative' },
              ],
            },
          },
        ],
      },
      {
        id: 'chronic-hbv',
        title: 'Chronic HBV: antiviral prophylaxis',
        kind: 'action',
        text: 'Start antiviral prophylaxis with a high barrier to resistance (entecavir or tenofovir) before or together with anticancer therapy, continue it throughout and for at least 12 months after the last dose, and plan long-term HBV care with a clinician experienced in hepatitis B. Measure HBV DNA and ALT at baseline.',
        sources: [ASCO_HBV_2020],
        next: 'monitor-reactivation',
      },
      {
        id: 'past-hbv',
        title: 'Past HBV with anti-CD20 therapy: prophylaxis',
        kind: 'action',
        text: 'Anti-CD20 antibodies carry a high risk of reactivating past infection, including when anti-HBs is present. Give antiviral prophylaxis (entecavir or tenofovir) during therapy and for at least 12 months after it. Monitoring HBV DNA and ALT with antiviral treatment at the first sign of reactivation is an alternative only if frequent, reliable follow-up can be guaranteed.',
        sources: [ASCO_HBV_2020, label(RITUXAN, '5 Warnings and Precautions')],
        next: 'monitor-reactivation',
      },
      {
        id: 'no-infection',
        title: 'No HBV infection',
        kind: 'monitor',
        text: 'No HBV-specific prophylaxis is needed. Keep the results in the record so that the test is not repeated unnecessarily, and retest if new exposure risk arises.',
        sources: [ASCO_HBV_2020],
      },
      {
        id: 'monitor-reactivation',
        title: 'Monitor during and after therapy',
        kind: 'monitor',
        text: 'Follow ALT and HBV DNA during treatment and for months after it, because reactivation can occur late after B-cell depletion.',
        sources: [
          label(RITUXAN, '5 Warnings and Precautions'),
          label(GAZYVA, '5 Warnings and Precautions'),
          ASCO_HBV_2020,
        ],
        next: 'reactivation-decision',
      },
      {
        id: 'reactivation-decision',
        title: 'Signs of reactivation?',
        kind: 'decision',
        text: 'Reactivation shows as a rise in HBV DNA, reappearance of HBsAg, or hepatitis.',
        branches: [
          {
            label: 'Reactivation or hepatitis',
            to: 'reactivation',
            criteria: {
              combine: 'any',
              items: [
                { measure: 'HBV DNA', result: 'present', qualifier: 'new or rising' },
                {
                  measure: 'HBsAg',
                  result: 'positive',
                  qualifier: 'reappearing in a previously negative patient',
                },
              ],
            },
          },
          { label: 'No reactivation', to: 'complete-prophylaxis' },
        ],
      },
      {
        id: 'reactivation',
        title: 'Reactivation: stop the antibody and treat',
        kind: 'escalate',
        text: 'Stop the anti-CD20 antibody and any concomitant chemotherapy, start or optimise antiviral treatment, and involve hepatology. Reactivation can progress to fulminant hepatitis, liver failure and death. The labels report too little evidence on whether it is safe to resume the antibody afterwards.',
        drugs: [
          { drugId: 'rituximab', use: 'hold' },
          { drugId: 'obinutuzumab', use: 'hold' },
        ],
        sources: [
          label(RITUXAN, 'Boxed Warning'),
          label(RITUXAN, '5 Warnings and Precautions'),
          label(GAZYVA, '5 Warnings and Precautions'),
        ],
      },
      {
        id: 'complete-prophylaxis',
        title: 'Finish the prophylaxis course',
        kind: 'monitor',
        text: 'Continue antiviral prophylaxis for at least 12 months after the end of anticancer therapy; decide on stopping with the hepatitis B team.',
        sources: [ASCO_HBV_2020],
      },
    ],
    notes: [
      'Entecavir and tenofovir are not yet roster drugs, so they appear in the text and not as structured drug entries.',
    ],
    sources: [label(RITUXAN, 'Boxed Warning'), label(GAZYVA, 'Boxed Warning'), ASCO_HBV_2020],
  },
];
