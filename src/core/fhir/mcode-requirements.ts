import type { Bundle, Resource } from '@medplum/fhirtypes';
import { LOINC, PROFILE, SYSTEM } from './codes';

/*
 * What each mCODE profile an export claims requires of a resource, written from the mCODE STU4
 * (4.0.0) profile definitions: HL7/fhir-mCODE-ig, sushi-config `version: 4.0.0`,
 * `releaseLabel: STU4`, commit 543477b5585f2dcc717820a2bea141ea85f03012, FSH sources
 * input/fsh/SD_Patient.fsh, SD_Condition.fsh, SD_Staging.fsh, SD_Staging_TNM.fsh,
 * SD_PerformanceStatus.fsh and SD_Medications.fsh. The parents those profiles name are US Core
 * 6.1.0 (sushi-config dependency) and R4; their cardinalities that mCODE inherits are listed
 * with the parent named. Medplum's validator and the R4 JSON Schema know nothing of mCODE (its
 * StructureDefinitions are not in any package here), so this is the profile check of an export.
 *
 * Each rule says where it comes from; a problem names the entry, the profile and the element.
 */

type Json = Record<string, unknown>;

interface Rule {
  /** What is required, as the problem text says it. */
  what: string;
  /** Where the requirement is written. */
  source: string;
  ok: (r: Json, ctx: BundleIndex) => boolean;
}

interface BundleIndex {
  /** The profiles claimed by each resource of the bundle, by `Type/id` and by fullUrl. */
  profilesOf: (reference: string) => string[] | null;
}

const has = (v: unknown) =>
  v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0) && v !== '';
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});
const valueKeys = (r: Json, prefix: string) => Object.keys(r).filter((k) => k.startsWith(prefix));

const present = (field: string, source: string): Rule => ({
  what: `${field} is present`,
  source,
  ok: (r) => has(r[field]),
});
const absent = (field: string, source: string): Rule => ({
  what: `${field} is not used`,
  source,
  ok: (r) => !has(r[field]),
});
/** `x only Reference(Profile)`: every reference in the bundle claims one of the profiles. */
const referencesProfile = (
  path: (r: Json) => unknown[],
  field: string,
  profiles: readonly string[],
  source: string,
): Rule => ({
  what: `${field} references a ${profiles.map((p) => p.split('/').pop()).join(' or ')}`,
  source,
  ok: (r, ctx) =>
    path(r).every((ref) => {
      const reference = obj(ref).reference;
      if (typeof reference !== 'string') return false;
      const claimed = ctx.profilesOf(reference);
      // A reference outside the bundle cannot be checked here; inside, it must claim the profile.
      return claimed === null || claimed.some((p) => profiles.includes(p));
    }),
});
const onlyValue = (allowed: readonly string[], source: string): Rule => ({
  what: `value[x] is only ${allowed.join(' or ')}`,
  source,
  ok: (r) => valueKeys(r, 'value').every((k) => allowed.includes(k)),
});
const fixedLoinc = (code: string, source: string): Rule => ({
  what: `code is LOINC ${code}`,
  source,
  ok: (r) =>
    arr(obj(r.code).coding).some((c) => obj(c).system === SYSTEM.loinc && obj(c).code === code),
});

const SD = (file: string) => `mCODE STU4 input/fsh/${file}`;
const R4 = (element: string) => `FHIR R4 ${element}`;
const US_CORE = (profile: string) => `US Core 6.1.0 ${profile} (mCODE parent)`;

const conditionRules = (file: string): Rule[] => [
  present('code', US_CORE('us-core-condition-problems-health-concerns: code 1..1')),
  present('category', US_CORE('us-core-condition-problems-health-concerns: category 1..*')),
  present('subject', R4('Condition.subject 1..1')),
  referencesProfile((r) => arr(r.subject), 'subject', [PROFILE.mcodePatient], SD(file)),
];

const stageRules: Rule[] = [
  present('status', R4('Observation.status 1..1')),
  present('code', R4('Observation.code 1..1')),
  present('subject', US_CORE('us-core-simple-observation: subject 1..1')),
  present('category', US_CORE('us-core-simple-observation: category 1..*')),
  onlyValue(['valueCodeableConcept'], SD('SD_Staging.fsh (value[x] only CodeableConcept)')),
  absent('device', SD('SD_Staging.fsh (NotUsed(device))')),
  absent('referenceRange', SD('SD_Staging.fsh (NotUsed(referenceRange))')),
  referencesProfile(
    (r) => arr(r.focus),
    'focus',
    [PROFILE.primaryCancerCondition],
    SD('SD_Staging.fsh (focus only Reference(PrimaryCancerCondition))'),
  ),
  referencesProfile(
    (r) => arr(r.subject),
    'subject',
    [PROFILE.mcodePatient],
    SD('SD_Staging.fsh (subject only Reference(CancerPatient))'),
  ),
];

const performanceRules = (code: string): Rule[] => [
  present('status', R4('Observation.status 1..1')),
  fixedLoinc(code, SD('SD_PerformanceStatus.fsh (code = LNC#…)')),
  present('subject', SD('SD_PerformanceStatus.fsh (subject 1..1)')),
  referencesProfile(
    (r) => arr(r.subject),
    'subject',
    [PROFILE.mcodePatient],
    SD('SD_PerformanceStatus.fsh (subject only Reference(CancerPatient))'),
  ),
  onlyValue(['valueInteger'], SD('SD_PerformanceStatus.fsh (value[x] only integer)')),
  {
    what: 'effective[x] is only dateTime or Period',
    source: SD('SD_PerformanceStatus.fsh'),
    ok: (r) =>
      valueKeys(r, 'effective').every((k) => k === 'effectiveDateTime' || k === 'effectivePeriod'),
  },
  ...['bodySite', 'specimen', 'device', 'hasMember', 'component'].map((f) =>
    absent(f, SD(`SD_PerformanceStatus.fsh (NotUsed(${f}))`)),
  ),
];

