import type { CdsHookName } from './schemas';

/*
 * The three CDS Hooks services (issue 14 pins the ids) and their prefetch templates. Templates
 * keep to the specification's prefetch query restrictions (instance reads, type searches by
 * patient reference, token equality, `_count` and `_sort`), so any conformant CDS client can
 * satisfy them.
 */

export const CDS_SERVICE_IDS = [
  'oncocds-order-select',
  'oncocds-order-sign',
  'oncocds-patient-view',
] as const;
export type CdsServiceId = (typeof CDS_SERVICE_IDS)[number];

const LOINC_SYSTEM = 'http://loinc.org';

/** HL7 v2 table 0074 "GE": the diagnostic service section the genomics reporting IG uses. */
export const GENOMICS_CATEGORY = 'http://terminology.hl7.org/CodeSystem/v2-0074|GE';

/** Prefetch keys: the EHR sends each under its key, or `null` when it has no data for it. */
export const PREFETCH_TEMPLATES = {
  patient: 'Patient/{{context.patientId}}',
  medications: 'MedicationRequest?patient={{context.patientId}}&status=active',
  allergies: 'AllergyIntolerance?patient={{context.patientId}}',
  conditions: 'Condition?patient={{context.patientId}}',
  labs: 'Observation?patient={{context.patientId}}&category=laboratory&_sort=-date&_count=500',
  vitals: 'Observation?patient={{context.patientId}}&category=vital-signs&_sort=-date&_count=100',
  /** QTc (LOINC 8636-3) and LVEF (10230-1): ECG and echo results are rarely filed as laboratory. */
  cardiac: `Observation?patient={{context.patientId}}&code=${LOINC_SYSTEM}|8636-3,${LOINC_SYSTEM}|10230-1&_sort=-date&_count=10`,
  genomics: `Observation?patient={{context.patientId}}&category=${GENOMICS_CATEGORY}`,
  administrations: 'MedicationAdministration?patient={{context.patientId}}',
} as const;
export type PrefetchKey = keyof typeof PREFETCH_TEMPLATES;
export const PREFETCH_KEYS = Object.keys(PREFETCH_TEMPLATES) as PrefetchKey[];

/**
 * Keys without which no check can be trusted: the patient (age, sex and weight drive renal and
 * dose checks), the active medications (every interaction) and the allergies. When one is neither
 * prefetched nor fetchable from `fhirServer`, the service answers 412 as the specification says.
 * The others may be absent: the engine then reports, per drug, what it could not check.
 */
export const REQUIRED_PREFETCH: readonly PrefetchKey[] = ['patient', 'medications', 'allergies'];

/** Plain-language names of the prefetch keys, for "not sent by the EHR" lines. */
export const PREFETCH_LABELS: Record<PrefetchKey, string> = {
  patient: 'patient demographics',
  medications: 'active medication orders',
  allergies: 'allergies',
  conditions: 'conditions',
  labs: 'laboratory results',
  vitals: 'vital signs (height, weight)',
  cardiac: 'QTc and LVEF results',
  genomics: 'genomic results',
  administrations: 'medication administrations',
};

export interface CdsServiceDefinition {
  id: CdsServiceId;
  hook: CdsHookName;
  title: string;
  description: string;
  prefetch: Record<PrefetchKey, string>;
}

export const CDS_SERVICES: readonly CdsServiceDefinition[] = [
  {
    id: 'oncocds-order-select',
    hook: 'order-select',
    title: 'OncoCDS oncology medication check (order select)',
    description:
      'Checks the selected medication orders against the patient’s active therapy, allergies, genotypes, renal and hepatic function, recent labs and cumulative doses: interactions, pharmacogenomics, organ-function dosing, lab thresholds, allergies and cumulative limits. Only contraindicated and major findings are critical; minor findings give no card.',
    prefetch: { ...PREFETCH_TEMPLATES },
  },
  {
    id: 'oncocds-order-sign',
    hook: 'order-sign',
    title: 'OncoCDS oncology medication check (order sign)',
    description:
      'Checks every draft medication order about to be signed with the patient’s record, as the order-select service does, with suggestions where a concrete change exists (a genotype- or renal-guided dose reduction, cancelling a contraindicated order).',
    prefetch: { ...PREFETCH_TEMPLATES },
  },
  {
    id: 'oncocds-patient-view',
    hook: 'patient-view',
    title: 'OncoCDS active oncology alerts',
    description:
      'When a chart is opened, lists the critical and high-severity findings of the patient’s active therapy (interactions, pharmacogenomics, organ-function dosing, labs, allergies, cumulative doses).',
    prefetch: { ...PREFETCH_TEMPLATES },
  },
];

export function findService(id: string): CdsServiceDefinition | undefined {
  return CDS_SERVICES.find((s) => s.id === id);
}

/**
 * A prefetch template with its `{{context.x}}` tokens filled from the hook context (root-level
 * primitive fields only, as the specification allows), each value URL-encoded. Null when a token
 * names a field the context lacks.
 */
export function fillPrefetchTemplate(
  template: string,
  context: Record<string, unknown>,
): string | null {
  let missing = false;
  const filled = template.replace(
    /\{\{\s*context\.([A-Za-z0-9_]+)\s*\}\}/g,
    (_m, field: string) => {
      const value = context[field];
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        missing = true;
        return '';
      }
      return encodeURIComponent(String(value));
    },
  );
  return missing ? null : filled;
}
