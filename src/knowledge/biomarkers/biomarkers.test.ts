import { describe, expect, it } from 'vitest';
import { drugRecords } from '../drugs';
import {
  biomarkerRecordSchema,
  cancerTypeSchema,
  matchPrecision,
  TUMOUR_AGNOSTIC,
  type PrecisionKnowledge,
} from '../../core/precision';
import { biomarkerRecords, cancerTypes, CDX_LIST } from '.';

const records = biomarkerRecords.map((r) => biomarkerRecordSchema.parse(r));
const cancers = cancerTypes.map((c) => cancerTypeSchema.parse(c));
const drugNames = new Map(drugRecords.map((d) => [d.id, d.name]));
const kb: PrecisionKnowledge = { records, cancers, drugName: (id) => drugNames.get(id) ?? id };

describe('biomarker records', () => {
  it('have unique ids, known cancers and drugs that resolve to knowledge-base records', () => {
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    const cancerIds = new Set([...cancers.map((c) => c.id), TUMOUR_AGNOSTIC]);
    for (const r of records) {
      for (const c of r.cancers) expect(cancerIds, `${r.id}: ${c}`).toContain(c);
      for (const d of r.drugs) expect(drugNames.has(d), `${r.id}: drug ${d}`).toBe(true);
    }
  });

  it('cite a label section for every fda and resistance record', () => {
    for (const r of records.filter((x) => x.level === 'fda' || x.level === 'resistance')) {
      expect(
        r.sources.some((s) => s.kind === 'label' && s.section),
        r.id,
      ).toBe(true);
    }
  });
});

