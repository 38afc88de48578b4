import {
  HLA_B_RISK_ALLELES,
  NO_RESULT,
  PGX_GENES,
  pgxKnowledgeBaseSchema,
  type CpicPhenotype,
  type HlaBRiskAllele,
  type PgxAction,
  type PgxDrugRule,
  type PgxGene,
  type PgxKnowledgeBase,
  type PgxKnowledgeBaseInput,
} from '../knowledge/pgx';
import { formatSource } from '../knowledge/source';
import {
  buildGeneIndex,
  callDiplotype,
  formatScore,
  formatScoreRange,
  parseReportedPhenotype,
  phenotypeForScore,
  validateScore,
  type GeneCall,
  type GeneIndex,
  type ScoreRange,
} from './genotype';
import { parseHla, parseHlaStatement, type CarrierStatus, type HlaCall } from './hla';
import { describeStates, matchRule, type KeyState, type RowMatch } from './match';
import { applyPhenoconversion } from './phenoconversion';
import { OUTPUT_PHENOTYPE } from './phenotypes';
import type {
  EvaluatePgxInput,
  PgxError,
  PgxEvaluation,
  PgxGeneResult,
  PgxGenotypeInput,
  PgxPhenotype,
  PgxRecommendation,
  PhenoconversionResult,
  ResolveDrug,
} from './schemas';

/** A gene call after merging every input entry for the gene (and phenoconversion). */
interface CallState extends GeneCall {
  phenoconverted?: PhenoconversionResult;
}

type HlaState = CarrierStatus | 'Indeterminate';

const HLA_KEY = /^HLA-B(\*\d{2}:\d{2})$/;
const EPSILON = 1e-9;

function sameScore(a: ScoreRange | null, b: ScoreRange | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    Math.abs(a.min - b.min) < EPSILON && (a.max === b.max || Math.abs(a.max - b.max) < EPSILON)
  );
}

function indeterminate(gene: PgxGene, diplotype: string | null, notes: string[]): CallState {
  return { gene, diplotype, score: null, cpicPhenotype: 'Indeterminate', notes };
}

