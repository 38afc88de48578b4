import { z } from 'zod';
import {
  registryUrl,
  type TrialDetail,
  type TrialEligibility,
  type TrialIntervention,
  type TrialLocation,
  type TrialSearchQuery,
  type TrialSummary,
} from './schemas';

/*
 * ClinicalTrials.gov API v2 as its OpenAPI document describes it (ctg-oas-v2, version 2.0):
 * `GET /studies` answers `PagedStudies` { studies, nextPageToken?, totalCount? } and
 * `GET /studies/{nctId}` answers one `Study`; errors are text/plain messages (400, 404). Only the
 * protocolSection modules the product shows are read. Every field is optional there, so every
 * field is optional here: a record missing a module still shows what it has, never a guess.
 */

const str = z.string().optional();
const strList = z.array(z.string()).optional();

const locationSchema = z.object({
  facility: str,
  status: str,
  city: str,
  state: str,
  zip: str,
  country: str,
});

export const ctgovStudySchema = z.object({
  protocolSection: z
    .object({
      identificationModule: z
        .object({ nctId: z.string(), briefTitle: str, officialTitle: str, acronym: str })
        .optional(),
      statusModule: z
        .object({
          overallStatus: str,
          lastUpdatePostDateStruct: z.object({ date: str }).optional(),
        })
        .optional(),
      sponsorCollaboratorsModule: z
        .object({ leadSponsor: z.object({ name: str }).optional() })
        .optional(),
      descriptionModule: z.object({ briefSummary: str }).optional(),
      conditionsModule: z.object({ conditions: strList, keywords: strList }).optional(),
      designModule: z.object({ studyType: str, phases: strList }).optional(),
      armsInterventionsModule: z
        .object({
          interventions: z
            .array(z.object({ type: str, name: str, otherNames: strList, description: str }))
            .optional(),
        })
        .optional(),
      eligibilityModule: z
        .object({
          eligibilityCriteria: str,
          healthyVolunteers: z.boolean().optional(),
          sex: str,
          genderBased: z.boolean().optional(),
          genderDescription: str,
          minimumAge: str,
          maximumAge: str,
          stdAges: strList,
        })
        .optional(),
      contactsLocationsModule: z
        .object({ locations: z.array(locationSchema).optional() })
        .optional(),
    })
    .optional(),
});
export type CtgovStudy = z.infer<typeof ctgovStudySchema>;

export const ctgovPagedStudiesSchema = z.object({
  studies: z.array(ctgovStudySchema),
  nextPageToken: z.string().optional(),
  totalCount: z.number().int().optional(),
});
export type CtgovPagedStudies = z.infer<typeof ctgovPagedStudiesSchema>;

/**
 * The modules a result list reads (`fields` takes piece names; module names are pieces). The
 * detail asks for the whole ProtocolSection and nothing else: results sections can be megabytes.
 */
export const SEARCH_FIELDS = [
  'IdentificationModule',
  'StatusModule',
  'ConditionsModule',
  'DesignModule',
  'ArmsInterventionsModule',
  'EligibilityModule',
  'ContactsLocationsModule',
] as const;
export const DETAIL_FIELDS = ['ProtocolSection'] as const;

/**
 * The query string of `GET /studies` for a search: `query.cond`, `query.term`, `query.intr`,
 * `query.locn`, `filter.overallStatus` (comma-separated), phases as an Essie expression in
 * `filter.advanced` (`AREA[Phase]PHASE3`, several joined with OR), the page size, the page token
 * passed through unchanged, and `countTotal` on the first page (the registry ignores it later).
 */
export function ctgovSearchParams(q: TrialSearchQuery): Array<[string, string]> {
  const params: Array<[string, string]> = [['format', 'json']];
  if (q.condition) params.push(['query.cond', q.condition]);
  if (q.term) params.push(['query.term', q.term]);
  if (q.intervention) params.push(['query.intr', q.intervention]);
  if (q.location) params.push(['query.locn', q.location]);
  if (q.status?.length) params.push(['filter.overallStatus', q.status.join(',')]);
  if (q.phase?.length) {
    const terms = q.phase.map((p) => `AREA[Phase]${p}`);
    params.push(['filter.advanced', terms.length === 1 ? terms[0]! : `(${terms.join(' OR ')})`]);
  }
  params.push(['fields', SEARCH_FIELDS.join(',')]);
  params.push(['pageSize', String(q.pageSize)]);
  if (q.pageToken) params.push(['pageToken', q.pageToken]);
  else params.push(['countTotal', 'true']);
  return params;
}

// ---------------------------------------------------------------------------------------------
// Ages

export type AgeUnit = 'Year' | 'Month' | 'Week' | 'Day' | 'Hour' | 'Minute';
export interface RegistryAge {
  value: number;
  unit: AgeUnit;
}

/** "18 Years", "6 Months", "1 Year": the registry's pattern `^\d+ (Year|Years|Month|…)$`. */
export function parseRegistryAge(text: string | null | undefined): RegistryAge | null {
  const m = /^(\d+) (Year|Month|Week|Day|Hour|Minute)s?$/.exec((text ?? '').trim());
  if (!m) return null;
  return { value: Number(m[1]), unit: m[2] as AgeUnit };
}

/** Units per year, to compare a limit in smaller units with an age in whole years. */
export const UNITS_PER_YEAR: Record<AgeUnit, number> = {
  Year: 1,
  Month: 12,
  Week: 365.25 / 7,
  Day: 365.25,
  Hour: 365.25 * 24,
  Minute: 365.25 * 24 * 60,
};

const lower = (s: string) => s.replace(/s$/, '').toLowerCase();

