import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patientInputSchema } from '../../../core/patients';
import { loadKnowledgeBase } from '../../lib/knowledge-base';
import { mapBundle } from './service';

/*
 * Artefacts nobody here wrote (src/core/fhir/fixtures/third-party, each folder with its licence
 * and README): Synthea R4 patients from smart-on-fhir/sample-bulk-fhir-datasets and the CodeX
 * (mCODE) trial-matching test patients. Every bundle must import through the product's own
 * pipeline (the server's drug resolver), and what each resource type became is pinned: mapped,
 * skipped and unresolved per resource type, so a regression in the mapping fails here.
 */

const ROOT = join(__dirname, '../../../core/fhir/fixtures/third-party');
const kb = loadKnowledgeBase();

interface Tally {
  mapped: number;
  skipped: number;
  unresolved: number;
}

function bundles(): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  for (const dir of readdirSync(ROOT, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const file of readdirSync(join(ROOT, dir.name)).sort()) {
      if (!file.endsWith('.json')) continue;
      out.push([
        `${dir.name}/${file}`,
        JSON.parse(readFileSync(join(ROOT, dir.name, file), 'utf8')) as unknown,
      ]);
    }
  }
  return out;
}

/** "Condition 3/0/1" per resource type: mapped / skipped / unresolved codes. */
function tallies(input: unknown): string {
  const result = mapBundle(kb, input);
  const types = (
    (input as { entry: Array<{ resource: { resourceType: string } }> }).entry ?? []
  ).map((e) => e.resource.resourceType);
  const by = new Map<string, Tally>();
  const at = (entry: number) => {
    const type = types[entry] ?? '?';
    let t = by.get(type);
    if (!t) by.set(type, (t = { mapped: 0, skipped: 0, unresolved: 0 }));
    return t;
  };
  // One resource may fill two sections (a cancer condition and its stage): count it once.
  for (const entry of new Set(result.report.mapped.map((m) => m.entry))) at(entry).mapped++;
  for (const s of result.report.skipped) at(s.entry).skipped++;
  for (const u of result.report.unresolvedCodes) at(u.entry).unresolved++;
  return [...by.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, t]) => `${type} ${t.mapped}/${t.skipped}/${t.unresolved}`)
    .join(', ')
    .concat(
      result.report.missingDemographics.length > 0
        ? ` (missing ${result.report.missingDemographics.join(', ')})`
        : '',
    );
}

describe('third-party FHIR artefacts import', () => {
  const all = bundles();

  it('finds the fixture bundles', () => {
    expect(all.length).toBeGreaterThanOrEqual(18);
  });

  it.each(all)('%s imports into a valid patient input', (_name, input) => {
    const result = mapBundle(kb, input);
    expect(result.ok).toBe(true);
    if (result.patient === null) {
      // A deliberately incomplete artefact: the report names what a new patient lacks.
      expect(result.report.missingDemographics.length).toBeGreaterThan(0);
      return;
    }
    const parsed = patientInputSchema.safeParse(result.patient);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("reads Patient.deceased[x]: Synthea's three dead patients arrive deceased, with the date", () => {
    const dead = all.flatMap(([name, input]) => {
      const d = mapBundle(kb, input).demographics;
      return d.deceased ? [`${name} ${d.deceasedDate}`] : [];
    });
    expect(dead).toEqual([
      'synthea/129c6ac7.json 1989-05-09',
      'synthea/3af3708d.json 1971-10-01',
      'synthea/79a66c97.json 1994-11-11',
    ]);
  });

  it('pins mapped/skipped/unresolved per resource type', () => {
    const table = Object.fromEntries(all.map(([name, input]) => [name, tallies(input)]));
    // Printed so a run shows what each artefact became.
    console.info(JSON.stringify(table, null, 1));
    expect(table).toMatchInlineSnapshot(`
      {
        "codex/TrialMatching_Patient01.json": "Condition 4/0/0, MedicationStatement 5/0/5, Observation 5/3/0, Patient 1/0/0",
        "codex/TrialMatching_Patient02.json": "Condition 2/0/0, MedicationStatement 11/0/10, Observation 5/5/0, Patient 1/0/0, Procedure 0/5/0",
        "codex/eom_patient_1.json": "Condition 2/0/0, MedicationStatement 2/0/2, Observation 7/5/0, Patient 1/0/0",
        "codex/patient_data.json": "Condition 3/0/0, MedicationStatement 5/0/0, Observation 5/4/0, Patient 1/0/0, Procedure 0/7/0",
        "codex/patient_data_missing_birthdate_invalid_ecog_karnofsky.json": "Condition 1/0/0, Observation 0/2/0, Patient 1/0/0 (missing dateOfBirth)",
        "synthea/129c6ac7.json": "Condition 25/0/22, Immunization 0/1/0, MedicationRequest 6/0/0, Patient 1/0/0",
        "synthea/3af3708d.json": "Condition 5/0/5, Immunization 0/2/0, MedicationRequest 2/0/0, Patient 1/0/0",
        "synthea/63ee2253.json": "Condition 3/0/3, Immunization 0/2/0, MedicationRequest 1/0/0, Patient 1/0/0",
        "synthea/6a4160eb.json": "Condition 16/0/16, Immunization 0/2/0, MedicationRequest 6/0/0, Patient 1/0/0",
        "synthea/79a66c97.json": "Condition 25/0/25, Immunization 0/2/0, MedicationRequest 13/0/0, Patient 1/0/0",
        "synthea/7bc002fa.json": "Condition 13/0/13, Immunization 0/2/0, MedicationRequest 6/0/0, Patient 1/0/0",
        "synthea/8e1a0a7c.json": "Condition 22/0/22, Immunization 0/2/0, MedicationRequest 2/0/0, Patient 1/0/0",
        "synthea/a4a401d1.json": "Condition 21/0/21, Immunization 0/2/0, MedicationRequest 7/0/0, Patient 1/0/0",
        "synthea/a5cb8ce9.json": "AllergyIntolerance 3/0/0, Condition 17/0/17, Immunization 0/2/0, MedicationRequest 5/0/0, Patient 1/0/0",
        "synthea/bb6a9034.json": "Condition 4/0/4, Immunization 0/2/0, MedicationRequest 5/0/0, Patient 1/0/0",
        "synthea/ca15b832.json": "Condition 23/0/23, Immunization 0/2/0, MedicationRequest 9/0/0, Patient 1/0/0",
        "synthea/cbc86e51.json": "AllergyIntolerance 8/0/0, Condition 14/0/14, Immunization 0/2/0, MedicationRequest 4/0/0, Patient 1/0/0",
        "synthea/fb7c882a.json": "Condition 14/0/14, Immunization 0/2/0, MedicationRequest 4/0/0, Patient 1/0/0",
      }
    `);
  });
});

describe("the product's own allergen classes on re-import (issue 20)", () => {
  it.each(['Sulfonamide antibiotics', 'sulfa', 'Penicillins'])(
    '"%s" (text only, as the export writes a class) is a known drug allergen, not unresolved',
    (text) => {
      const result = mapBundle(kb, {
        resourceType: 'Bundle',
        type: 'collection',
        entry: [
          {
            resource: {
              resourceType: 'AllergyIntolerance',
              category: ['medication'],
              code: { text },
              patient: { reference: 'Patient/x' },
            },
          },
        ],
      });
      expect(result.report.unresolvedCodes).toEqual([]);
      expect(result.lists.allergies).toHaveLength(1);
      expect(result.lists.allergies[0]!.allergenType).toBe('drug');
    },
  );
});
