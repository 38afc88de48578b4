import type { StandardCombinationInput } from '../../core/interactions/standard-combinations';
import { label } from './sources';

/**
 * Same-class pairs that standard care combines on purpose. The duplicate-therapy rule reports
 * such a pair as a minor reminder with what to check, not as "duplicate therapy: avoid"
 * (issue 12). Each entry cites the regimen, label or guideline that combines them; a pair of the
 * class that the standard does not combine stays duplicate therapy (`anyOf`, `exceptPairs`).
 */
export const standardCombinationRecords: readonly StandardCombinationInput[] = [
  {
    id: 'opioid-basal-and-breakthrough',
    classTag: 'opioid',
    use: 'A scheduled (basal) opioid with a short-acting opioid as needed for breakthrough pain is standard cancer-pain care.',
    management:
      'Confirm that one opioid is the scheduled one and the other the as-needed one (never two long-acting opioids); add up the total daily dose in oral morphine equivalents, raise the basal dose when breakthrough doses are used often, and watch for sedation and slowed breathing.',
    sources: [
      {
        kind: 'guideline',
        title:
          'Fallon M et al. Management of cancer pain in adult patients: ESMO Clinical Practice Guidelines. Ann Oncol 2018',
        section: 'Breakthrough cancer pain; titration and maintenance of opioids',
        pmid: '30052758',
        doi: '10.1093/annonc/mdy152',
        year: 2018,
      },
    ],
  },
  {
    id: 'dexamethasone-beside-regimen-corticosteroid',
    classTag: 'corticosteroid',
    anyOf: ['dexamethasone'],
    use: "Dexamethasone as antiemetic prophylaxis or taxane premedication is given beside a regimen's own corticosteroid: prednisone in R-CHOP, and with docetaxel or cabazitaxel in prostate cancer, whose labels prescribe both.",
    management:
      'Keep both when each has its role (antiemetic or premedication, and the regimen steroid); check blood glucose, blood pressure, sleep and mood, and remember the added infection risk of the combined steroid exposure.',
    sources: [
      label('Taxotere (docetaxel)', '2 Dosage and Administration (prostate cancer; premedication)'),
      label(
        'Jevtana (cabazitaxel)',
        '2 Dosage and Administration (premedication; with prednisone)',
      ),
      {
        kind: 'pubmed',
        title:
          'Tilly H et al. Polatuzumab vedotin in previously untreated diffuse large B-cell lymphoma (POLARIX; R-CHOP control arm). N Engl J Med 2022',
        pmid: '34904799',
        year: 2022,
      },
      {
        kind: 'guideline',
        title: 'Hesketh PJ et al. Antiemetics: ASCO guideline update. J Clin Oncol 2020',
        pmid: '32658626',
        year: 2020,
      },
    ],
  },
  {
    id: 'two-nrti-backbone',
    classTag: 'nrti',
    exceptPairs: [['emtricitabine', 'lamivudine']],
    use: 'Two nucleoside reverse transcriptase inhibitors (tenofovir or abacavir with emtricitabine or lamivudine) form the backbone of the recommended HIV regimens.',
    management:
      'Confirm it is one two-drug backbone (emtricitabine and lamivudine are never given together); check renal function with tenofovir and HLA-B*57:01 before abacavir.',
    sources: [
      {
        kind: 'guideline',
        title:
          'DHHS Panel on Antiretroviral Guidelines for Adults and Adolescents. Guidelines for the Use of Antiretroviral Agents in Adults and Adolescents with HIV',
        section: 'What to start: initial combination regimens',
        url: 'https://clinicalinfo.hiv.gov/en/guidelines/hiv-clinical-guidelines-adult-and-adolescent-arv/whats-start-initial-combination-regimens',
        unconfirmed:
          'living guideline revised in place; the revision date used at curation was not recorded',
      },
      label('Epzicom (abacavir and lamivudine)', '1 Indications and Usage'),
    ],
  },
];
