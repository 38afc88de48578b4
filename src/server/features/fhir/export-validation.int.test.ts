import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Bundle } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMcodeProfiles, PROFILE } from '../../../core/fhir';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { loadFhirJsonSchema, validateFhirJsonSchema } from '../../test-support/fhir-json-schema';
import { loadFhirDefinitions, validateFhir } from '../../test-support/fhir-validator';
import { call } from '../../test-support/patients';
import { createTestContext, type TestContext } from '../../test-support/test-app';

/*
 * Issue 20, "export validated by two independent validators": every fixture patient (the demo
 * patients, and each third-party artefact imported through the API: Synthea, CodeX, the Genomics
 * Reporting examples) exported through GET /api/patients/:id/fhir, identified and de-identified,
 * then checked by
 * 1. Medplum's validator over the R4, vital-signs and US Core StructureDefinitions,
 * 2. the official FHIR R4 JSON Schema (another author, rule source and engine),
 * 3. the mCODE STU4 requirements of every mCODE profile the export claims.
 * Zero errors from each.
 */

const FIXTURES = join(__dirname, '../../../core/fhir/fixtures');

function fixtureBundles(): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  const read = (dir: string, file: string) =>
    out.push([
      `${dir.split('/').pop()}/${file}`,
      JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown,
    ]);
  const thirdParty = join(FIXTURES, 'third-party');
  for (const dir of readdirSync(thirdParty, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const file of readdirSync(join(thirdParty, dir.name)).sort()) {
      if (file.endsWith('.json')) read(join(thirdParty, dir.name), file);
    }
  }
  read(join(FIXTURES, 'genomics-reporting'), 'examples.json');
  return out;
}

let t: TestContext;
let team: Team;
/** A second institution, for an artefact whose MRN another artefact already holds. */
let second: Team;
/** Every patient to export: label → its id and the institution holding it. */
const exported = new Map<string, { id: string; team: Team }>();
/** Artefacts that could not become a patient (a deliberately incomplete one), with the status. */
const notImported: string[] = [];

beforeAll(async () => {
  loadFhirDefinitions();
  loadFhirJsonSchema();
  t = await createTestContext();
  team = await signUpTeam(t.app, 'Validation Hospital');
  second = await signUpTeam(t.app, 'Second Validation Hospital');
  const onc = team.oncologist.accessToken;
  const list = (await call(t.app, onc, 'GET', '/api/patients?pageSize=100')).json() as {
    items: Array<{ id: string; label: string }>;
  };
  for (const p of list.items) exported.set(`demo ${p.label}`, { id: p.id, team });
  for (const [name, bundle] of fixtureBundles()) {
    let holder = team;
    let res = await call(t.app, onc, 'POST', '/api/fhir/import', bundle);
    if (res.statusCode === 409) {
      // The CodeX trial-matching patients share one MRN with different birth dates: the product
      // refuses to merge them (409), so the second goes to another institution.
      holder = second;
      res = await call(t.app, second.oncologist.accessToken, 'POST', '/api/fhir/import', bundle);
    }
    if (res.statusCode === 201 || res.statusCode === 200) {
      exported.set(name, { id: (res.json() as { patientId: string }).patientId, team: holder });
    } else {
      notImported.push(`${name}: ${res.statusCode}`);
    }
  }
}, 300_000);
afterAll(async () => t?.close());

describe('every fixture patient’s export passes both validators and its mCODE profiles', () => {
  it('exports the demo patients and every third-party artefact', () => {
    expect([...exported.keys()].filter((k) => k.startsWith('demo ')).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(
      [...exported.keys()].filter((k) => !k.startsWith('demo ')).length,
    ).toBeGreaterThanOrEqual(18);
    expect(notImported).toEqual([]);
  });

  it.each(['oncologist', 'researcher'] as const)(
    'as %s: zero errors from Medplum, the R4 JSON Schema and the mCODE check',
    async (role) => {
      const problems: string[] = [];
      const claimed = new Set<string>();
      for (const [label, { id, team: holder }] of exported) {
        const res = await call(t.app, holder[role].accessToken, 'GET', `/api/patients/${id}/fhir`);
        expect(res.statusCode, label).toBe(200);
        const bundle = res.json() as Bundle;
        const medplum = validateFhir(bundle).errors;
        const schema = validateFhirJsonSchema(bundle);
        const mcode = checkMcodeProfiles(bundle);
        mcode.profilesChecked.forEach((p) => claimed.add(p));
        for (const e of medplum) problems.push(`${label} [Medplum] ${e}`);
        for (const e of schema) problems.push(`${label} [R4 JSON Schema] ${e}`);
        for (const e of mcode.problems) problems.push(`${label} [mCODE STU4] ${e}`);
      }
      expect(problems).toEqual([]);
      // The check is not vacuous: the exports claim these mCODE profiles and each was checked.
      for (const p of [
        PROFILE.mcodePatient,
        PROFILE.primaryCancerCondition,
        PROFILE.tnmStageGroup,
        PROFILE.ecog,
        PROFILE.cancerMedicationRequest,
        PROFILE.cancerMedicationAdministration,
      ]) {
        expect(claimed).toContain(p);
      }
    },
    300_000,
  );

  it('the JSON Schema validator does fail a broken export (the check can fail)', async () => {
    const { id } = [...exported.values()][0]!;
    const bundle = (
      await call(t.app, team.oncologist.accessToken, 'GET', `/api/patients/${id}/fhir`)
    ).json() as Bundle;
    const broken = structuredClone(bundle) as unknown as {
      entry: Array<{ resource: Record<string, unknown> }>;
    };
    broken.entry[0]!.resource.birthDate = '12/03/1960';
    broken.entry[0]!.resource.nickname = 'not an R4 element';
    const errors = validateFhirJsonSchema(broken as unknown as Bundle);
    expect(errors.join('\n')).toMatch(/birthDate/);
    expect(errors.join('\n')).toMatch(/additional|nickname/i);
  });
});
