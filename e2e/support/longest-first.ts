import { longestFirst } from '../../src/server/test-support/longest-first';

/**
 * Every journey, longest first as measured in CI on a quiet 2-core machine (seconds, stop 33):
 * the two workers then finish within seconds of each other. A new journey runs after these.
 */
export default longestFirst([
  'e2e/accessibility.spec.ts', // 223
  'e2e/shell.spec.ts', // 127
  'e2e/first-use.spec.ts', // 96
  'e2e/decision-support.spec.ts', // 67
  'e2e/collaboration.spec.ts', // 55
  'e2e/ai.spec.ts', // 53
  'e2e/analytics-research.spec.ts', // 53
  'e2e/patients.spec.ts', // 47
  'e2e/feedback.spec.ts', // 47
  'e2e/ehr.spec.ts', // 46
  'e2e/drugs.spec.ts', // 45
  'e2e/precision.spec.ts', // 43
  'e2e/institution.spec.ts', // 42
  'e2e/knowledge-review.spec.ts', // 41
  'e2e/clinical.spec.ts', // 40
  'e2e/treatment-plan.spec.ts', // 40
  'e2e/regimens.spec.ts', // 35
  'e2e/trials.spec.ts', // 33
  'e2e/monograph.spec.ts', // 30
  'e2e/alert-policy-panel.spec.ts', // 30
  'e2e/knowledge-changes.spec.ts', // 28
  'e2e/bundle-budget.spec.ts', // 12
]);
