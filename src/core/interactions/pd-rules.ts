import type { Drug, Toxicity } from '../knowledge/drug';
import type { Evidence, Severity } from '../knowledge/interaction';
import {
  FDA_ACID_REDUCING_AGENTS_2020,
  FDA_OPIOID_BENZODIAZEPINE_2016,
  sourcesFor,
} from './citations';
import { inferQt } from './qt-rules';
import { standardCombinationFor, type StandardCombination } from './standard-combinations';
import type { InferredMechanism, ManagementAction } from './types';

/**
 * Pharmacodynamic and class-level inference from the drug profiles.
 *
 * Evidence grades (never above `probable`, because no rule here has seen the pair itself):
 * - `suspected`: the class combination has clinical reports behind a regulator's warning: two
 *   drugs with known torsades risk, an opioid with a benzodiazepine-like depressant (FDA 2016
 *   boxed warning), two drugs of the same class (duplicate therapy).
 * - `theoretical`: predicted from overlapping toxicity flags or a known+possible QT pairing.
 * - `probable`: the acid-reducer rule, because pH-dependent absorption is a measured label fact.
 *
 * Severity follows the alert-fatigue design in CLINICAL-NOTES ("Alert fatigue": clinicians
 * override 49-96% of interaction alerts, van der Sijs JAMIA 2006; tiering so that only the top
 * tier interrupts raised acceptance to 100%, Paterno JAMIA 2009): only contraindicated and major
 * findings interrupt, so a profile-level rule earns `major` only when a regulator's text says
 * the combination itself is dangerous.
 * - QT: see `qt-rules.ts`.
 * - CNS/respiratory depression: `major` for an opioid with a benzodiazepine-like depressant or
 *   another respiratory depressant (FDA 2016 boxed warning), otherwise `moderate`. Two opioids are
 *   left to the duplicate-therapy rule: a basal plus a breakthrough opioid is standard cancer-pain
 *   care, not the combination the FDA warning is about (issue 12).
 * - Additive myelosuppression and hepatotoxicity: `minor`. Both flags sit on most cytotoxics and
 *   many kinase inhibitors, so the two rules fire on about 10,400 of the roster's 39,600 pairs,
 *   every standard regimen among them (AC, FOLFOX, carboplatin-paclitaxel); the blood-count and
 *   liver-test schedules of each label already cover the overlap, and an alert on every
 *   combination regimen teaches users to ignore alerts. They stay visible inline so the overlap
 *   is never hidden, and the patient-level alert layer can raise them with context (ANC,
 *   platelets, ALT, bilirubin), which is where CLINICAL-NOTES puts the filtering.
 * - Every other additive toxicity (serotonergic, bleeding, nephrotoxicity, hyperkalaemia,
 *   neuropathy): `moderate`, shown inline, not interrupting.
 * A curated record replaces any of these when a label or study grades the specific pair.
 */

interface AdditiveRule {
  toxicity: Toxicity;
  /** Never above moderate: shown inline, never interrupting (see the file comment). */
  severity: Severity;
  what: string;
  mechanism: string;
  effect: string;
  management: string;
  riskFactors: string[];
}

