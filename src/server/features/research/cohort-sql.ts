import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../plugins/auth';
import { roleProfile } from '../../../core/access';
import type { AlertSeverity } from '../../../core/alerts';
import {
  bornOnOrBefore,
  isIcd10Prefix,
  stageGroup,
  type CohortCriteria,
  type CohortResponse,
  type StageGroup,
} from '../../../core/analytics';
import { DomainError } from '../../../core/errors';
import { findLab, isClinicalVocabulary } from '../../../core/patients';
import type { Db } from '../../../db/client';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import { resolveDrugName } from '../../lib/patient-record';

/*
 * The cohort as SQL: one `where` over `patients p` made of `p.id in (subquery)` filters, each served
 * by an index of db/schema/patients.ts (ICD-10 prefix, condition-name trigrams, GIN over resolved
 * drug ids) or a small scan, within the caller's institution and active records only.
 *
 * Stages and genotypes are read as the product reads them elsewhere: the stage group by
 * core's `stageGroup`, the phenotype by the CPIC engine from the stored diplotype or reported
 * phenotype. Both are free-form columns with few distinct values, so the distinct values are
 * mapped here and the mapping goes into the query as arrays (`unnest`), rather than a second
 * implementation of either rule in SQL.
 */

export const DAY_MS = 86_400_000;

/** A PostgreSQL array literal of texts, each quoted (spaces, commas and quotes survive). */
export function textArray(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

type Row = Record<string, unknown>;
export async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `%`, `_` and `\` are LIKE wildcards; a typed one must match itself. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function invalid(path: string, message: string): never {
  throw new DomainError('validation', `Invalid request: ${path}: ${message}`, [{ path, message }]);
}

// ---------------------------------------------------------------------------------------------
// Genotypes: stored (gene, diplotype, phenotype) -> the engine's phenotype

export interface GenotypeOutcome {
  gene: string;
  diplotype: string;
  phenotype: string;
  /** The engine's gene, with the HLA-B risk allele: "HLA-B*58:01". */
  outGene: string;
  outPhenotype: string;
}

const genotypeCache = new WeakMap<KnowledgeBase, Map<string, GenotypeOutcome[]>>();
const GENOTYPE_CACHE_MAX = 20_000;

/** What the engine makes of one stored result; nothing for a gene it does not interpret. */
function interpret(kb: KnowledgeBase, gene: string, diplotype: string, phenotype: string) {
  let cache = genotypeCache.get(kb);
  if (!cache) genotypeCache.set(kb, (cache = new Map()));
  const key = `${gene}\u0000${diplotype}\u0000${phenotype}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const evaluation = kb.pgx.evaluatePgx(
    {
      genotypes: [
        {
          gene,
          ...(diplotype ? { diplotype } : {}),
          ...(phenotype ? { phenotype } : {}),
        },
      ],
    },
    (id) => kb.drugsById.get(id),
  );
  const out = evaluation.genes.map((g) => ({
    gene,
    diplotype,
    phenotype,
    outGene: g.allele ? `${g.gene}${g.allele}` : g.gene,
    outPhenotype: g.phenotype,
  }));
  if (cache.size >= GENOTYPE_CACHE_MAX) cache.clear();
  cache.set(key, out);
  return out;
}

const genotypeMaps = new WeakMap<Db, { version: string; map: GenotypeOutcome[] }>();

/**
 * Every distinct stored genotype, with the engine's reading of it. Across institutions: the texts
 * only ever become join values, never part of an answer. Kept between queries while the table's
 * row count and latest insert are unchanged (results are only ever added, and a row committed
 * late still raises the count), which costs one scan instead of a distinct over every result.
 */
