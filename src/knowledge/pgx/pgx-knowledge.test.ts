import { describe, expect, it } from 'vitest';
import {
  pgxDrugRuleSchema,
  pgxGeneDefinitionSchema,
  pgxGuidelineSchema,
  pgxKnowledgeBaseSchema,
} from '../../core/knowledge/pgx';
import { pgxKnowledge } from './index';

describe('PGx knowledge base', () => {
  it.each(pgxKnowledge.genes.map((g) => [g.gene, g] as const))(
    '%s gene table passes the schema',
    (_gene, def) => {
      const result = pgxGeneDefinitionSchema.safeParse(def);
      expect(result.success ? [] : result.error.issues).toEqual([]);
    },
  );

  it.each(pgxKnowledge.rules.map((r) => [r.id, r] as const))(
    'rule %s passes the schema',
    (_id, rule) => {
      const result = pgxDrugRuleSchema.safeParse(rule);
      expect(result.success ? [] : result.error.issues).toEqual([]);
    },
  );

  it.each(pgxKnowledge.guidelines.map((g) => [g.id, g] as const))(
    'guideline %s passes the schema and cites a PMID or a label section',
    (_id, guideline) => {
      expect(pgxGuidelineSchema.safeParse(guideline).success).toBe(true);
      expect(guideline.sources.some((s) => s.pmid !== undefined || s.section !== undefined)).toBe(
        true,
      );
    },
  );

  it('parses as a whole (guideline references, unique ids)', () => {
    const result = pgxKnowledgeBaseSchema.safeParse(pgxKnowledge);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('covers every drug the PGx brief requires, by roster id', () => {
    const drugIds = new Set(pgxKnowledge.rules.map((r) => r.drugId));
    expect([...drugIds].sort()).toEqual(
      [
        'abacavir',
        'allopurinol',
        'atorvastatin',
        'capecitabine',
        'carbamazepine',
        'celecoxib',
        'citalopram',
        'clopidogrel',
        'codeine',
        'escitalopram',
        'esomeprazole',
        'fluorouracil',
        'irinotecan',
        'lansoprazole',
        'mercaptopurine',
        'omeprazole',
        'ondansetron',
        'pantoprazole',
        'phenytoin',
        'rasburicase',
        'rosuvastatin',
        'sacituzumab-govitecan',
        'sertraline',
        'simvastatin',
        'tacrolimus',
        'tamoxifen',
        'thioguanine',
        'tramadol',
        'tropisetron',
        'voriconazole',
        'warfarin',
      ].sort(),
    );
  });

  it('keeps each gene table version on record', () => {
    for (const gene of pgxKnowledge.genes) expect(gene.tableVersion.length).toBeGreaterThan(20);
  });

  it('aliases do not collide case-insensitively within a gene', () => {
    for (const gene of pgxKnowledge.genes) {
      const names = [
        ...(gene.alleles ?? []).map((a) => a[0].toLowerCase()),
        ...Object.keys(gene.aliases ?? {}).map((a) => a.toLowerCase()),
      ];
      expect(names.length, gene.gene).toBe(new Set(names).size);
    }
  });

  it('uses the current thiopurine guidance (2024 IM+IM, 2026 update), not the superseded rows', () => {
    const merc = pgxKnowledge.rules.find((r) => r.id === 'mercaptopurine-tpmt-nudt15');
    const ranges = merc?.rows.map((row) => row.doseRange ?? null);
    expect(ranges).toContainEqual({ min: 0.2, max: 0.5 });
    expect(merc?.rows.filter((row) => row.doseFactor === 0.1)).toHaveLength(2);
  });
});