const ADDITIVE_RULES: readonly AdditiveRule[] = [
  {
    toxicity: 'myelosuppression',
    // Minor: overlapping marrow toxicity is the norm in combination chemotherapy (see above).
    severity: 'minor',
    mechanism: 'Both suppress the bone marrow.',
    what: 'myelosuppression',
    effect:
      'Additive bone marrow suppression: deeper or longer neutropenia, anaemia and thrombocytopenia, with risk of infection and bleeding.',
    management:
      "Check a complete blood count before each dose or cycle and at the expected nadir; follow each label's rules to hold or reduce the dose for cytopenias.",
    riskFactors: [
      'low baseline blood counts',
      'bone marrow involvement by tumour',
      'prior myelosuppressive chemotherapy or radiotherapy',
    ],
  },
  {
    toxicity: 'serotonergic',
    severity: 'moderate',
    mechanism: 'Both increase serotonergic activity.',
    what: 'serotonergic activity',
    effect:
      'Additive serotonergic activity: risk of serotonin syndrome (agitation, tremor, clonus, hyperthermia, autonomic instability).',
    management:
      'Use the lowest effective doses; tell the patient the warning signs, and stop the serotonergic drugs and assess if they appear, especially after starting or raising either drug.',
    riskFactors: ['dose increase of either drug', 'a third serotonergic drug'],
  },
  {
    toxicity: 'bleeding',
    severity: 'moderate',
    mechanism: 'Both raise the risk of bleeding.',
    what: 'bleeding risk',
    effect: 'Additive bleeding risk.',
    management:
      'Confirm both are needed; if combined, watch for bleeding, check a blood count (and INR with warfarin) when either is started or stopped, and plan interruptions before procedures as each label directs.',
    riskFactors: [
      'thrombocytopenia',
      'recent surgery or active peptic ulcer',
      'renal or hepatic impairment',
      'older age',
    ],
  },
  {
    toxicity: 'nephrotoxicity',
    severity: 'moderate',
    mechanism: 'Both can injure the kidney.',
    what: 'nephrotoxicity',
    effect: 'Additive kidney injury.',
    management:
      'Check serum creatinine and estimated creatinine clearance before each dose or cycle, adjust renally cleared drugs, keep the patient hydrated and avoid further nephrotoxins where possible.',
    riskFactors: ['baseline renal impairment', 'dehydration', 'older age'],
  },
  {
    toxicity: 'hepatotoxicity',
    // Minor: flagged on most cytotoxics and kinase inhibitors; the label schedules cover it.
    severity: 'minor',
    mechanism: 'Both can injure the liver.',
    what: 'hepatotoxicity',
    effect: 'Additive liver injury.',
    management:
      "Check liver tests (ALT, AST, bilirubin) at baseline and on each label's schedule; if they rise, follow each label's hold and dose-reduction rules.",
    riskFactors: [
      'pre-existing liver disease or liver metastases',
      'viral hepatitis',
      'alcohol use',
    ],
  },
  {
    toxicity: 'hyperkalemia',
    severity: 'moderate',
    mechanism: 'Both can raise serum potassium.',
    what: 'hyperkalaemia',
    effect: 'Additive rise in serum potassium.',
    management:
      'Check potassium at baseline, soon after starting the combination and periodically; review potassium supplements.',
    riskFactors: [
      'renal impairment',
      'diabetes',
      'potassium supplements or potassium-sparing diuretics',
      'ACE inhibitors or angiotensin receptor blockers',
    ],
  },
  {
    toxicity: 'neuropathy',
    severity: 'moderate',
    mechanism: 'Both can cause peripheral neuropathy.',
    what: 'peripheral neuropathy',
    effect: 'Additive peripheral neuropathy.',
    management:
      "Assess neuropathy before each dose or cycle and follow each label's delay and dose-reduction rules by grade.",
    riskFactors: [
      'pre-existing neuropathy',
      'diabetes',
      'alcohol use',
      'prior neurotoxic chemotherapy',
    ],
  },
];

/** Class tags treated as benzodiazepine-like CNS depressants for the FDA 2016 opioid warning. */
export const BENZODIAZEPINE_LIKE_TAGS: ReadonlySet<string> = new Set([
  'benzodiazepine',
  'barbiturate',
  'z-drug',
  'nonbenzodiazepine-hypnotic',
  'sedative-hypnotic',
  'gabapentinoid',
]);

export const ACID_REDUCER_TAGS = {
  'proton-pump-inhibitor': 'proton pump inhibitor',
  'h2-receptor-antagonist': 'H2-receptor antagonist',
  antacid: 'antacid',
} as const;
type AcidReducerTag = keyof typeof ACID_REDUCER_TAGS;

function mechanismOf(
  rule: string,
  severity: Severity,
  evidence: Evidence,
  action: ManagementAction,
  fields: Pick<InferredMechanism, 'mechanism' | 'effect' | 'management' | 'reasoning' | 'sources'> &
    Partial<Pick<InferredMechanism, 'riskFactors' | 'type'>>,
): InferredMechanism {
  return {
    rule,
    type: fields.type ?? 'pharmacodynamic',
    severity,
    evidence,
    action,
    onset: 'not-specified',
    riskFactors: fields.riskFactors ?? [],
    mechanism: fields.mechanism,
    effect: fields.effect,
    management: fields.management,
    reasoning: fields.reasoning,
    sources: fields.sources,
  };
}

function hasAnyTag(drug: Drug, tags: ReadonlySet<string>): boolean {
  return drug.classTags.some((t) => tags.has(t));
}