export async function genotypeMap(db: Db, kb: KnowledgeBase): Promise<GenotypeOutcome[]> {
  const [v] = await rows<{ version: string }>(
    db,
    sql`select count(*)::text || '/' || coalesce(max(g.created_at)::text, '') as version
          from patient_genetics g`,
  );
  const cached = genotypeMaps.get(db);
  if (cached && cached.version === v!.version) return cached.map;
  const distinct = await rows<{ gene: string; diplotype: string; phenotype: string }>(
    db,
    sql`select distinct g.gene, coalesce(g.diplotype, '') as diplotype,
               coalesce(g.phenotype, '') as phenotype
          from patient_genetics g`,
  );
  const map = distinct.flatMap((d) => interpret(kb, d.gene, d.diplotype, d.phenotype));
  genotypeMaps.set(db, { version: v!.version, map });
  return map;
}

/** A stored result as one text (\u0001 never occurs in what the API stores), to join on. */
const SEP = '\u0001';
export const genotypeKey = (alias: string) =>
  sql.raw(
    `(${alias}.gene || chr(1) || coalesce(${alias}.diplotype, '') || chr(1) || coalesce(${alias}.phenotype, ''))`,
  );

/**
 * The genotype mapping as a joinable set `gm(key, out_gene, out_phenotype)`, joined with
 * `gm.key = ${genotypeKey('g')}`: one hashed text key, cheaper than three.
 */
export function genotypeMapSql(map: readonly GenotypeOutcome[]): SQL {
  return sql`unnest(${textArray(map.map((m) => `${m.gene}${SEP}${m.diplotype}${SEP}${m.phenotype}`))}::text[],
                    ${textArray(map.map((m) => m.outGene))}::text[],
                    ${textArray(map.map((m) => m.outPhenotype))}::text[])
             as gm(key, out_gene, out_phenotype)`;
}

// ---------------------------------------------------------------------------------------------
// Stages: stored stage text -> stage group

export interface StageOutcome {
  stage: string;
  group: StageGroup;
}

/**
 * Every distinct stage text on record with its group. Across institutions (one scan, no join):
 * the texts only ever become filter values, never part of an answer.
 */
export async function stageMap(db: Db): Promise<StageOutcome[]> {
  const distinct = await rows<{ stage: string }>(
    db,
    sql`select distinct c.stage from patient_conditions c where c.stage is not null`,
  );
  return distinct.flatMap((d) => {
    const group = stageGroup(d.stage);
    return group ? [{ stage: d.stage, group }] : [];
  });
}

const institutionStageMaps = new WeakMap<Db, Map<string, { version: string; map: StageOutcome[] }>>();

/**
 * The stage texts of one institution's cohort facts with their groups, kept while the institution's
 * records version (`repairCohortFacts`) is the same: a stage only changes with a write that moves it.
 */
export async function factsStageMap(
  db: Db,
  institutionId: string,
  version: string,
): Promise<StageOutcome[]> {
  let perDb = institutionStageMaps.get(db);
  if (!perDb) institutionStageMaps.set(db, (perDb = new Map()));
  const hit = perDb.get(institutionId);
  if (hit && hit.version === version) return hit.map;
  const distinct = await rows<{ stage: string }>(
    db,
    sql`select distinct s.stage from cohort_facts f cross join lateral unnest(f.stages) as s(stage)
         where f.institution_id = ${institutionId}`,
  );
  const map = distinct.flatMap((d) => {
    const group = stageGroup(d.stage);
    return group ? [{ stage: d.stage, group }] : [];
  });
  if (perDb.size > 1000) perDb.clear();
  perDb.set(institutionId, { version, map });
  return map;
}

/** Keep a stage map read elsewhere (the institution's counters) for this records' version. */
export function rememberFactsStageMap(
  db: Db,
  institutionId: string,
  version: string,
  map: StageOutcome[],
): void {
  let perDb = institutionStageMaps.get(db);
  if (!perDb) institutionStageMaps.set(db, (perDb = new Map()));
  if (perDb.size > 1000) perDb.clear();
  perDb.set(institutionId, { version, map });
}

export function stageMapSql(map: readonly StageOutcome[]): SQL {
  return sql`unnest(${textArray(map.map((m) => m.stage))}::text[],
                    ${textArray(map.map((m) => m.group))}::text[]) as sm(stage, grp)`;
}