describe('coverage of the FDA companion-diagnostic list (dated fixture)', () => {
  it('is dated and names its source', () => {
    expect(CDX_LIST.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(CDX_LIST.url).toMatch(/^https:\/\/www\.fda\.gov\//);
    expect(CDX_LIST.triples.length).toBeGreaterThan(80);
  });

  it.each(CDX_LIST.triples.map((t) => [t.drug, t.biomarker, t.cancer.text ?? '', t] as const))(
    '%s for %s in %s matches at level fda',
    (drug, _b, _c, triple) => {
      const probes = Array.isArray(triple.probe) ? triple.probe : [triple.probe];
      const out = matchPrecision(kb, { cancer: triple.cancer, biomarkers: probes });
      const agnostic = !triple.cancer.icd10;
      const hit = out.therapies.find(
        (th) =>
          th.level === 'fda' &&
          th.drugIds.includes(drug) &&
          th.cancerMatch === (agnostic ? 'tumour-agnostic' : 'exact'),
      );
      expect(hit, JSON.stringify(out.therapies.map((x) => [x.id, x.cancerMatch]))).toBeDefined();
      expect(out.unmatched).toEqual([]);
    },
  );
});

describe('resistance markers', () => {
  it.each([
    [
      'KRAS G12D in colorectal cancer',
      { icd10: 'C18.7' },
      { gene: 'KRAS', alteration: 'p.Gly12Asp', type: 'snv' as const },
      ['cetuximab', 'panitumumab'],
    ],
    [
      'NRAS Q61K in rectal cancer',
      { icd10: 'C20', text: 'Rectal adenocarcinoma' },
      { gene: 'NRAS', alteration: 'Q61K', type: 'snv' as const },
      ['cetuximab', 'panitumumab'],
    ],
    [
      'EGFR T790M in NSCLC',
      { icd10: 'C34.11' },
      { gene: 'EGFR', alteration: 'p.Thr790Met', type: 'snv' as const },
      ['erlotinib', 'gefitinib'],
    ],
    [
      'PDGFRA D842V in GIST',
      { text: 'gastrointestinal stromal tumor of stomach' },
      { gene: 'PDGFRA', alteration: 'p.Asp842Val', type: 'snv' as const },
      ['imatinib'],
    ],
  ])('%s matches at resistance', (_name, cancer, biomarker, drugs) => {
    const out = matchPrecision(kb, { cancer, biomarkers: [biomarker] });
    const res = out.therapies.filter((t) => t.level === 'resistance' && t.cancerMatch === 'exact');
    expect(res.length).toBeGreaterThan(0);
    for (const d of drugs) expect(res.flatMap((t) => t.drugIds)).toContain(d);
  });

  it('KRAS G12D in colorectal cancer never suggests cetuximab at level fda', () => {
    const out = matchPrecision(kb, {
      cancer: { icd10: 'C18.9' },
      biomarkers: [
        { gene: 'KRAS', alteration: 'G12D', type: 'snv' },
        { gene: 'NRAS', alteration: 'wild-type', type: 'snv' },
      ],
    });
    expect(
      out.therapies.filter((t) => t.level === 'fda' && t.drugIds.includes('cetuximab')),
    ).toEqual([]);
  });
});

describe('unmatched and ordering', () => {
  it('a biomarker with no record is unmatched, not "no therapy"', () => {
    const b = { gene: 'TP53', alteration: 'R273H', type: 'snv' as const };
    const out = matchPrecision(kb, { cancer: { icd10: 'C34.90' }, biomarkers: [b] });
    expect(out.therapies).toEqual([]);
    expect(out.unmatched).toEqual([b]);
  });

  it('exact matches come first, tumour-agnostic next, other cancers last', () => {
    const out = matchPrecision(kb, {
      cancer: { icd10: 'C43.9', text: 'Melanoma' },
      biomarkers: [{ gene: 'BRAF', alteration: 'V600E', type: 'snv' }],
    });
    const order = out.therapies.map((t) => t.cancerMatch);
    const firstAgnostic = order.indexOf('tumour-agnostic');
    const firstOther = order.indexOf('other-cancer');
    expect(order[0]).toBe('exact');
    expect(order.lastIndexOf('exact')).toBeLessThan(firstAgnostic);
    expect(order.lastIndexOf('tumour-agnostic')).toBeLessThan(firstOther);
  });

  it('an EGFR exon 19 deletion in NSCLC lists the approved EGFR inhibitors with their label sections', () => {
    const out = matchPrecision(kb, {
      cancer: { icd10: 'C34.90' },
      biomarkers: [{ gene: 'EGFR', alteration: 'exon 19 deletion', type: 'indel' }],
    });
    const exact = out.therapies.filter((t) => t.cancerMatch === 'exact' && t.level === 'fda');
    expect(exact.flatMap((t) => t.drugIds)).toEqual(
      expect.arrayContaining(['osimertinib', 'erlotinib', 'gefitinib', 'afatinib', 'dacomitinib']),
    );
    expect(exact[0]!.sources[0]!.label).toContain('§ 1 Indications and Usage');
    expect(out.cancer?.id).toBe('nsclc');
  });
});

describe('exclusions the labels state', () => {
  it('single-agent PD-L1 indications in NSCLC are not offered with an EGFR exon 19 deletion', () => {
    const out = matchPrecision(kb, {
      cancer: { icd10: 'C34.11' },
      biomarkers: [
        { gene: 'EGFR', alteration: 'p.E746_A750del', type: 'indel' },
        { gene: 'PD-L1', alteration: 'TPS 60%', type: 'expression', value: 60 },
      ],
    });
    expect(out.therapies.map((t) => t.id)).not.toContain('nsclc-pdl1-pembrolizumab');
    expect(out.therapies.map((t) => t.id)).toContain('nsclc-egfr-osimertinib');
  });

  it('the tumour-agnostic BRAF V600E approval is not offered in colorectal cancer', () => {
    const out = matchPrecision(kb, {
      cancer: { icd10: 'C18.9' },
      biomarkers: [{ gene: 'BRAF', alteration: 'V600E', type: 'snv' }],
    });
    expect(out.therapies.map((t) => t.id)).not.toContain('agnostic-braf-dabrafenib-trametinib');
    expect(out.therapies.map((t) => t.id)).toContain('crc-braf-encorafenib-cetuximab');
  });
});

describe('clinical-level evidence', () => {
  it('MET amplification in NSCLC is trial evidence with its PMID, not an FDA indication', () => {
    const out = matchPrecision(kb, {
      cancer: { icd10: 'C34.90' },
      biomarkers: [{ gene: 'c-MET', alteration: 'amplification', type: 'cnv', value: 12 }],
    });
    const met = out.therapies.find((t) => t.id === 'nsclc-met-amplification-capmatinib');
    expect(met).toMatchObject({ level: 'clinical', cancerMatch: 'exact' });
    expect(met!.sources[0]!.url).toBe('https://pubmed.ncbi.nlm.nih.gov/32877583/');
    expect(out.therapies.filter((t) => t.level === 'fda')).toEqual([]);
  });
});
