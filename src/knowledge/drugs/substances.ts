import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';

/*
 * Non-prescription substances that change the exposure of anticancer drugs.
 *
 * Both have RxNorm ingredient concepts. St John's wort is 258326 ("St. John's wort extract"), the
 * code NLM's NDF-RT interaction data and several RxNav-derived tables use. Grapefruit juice is
 * 1431224, the RxCUI the FDA substance registry (GSRS, via openFDA) lists for it and an
 * RxNav-derived table gives as an exact ingredient.
 */

/** FDA clinical DDI examples table; it grades CYP inhibitors and inducers (strong/moderate/weak). */
const fdaDdiTable: Source = {
  kind: 'guideline',
  title: 'FDA Drug Development and Drug Interactions: Table of Substrates, Inhibitors and Inducers',
  section:
    'Examples of clinical inhibitors and inducers of CYP3A (footnotes on St John\u2019s wort and grapefruit juice)',
  url: 'https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems',
  unconfirmed:
    "living FDA web table without a version; the 'content current as of' date used at curation was not recorded",
};

export const substanceRecords: DrugInput[] = [
  {
    id: 'st-johns-wort',
    rxcui: '258326',
    name: "St John's wort",
    atc: ['N06AX25'],
    synonyms: ['Hypericum perforatum', 'hypericum', "St. John's wort", "St. John's wort extract"],
    kind: 'substance',
    drugClass: 'Herbal supplement',
    classTags: ['herbal-supplement'],
    mechanism:
      'Hyperforin activates the pregnane X receptor, inducing intestinal and hepatic CYP3A4 and intestinal P-glycoprotein.',
    routes: ['oral'],
    // FDA grades St John's wort a strong CYP3A inducer (effect varies with hyperforin content).
    // Transporter induction is not graded by FDA: digoxin exposure fell only 18% in PMID
    // 11180019, yet drugs cleared by both CYP3A4 and P-gp lose far more (SN-38 exposure from
    // irinotecan fell 42%, PMID 12189228). Graded moderate so P-gp substrates are still flagged.
    pathways: {
      CYP3A4: { inducer: 'strong' },
      'P-gp': { inducer: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    renal: { status: 'no-data', summary: 'Not applicable to a supplement; no data.' },
    hepatic: { status: 'no-data', summary: 'Not applicable to a supplement; no data.' },
    monitoring: [
      'Ask about herbal products at every visit: patients on CYP3A4 or P-gp substrate anticancer drugs (irinotecan, imatinib and other kinase inhibitors, taxanes) should stop St John\u2019s wort.',
      'Induction fades only gradually after stopping; allow a washout before starting a sensitive drug.',
    ],
    // Not a licensed drug product: no US prescribing information exists.
    labelRevised: null,
    lastReviewed: '2026-11-25',
    sources: [
      {
        kind: 'pubmed',
        title:
          "Durr D et al. St John's Wort induces intestinal P-glycoprotein/MDR1 and intestinal and hepatic CYP3A4. Clin Pharmacol Ther 2000",
        pmid: '11180019',
        year: 2000,
      },
      {
        kind: 'pubmed',
        title:
          "Mathijssen RH et al. Effects of St. John's wort on irinotecan metabolism. J Natl Cancer Inst 2002",
        pmid: '12189228',
        year: 2002,
      },
      fdaDdiTable,
    ],
  },
  {
    id: 'grapefruit-juice',
    rxcui: '1431224',
    name: 'Grapefruit juice',
    synonyms: ['grapefruit', 'Citrus paradisi'],
    kind: 'substance',
    drugClass: 'Food (furanocoumarin-containing citrus)',
    classTags: ['dietary-cyp3a4-inhibitor'],
    mechanism:
      'Furanocoumarins (such as 6\u2032,7\u2032-dihydroxybergamottin) irreversibly inactivate intestinal CYP3A4, raising the oral bioavailability of drugs with high first-pass extraction.',
    routes: ['oral'],
    // FDA: moderate CYP3A inhibitor at usual single-strength intake, strong with double-strength
    // or large amounts. The effect is intestinal, so it matters for oral drugs only.
    pathways: { CYP3A4: { inhibitor: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    renal: { status: 'no-data', summary: 'Not applicable to a food; no data.' },
    hepatic: { status: 'no-data', summary: 'Not applicable to a food; no data.' },
    monitoring: [
      'Advise patients on oral CYP3A4 substrates with a narrow margin (many kinase inhibitors) to avoid grapefruit and grapefruit juice, as those labels direct.',
      'Inhibition of intestinal CYP3A4 outlasts the juice itself, so separating the times of intake does not remove the interaction.',
      'Does not affect drugs given intravenously.',
    ],
    // Not a licensed drug product: no US prescribing information exists.
    labelRevised: null,
    lastReviewed: '2026-11-25',
    sources: [
      {
        kind: 'pubmed',
        title:
          'Hanley MJ et al. The effect of grapefruit juice on drug disposition. Expert Opin Drug Metab Toxicol 2011',
        pmid: '21254874',
        year: 2011,
      },
      fdaDdiTable,
    ],
  },
];