// ---------------------------------------------------------------------------------------------
// The plan: filters and how each criterion was read

/**
 * Where a cohort is counted from: `facts`, one row per patient (db/schema/cohort-facts.ts, the
 * served path), or `records`, every list of every patient (the original computation, kept as the
 * reference the equality tests compare with).
 */
export type CohortSource = 'facts' | 'records';

export interface CohortPlan {
  source: CohortSource;
  /** Over `patients p` (records) or `cohort_facts f` (facts). */
  where: SQL;
  echo: CohortResponse['criteria'];
  genotypes: GenotypeOutcome[];
  stages: StageOutcome[];
  lab: { name: string; min: number | null; max: number | null; since: Date; until: Date } | null;
  levels: readonly AlertSeverity[];
  today: string;
}

const NOTHING = sql`false`;

export async function planCohort(
  db: Db,
  kb: KnowledgeBase,
  user: AuthUser,
  criteria: CohortCriteria,
  nowMs: number,
  source: CohortSource = 'records',
  factsVersion = '',
): Promise<CohortPlan> {
  const facts = source === 'facts';
  // The patient's id, birth date and filters by alias: `f` over the facts, `p` over the records.
  const a = facts ? 'f' : 'p';
  const idCol = sql.raw(facts ? 'f.patient_id' : 'p.id');
  const dob = sql.raw(`${a}.date_of_birth`);
  const where: SQL[] = [
    sql`${sql.raw(a)}.institution_id = ${user.institutionId}`,
    sql`${sql.raw(a)}.is_active`,
  ];
  const echo: CohortResponse['criteria'] = {
    condition: null,
    stage: criteria.stage ?? null,
    drug: null,
    phenotype: null,
    lab: null,
    age: null,
  };

  if (criteria.ageMin !== undefined) {
    where.push(sql`${dob} <= ${bornOnOrBefore(nowMs, criteria.ageMin)}`);
  }
  if (criteria.ageMax !== undefined) {
    where.push(sql`${dob} > ${bornOnOrBefore(nowMs, criteria.ageMax + 1)}`);
  }
  if (criteria.ageMin !== undefined || criteria.ageMax !== undefined) {
    echo.age = { min: criteria.ageMin ?? null, max: criteria.ageMax ?? null };
  }

  // Condition and stage together: the stage of a matching condition.
  const stages = facts
    ? await factsStageMap(db, user.institutionId, factsVersion)
    : await stageMap(db);
  const conditionParts: SQL[] = [];
  if (criteria.condition) {
    const text = criteria.condition;
    if (isIcd10Prefix(text)) {
      conditionParts.push(sql`c.icd10 like ${`${likeEscape(text.toUpperCase())}%`}`);
      echo.condition = { text: text.toUpperCase(), as: 'icd10-prefix' };
    } else if (isClinicalVocabulary(text)) {
      // Only clinical words: a count must not answer "is there a record mentioning <name>?".
      const words = text.toLowerCase().split(/\s+/).filter(Boolean);
      for (const w of words) conditionParts.push(sql`lower(c.name) like ${`%${likeEscape(w)}%`}`);
      echo.condition = { text, as: 'words' };
    } else {
      invalid(
        'body.criteria.condition',
        'use an ICD-10 code prefix (e.g. C50) or clinical words (e.g. breast cancer)',
      );
    }
  }
  if (criteria.stage) {
    const texts = stages.filter((s) => s.group === criteria.stage).map((s) => s.stage);
    if (facts && conditionParts.length === 0) {
      // A stage alone: any of the patient's stages, read from the facts row.
      where.push(texts.length > 0 ? sql`f.stages && ${textArray(texts)}::text[]` : NOTHING);
    } else {
      conditionParts.push(
        texts.length > 0 ? sql`c.stage = any(${textArray(texts)}::text[])` : NOTHING,
      );
    }
  }
  if (conditionParts.length > 0) {
    // Every part on the same condition row (the stage of a matching condition), so this stays a
    // subquery over the conditions, served by their ICD-10 and trigram indexes.
    where.push(
      sql`${idCol} in (select c.patient_id from patient_conditions c where ${sql.join(conditionParts, sql` and `)})`,
    );
  }

  if (criteria.drug) {
    const drug = resolveDrugName(kb, criteria.drug);
    if (!drug.resolved) {
      const near = kb.search.search(criteria.drug, 3).map((h) => h.drug.name);
      invalid(
        'body.criteria.drug',
        `no drug is named "${criteria.drug}" exactly${near.length ? `; did you mean ${near.join(', ')}?` : ''}`,
      );
    }
    const ids = `{${drug.drugIds.join(',')}}`;
    where.push(
      facts
        ? criteria.drugScope === 'active'
          ? sql`f.active_drug_ids && ${ids}::text[]`
          : sql`f.ever_drug_ids && ${ids}::text[]`
        : criteria.drugScope === 'active'
        ? sql`p.id in (select m.patient_id from patient_medications m
                        where m.is_active and m.drug_ids && ${ids}::text[])`
        : sql`p.id in (select m.patient_id from patient_medications m where m.drug_ids && ${ids}::text[]
                       union all
                       select t.patient_id from patient_treatments t where t.drug_ids && ${ids}::text[])`,
    );
    echo.drug = {
      text: criteria.drug,
      scope: criteria.drugScope,
      drugs: drug.drugIds.map((id) => ({ id, name: kb.drugsById.get(id)?.name ?? id })),
    };
  }

  const genotypes = await genotypeMap(db, kb);
  if (criteria.phenotype) {
    const p = criteria.phenotype;
    const gene = p.allele ? `${p.gene}${p.allele}` : p.gene;
    const matching = genotypes.filter((g) => g.outGene === gene && g.outPhenotype === p.phenotype);
    const keys = matching.map((m) => `${m.gene}${SEP}${m.diplotype}${SEP}${m.phenotype}`);
    where.push(
      matching.length > 0 && facts
        ? sql`f.genotypes && ${textArray(keys)}::text[]`
        : matching.length > 0
        ? sql`p.id in (select g.patient_id from patient_genetics g join ${genotypeMapSql(matching)}
                         on gm.key = ${genotypeKey('g')})`
        : NOTHING,
    );
    echo.phenotype = { gene, phenotype: p.phenotype };
  }

  let lab: CohortPlan['lab'] = null;
  if (criteria.lab) {
    const l = criteria.lab;
    const def = findLab(l.lab)!;
    const since = new Date(nowMs - l.withinDays * DAY_MS);
    const until = new Date(nowMs);
    const bounds = [
      l.min !== undefined ? sql`l.canonical_value >= ${l.min}` : null,
      l.max !== undefined ? sql`l.canonical_value <= ${l.max}` : null,
    ].filter((b): b is SQL => b !== null);
    where.push(
      sql`${idCol} in (select l.patient_id from patient_labs l
                    where l.lab_name = ${def.name} and ${sql.join(bounds, sql` and `)}
                      and l.measured_at >= ${since.toISOString()} and l.measured_at <= ${until.toISOString()})`,
    );
    lab = { name: def.name, min: l.min ?? null, max: l.max ?? null, since, until };
    echo.lab = {
      lab: def.name,
      label: def.label,
      unit: def.unit,
      min: l.min ?? null,
      max: l.max ?? null,
      withinDays: l.withinDays,
    };
  }

  return {
    source,
    where: sql.join(where, sql` and `),
    echo,
    genotypes,
    stages,
    lab,
    levels: roleProfile(user.role).alertLevels as readonly AlertSeverity[],
    today: new Date(nowMs).toISOString().slice(0, 10),
  };
}

/** The severities as a SQL list, or a list that matches nothing. */
export function levelList(levels: readonly AlertSeverity[]): SQL {
  return levels.length > 0
    ? sql`(${sql.join(
        levels.map((l) => sql`${l}`),
        sql`, `,
      )})`
    : sql`(null)`;
}