/**
 * Additive CNS or respiratory depression (FDA 2016 boxed warning for opioid + benzodiazepine).
 * Only sedating drugs carry `cns-depression`; encephalopathy or cerebellar toxicity of cytotoxics
 * is `neurotoxicity`, which does not add to an opioid's sedation and so triggers nothing here.
 */
export function inferCnsDepression(a: Drug, b: Drug): InferredMechanism | undefined {
  const depressant = (d: Drug) =>
    d.toxicities.includes('cns-depression') || d.toxicities.includes('respiratory-depression');
  if (!depressant(a) || !depressant(b)) return undefined;
  const opioid = (d: Drug) => d.classTags.includes('opioid');
  // Two opioids: the duplicate-therapy rule and its standard combinations speak for the pair.
  if (opioid(a) && opioid(b)) return undefined;
  const respiratory = (d: Drug) => d.toxicities.includes('respiratory-depression');
  const benzoLike = (d: Drug) => hasAnyTag(d, BENZODIAZEPINE_LIKE_TAGS);
  const major =
    (respiratory(a) && respiratory(b)) ||
    (opioid(a) && benzoLike(b)) ||
    (opioid(b) && benzoLike(a));
  const describe = (d: Drug) =>
    `${d.name}: ${respiratory(d) ? 'respiratory and CNS depressant' : 'CNS depressant'}${opioid(d) ? ' (opioid)' : benzoLike(d) ? ' (benzodiazepine-like)' : ''}`;
  return mechanismOf(
    'cns-depression',
    major ? 'major' : 'moderate',
    major ? 'suspected' : 'theoretical',
    major ? 'avoid' : 'monitor',
    {
      mechanism: 'Both depress the central nervous system.',
      effect: major
        ? 'Additive CNS and respiratory depression: profound sedation, slowed breathing, coma and death have been reported with opioids combined with benzodiazepines or other CNS depressants.'
        : 'Additive sedation and impaired alertness.',
      management: major
        ? 'Combine only when alternatives are inadequate; then use the lowest doses for the shortest time and monitor for sedation and slowed breathing.'
        : 'Use the lowest effective doses; warn about drowsiness, driving and falls, and monitor for oversedation.',
      riskFactors: ['older age', 'chronic lung disease or sleep apnoea', 'alcohol use'],
      reasoning: [`${describe(a)} + ${describe(b)} → ${major ? 'major' : 'moderate'}`],
      sources: [
        ...sourcesFor(a, 'toxicity'),
        ...sourcesFor(b, 'toxicity'),
        ...(major ? [FDA_OPIOID_BENZODIAZEPINE_2016] : []),
      ],
    },
  );
}

/** Additive organ toxicities both drugs are flagged for (except QT and CNS, handled above). */
export function inferAdditiveToxicity(a: Drug, b: Drug): InferredMechanism[] {
  const out: InferredMechanism[] = [];
  for (const rule of ADDITIVE_RULES) {
    if (!a.toxicities.includes(rule.toxicity) || !b.toxicities.includes(rule.toxicity)) continue;
    out.push(
      mechanismOf(`additive:${rule.toxicity}`, rule.severity, 'theoretical', 'monitor', {
        mechanism: rule.mechanism,
        effect: rule.effect,
        management: rule.management,
        riskFactors: rule.riskFactors,
        reasoning: [
          `${a.name}: ${rule.what} + ${b.name}: ${rule.what} → additive (${rule.severity})`,
        ],
        sources: [...sourcesFor(a, 'toxicity'), ...sourcesFor(b, 'toxicity')],
      }),
    );
  }
  return out;
}

function acidReducerTag(drug: Drug): AcidReducerTag | undefined {
  return (Object.keys(ACID_REDUCER_TAGS) as AcidReducerTag[]).find((t) =>
    drug.classTags.includes(t),
  );
}

