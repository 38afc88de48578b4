import { describe, expect, it } from 'vitest';
import { normaliseGene } from './genes';
import { meetsMatcher } from './match';
import { normaliseBiomarker } from './normalise';
import { parseProteinChange, shortForm } from './protein';
import type { BiomarkerInput, BiomarkerMatcher } from './schemas';

describe('HGNC symbols and aliases', () => {
  it.each([
    ['HER2', 'ERBB2'],
    ['Her-2/neu', 'ERBB2'],
    ['her2/neu', 'ERBB2'],
    ['PD-L1', 'CD274'],
    ['c-MET', 'MET'],
    ['c-KIT', 'KIT'],
    ['K-RAS', 'KRAS'],
    ['N-RAS', 'NRAS'],
    ['TRKA', 'NTRK1'],
    ['TrkC', 'NTRK3'],
    ['MLL', 'KMT2A'],
    ['egfr', 'EGFR'],
    ['NKX2-1', 'NKX2-1'],
    ['HLA-B', 'HLA-B'],
  ])('%s -> %s', (given, symbol) => expect(normaliseGene(given)).toBe(symbol));
});

describe('HGVS protein changes, short and long forms', () => {
  it.each([
    ['L858R', 'L858R'],
    ['p.L858R', 'L858R'],
    ['p.Leu858Arg', 'L858R'],
    ['p.(Leu858Arg)', 'L858R'],
    ['Leu858Arg', 'L858R'],
    ['v600e', 'V600E'],
    ['p.Val600Glu', 'V600E'],
    ['G12C', 'G12C'],
    ['p.Gly12Cys', 'G12C'],
    ['G12', 'G12'],
    ['p.Arg132His', 'R132H'],
    ['p.Gln61Ter', 'Q61*'],
    ['p.E746_A750del', 'E746_750del'],
    ['p.Glu746_Ala750del', 'E746_750del'],
    ['p.L747_P753delinsS', 'L747_753delins'],
    ['p.D770_N771insSVD', 'D770_771ins'],
    ['p.Ser1982fs', 'S1982fs'],
  ])('%s reads as %s', (given, short) => {
    const p = parseProteinChange(given);
    expect(p).toBeDefined();
    expect(shortForm(p!)).toBe(short);
  });

  it.each(['exon 19 deletion', 'amplification', 'c.2573T>G', ''])(
    '%s is not a protein change',
    (t) => expect(parseProteinChange(t)).toBeUndefined(),
  );
});

const b = (
  gene: string,
  alteration: string,
  type: BiomarkerInput['type'],
  extra: Partial<BiomarkerInput> = {},
) => normaliseBiomarker({ gene, alteration, type, ...extra });

describe('exon-level classes', () => {
  it.each([
    ['EGFR', 'exon 19 deletion', 'indel', 'EGFR exon 19 deletion'],
    ['EGFR', 'Exon19del', 'indel', 'EGFR exon 19 deletion'],
    ['EGFR', 'ex19del', 'indel', 'EGFR exon 19 deletion'],
    ['EGFR', 'p.E746_A750del', 'indel', 'EGFR exon 19 deletion'],
    ['EGFR', 'p.Glu746_Ala750del', 'indel', 'EGFR exon 19 deletion'],
    ['EGFR', 'p.L747_P753delinsS', 'indel', 'EGFR exon 19 deletion'],
    ['EGFR', 'exon 20 insertion', 'indel', 'EGFR exon 20 insertion'],
    ['EGFR', 'p.D770_N771insSVD', 'indel', 'EGFR exon 20 insertion'],
    ['EGFR', 'p.A767_V769dup', 'indel', 'EGFR exon 20 insertion'],
    ['HER2', 'p.A775_G776insYVMA', 'indel', 'ERBB2 exon 20 insertion'],
    ['MET', 'exon 14 skipping', 'snv', 'MET exon 14 skipping'],
    ['c-MET', 'METex14 skipping', 'indel', 'MET exon 14 skipping'],
    ['MET', 'exon 14 splice site c.3082+1G>T', 'snv', 'MET exon 14 skipping'],
    ['PDGFRA', 'D842V', 'snv', 'PDGFRA exon 18 mutation'],
  ] as const)('%s %s is %s', (gene, alteration, type, cls) => {
    expect(b(gene, alteration, type).exonClasses).toContain(cls);
  });

  it.each([
    ['EGFR', 'L858R', 'snv'],
    ['EGFR', 'p.T790M', 'snv'],
    ['EGFR', 'p.E709_T710delinsD', 'indel'],
    ['MET', 'amplification', 'cnv'],
  ] as const)('%s %s has no exon 19/20/14 class', (gene, alteration, type) => {
    expect(b(gene, alteration, type).exonClasses).toEqual([]);
  });
});

const meets = (
  m: BiomarkerMatcher,
  gene: string,
  alteration: string,
  type: BiomarkerInput['type'],
  extra: Partial<BiomarkerInput> = {},
) => meetsMatcher(b(gene, alteration, type, extra), m);

