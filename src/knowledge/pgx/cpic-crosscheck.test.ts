import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CPIC_PHENOTYPES,
  NO_RESULT,
  type AlleleFunction,
  type CpicPhenotype,
  type PhenotypeKey,
} from '../../core/knowledge/pgx';
import { buildGeneIndex, callDiplotype, formatScoreRange } from '../../core/pgx/genotype';
import { createPgxEngine } from '../../core/pgx/index';
import { pgxKnowledge } from './index';
import { matchRule, type KeyState } from '../../core/pgx/match';

const pgxKnowledgeBase = createPgxEngine(pgxKnowledge).knowledge;

/**
 * Cross-checks the hand-authored PGx tables against the CPIC data extract in
 * `../shared/reference/cpic` (relative to the repository root). The product never reads these
 * files; CI has them, so these tests run there and are skipped where the extract is absent.
 */
const CPIC_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/reference/cpic',
);
const hasCpic = existsSync(resolve(CPIC_DIR, 'allele_functions.tsv'));

function readTsv(name: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(resolve(CPIC_DIR, name), 'utf8')
    .split('\n')
    .filter((l) => l.length > 0);
  const columns = (header ?? '').split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
}

const FUNCTION: Record<string, AlleleFunction> = {
  'Normal function': 'normal',
  'Decreased function': 'decreased',
  'No function': 'no',
  'Increased function': 'increased',
  'Uncertain function': 'uncertain',
  'Unknown function': 'unknown',
  'IV/Normal': 'normal',
  'III/Deficient': 'deficient',
  'II/Deficient': 'deficient',
  'I/Deficient with CNSHA': 'deficient-cnsha',
  'Normal coumarin sensitivity': 'normal',
  'Higher coumarin sensitivity': 'decreased',
};
/** CPIC renamed this G6PD allele on 2023-09-22 (the extract predates the rename). */
const RENAMED: Record<string, string> = { 'Telti/Kobe': 'Telti, Kobe' };

function geneDef(gene: string) {
  const def = pgxKnowledgeBase.genes.find((g) => g.gene === gene);
  if (!def) throw new Error(`no gene ${gene}`);
  return def;
}
const indexes = new Map<string, ReturnType<typeof buildGeneIndex>>();
function geneIndex(gene: string) {
  let index = indexes.get(gene);
  if (!index) {
    index = buildGeneIndex(geneDef(gene));
    indexes.set(gene, index);
  }
  return index;
}

describe.skipIf(!hasCpic)(
  'CPIC extract cross-check: allele functions (allele_functions.tsv)',
  () => {
    const rows = hasCpic ? readTsv('allele_functions.tsv') : [];
    const byGene = new Map<string, Record<string, string>[]>();
    for (const row of rows)
      byGene.set(row.gene ?? '', [...(byGene.get(row.gene ?? '') ?? []), row]);

    it.each([...byGene.keys()].filter((g) => g !== 'HLA-B'))(
      '%s functions and activity values match',
      (gene) => {
        const def = geneDef(gene);
        const mismatches: string[] = [];
        const seen = new Set<string>();
        for (const row of byGene.get(gene) ?? []) {
          const name = RENAMED[row.allele ?? ''] ?? row.allele ?? '';
          const expectedFn = FUNCTION[row.function ?? ''];
          const value = row.activity_value ?? '';
          const isCopyNumber = gene === 'CYP2D6' && /x(\d|≥)/.test(name);
          if (isCopyNumber) {
            // Computed from the base allele: its score paired with a no-function allele (*5).
            const result = callDiplotype(geneIndex(gene), `${name}/*5`);
            const text =
              result.ok && result.value.score ? formatScoreRange(result.value.score) : '';
            const expected = value === '' ? '' : value;
            if (
              text !== expected &&
              !(value === '' && result.ok && result.value.cpicPhenotype === 'Indeterminate')
            ) {
              mismatches.push(`${name}: CPIC ${value || 'no value'}, engine ${text || 'n/a'}`);
            }
            continue;
          }
          seen.add(name);
          const mine = def.alleles.find((a) => a[0] === name);
          if (!mine) {
            mismatches.push(`${name}: missing`);
            continue;
          }
          if (mine[1] !== expectedFn)
            mismatches.push(`${name}: function ${mine[1]} != ${row.function}`);
          const myValue = mine[2] ?? null;
          const cpicValue = value === '' ? null : Number(value);
          if (myValue !== cpicValue) mismatches.push(`${name}: value ${myValue} != ${value}`);
        }
        const extra = def.alleles.map((a) => a[0]).filter((n) => !seen.has(n));
        expect(mismatches).toEqual([]);
        expect(extra).toEqual([]);
      },
    );

    it('HLA-B risk alleles match', () => {
      const names = (byGene.get('HLA-B') ?? []).map((r) => r.allele).sort();
      expect(names).toEqual([...geneDef('HLA-B').riskAlleles].sort());
    });
  },
);

