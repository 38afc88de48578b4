import type { AlertRulesInput } from '../../core/knowledge/alert-rule';
import { allergyClasses, allergyCrossLinks } from './allergy-classes';
import { anthracyclineThresholds } from './cumulative';
import { duplicateClasses, duplicateExemptions } from './duplicates';
import { labFreshnessWindows } from './lab-freshness';
import { labThresholdRules } from './lab-thresholds';
import { qtThresholds } from './qt';
import { KDIGO_2012, NCI_ODWG_2008 } from './sources';

/** Every rule the patient alert engine reads, unparsed; `buildAlertKnowledge` validates it. */
export const alertRules: AlertRulesInput = {
  allergyClasses: [...allergyClasses],
  allergyCrossLinks: [...allergyCrossLinks],
  labThresholds: [...labThresholdRules],
  duplicateClasses: [...duplicateClasses],
  duplicateExemptions: [...duplicateExemptions],
  qt: qtThresholds,
  anthracyclines: anthracyclineThresholds,
  recency: {
    preCycleDays: 7,
    maintenanceDays: 30,
    text: 'Product settings, not label facts: labs older than 7 days before a cycle of an antineoplastic, or 30 days for other drugs, count as "no recent value" unless a rule states its own window or the lab has its own freshness window (lab-freshness.ts).',
  },
  labFreshness: [...labFreshnessWindows],
  // KDIGO: GFR below 60 is reduced kidney function (G3a and worse); below it, "no renal data"
  // and "no adjustment needed" become visible notes instead of staying silent.
  renalNoteBelowCrcl: { value: 60, sources: [KDIGO_2012] },
  hepaticCategories: {
    mildBilirubinUpToXUln: 1.5,
    moderateBilirubinUpToXUln: 3,
    sources: [NCI_ODWG_2008],
  },
};

/** Drug ids the rules name whose records do not exist yet (issue 12 adds them). */
export const AWAITING_DRUG_RECORDS: readonly string[] = [];