const medicationRules = (type: 'MedicationRequest' | 'MedicationAdministration'): Rule[] => [
  present('status', R4(`${type}.status 1..1`)),
  {
    what: 'medication[x] is present',
    source: R4(`${type}.medication[x] 1..1`),
    ok: (r) => valueKeys(r, 'medication').some((k) => has(r[k])),
  },
  present('subject', R4(`${type}.subject 1..1`)),
  referencesProfile(
    (r) => arr(r.subject),
    'subject',
    [PROFILE.mcodePatient],
    SD('SD_Medications.fsh (subject only Reference(CancerPatient))'),
  ),
  {
    what: 'reasonCode or reasonReference is present',
    source: SD('SD_Medications.fsh (invariant mcode-reason-required)'),
    ok: (r) => has(r.reasonCode) || has(r.reasonReference),
  },
  ...(type === 'MedicationRequest'
    ? [present('intent', R4('MedicationRequest.intent 1..1'))]
    : [
        {
          what: 'effective[x] is present',
          source: R4('MedicationAdministration.effective[x] 1..1'),
          ok: (r: Json) => valueKeys(r, 'effective').some((k) => has(r[k])),
        },
      ]),
];

/** The rules per mCODE profile URL, with the resource type the profile constrains. */
export const MCODE_REQUIREMENTS: Record<string, { type: string; rules: Rule[] }> = {
  [PROFILE.mcodePatient]: {
    type: 'Patient',
    rules: [
      present('identifier', US_CORE('us-core-patient: identifier 1..*')),
      present('name', US_CORE('us-core-patient: name 1..*')),
      present('gender', US_CORE('us-core-patient: gender 1..1')),
    ],
  },
  [PROFILE.primaryCancerCondition]: {
    type: 'Condition',
    rules: [
      ...conditionRules('SD_Condition.fsh'),
      referencesProfile(
        (r) => arr(r.stage).flatMap((s) => arr(obj(s).assessment)),
        'stage.assessment',
        [PROFILE.cancerStage, PROFILE.tnmStageGroup],
        SD('SD_Condition.fsh (stage.assessment only Reference(CancerStage))'),
      ),
    ],
  },
  [PROFILE.secondaryCancerCondition]: {
    type: 'Condition',
    rules: [
      ...conditionRules('SD_Condition.fsh'),
      absent('stage', SD('SD_Condition.fsh (SecondaryCancerCondition: NotUsed(stage))')),
    ],
  },
  [PROFILE.cancerStage]: { type: 'Observation', rules: stageRules },
  [PROFILE.tnmStageGroup]: {
    type: 'Observation',
    rules: [
      ...stageRules,
      present('method', SD('SD_Staging_TNM.fsh (TNMStageGroup: method 1..1)')),
      present('focus', SD('SD_Staging_TNM.fsh (TNMStageGroup: focus 1..1, FHIR-37575)')),
      absent('component', SD('SD_Staging_TNM.fsh (TNMStageGroup: NotUsed(component))')),
    ],
  },
  [PROFILE.ecog]: { type: 'Observation', rules: performanceRules(LOINC.ecog) },
  [PROFILE.karnofsky]: { type: 'Observation', rules: performanceRules(LOINC.karnofsky) },
  [PROFILE.cancerMedicationRequest]: {
    type: 'MedicationRequest',
    rules: medicationRules('MedicationRequest'),
  },
  [PROFILE.cancerMedicationAdministration]: {
    type: 'MedicationAdministration',
    rules: medicationRules('MedicationAdministration'),
  },
};

export interface McodeCheck {
  /** One line per unmet requirement: entry, profile, requirement, source. */
  problems: string[];
  /** The mCODE profiles found claimed in the bundle and checked. */
  profilesChecked: string[];
}

/**
 * Checks every resource of a bundle against the mCODE profiles it claims in `meta.profile`. A
 * claimed mCODE profile this table does not know is itself a problem (an unchecked claim).
 */
export function checkMcodeProfiles(bundle: Bundle): McodeCheck {
  const entries = bundle.entry ?? [];
  const byRef = new Map<string, string[]>();
  for (const e of entries) {
    const r = e.resource as Resource | undefined;
    if (!r) continue;
    const profiles = r.meta?.profile ?? [];
    if (r.id) byRef.set(`${r.resourceType}/${r.id}`, profiles);
    if (e.fullUrl) byRef.set(e.fullUrl, profiles);
  }
  const ctx: BundleIndex = { profilesOf: (ref) => byRef.get(ref) ?? null };
  const problems: string[] = [];
  const checked = new Set<string>();
  entries.forEach((e, i) => {
    const r = e.resource as Resource | undefined;
    if (!r) return;
    for (const url of r.meta?.profile ?? []) {
      if (!url.startsWith('http://hl7.org/fhir/us/mcode/')) continue;
      const spec = MCODE_REQUIREMENTS[url];
      const name = url.split('/').pop();
      if (!spec) {
        problems.push(
          `entry[${i}] ${r.resourceType}: claims ${name}, which this check does not know`,
        );
        continue;
      }
      checked.add(url);
      if (r.resourceType !== spec.type) {
        problems.push(`entry[${i}] ${r.resourceType}: ${name} constrains ${spec.type}`);
        continue;
      }
      for (const rule of spec.rules) {
        if (!rule.ok(r as unknown as Json, ctx)) {
          problems.push(`entry[${i}] ${r.resourceType} ${name}: ${rule.what} (${rule.source})`);
        }
      }
    }
  });
  return { problems, profilesChecked: [...checked].sort() };
}