describe('matchers', () => {
  const alk: BiomarkerMatcher = { kind: 'fusion', gene: 'ALK' };
  it.each([
    ['ALK', 'EML4-ALK', {}, true],
    ['EML4', 'EML4-ALK fusion', {}, true],
    ['EML4', 'fusion', { partner: 'ALK' }, true],
    ['ALK', 'EML4::ALK', {}, true],
    ['ALK', 'rearrangement', {}, true],
    ['ROS1', 'CD74-ROS1', {}, false],
  ] as const)('fusion by either partner: %s %s', (gene, alteration, extra, expected) => {
    expect(meets(alk, gene, alteration, 'fusion', extra)).toBe(expected);
  });

  it.each([
    ['G12C', true],
    ['p.Gly12Cys', true],
    ['G12D', false],
    ['G12', false],
    ['G13C', false],
  ])('KRAS G12C record: %s -> %s', (alt, expected) => {
    expect(meets({ kind: 'protein', gene: 'KRAS', changes: ['G12C'] }, 'KRAS', alt, 'snv')).toBe(
      expected,
    );
  });

  it.each([
    ['G719S', true],
    ['p.Gly719Ala', true],
    ['G718S', false],
  ])('X in a record means any residue: EGFR %s -> %s', (alt, expected) => {
    expect(meets({ kind: 'protein', gene: 'EGFR', changes: ['G719X'] }, 'EGFR', alt, 'snv')).toBe(
      expected,
    );
  });

  it.each([
    ['R132H', true],
    ['p.Arg132Cys', true],
    ['R100Q', false],
  ])('codon R132 record: IDH1 %s -> %s', (alt, expected) => {
    expect(meets({ kind: 'codon', gene: 'IDH1', codons: ['R132'] }, 'IDH1', alt, 'snv')).toBe(
      expected,
    );
  });

  it.each([
    ['amplification', 'cnv', true],
    ['Amplified (CN 12)', 'cnv', true],
    ['loss', 'cnv', false],
  ] as const)('MET %s (%s) amplification -> %s', (alt, type, expected) => {
    expect(meets({ kind: 'amplification', gene: 'MET' }, 'MET', alt, type)).toBe(expected);
  });

  const her2pos: BiomarkerMatcher = { kind: 'her2-positive' };
  const her2low: BiomarkerMatcher = { kind: 'her2-low' };
  it.each([
    ['HER2', 'IHC 3+', 'expression', true, false],
    ['HER2', 'IHC 2+, FISH amplified', 'expression', true, false],
    ['HER2', 'IHC 2+ ISH negative', 'expression', false, true],
    ['ERBB2', 'IHC 1+', 'expression', false, true],
    ['ERBB2', 'IHC 0', 'expression', false, false],
    ['ERBB2', 'amplification', 'cnv', true, false],
    ['HER2', 'HER2-low', 'expression', false, true],
  ] as const)('%s %s: positive %s, low %s', (gene, alt, type, pos, low) => {
    expect(meets(her2pos, gene, alt, type)).toBe(pos);
    expect(meets(her2low, gene, alt, type)).toBe(low);
  });

  it.each([
    ['TPS 60%', undefined, 'TPS', 50, true],
    ['TPS 1%', undefined, 'TPS', 1, true],
    ['TPS <1%', 0, 'TPS', 1, false],
    ['CPS 12', undefined, 'CPS', 10, true],
    ['CPS 5', undefined, 'CPS', 10, false],
    ['TPS 30%', undefined, 'CPS', 1, false],
  ] as const)('PD-L1 %s (value %s) meets %s >= %s: %s', (alt, value, measure, min, expected) => {
    const extra = value === undefined ? {} : { value };
    expect(
      meets({ kind: 'expression', gene: 'CD274', measure, min }, 'PD-L1', alt, 'expression', extra),
    ).toBe(expected);
  });

  it.each([
    ['MSI-H', true],
    ['MSI-high', true],
    ['dMMR', true],
    ['mismatch repair deficient', true],
    ['MSS', false],
    ['MSI-L', false],
    ['pMMR', false],
  ])('MSI %s -> high %s', (alt, expected) => {
    expect(meets({ kind: 'msi-high' }, 'MSI', alt, 'msi')).toBe(expected);
  });

  it.each([
    ['12 mut/Mb', undefined, true],
    ['high', 14, true],
    ['TMB 9.5 mutations/Mb', undefined, false],
    ['', 10, true],
    ['TMB-H', undefined, true],
    ['low', 4, false],
  ])('TMB %s (value %s) >= 10/Mb: %s', (alt, value, expected) => {
    const extra = value === undefined ? {} : { value };
    expect(meets({ kind: 'tmb-high', minPerMb: 10 }, 'TMB', alt || 'value', 'tmb', extra)).toBe(
      expected,
    );
  });

  it('a wild-type or negative report is never a mutation', () => {
    expect(meets({ kind: 'mutation', gene: 'KRAS' }, 'KRAS', 'wild-type', 'snv')).toBe(false);
    expect(meets({ kind: 'mutation', gene: 'KRAS' }, 'KRAS', 'not detected', 'snv')).toBe(false);
    expect(b('KRAS', 'Not detected', 'snv').negative).toBe(true);
  });
});