/** Builds an engine over a knowledge base; the knowledge is parsed (and so validated) once. */
export function createPgxEngine(knowledge: PgxKnowledgeBaseInput) {
  const kb: PgxKnowledgeBase = pgxKnowledgeBaseSchema.parse(knowledge);
  const indexes = new Map<PgxGene, GeneIndex>();
  for (const def of kb.genes) {
    if (def.method !== 'carrier') indexes.set(def.gene, buildGeneIndex(def));
  }
  const guidelines = new Map(kb.guidelines.map((g) => [g.id, g]));
  const supportedGenes = new Set<string>(kb.genes.map((g) => g.gene));

  function resolveGeneName(raw: string): { gene: PgxGene; allele?: HlaBRiskAllele } | null {
    const name = raw.trim().toUpperCase().replace(/\s+/g, '');
    const hla = /^HLA-?B(\*\d{2}:\d{2})(?::\d{2,3})*$/.exec(name);
    if (hla?.[1]) {
      const allele = hla[1];
      return (HLA_B_RISK_ALLELES as readonly string[]).includes(allele)
        ? { gene: 'HLA-B', allele: allele as HlaBRiskAllele }
        : null;
    }
    if (name === 'HLAB') return { gene: 'HLA-B' };
    const gene = PGX_GENES.find((g) => g === name);
    return gene && supportedGenes.has(gene) ? { gene } : null;
  }

  /** One input entry for a non-HLA gene -> call (never throws; problems become errors). */
  function callGene(gene: PgxGene, entry: PgxGenotypeInput, errors: PgxError[]): CallState {
    const index = indexes.get(gene);
    if (!index) return indeterminate(gene, null, ['gene has no allele table']);
    let call: CallState | null = null;
    if (entry.diplotype !== undefined) {
      const result = callDiplotype(index, entry.diplotype);
      if (!result.ok) {
        errors.push({ gene, message: result.message });
        return indeterminate(gene, null, [`unparsed diplotype: ${entry.diplotype}`]);
      }
      call = result.value;
    }
    if (entry.activityScore !== undefined) {
      const problem = validateScore(index.def, entry.activityScore);
      if (problem) {
        errors.push({ gene, message: problem });
        return indeterminate(gene, call?.diplotype ?? null, []);
      }
      const score = { min: entry.activityScore, max: entry.activityScore };
      if (call === null) {
        call = {
          gene,
          diplotype: null,
          score,
          cpicPhenotype: phenotypeForScore(index.def, score),
          notes: [],
        };
      } else if (call.cpicPhenotype !== 'Indeterminate' && !sameScore(call.score, score)) {
        errors.push({
          gene,
          message: `${gene}: reported activity score ${formatScore(entry.activityScore)} disagrees with ${call.diplotype} (${call.score ? formatScoreRange(call.score) : 'n/a'})`,
        });
        return indeterminate(gene, call.diplotype, []);
      }
    }
    if (entry.phenotype !== undefined) {
      const reported = parseReportedPhenotype(index, entry.phenotype);
      if (!reported.ok) {
        errors.push({ gene, message: reported.message });
        return indeterminate(gene, call?.diplotype ?? null, []);
      }
      if (call === null) {
        call = { gene, diplotype: null, score: null, cpicPhenotype: reported.value, notes: [] };
      } else if (OUTPUT_PHENOTYPE[call.cpicPhenotype] !== OUTPUT_PHENOTYPE[reported.value]) {
        errors.push({
          gene,
          message: `${gene}: reported phenotype "${entry.phenotype}" disagrees with the CPIC phenotype of the genotype (${call.cpicPhenotype})`,
        });
        return indeterminate(gene, call.diplotype, []);
      }
    }
    return call ?? indeterminate(gene, null, []);
  }

  /** One HLA-B entry -> carrier statuses, or null when it cannot be read. */
  function callHla(
    entry: PgxGenotypeInput,
    allele: HlaBRiskAllele | undefined,
    errors: PgxError[],
  ): HlaCall | null {
    const results: HlaCall[] = [];
    if (entry.diplotype !== undefined) {
      const r = parseHla(entry.diplotype);
      if (!r.ok) {
        errors.push({ gene: 'HLA-B', message: r.message });
        return null;
      }
      results.push(r.value);
    }
    if (entry.phenotype !== undefined) {
      const statement = allele ? `${allele} ${entry.phenotype}` : entry.phenotype;
      const r = parseHlaStatement(statement);
      if (!r.ok) {
        errors.push({
          gene: 'HLA-B',
          message: allele
            ? r.message
            : `${r.message} (name the allele, e.g. "*58:01 positive" or gene "HLA-B*58:01")`,
        });
        return null;
      }
      results.push(r.value);
    }
    if (entry.activityScore !== undefined) {
      errors.push({ gene: 'HLA-B', message: 'HLA-B has no activity score' });
      return null;
    }
    const merged: HlaCall = {};
    for (const r of results) {
      for (const risk of HLA_B_RISK_ALLELES) {
        const status = r[risk];
        if (status === undefined) continue;
        if (merged[risk] !== undefined && merged[risk] !== status) {
          errors.push({
            gene: 'HLA-B',
            message: `HLA-B: ${risk} given as both positive and negative`,
          });
          return null;
        }
        merged[risk] = status;
      }
    }
    if (allele) {
      const own = merged[allele];
      if (own === undefined) {
        errors.push({ gene: `HLA-B${allele}`, message: `the result does not state ${allele}` });
        return null;
      }
      return { [allele]: own };
    }
    return merged;
  }

  function evaluatePgx(input: EvaluatePgxInput, resolveDrug: ResolveDrug): PgxEvaluation {
    const errors: PgxError[] = [];
    const calls = new Map<PgxGene, CallState>();
    const hla = new Map<HlaBRiskAllele, { status: HlaState; diplotype: string | null }>();

    for (const entry of input.genotypes) {
      const resolved = resolveGeneName(entry.gene);
      if (!resolved) {
        errors.push({
          gene: entry.gene,
          message: `Unknown or unsupported gene "${entry.gene}". Supported: ${PGX_GENES.join(', ')} (HLA-B risk alleles ${HLA_B_RISK_ALLELES.join(', ')}).`,
        });
        continue;
      }
      if (
        entry.diplotype === undefined &&
        entry.phenotype === undefined &&
        entry.activityScore === undefined
      ) {
        errors.push({
          gene: entry.gene,
          message: 'no diplotype, phenotype or activity score given',
        });
      }
      if (resolved.gene === 'HLA-B') {
        const status = callHla(entry, resolved.allele, errors);
        const targets = resolved.allele ? [resolved.allele] : HLA_B_RISK_ALLELES;
        for (const risk of targets) {
          const next: HlaState | undefined = status === null ? 'Indeterminate' : status[risk];
          if (next === undefined) continue;
          const previous = hla.get(risk);
          if (previous && previous.status !== next) {
            if (previous.status !== 'Indeterminate' && next !== 'Indeterminate') {
              errors.push({ gene: 'HLA-B', message: `HLA-B: conflicting results for ${risk}` });
            }
            hla.set(risk, { status: 'Indeterminate', diplotype: previous.diplotype });
          } else {
            hla.set(risk, { status: next, diplotype: entry.diplotype ?? entry.phenotype ?? null });
          }
        }
        continue;
      }
      const call = callGene(resolved.gene, entry, errors);
      const previous = calls.get(resolved.gene);
      if (
        previous &&
        (previous.cpicPhenotype !== call.cpicPhenotype || !sameScore(previous.score, call.score))
      ) {
        errors.push({
          gene: resolved.gene,
          message: `${resolved.gene}: conflicting results were given`,
        });
        calls.set(
          resolved.gene,
          indeterminate(resolved.gene, previous.diplotype, ['conflicting results']),
        );
      } else if (!previous) {
        calls.set(resolved.gene, call);
      }
    }

    const cyp2d6 = calls.get('CYP2D6');
    if (cyp2d6 && input.medications && input.medications.length > 0) {
      const index = indexes.get('CYP2D6');
      if (index)
        calls.set(
          'CYP2D6',
          applyPhenoconversion(cyp2d6, input.medications, index.def, kb.phenoconversion),
        );
    }

    const genes: PgxGeneResult[] = [];
    for (const gene of PGX_GENES) {
      const call = calls.get(gene);
      if (call) genes.push(toGeneResult(call));
      if (gene === 'HLA-B') {
        for (const risk of HLA_B_RISK_ALLELES) {
          const state = hla.get(risk);
          if (!state) continue;
          genes.push({
            gene: 'HLA-B',
            allele: risk,
            diplotype: state.diplotype,
            activityScore: null,
            activityScoreText: null,
            phenotype: OUTPUT_PHENOTYPE[state.status],
            cpicPhenotype: state.status,
            notes: [],
          });
        }
      }
    }

    function keyState(key: string): KeyState {
      const hlaKey = HLA_KEY.exec(key);
      if (hlaKey?.[1]) {
        const state = hla.get(hlaKey[1] as HlaBRiskAllele);
        return { key, supported: true, phenotype: state?.status ?? NO_RESULT, score: null };
      }
      if (!supportedGenes.has(key))
        return { key, supported: false, phenotype: NO_RESULT, score: null };
      const call = calls.get(key as PgxGene);
      return {
        key,
        supported: true,
        phenotype: call?.cpicPhenotype ?? NO_RESULT,
        score: call?.score ?? null,
      };
    }

    const requested = input.drugIds ? new Set(input.drugIds) : null;
    const recommendations: PgxRecommendation[] = [];
    const untested = new Map<string, Set<string>>();
    for (const rule of kb.rules) {
      if (requested && !requested.has(rule.drugId)) continue;
      const states = rule.genes.map(keyState);
      const tested = states.filter((s) => s.supported && s.phenotype !== NO_RESULT);
      if (tested.length === 0) {
        if (requested) {
          const set = untested.get(rule.drugId) ?? new Set<string>();
          states.filter((s) => s.supported).forEach((s) => set.add(s.key));
          untested.set(rule.drugId, set);
        }
        continue;
      }
      const drug = resolveDrug(rule.drugId);
      if (!drug) {
        errors.push({
          gene: tested.map((s) => s.key).join(' + '),
          message: `drug id "${rule.drugId}" is not in the drug knowledge base`,
        });
      }
      for (const match of matchRule(rule, states)) {
        recommendations.push(
          buildRecommendation(rule, match, states, {
            id: rule.drugId,
            rxcui: drug?.rxcui ?? null,
            name: drug?.name ?? rule.drugId,
          }),
        );
        if (match.fallback) {
          errors.push({
            gene: tested.map((s) => s.key).join(' + '),
            message: `no ${rule.drugId} rule row for ${describeStates(states)}`,
          });
        }
      }
    }

    return {
      genes,
      recommendations,
      untested: [...untested.entries()].map(([id, set]) => {
        const drug = resolveDrug(id);
        return {
          drug: { id, rxcui: drug?.rxcui ?? null, name: drug?.name ?? id },
          genes: [...set],
        };
      }),
      errors,
    };

    function buildRecommendation(
      rule: PgxDrugRule,
      match: RowMatch,
      states: KeyState[],
      drug: PgxRecommendation['drug'],
    ): PgxRecommendation {
      const guideline = guidelines.get(rule.guidelineId);
      const supported = states.filter((s) => s.supported);
      const labels = supported.map((s) => ({
        gene: s.key,
        phenotype:
          s.phenotype === NO_RESULT ? ('no result' as const) : OUTPUT_PHENOTYPE[s.phenotype],
        activityScore: s.score ? s.score.min : null,
      }));
      const notes: string[] = [];
      for (const s of states) {
        if (!s.supported) {
          notes.push(
            `${s.key} is not genotyped by this engine; CPIC's "No Result" row for ${s.key} was used.`,
          );
        }
        const call = calls.get(s.key as PgxGene);
        if (call?.phenoconverted) {
          notes.push(
            `${s.key} phenoconverted from ${call.phenoconverted.from} to ${call.phenoconverted.to} by ${call.phenoconverted.cause}.`,
          );
        }
      }
      const inhibitorAdvice = adviceOnInhibitors(states, drug);
      const sources = [...(guideline?.sources ?? []), ...match.row.sources].map(formatSource);
      const row = match.row;
      return {
        ruleId: rule.id,
        gene: supported.map((s) => s.key).join(' + '),
        genes: labels,
        drug,
        phenotype:
          labels.length === 1 && labels[0]
            ? labels[0].phenotype
            : labels.map((l) => `${l.gene}: ${l.phenotype}`).join('; '),
        population: rule.population,
        ...(rule.populationLabel ? { populationLabel: rule.populationLabel } : {}),
        ...(match.condition ? { condition: match.condition } : {}),
        action: row.action,
        doseFactor: row.doseFactor,
        doseRange: row.doseRange,
        ...(row.doseNote ? { doseNote: row.doseNote } : {}),
        recommendation: row.text,
        strength: row.strength,
        guideline: {
          id: rule.guidelineId,
          title: guideline?.title ?? rule.guidelineId,
          version: guideline?.version ?? 'unknown',
        },
        sources: sources.filter((s, i) => sources.findIndex((t) => t.label === s.label) === i),
        notes,
        ...(inhibitorAdvice ? { inhibitorAdvice } : {}),
      };
    }

    /**
     * Phenoconversion comes from a co-medication, so the first remedy may be to change it: the
     * CPIC tamoxifen guideline advises avoiding moderate and strong CYP2D6 inhibitors and using an
     * alternative with weak or no inhibition. Where the guided drug is the cancer drug, keeping it
     * and replacing the inhibitor is offered first.
     */
    function adviceOnInhibitors(
      states: KeyState[],
      drug: PgxRecommendation['drug'],
    ): PgxRecommendation['inhibitorAdvice'] {
      const converted = states
        .map((s) => calls.get(s.key as PgxGene)?.phenoconverted)
        .filter((p): p is PhenoconversionResult => !!p);
      if (converted.length === 0) return undefined;
      const byId = new Map((input.medications ?? []).map((m) => [m.id, m]));
      const inhibitors = converted.flatMap((p) => p.inhibitors);
      const alternatives = [
        ...new Map(
          inhibitors
            .flatMap((i) => byId.get(i.id)?.alternatives ?? [])
            .filter((a) => !inhibitors.some((i) => i.id === a.id))
            .map((a) => [a.id, a]),
        ).values(),
      ];
      const named = inhibitors
        .map((i) => `${i.name} (${i.cyp2d6Inhibition} CYP2D6 inhibitor)`)
        .join(' and ');
      const choices =
        alternatives.length > 0
          ? ` Same-class drugs the knowledge base lists without moderate or strong CYP2D6 inhibition: ${alternatives.map((a) => a.name).join(', ')}.`
          : ' The knowledge base lists no same-class drug without CYP2D6 inhibition; choose one with the prescriber of the inhibitor.';
      return {
        text: `Replace ${named} with a drug that does not inhibit CYP2D6, which restores the genotype-predicted ${drug.name} phenotype.${choices}`,
        first: resolveDrug(drug.id)?.kind === 'antineoplastic',
        inhibitors: inhibitors.map((i) => ({ id: i.id, name: i.name })),
        alternatives,
      };
    }
  }

  /** Gene x drug overview for a matrix view: which actions each phenotype leads to. */
  function geneDrugMatrix(resolveDrug?: ResolveDrug) {
    const cells = new Map<
      string,
      {
        gene: PgxGene;
        allele?: string;
        drugId: string;
        guidelineIds: Set<string>;
        populations: Set<string>;
        actions: Map<PgxPhenotype, Set<PgxAction>>;
      }
    >();
    for (const rule of kb.rules) {
      for (const key of rule.genes) {
        const hlaKey = HLA_KEY.exec(key);
        const gene = (hlaKey ? 'HLA-B' : key) as PgxGene;
        if (!supportedGenes.has(gene)) continue;
        const id = `${key}|${rule.drugId}`;
        const cell = cells.get(id) ?? {
          gene,
          ...(hlaKey?.[1] ? { allele: hlaKey[1] } : {}),
          drugId: rule.drugId,
          guidelineIds: new Set<string>(),
          populations: new Set<string>(),
          actions: new Map<PgxPhenotype, Set<PgxAction>>(),
        };
        cell.guidelineIds.add(rule.guidelineId);
        cell.populations.add(rule.population);
        for (const row of rule.rows) {
          for (const p of row.when[key]?.phenotypes ?? []) {
            if (p === NO_RESULT) continue;
            const out = OUTPUT_PHENOTYPE[p];
            const set = cell.actions.get(out) ?? new Set<PgxAction>();
            set.add(row.action);
            cell.actions.set(out, set);
          }
        }
        cells.set(id, cell);
      }
    }
    const drugIds = [...new Set(kb.rules.map((r) => r.drugId))];
    return {
      genes: kb.genes.map((g) => g.gene),
      drugs: drugIds.map((id) => {
        const drug = resolveDrug?.(id);
        return { id, rxcui: drug?.rxcui ?? null, name: drug?.name ?? id };
      }),
      cells: [...cells.values()].map((c) => ({
        gene: c.gene,
        ...(c.allele ? { allele: c.allele } : {}),
        drugId: c.drugId,
        guidelineIds: [...c.guidelineIds],
        populations: [...c.populations],
        actions: Object.fromEntries([...c.actions.entries()].map(([p, set]) => [p, [...set]])),
      })),
    };
  }

  /** Genes the engine interprets, with their table versions and accepted inputs. */
  function listPgxGenes() {
    return kb.genes.map((def) => {
      const index = indexes.get(def.gene);
      const cpicPhenotypes =
        def.method === 'carrier'
          ? (['positive', 'negative', 'Indeterminate'] as CpicPhenotype[])
          : [...new Set(index?.reportable.values() ?? [])];
      return {
        gene: def.gene,
        name: def.name,
        method: def.method,
        tableVersion: def.tableVersion,
        alleleCount: def.method === 'carrier' ? def.riskAlleles.length : def.alleles.length,
        riskAlleles: def.riskAlleles,
        phenotypes: [...new Set(cpicPhenotypes.map((p) => OUTPUT_PHENOTYPE[p]))],
        cpicPhenotypes,
        drugIds: [
          ...new Set(
            kb.rules
              .filter((r) =>
                r.genes.some((k) => k === def.gene || (def.gene === 'HLA-B' && HLA_KEY.test(k))),
              )
              .map((r) => r.drugId),
          ),
        ],
        inputFormats: INPUT_FORMATS[def.method],
        notes: def.notes,
        sources: def.sources.map(formatSource),
      };
    });
  }

  return { evaluatePgx, geneDrugMatrix, listPgxGenes, knowledge: kb };
}