describe.skipIf(!hasCpic)(
  'CPIC extract cross-check: every diplotype (diplotype_phenotypes.tsv)',
  () => {
    const rows = hasCpic ? readTsv('diplotype_phenotypes.tsv') : [];
    const genes = [...new Set(rows.map((r) => r.gene ?? ''))];

    it.each(genes)('%s: engine phenotype and activity score equal CPIC for every row', (gene) => {
      const index = geneIndex(gene);
      const scored = geneDef(gene).method === 'activity-score';
      const mismatches: string[] = [];
      let checked = 0;
      for (const row of rows) {
        if (row.gene !== gene) continue;
        checked++;
        const result = callDiplotype(index, row.diplotype ?? '');
        if (!result.ok) {
          mismatches.push(`${row.diplotype}: ${result.message}`);
          continue;
        }
        const call = result.value;
        if (call.cpicPhenotype !== row.phenotype) {
          mismatches.push(`${row.diplotype}: CPIC ${row.phenotype}, engine ${call.cpicPhenotype}`);
        }
        if (scored) {
          const text =
            call.cpicPhenotype === 'Indeterminate' || !call.score
              ? 'n/a'
              : formatScoreRange(call.score);
          if (text !== row.activity_score) {
            mismatches.push(`${row.diplotype}: CPIC AS ${row.activity_score}, engine ${text}`);
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
      expect(mismatches.slice(0, 20)).toEqual([]);
    });
  },
);

describe.skipIf(!hasCpic)('CPIC extract cross-check: function-pair rules (phenotypes.tsv)', () => {
  const rows = hasCpic ? readTsv('phenotypes.tsv') : [];
  const pairRows = rows.filter((r) =>
    (r.activity_score_or_rule ?? '').startsWith('allele functions:'),
  );

  it.each(pairRows.map((r) => [r.gene ?? '', r.activity_score_or_rule ?? '', r.phenotype ?? '']))(
    '%s %s -> %s',
    (gene, rule, phenotype) => {
      const def = geneDef(gene);
      const body = rule.replace('allele functions: ', '');
      const hemizygous = body.includes('(single X-chromosome allele');
      const labels = body.replace(/ \(single X-chromosome allele, hemizygous\)/, '').split(' + ');
      const alleles = labels.map((label) => {
        const fn = FUNCTION[label];
        const allele = def.alleles.find((a) => a[1] === fn);
        if (!allele) throw new Error(`${gene}: no allele with function ${label}`);
        return allele[0];
      });
      const result = callDiplotype(geneIndex(gene), alleles.join('/'));
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      if (phenotype.startsWith('NOT CAPTURED')) {
        // CPIC's 2026 value for this pair is unknown here, so the engine must fail closed.
        expect(result.value.cpicPhenotype).toBe('Indeterminate');
      } else {
        expect(result.value.cpicPhenotype).toBe(phenotype);
      }
      expect(hemizygous).toBe(alleles.length === 1);
    },
  );
});

/** CPIC rows per drug keyed on a non-"No Result" value of a gene this engine does not genotype. */
const SKIPPABLE: Record<string, number> = { rosuvastatin: 21, sertraline: 54, carbamazepine: 18 };

const STRENGTH: Record<string, string> = {
  Strong: 'strong',
  Moderate: 'moderate',
  Optional: 'optional',
  'No Recommendation': 'no-recommendation',
  'n/a': 'no-recommendation',
};

function parseLookup(
  row: Record<string, string>,
): Map<string, { value: string; phenotype: string }> {
  const phenotypes = new Map(
    (row.phenotype ?? '').split('; ').map((p) => {
      const [gene, ...rest] = p.split(': ');
      return [gene ?? '', rest.join(': ')];
    }),
  );
  return new Map(
    (row.lookup_key ?? '').split('; ').map((pair) => {
      const [gene, ...rest] = pair.split('=');
      return [gene ?? '', { value: rest.join('='), phenotype: phenotypes.get(gene ?? '') ?? '' }];
    }),
  );
}

/**
 * The patient state a CPIC lookup row describes, in the engine's terms. `'unsupported'` marks rows
 * that need a gene this engine does not genotype (e.g. ABCG2 decreased function); any other
 * unreadable row is an error message.
 */
function statesFor(
  keys: string[],
  lookup: Map<string, { value: string; phenotype: string }>,
): KeyState[] | 'unsupported' | string {
  const states: KeyState[] = [];
  for (const key of keys) {
    const hla = /^HLA-B(\*\d{2}:\d{2})$/.exec(key);
    if (hla) {
      const entry = lookup.get('HLA-B');
      if (!entry) return `no HLA-B value for ${key}`;
      let phenotype: PhenotypeKey;
      if (entry.value === 'No Result') phenotype = NO_RESULT;
      else if (entry.value === `${hla[1]} positive`) phenotype = 'positive';
      else if (entry.value === `${hla[1]} negative`) phenotype = 'negative';
      else return `HLA-B value ${entry.value} does not fit ${key}`;
      states.push({ key, supported: true, phenotype, score: null });
      continue;
    }
    const entry = lookup.get(key) ?? lookup.get(key.split('*')[0] ?? key);
    const supported = pgxKnowledgeBase.genes.some((g) => g.gene === key);
    if (!supported) {
      if (entry && entry.value !== 'No Result') return 'unsupported';
      states.push({ key, supported: false, phenotype: NO_RESULT, score: null });
      continue;
    }
    if (!entry || entry.value === 'No Result') {
      states.push({ key, supported: true, phenotype: NO_RESULT, score: null });
      continue;
    }
    const scored = geneDef(key).method === 'activity-score';
    const phenotype = scored
      ? entry.value === 'n/a'
        ? 'Indeterminate'
        : entry.phenotype
      : entry.value;
    if (!(CPIC_PHENOTYPES as readonly string[]).includes(phenotype)) {
      return `${key}: unknown CPIC phenotype "${phenotype}"`;
    }
    let score: KeyState['score'] = null;
    if (scored && entry.value !== 'n/a') {
      const min = Number(entry.value.replace('≥', ''));
      score = { min, max: entry.value.startsWith('≥') ? Infinity : min };
    }
    states.push({ key, supported: true, phenotype: phenotype as CpicPhenotype, score });
  }
  return states;
}

/** Numbers a dose factor or range must appear as in CPIC's own text ("50%", "100%", "1.5 to 2"). */
function doseWords(factor: number | null, range: { min: number; max: number } | null): string[][] {
  const pct = (n: number) => `${Math.round(n * 100)}%`;
  if (factor !== null) {
    return [[pct(1 - factor), pct(factor), pct(factor - 1), '40 mg/day']];
  }
  if (range !== null) {
    const words = (n: number) => [
      `${Math.round(n * 100)}`,
      `${n}`,
      `${Math.round(Math.abs(n - 1) * 100)}`,
    ];
    return [words(range.min), words(range.max)];
  }
  return [];
}

describe.skipIf(!hasCpic)('CPIC extract cross-check: recommendations (recommendations.tsv)', () => {
  const rows = hasCpic ? readTsv('recommendations.tsv') : [];
  const covered = new Set(pgxKnowledgeBase.rules.map((r) => r.drugId));

  it('the extract marks every CPIC v1.30.0 thiopurine row as superseded (the engine uses the 2025 update)', () => {
    const thiopurine = rows.filter((r) => r.drug === 'mercaptopurine' || r.drug === 'thioguanine');
    expect(thiopurine.length).toBeGreaterThan(0);
    expect(thiopurine.every((r) => (r.status_note ?? '').startsWith('SUPERSEDED'))).toBe(true);
  });

  const checkable = rows.filter(
    (r) =>
      covered.has(r.drug ?? '') &&
      !(r.status_note ?? '').startsWith('SUPERSEDED') &&
      !(r.status_note ?? '').startsWith('NO_LOOKUP_ROWS'),
  );
  const byDrug = new Map<string, Record<string, string>[]>();
  for (const row of checkable)
    byDrug.set(row.drug ?? '', [...(byDrug.get(row.drug ?? '') ?? []), row]);

  it.each([...byDrug.keys()])(
    '%s: each CPIC row meets exactly one rule row of the same grade',
    (drug) => {
      const problems: string[] = [];
      let checked = 0;
      let skipped = 0;
      for (const row of byDrug.get(drug) ?? []) {
        const rule = pgxKnowledgeBase.rules.find(
          (r) => r.drugId === drug && r.population === row.population,
        );
        if (!rule) {
          problems.push(`no rule for population ${row.population}`);
          continue;
        }
        const lookup = parseLookup(row);
        const states = statesFor(rule.genes, lookup);
        if (states === 'unsupported') {
          skipped++;
          continue;
        }
        if (typeof states === 'string') {
          problems.push(`${row.lookup_key}: ${states}`);
          continue;
        }
        for (const gene of lookup.keys()) {
          const keyed = rule.genes.some((k) => k === gene || k.startsWith(`${gene}*`));
          if (!keyed) problems.push(`${row.lookup_key}: ${gene} not a rule key`);
        }
        checked++;
        const matches = matchRule(rule, states);
        const [match] = matches;
        if (matches.length !== 1 || !match || match.fallback) {
          problems.push(
            `${row.lookup_key}: ${matches.length} matches${match?.fallback ? ' (fallback)' : ''}`,
          );
          continue;
        }
        const expected = STRENGTH[row.classification ?? ''];
        if (match.row.strength !== expected) {
          problems.push(
            `${row.lookup_key}: strength ${match.row.strength}, CPIC ${row.classification}`,
          );
        }
        const text = row.recommendation ?? '';
        for (const alternatives of doseWords(match.row.doseFactor, match.row.doseRange)) {
          if (!alternatives.some((w) => text.includes(w))) {
            problems.push(
              `${row.lookup_key}: dose ${alternatives.join('|')} not in CPIC text "${text}"`,
            );
          }
        }
        if (
          /^avoid (?!moderate|strong)|contraindicated|is not recommended|do not use/i.test(text)
        ) {
          if (match.row.action !== 'avoid' && match.row.action !== 'alternative') {
            problems.push(`${row.lookup_key}: CPIC says avoid, rule says ${match.row.action}`);
          }
        }
        if (
          /^no recommendation$|^n\/a$/i.test(text.trim()) &&
          match.row.action !== 'indeterminate'
        ) {
          problems.push(
            `${row.lookup_key}: CPIC has no recommendation, rule says ${match.row.action}`,
          );
        }
      }
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(0);
      // Only rows that need a gene outside the engine (ABCG2, CYP2B6, HLA-A) may be left out.
      expect(skipped).toBe(SKIPPABLE[drug] ?? 0);
    },
  );

  it('recommendation texts are paraphrased, not copied from CPIC', () => {
    const cpicTexts = new Set(rows.map((r) => r.recommendation ?? '').filter((t) => t.length > 60));
    const copied = pgxKnowledgeBase.rules.flatMap((rule) =>
      rule.rows
        .filter((row) => [...cpicTexts].some((t) => row.text.includes(t)))
        .map(() => rule.id),
    );
    expect(copied).toEqual([]);
  });

  it('every covered CPIC drug in the extract is checked', () => {
    const cpicDrugs = [...new Set(rows.map((r) => r.drug ?? ''))].filter((d) => covered.has(d));
    const expectedUnchecked = ['mercaptopurine', 'thioguanine', 'warfarin'];
    expect(cpicDrugs.filter((d) => !byDrug.has(d)).sort()).toEqual(expectedUnchecked);
  });
});