/** An acid-reducing agent with a drug whose label says absorption falls as gastric pH rises. */
export function inferAcidReduction(a: Drug, b: Drug): InferredMechanism[] {
  const out: InferredMechanism[] = [];
  for (const [reducer, victim] of [
    [a, b],
    [b, a],
  ] as const) {
    const tag = acidReducerTag(reducer);
    if (!tag || !victim.phDependentAbsorption) continue;
    const what = ACID_REDUCER_TAGS[tag];
    const V = victim.name;
    const management =
      tag === 'proton-pump-inhibitor'
        ? `Avoid a proton pump inhibitor with ${V}: its acid suppression lasts all day, so spacing the doses does not help. If acid suppression is needed, use what the ${V} label allows (some allow an antacid or an H2-receptor antagonist at set times).`
        : tag === 'h2-receptor-antagonist'
          ? `Separate ${V} from the H2-receptor antagonist by the hours its label states; where the label advises against H2-receptor antagonists, avoid the combination.`
          : `Separate ${V} from the antacid by the hours its label states.`;
    out.push(
      mechanismOf(
        `acid-reduction:${tag}`,
        'moderate',
        'probable',
        tag === 'proton-pump-inhibitor' ? 'substitute' : 'separate-administration',
        {
          type: 'pharmacokinetic',
          mechanism: `${reducer.name} (${what}) raises gastric pH; ${V} dissolves poorly at higher pH.`,
          effect: `Lower ${V} absorption and exposure, with risk of loss of efficacy.`,
          management,
          reasoning: [
            `${reducer.name}: ${what} → ${V}: pH-dependent absorption (label) → moderate`,
          ],
          sources: [...sourcesFor(victim, 'ph'), FDA_ACID_REDUCING_AGENTS_2020],
        },
      ),
    );
  }
  return out;
}

/**
 * Two different drugs sharing a class tag: duplicate therapy (moderate, avoid), unless every
 * shared tag is one that standard regimens combine on purpose (a basal plus a breakthrough
 * opioid; dexamethasone as the antiemetic beside a regimen's prednisone): then a minor reminder
 * with what to check, citing the standard (issue 12: R-CHOP with its antiemetics read
 * "duplicate therapy: avoid").
 */
export function inferDuplicateTherapy(
  a: Drug,
  b: Drug,
  standard: readonly StandardCombination[] = [],
): InferredMechanism | undefined {
  if (a.id === b.id) return undefined;
  const shared = a.classTags.filter((t) => b.classTags.includes(t)).sort();
  if (shared.length === 0) return undefined;
  const tags = shared.map((t) => `'${t}'`).join(', ');
  const classes = `${a.drugClass.toLowerCase()}${a.drugClass === b.drugClass ? '' : ` / ${b.drugClass.toLowerCase()}`}`;
  const covering = shared.map((t) => standardCombinationFor(standard, t, a, b));
  if (covering.every((c): c is StandardCombination => c !== undefined)) {
    const combos = [...new Set(covering)];
    return mechanismOf('duplicate-therapy:standard', 'minor', 'suspected', 'monitor', {
      mechanism: `Same drug class (${shared.join(', ')}), combined on purpose in standard care.`,
      effect: `${combos.map((c) => c.use).join(' ')} Effects and toxicities of ${classes} add up.`,
      management: combos.map((c) => c.management).join(' '),
      reasoning: [
        `${a.name} and ${b.name} share class tag ${tags} → standard combination (${combos.map((c) => c.id).join(', ')}) → minor, not duplicate therapy`,
      ],
      sources: combos.flatMap((c) => c.sources),
    });
  }
  return mechanismOf('duplicate-therapy', 'moderate', 'suspected', 'avoid', {
    mechanism: `Same drug class (${shared.join(', ')}).`,
    effect: `Duplicate therapy: overlapping effects and toxicities of ${classes} with no added benefit.`,
    management: `Confirm that both ${a.name} and ${b.name} are intended; stop one unless a protocol combines them or one is replacing the other.`,
    reasoning: [`${a.name} and ${b.name} share class tag ${tags} → duplicate therapy (moderate)`],
    sources: [...sourcesFor(a, 'class'), ...sourcesFor(b, 'class')],
  });
}

/** Every pharmacodynamic and class-level mechanism for the pair. */
export function inferPharmacodynamic(
  a: Drug,
  b: Drug,
  standard: readonly StandardCombination[] = [],
): InferredMechanism[] {
  const out: InferredMechanism[] = [];
  const qt = inferQt(a, b);
  if (qt) out.push(qt);
  const cns = inferCnsDepression(a, b);
  if (cns) out.push(cns);
  out.push(...inferAdditiveToxicity(a, b));
  out.push(...inferAcidReduction(a, b));
  const duplicate = inferDuplicateTherapy(a, b, standard);
  if (duplicate) out.push(duplicate);
  return out;
}