/** "18 years and older", "18 to 75 years"-style words for the registry's limits. */
export function ageLimitText(min: string | null, max: string | null): string {
  const a = parseRegistryAge(min);
  const b = parseRegistryAge(max);
  const words = (x: RegistryAge) => `${x.value} ${lower(x.unit)}${x.value === 1 ? '' : 's'}`;
  if (a && b) return `${words(a)} to ${words(b)}`;
  if (a) return `${words(a)} and older`;
  if (b) return `up to ${words(b)}`;
  return 'no age limit stated';
}

const SEX_WORDS = { ALL: 'all sexes', FEMALE: 'female only', MALE: 'male only' } as const;

// ---------------------------------------------------------------------------------------------
// Locations

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);

/**
 * Sites ordered nearest first for a location search. The registry gives no distance without a
 * geographic filter, so "nearest" means the sites whose facility, city, state, postal code or
 * country contain the words searched for (most words first); recruiting sites come before others
 * with the same score, and the registry's order is kept otherwise. Without a location, recruiting
 * sites come first.
 */
export function rankLocations(
  raw: ReadonlyArray<z.infer<typeof locationSchema>>,
  locationQuery: string | null | undefined,
): TrialLocation[] {
  const wanted = new Set(words(locationQuery ?? ''));
  const scored = raw.map((l, index) => {
    const have = new Set(words([l.facility, l.city, l.state, l.zip, l.country].join(' ')));
    const score = [...wanted].filter((w) => have.has(w)).length;
    const recruiting = l.status === 'RECRUITING' ? 1 : 0;
    const location: TrialLocation = {
      facility: l.facility ?? null,
      city: l.city ?? null,
      state: l.state ?? null,
      zip: l.zip ?? null,
      country: l.country ?? null,
      status: l.status ?? null,
      matchesLocation: wanted.size > 0 && score > 0,
    };
    return { location, score, recruiting, index };
  });
  scored.sort((a, b) => b.score - a.score || b.recruiting - a.recruiting || a.index - b.index);
  return scored.map((s) => s.location);
}

// ---------------------------------------------------------------------------------------------
// Mapping

const SEXES = ['ALL', 'FEMALE', 'MALE'] as const;

function eligibilityOf(study: CtgovStudy): TrialEligibility {
  const e = study.protocolSection?.eligibilityModule;
  const sex = SEXES.find((s) => s === e?.sex) ?? null;
  const minimumAge = e?.minimumAge ?? null;
  const maximumAge = e?.maximumAge ?? null;
  const healthyVolunteers = e?.healthyVolunteers ?? null;
  const parts = [
    sex ? `Sex: ${SEX_WORDS[sex]}` : 'Sex: not stated',
    `Ages: ${ageLimitText(minimumAge, maximumAge)}`,
    healthyVolunteers === null
      ? null
      : `Healthy volunteers: ${healthyVolunteers ? 'accepted' : 'not accepted'}`,
  ].filter((p): p is string => p !== null);
  return {
    sex,
    minimumAge,
    maximumAge,
    stdAges: e?.stdAges ?? [],
    healthyVolunteers,
    summary: parts.join(' · '),
  };
}

function interventionsOf(study: CtgovStudy): TrialIntervention[] {
  return (study.protocolSection?.armsInterventionsModule?.interventions ?? [])
    .filter((i) => (i.name ?? '').trim() !== '')
    .map((i) => ({ type: i.type ?? null, name: i.name!.trim(), otherNames: i.otherNames ?? [] }));
}

/** How many of the nearest sites a result list shows. */
export const NEAREST_SITES = 3;
/** How many sites a study page lists (a few studies have over a thousand). */
export const MAX_SITES = 200;

/** One study of a result list, or null when the record has no NCT number to show it by. */
export function toTrialSummary(
  study: CtgovStudy,
  locationQuery?: string | null,
): TrialSummary | null {
  const p = study.protocolSection;
  const nctId = p?.identificationModule?.nctId;
  if (!nctId) return null;
  const id = p.identificationModule!;
  const locations = p.contactsLocationsModule?.locations ?? [];
  return {
    nctId,
    title: id.briefTitle ?? id.officialTitle ?? nctId,
    acronym: id.acronym ?? null,
    phases: p.designModule?.phases ?? [],
    status: p.statusModule?.overallStatus ?? null,
    studyType: p.designModule?.studyType ?? null,
    conditions: p.conditionsModule?.conditions ?? [],
    interventions: interventionsOf(study),
    eligibility: eligibilityOf(study),
    locations: rankLocations(locations, locationQuery).slice(0, NEAREST_SITES),
    locationCount: locations.length,
    lastUpdated: p.statusModule?.lastUpdatePostDateStruct?.date ?? null,
    registryUrl: registryUrl(nctId),
  };
}

export function toTrialDetail(
  study: CtgovStudy,
  locationQuery?: string | null,
): TrialDetail | null {
  const summary = toTrialSummary(study, locationQuery);
  if (!summary) return null;
  const p = study.protocolSection!;
  const e = p.eligibilityModule;
  return {
    ...summary,
    officialTitle: p.identificationModule?.officialTitle ?? null,
    briefSummary: p.descriptionModule?.briefSummary ?? null,
    keywords: p.conditionsModule?.keywords ?? [],
    sponsor: p.sponsorCollaboratorsModule?.leadSponsor?.name ?? null,
    eligibility: {
      ...summary.eligibility,
      criteria: e?.eligibilityCriteria ?? null,
      genderBased: e?.genderBased ?? null,
      genderDescription: e?.genderDescription ?? null,
    },
    locations: rankLocations(p.contactsLocationsModule?.locations ?? [], locationQuery).slice(
      0,
      MAX_SITES,
    ),
  };
}
