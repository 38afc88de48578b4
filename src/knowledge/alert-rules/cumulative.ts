import type { AnthracyclineThresholds } from '../../core/knowledge/alert-rule';
import { SWAIN_2003, label } from './sources';

/**
 * Anthracycline thresholds in doxorubicin-equivalent mg/m² (the drug records carry each
 * anthracycline's limit and its equivalence factor).
 * - The doxorubicin label (5.1): cardiomyopathy in 1-2% at 300, 3-5% at 400, 5-8% at 450 and
 *   6-20% at 500 mg/m², rising rapidly above 400 mg/m²; assess LVEF more often and consider
 *   dexrazoxane above 300 mg/m²; cumulative doses above 550 mg/m² carry increased risk (2.2);
 *   radiotherapy to the mediastinum adds to it. Swain 2003: heart failure about 5% at 400 and 26%
 *   at 550 mg/m².
 * - Tiers: above 300 low (more LVEF checks), 400-450 medium (the band where risk begins to rise,
 *   issue 13: "rising risk from 400-450"), above 450 high, above the limit critical. Six cycles of
 *   75 mg/m² (450 mg/m², the sarcoma regimen) are therefore medium, not high.
 * - After chest radiation the daunorubicin label lowers its limit to 400 mg/m²; the engine then
 *   uses 400 as the limit and the label's 300 mg/m² monitoring point as the high threshold.
 */
export const anthracyclineThresholds: AnthracyclineThresholds = {
  monitorAboveMgM2: 300,
  risingRiskFromMgM2: 400,
  highRiskAboveMgM2: 450,
  chestRadiation: { limitMgM2: 400, highRiskAboveMgM2: 300 },
  sources: [
    label('Doxorubicin hydrochloride injection', '2.2 Recommended Dosage; 5.1 Cardiomyopathy'),
    label('Daunorubicin hydrochloride injection', 'Warnings (cardiac toxicity)'),
    SWAIN_2003,
  ],
};