export type PgxEngine = ReturnType<typeof createPgxEngine>;

const INPUT_FORMATS: Record<PgxKnowledgeBase['genes'][number]['method'], string[]> = {
  'activity-score': [
    'diplotype of two CPIC allele names, e.g. *1/*4 or c.1905+1G>A/c.2846A>T (star aliases such as *2A, *13, HapB3 accepted for DPYD)',
    'CYP2D6 copy number: *1x2, *2xN (two or more copies), *1x≥3',
    'activity score on the gene grid (CYP2D6 steps of 0.25, DPYD and CYP2C9 steps of 0.5)',
    'phenotype: CPIC term or NM/IM/PM/RM/UM',
  ],
  'function-pair': [
    'diplotype of two CPIC allele names, e.g. *1/*28 (VKORC1 also as C/T, G/A, GA or -1639 G/A)',
    'phenotype: CPIC term (e.g. "Likely Intermediate Metabolizer", "Poor Function") or NM/IM/PM/RM/UM',
  ],
  'x-linked': [
    'one allele (read as hemizygous) or two alleles separated by "/", CPIC variant names, e.g. "B (reference)/A- 202A_376G"',
    'phenotype: Normal, Deficient, Deficient with CNSHA, Variable',
  ],
  carrier: [
    'carrier statement(s): "*58:01 positive", "HLA-B*57:01 negative; HLA-B*15:02 negative"',
    'two-field genotype: "HLA-B*58:01/*15:02" (settles all three risk alleles)',
    'gene "HLA-B*58:01" with phenotype "positive" or "negative"',
  ],
};

function toGeneResult(call: CallState): PgxGeneResult {
  return {
    gene: call.gene,
    diplotype: call.diplotype,
    activityScore: call.score && call.cpicPhenotype !== 'Indeterminate' ? call.score.min : null,
    activityScoreText: call.score ? formatScoreRange(call.score) : null,
    phenotype: OUTPUT_PHENOTYPE[call.cpicPhenotype],
    cpicPhenotype: call.cpicPhenotype,
    ...(call.phenoconverted ? { phenoconverted: call.phenoconverted } : {}),
    notes: call.notes,
  };
}
