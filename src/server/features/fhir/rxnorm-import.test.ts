import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../lib/knowledge-base';
import bundle from './fixtures/rxnorm-medication-requests.json' with { type: 'json' };
import { mapBundle } from './service';

/*
 * Product-level RxNorm codes as third-party bundles carry them (issue 25): Synthea-style
 * MedicationRequests (codes and displays of Synthea's oncology modules, Apache-2.0), a code with no
 * display, and the mCODE IG's gefitinib CancerRelatedMedicationRequest (HL7, CC0). Built by hand
 * in those shapes; no patient data.
 */
const result = mapBundle(loadKnowledgeBase(), bundle);
if (!result.ok) throw new Error('fixture must map');
const names = result.lists.medications.map((m) => m.drugName);

describe('FHIR import with the RxNorm vocabulary', () => {
  it('maps every product code to its drug, display or not', () => {
    expect(names).toEqual([
      '10 ML oxaliplatin 5 MG/ML Injection',
      'Leucovorin 100 MG Injection',
      'Cisplatin 50 MG Injection',
      'Docetaxel',
      'gefitinib 250 MG Oral Tablet',
      'ramelteon',
      'Zorblex 20 MG Oral Tablet',
    ]);
  });

  it('lists under unresolvedCodes only the code neither OncoCDS nor RxNorm knows', () => {
    expect(result.report.unresolvedCodes.map((c) => c.code)).toEqual(['99999999']);
  });
});
