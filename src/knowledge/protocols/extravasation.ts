import type { ProtocolInput } from '../../core/knowledge/protocol';
import { label, paper, type SourceInput } from './shared';

const ESMO_EONS_2012: SourceInput = {
  kind: 'guideline',
  title:
    'Pérez Fidalgo JA et al. Management of chemotherapy extravasation: ESMO–EONS clinical practice guidelines. Ann Oncol 2012;23(Suppl 7):vii167-vii173',
  year: 2012,
};
const TOTECT_FDA_REVIEW = paper(
  'Kane RC et al. Dexrazoxane (Totect): FDA review and approval for the treatment of accidental extravasation following intravenous anthracycline chemotherapy. Oncologist 2008;13:445-450',
  '18448560',
  2008,
);
const TOTECT = 'Totect (dexrazoxane) US prescribing information';

export const extravasationProtocols: ProtocolInput[] = [
  {
    id: 'vesicant-extravasation',
    name: 'Extravasation of anthracyclines and vinca alkaloids',
    category: 'extravasation',
    summary:
      'Stop the infusion, aspirate and mark the area, then treat by drug: dexrazoxane within 6 hours with cold (not during the infusion) for anthracyclines; hyaluronidase with warm compresses for vinca alkaloids.',
    appliesTo: {
      drugs: [
        'doxorubicin',
        'epirubicin',
        'daunorubicin',
        'idarubicin',
        'vincristine',
        'vinblastine',
        'vinorelbine',
      ],
      contexts: ['Peripheral or central venous administration of vesicant chemotherapy'],
    },
    steps: [
      {
        id: 'stop-and-aspirate',
        title: 'Stop the infusion and aspirate',
        kind: 'action',
        text: 'At the first sign (pain, burning, swelling, redness, loss of blood return) stop the infusion at once. Leave the cannula in place and try to aspirate as much of the drug as possible through it, then remove it. Do not flush the line. Mark the affected area, photograph it, elevate the limb and give analgesia.',
        next: 'identify-drug',
      },
      {
        id: 'identify-drug',
        title: 'Which drug leaked?',
        kind: 'decision',
        text: 'The antidote and the type of compress depend on the drug: DNA-binding vesicants (anthracyclines) are treated with cold and dexrazoxane, non-DNA-binding vesicants (vinca alkaloids) with warmth and hyaluronidase.',
        branches: [
          {
            label: 'Anthracycline (doxorubicin, epirubicin, daunorubicin, idarubicin)',
            to: 'anthracycline-timing',
          },
          { label: 'Vinca alkaloid (vincristine, vinblastine, vinorelbine)', to: 'vinca' },
          { label: 'Other or uncertain agent', to: 'other-agent' },
        ],
      },
      {
        id: 'anthracycline-timing',
        title: 'Anthracycline: within 6 hours?',
        kind: 'decision',
        text: 'Dexrazoxane must start within 6 hours of the extravasation.',
        branches: [
          {
            label: 'Within 6 hours',
            to: 'dexrazoxane',
            criteria: {
              combine: 'all',
              items: [{ measure: 'Time since extravasation', op: '<=', value: 6, unit: 'h' }],
            },
          },
          {
            label: 'More than 6 hours',
            to: 'anthracycline-late',
            criteria: {
              combine: 'all',
              items: [{ measure: 'Time since extravasation', op: '>', value: 6, unit: 'h' }],
            },
          },
        ],
        sources: [label(TOTECT, '2 Dosage and Administration')],
      },
      {
        id: 'dexrazoxane',
        title: 'Give dexrazoxane for 3 days',
        kind: 'action',
        text: 'Apply dry cold packs to the area, but remove them at least 15 minutes before each dexrazoxane infusion. Give dexrazoxane as an intravenous infusion into a large vein in a different limb, once daily for 3 days, starting each day at about the same hour as the first dose. Halve the dose if creatinine clearance is below 40 mL/min. Dexrazoxane adds to the myelosuppression of chemotherapy.',
        drugs: [
          {
            drugId: 'dexrazoxane',
            dose: '1000 mg/m² on days 1 and 2 (maximum 2000 mg); 500 mg/m² on day 3 (maximum 1000 mg)',
            route: 'iv',
            timing:
              'First dose within 6 hours of the extravasation; days 2 and 3 within 3 hours of the day-1 clock time',
            note: 'Reduce by 50% when CrCl < 40 mL/min.',
          },
        ],
        sources: [
          label(TOTECT, '2 Dosage and Administration'),
          label(TOTECT, '5 Warnings and Precautions'),
          TOTECT_FDA_REVIEW,
        ],
        next: 'follow-up',
      },
      {
        id: 'anthracycline-late',
        title: 'Anthracycline after 6 hours: cold and surgical review',
        kind: 'escalate',
        text: 'Dexrazoxane was studied only when started within 6 hours. Apply dry cold compresses, elevate the limb and ask plastic surgery to review, especially if pain persists or the skin breaks down.',
        sources: [ESMO_EONS_2012, TOTECT_FDA_REVIEW],
        next: 'follow-up',
      },
      {
        id: 'vinca',
        title: 'Vinca alkaloid: hyaluronidase and warmth',
        kind: 'action',
        text: 'Apply dry warm compresses to spread the drug and increase its absorption; do not apply cold. Inject hyaluronidase subcutaneously around the site, dosed as the local extravasation policy sets out.',
        sources: [ESMO_EONS_2012],
        next: 'follow-up',
      },
      {
        id: 'other-agent',
        title: 'Other agents: general measures',
        kind: 'action',
        text: 'Classify the agent as vesicant, irritant or non-vesicant using the local extravasation policy, apply the general measures (elevation, compresses as the policy specifies, analgesia) and seek advice from the oncology pharmacist.',
        sources: [ESMO_EONS_2012],
        next: 'follow-up',
      },
      {
        id: 'follow-up',
        title: 'Document and follow up',
        kind: 'monitor',
        text: 'Record the drug, estimated volume, site and actions taken. Review the area repeatedly over the following days and weeks; refer to plastic surgery for persistent pain, ulceration or necrosis. Report the incident.',
        sources: [ESMO_EONS_2012],
      },
    ],
    sources: [ESMO_EONS_2012, label(TOTECT, '2 Dosage and Administration'), TOTECT_FDA_REVIEW],
  },
];
