/*
 * FHIR R4 resources for tests and the browser journey, shaped like the specifications' own
 * examples: mCODE STU4's extended example (Jenny M: a primary breast cancer with its TNM stage
 * group, ECOG, doxorubicin ordered and given), FHIR R4's allergy and vital-sign examples, a LOINC
 * creatinine and ANC, a Genomics Reporting DPYD genotype, and things the import must skip or flag
 * (an Encounter, an unknown drug, an unknown test). Fictional person.
 */

const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';
const LOINC = 'http://loinc.org';
const SCT = 'http://snomed.info/sct';
const UCUM = 'http://unitsofmeasure.org';
const OBS_CAT = 'http://terminology.hl7.org/CodeSystem/observation-category';

export interface FixtureOptions {
  /** The patient's id on the FHIR server. */
  id?: string;
  mrn?: string;
  family?: string;
  given?: string;
  birthDate?: string;
}

/** A patient's resources (no Bundle around them). */
export function jennyResources(options: FixtureOptions = {}): Array<Record<string, unknown>> {
  const id = options.id ?? 'jenny-m';
  const subject = { reference: `Patient/${id}` };
  const conditionId = `${id}-primary-cancer`;
  const genotypeId = `${id}-dpyd-genotype`;
  return [
    {
      resourceType: 'Patient',
      id,
      identifier: [
        {
          use: 'usual',
          type: {
            coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }],
          },
          system: 'http://hospital.example.org',
          value: options.mrn ?? 'm123',
        },
      ],
      name: [
        { use: 'official', family: options.family ?? 'Mister', given: [options.given ?? 'Jenny'] },
      ],
      gender: 'female',
      birthDate: options.birthDate ?? '1955-07-20',
    },
    {
      resourceType: 'Condition',
      id: conditionId,
      meta: {
        profile: [
          'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-primary-cancer-condition',
        ],
      },
      clinicalStatus: {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' },
        ],
      },
      verificationStatus: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
            code: 'confirmed',
          },
        ],
      },
      category: [
        {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/condition-category',
              code: 'problem-list-item',
            },
          ],
        },
      ],
      code: {
        coding: [
          {
            system: SCT,
            code: '353431000119107',
            display: 'Primary malignant neoplasm of female left breast (disorder)',
          },
          {
            system: 'http://hl7.org/fhir/sid/icd-10-cm',
            code: 'C50.912',
            display: 'Malignant neoplasm of unspecified site of left female breast',
          },
        ],
        text: 'Left breast cancer',
      },
      subject,
      onsetDateTime: '2018-03-16',
    },
    {
      resourceType: 'Observation',
      id: `${id}-stage-group`,
      status: 'final',
      code: {
        coding: [{ system: SCT, code: '399537006', display: 'Clinical TNM stage grouping' }],
      },
      subject,
      focus: [{ reference: `Condition/${conditionId}` }],
      effectiveDateTime: '2018-03-16',
      valueCodeableConcept: {
        coding: [
          {
            system: SCT,
            code: '1222769001',
            display: 'American Joint Committee on Cancer stage IIB (qualifier value)',
          },
        ],
      },
      method: { coding: [{ system: SCT, code: '897275008' }] },
    },
    {
      resourceType: 'Observation',
      id: `${id}-ecog`,
      status: 'final',
      category: [{ coding: [{ system: OBS_CAT, code: 'survey' }] }],
      code: {
        coding: [{ system: LOINC, code: '89247-1', display: 'ECOG Performance Status score' }],
      },
      subject,
      effectiveDateTime: '2018-04-12T09:00:00Z',
      valueInteger: 0,
    },
    {
      resourceType: 'MedicationRequest',
      id: `${id}-doxorubicin-request`,
      status: 'active',
      intent: 'order',
      medicationCodeableConcept: {
        coding: [{ system: RXNORM, code: '3639', display: 'DOXOrubicin' }],
      },
      subject,
      authoredOn: '2018-04-12',
      requester: { display: 'Owen Oncologist' },
      dosageInstruction: [
        {
          timing: { code: { text: 'every 3 weeks' } },
          route: {
            coding: [
              { system: SCT, code: '47625008', display: 'Intravenous route (qualifier value)' },
            ],
          },
          doseAndRate: [
            { doseQuantity: { value: 60, unit: 'mg/m2', system: UCUM, code: 'mg/m2' } },
          ],
        },
      ],
    },
    {
      resourceType: 'MedicationStatement',
      id: `${id}-supplement`,
      status: 'active',
      medicationCodeableConcept: {
        coding: [{ system: RXNORM, code: '999999999', display: 'Ashwagandha root extract' }],
      },
      subject,
    },
    {
      resourceType: 'MedicationAdministration',
      id: `${id}-doxorubicin-given`,
      status: 'completed',
      medicationCodeableConcept: {
        coding: [{ system: RXNORM, code: '3639', display: 'DOXOrubicin' }],
      },
      subject,
      effectiveDateTime: '2018-04-22',
      dosage: { dose: { value: 60, unit: 'mg/m2', system: UCUM, code: 'mg/m2' } },
    },
    {
      resourceType: 'AllergyIntolerance',
      id: `${id}-allergy`,
      clinicalStatus: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
            code: 'active',
          },
        ],
      },
      verificationStatus: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
            code: 'confirmed',
          },
        ],
      },
      category: ['food'],
      criticality: 'high',
      code: { coding: [{ system: SCT, code: '227493005', display: 'Cashew nuts' }] },
      patient: subject,
      recordedDate: '2014-10-09',
      reaction: [
        {
          manifestation: [
            { coding: [{ system: SCT, code: '39579001', display: 'Anaphylactic reaction' }] },
          ],
          severity: 'severe',
        },
      ],
    },
    {
      resourceType: 'Observation',
      id: `${id}-creatinine`,
      status: 'final',
      category: [{ coding: [{ system: OBS_CAT, code: 'laboratory' }] }],
      code: {
        coding: [
          { system: LOINC, code: '2160-0', display: 'Creatinine [Mass/volume] in Serum or Plasma' },
        ],
      },
      subject,
      effectiveDateTime: '2018-04-20T08:00:00Z',
      valueQuantity: { value: 88.4, unit: 'µmol/L', system: UCUM, code: 'umol/L' },
    },
    {
      resourceType: 'Observation',
      id: `${id}-anc`,
      status: 'final',
      category: [{ coding: [{ system: OBS_CAT, code: 'laboratory' }] }],
      code: {
        coding: [
          {
            system: LOINC,
            code: '751-8',
            display: 'Neutrophils [#/volume] in Blood by Automated count',
          },
        ],
      },
      subject,
      effectiveDateTime: '2018-04-20T08:00:00Z',
      valueQuantity: { value: 2.1, unit: '10*9/L', system: UCUM, code: '10*9/L' },
    },
    {
      resourceType: 'Observation',
      id: `${id}-ck`,
      status: 'final',
      category: [{ coding: [{ system: OBS_CAT, code: 'laboratory' }] }],
      // A test the lab catalogue does not read (creatine kinase): kept, reported unresolved.
      code: { coding: [{ system: LOINC, code: '2157-6', display: 'Creatine kinase' }] },
      subject,
      effectiveDateTime: '2018-04-20T08:00:00Z',
      valueQuantity: { value: 120, unit: 'U/L', system: UCUM, code: 'U/L' },
    },
    {
      resourceType: 'Observation',
      id: `${id}-bp`,
      status: 'final',
      category: [{ coding: [{ system: OBS_CAT, code: 'vital-signs' }] }],
      code: { coding: [{ system: LOINC, code: '85354-9' }] },
      subject,
      effectiveDateTime: '2018-04-12T09:00:00Z',
      component: [
        {
          code: { coding: [{ system: LOINC, code: '8480-6' }] },
          valueQuantity: { value: 118, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
        },
        {
          code: { coding: [{ system: LOINC, code: '8462-4' }] },
          valueQuantity: { value: 76, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
        },
      ],
    },
    {
      resourceType: 'Observation',
      id: `${id}-weight`,
      status: 'final',
      category: [{ coding: [{ system: OBS_CAT, code: 'vital-signs' }] }],
      code: { coding: [{ system: LOINC, code: '29463-7' }] },
      subject,
      effectiveDateTime: '2018-04-22',
      valueQuantity: { value: 150, unit: 'lb', system: UCUM, code: '[lb_av]' },
    },
    {
      resourceType: 'Observation',
      id: `${id}-height`,
      status: 'final',
      category: [{ coding: [{ system: OBS_CAT, code: 'vital-signs' }] }],
      code: { coding: [{ system: LOINC, code: '8302-2' }] },
      subject,
      effectiveDateTime: '2018-03-16',
      valueQuantity: { value: 65, unit: 'in', system: UCUM, code: '[in_i]' },
    },
    {
      resourceType: 'Observation',
      id: genotypeId,
      status: 'final',
      category: [
        { coding: [{ system: OBS_CAT, code: 'laboratory' }] },
        { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'GE' }] },
      ],
      code: { coding: [{ system: LOINC, code: '84413-4', display: 'Genotype display name' }] },
      subject,
      effectiveDateTime: '2018-03-15',
      valueCodeableConcept: { text: 'DPYD *1/*2A' },
      component: [
        {
          code: { coding: [{ system: LOINC, code: '48018-6' }] },
          valueCodeableConcept: { text: 'DPYD' },
        },
      ],
    },
    {
      resourceType: 'Observation',
      id: `${id}-dpyd-implication`,
      status: 'final',
      code: {
        coding: [
          {
            system: 'http://hl7.org/fhir/uv/genomics-reporting/CodeSystem/tbd-codes-cs',
            code: 'therapeutic-implication',
          },
        ],
      },
      subject,
      derivedFrom: [{ reference: `Observation/${genotypeId}` }],
      component: [
        {
          code: {
            coding: [
              {
                system: 'http://hl7.org/fhir/uv/genomics-reporting/CodeSystem/tbd-codes-cs',
                code: 'therapeutic-implication',
              },
            ],
          },
          valueCodeableConcept: { text: 'Intermediate Metabolizer' },
        },
      ],
    },
    {
      resourceType: 'Encounter',
      id: `${id}-visit`,
      status: 'finished',
      class: { code: 'AMB' },
      subject,
    },
  ];
}

/** The resources as a collection Bundle, as a file an EHR would export. */
export function jennyBundle(options: FixtureOptions = {}): Record<string, unknown> {
  return {
    resourceType: 'Bundle',
    type: 'collection',
    entry: jennyResources(options).map((resource) => ({
      fullUrl: `http://ehr.example.org/fhir/${String(resource.resourceType)}/${String(resource.id)}`,
      resource,
    })),
  };
}
