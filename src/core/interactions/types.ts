import type { Drug } from '../knowledge/drug';
import type {
  CuratedInteraction,
  DrugGroup,
  Evidence,
  Participant,
  Severity,
} from '../knowledge/interaction';
import type { Source } from '../knowledge/source';
import type { StandardCombination } from './standard-combinations';

export type MechanismType = CuratedInteraction['mechanism']['type'];
export type ManagementAction = CuratedInteraction['management']['action'];
export type Onset = CuratedInteraction['onset'];

/**
 * One interacting pair, ready for display. Severity, evidence and source are separate fields and
 * the management is an action (CLINICAL-NOTES "How the best checkers rate interactions").
 */
export interface Finding {
  /** The two drug ids in canonical (sorted) order. */
  drugs: [string, string];
  severity: Severity;
  evidence: Evidence;
  /** `curated`: a reviewed record; `inferred`: derived from the two drug profiles. */
  basis: 'curated' | 'inferred';
  mechanism: string;
  mechanismType: MechanismType;
  effect: string;
  management: string;
  managementAction: ManagementAction;
  onset: Onset;
  riskFactors: string[];
  /** How the finding was reached, one step per line. */
  reasoning: string[];
  /**
   * Machine-readable triggers, e.g. `curated`, `pk-inhibition:CYP3A4`, `qt`, `acid-reduction`,
   * `duplicate-therapy`, so that the alert layer can filter by patient context (QTc, K, ANC...).
   */
  rules: string[];
  sources: Array<{ label: string; url?: string }>;
  /** The curated record that produced the finding. */
  recordId?: string;
  /** Other curated records that cover the same pair, less specific or less severe. */
  alsoMatched?: string[];
}

/**
 * Something the checker could not assess. The absence of a finding is never a claim of safety;
 * these entries say where the knowledge base is silent.
 */
export interface Limitation {
  kind: 'unknown-drug' | 'qt-not-assessed' | 'no-pathway-data';
  drugIds: string[];
  text: string;
}

export interface SeveritySummary {
  contraindicated: number;
  major: number;
  moderate: number;
  minor: number;
}

export interface CheckResult {
  interactions: Finding[];
  summary: SeveritySummary;
  /** Distinct pairs of recognised drugs that were examined. */
  checkedPairs: number;
  /** Input ids with no drug record: nothing about them was checked. */
  unknownDrugIds: string[];
  limitations: Limitation[];
}

/** A curated record that involves a given drug, for the drug monograph page. */
export interface DrugInteractionEntry {
  record: CuratedInteraction;
  /** How the drug takes part: `direct` or the id of the group it belongs to. */
  via: string;
  /** The other side of the record. */
  partner: Participant;
  /** The partner's drug ids after group expansion (the drug itself left out). */
  partnerDrugIds: string[];
}

export interface InteractionKnowledge {
  drugs: readonly Drug[];
  curated: readonly CuratedInteraction[];
  groups: readonly DrugGroup[];
  /**
   * Same-class pairs that regimens combine on purpose (basal + breakthrough opioid...): the
   * duplicate-therapy rule reports them as a minor reminder. None given: every same-class pair
   * is duplicate therapy.
   */
  standardCombinations?: readonly StandardCombination[];
}

/** An intermediate, single-mechanism result of inference, before merging per pair. */
export interface InferredMechanism {
  rule: string;
  type: 'pharmacokinetic' | 'pharmacodynamic';
  severity: Severity;
  evidence: Evidence;
  mechanism: string;
  effect: string;
  management: string;
  action: ManagementAction;
  onset: Onset;
  riskFactors: string[];
  reasoning: string[];
  sources: Source[];
  /** Pharmacokinetic mechanisms: the drug whose exposure changes. */
  victim?: string;
  /** Pharmacokinetic mechanisms: the pathway activates the victim (a prodrug). */
  prodrug?: boolean;
  /** Label class mechanisms on a pathway: whether the label's class acts by inhibiting or inducing it. */
  pathwayEffect?: 'inhibition' | 'induction';
}
