import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Bundle, Observation } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFhirDefinitions, validateFhir } from '../../server/test-support/fhir-validator';
import { NO_ALTERATION, type StoredGeneticResult } from '../patients';
import { VARIANT_PROFILE, fusionVariationText } from './genomics';
import { bundleToPatient } from './import';
import { geneticsOnlyBundle } from './mappers/test-support';

/*
 * Genomics Reporting tumour findings (issue 20): the IG's own examples (transcribed from its FSH,
 * see fixtures/genomics-reporting/README.md), table cases for what those examples lack (a fusion
 * with both partners, gain and loss, a pertinent negative, a no-call, the predicted implication
 * code), and the round trip through the export.
 */

const L = 'http://loinc.org';
const HG = 'http://www.genenames.org';
const SO = 'http://www.sequenceontology.org';
const TBD = 'http://hl7.org/fhir/uv/genomics-reporting/CodeSystem/tbd-codes-cs';
const cc = (system: string, code: string, display?: string) => ({
  coding: [{ system, code, ...(display ? { display } : {}) }],
});
const comp = (code: string, value: Record<string, unknown>) => ({ code: cc(L, code), ...value });
const gene = (symbol: string) => comp('48018-6', { valueCodeableConcept: cc(HG, symbol, symbol) });
const somatic = comp('48002-0', { valueCodeableConcept: cc(L, 'LA6684-0', 'Somatic') });

const variant = (components: unknown[], presence = 'LA9633-4', id = 'v') => ({
  resourceType: 'Observation',
  id,
  status: 'final',
  code: cc(L, '69548-6'),
  effectiveDateTime: '2026-03-01',
  valueCodeableConcept: cc(L, presence),
  component: components,
});

const read = (resources: unknown[]) => {
  const r = bundleToPatient(resources, { resolveDrug: () => null });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r;
};

describe('the IG examples (transcribed from FSH)', () => {
  const bundle = JSON.parse(
    readFileSync(join(__dirname, 'fixtures/genomics-reporting/examples.json'), 'utf8'),
  );
  const r = read(bundle as never);

  it('reads every example: nothing skipped', () => {
    expect(r.report.skipped).toEqual([]);
  });

  it('EGFR L858R: a somatic SNV by its protein HGVS', () => {
    expect(r.lists.genetics.find((g) => g.gene === 'EGFR')).toEqual({
      gene: 'EGFR',
      origin: 'somatic',
      alterationType: 'snv',
      alteration: 'p.Leu858Arg',
      status: 'detected',
      testDate: '2023-02-01',
    });
  });

  it('ROS1 fusion without a stated partner, with its crizotinib implication', () => {
    expect(r.lists.genetics.find((g) => g.gene === 'ROS1')).toEqual({
      gene: 'ROS1',
      origin: 'somatic',
      alterationType: 'fusion',
      alteration: 'fusion',
      status: 'detected',
      testDate: '2023-02-01',
      phenotype: 'cancer sensitive to crizotinib',
    });
  });

  it('germline JAK2 keeps the PGx reading; SMN1 copy number 0 is a germline CNV with its value', () => {
    expect(r.lists.genetics.find((g) => g.gene === 'JAK2')).toMatchObject({
      origin: 'germline',
      diplotype: 'NC_000009.12:g.5073770G>T',
    });
    expect(r.lists.genetics.find((g) => g.gene === 'SMN1')).toMatchObject({
      origin: 'germline',
      alterationType: 'cnv',
      value: 0,
      valueUnit: 'copies',
      status: 'detected',
    });
  });
});

describe('readVariantObservation: table', () => {
  const cases: Array<{ name: string; obs: unknown; expect: Record<string, unknown> | string }> = [
    {
      name: 'fusion with two genes named 5′::3′ in the variation code: the 3′ gene, the 5′ partner',
      obs: variant([
        gene('ALK'),
        gene('EML4'),
        comp('81252-9', { valueCodeableConcept: { text: 'EML4::ALK fusion' } }),
        somatic,
      ]),
      expect: { gene: 'ALK', partner: 'EML4', alterationType: 'fusion', status: 'detected' },
    },
    {
      name: 'BCR–ABL1 keeps its partner (two genes, gene_fusion, names in the order sent)',
      obs: variant([
        gene('BCR'),
        gene('ABL1'),
        comp('48019-4', { valueCodeableConcept: cc(SO, 'SO:0001565', 'gene_fusion') }),
        somatic,
      ]),
      expect: { gene: 'ABL1', partner: 'BCR', alterationType: 'fusion' },
    },
    {
      name: 'ERBB2 copy-number gain with its copy number',
      obs: variant([
        gene('ERBB2'),
        comp('48019-4', { valueCodeableConcept: cc(SO, 'SO:0001742', 'copy_number_gain') }),
        comp('82155-3', { valueQuantity: { value: 12 } }),
        somatic,
      ]),
      expect: {
        gene: 'ERBB2',
        alterationType: 'cnv',
        alteration: 'amplification',
        value: 12,
        valueUnit: 'copies',
      },
    },
    {
      name: 'CDKN2A copy-number loss',
      obs: variant([
        gene('CDKN2A'),
        comp('48019-4', { valueCodeableConcept: cc(SO, 'SO:0001743', 'copy_number_loss') }),
        somatic,
      ]),
      expect: { gene: 'CDKN2A', alterationType: 'cnv', alteration: 'deletion' },
    },
    {
      name: 'pertinent negative (LA9634-2 Absent): not detected, never dropped',
      obs: variant(
        [gene('KRAS'), comp('48005-3', { valueCodeableConcept: { text: 'p.Gly12Cys' } }), somatic],
        'LA9634-2',
      ),
      expect: { gene: 'KRAS', alteration: 'p.Gly12Cys', status: 'not-detected' },
    },
    {
      name: 'no call: skipped with its reason',
      obs: variant([gene('BRAF'), somatic], 'LA18198-4'),
      expect: 'a variant with no call: neither found nor excluded',
    },
  ];
  it.each(cases)('$name', (c) => {
    const r = read([c.obs]);
    if (typeof c.expect === 'string') {
      expect(r.report.skipped.map((s) => s.reason)).toEqual([c.expect]);
      expect(r.lists.genetics).toEqual([]);
    } else {
      expect(r.lists.genetics).toEqual([expect.objectContaining(c.expect)]);
    }
  });

  it('the predicted-therapeutic-implication component (mCODE examples) is read too', () => {
    const r = read([
      variant([gene('ALK'), gene('EML4'), somatic], 'LA9633-4', 'alk'),
      {
        resourceType: 'Observation',
        status: 'final',
        code: cc(TBD, 'therapeutic-implication'),
        derivedFrom: [{ reference: 'Observation/alk' }],
        component: [
          {
            code: cc(TBD, 'predicted-therapeutic-implication'),
            valueCodeableConcept: { text: 'Responsive' },
          },
          { code: cc(L, '51963-7'), valueCodeableConcept: { text: 'Alectinib' } },
        ],
      },
    ]);
    expect(r.report.skipped).toEqual([]);
    expect(r.lists.genetics).toEqual([
      expect.objectContaining({ gene: 'EML4', partner: 'ALK', phenotype: 'Responsive: Alectinib' }),
    ]);
  });
});

describe('round trip: tumour findings exported as Genomics Reporting Variants and read back', () => {
  beforeAll(() => loadFhirDefinitions(), 60_000);
  const finding = (over: Partial<StoredGeneticResult>): StoredGeneticResult => ({
    id: 'g',
    gene: 'X',
    diplotype: null,
    phenotype: null,
    testDate: '2026-02-01',
    laboratory: null,
    ...NO_ALTERATION,
    ...over,
  });
  const genetics: StoredGeneticResult[] = [
    finding({
      id: 'a',
      gene: 'EGFR',
      origin: 'somatic',
      alterationType: 'snv',
      alteration: 'p.Leu858Arg',
      status: 'detected',
      phenotype: 'Responsive: Osimertinib',
    }),
    finding({
      id: 'b',
      gene: 'ALK',
      partner: 'EML4',
      origin: 'somatic',
      alterationType: 'fusion',
      alteration: 'fusion',
      status: 'detected',
    }),
    finding({
      id: 'r',
      gene: 'ROS1',
      origin: 'somatic',
      alterationType: 'fusion',
      alteration: 'rearrangement',
      status: 'detected',
    }),
    finding({
      id: 'c',
      gene: 'MYCN',
      origin: 'somatic',
      alterationType: 'cnv',
      alteration: 'amplification',
      value: 40,
      valueUnit: 'copies',
      status: 'detected',
    }),
    finding({
      id: 'd',
      gene: 'CDKN2A',
      origin: 'somatic',
      alterationType: 'cnv',
      alteration: 'deletion',
      status: 'detected',
    }),
    finding({
      id: 'e',
      gene: 'KRAS',
      origin: 'somatic',
      alteration: 'p.Gly12Cys',
      status: 'not-detected',
    }),
    finding({
      id: 'f',
      gene: 'BRCA2',
      origin: 'germline',
      alteration: 'c.5946del',
      status: 'detected',
    }),
    finding({ id: 'g', gene: 'DPYD', diplotype: '*1/*2A', phenotype: 'Intermediate Metabolizer' }),
  ];
  const bundle: Bundle = geneticsOnlyBundle(genetics, { mrn: 'RT-1', sex: 'male' });

  it('writes one Variant per tumour finding, valid FHIR R4, with both fusion partners', () => {
    const variants = (bundle.entry ?? [])
      .map((e) => e.resource as Observation)
      .filter((r) => r.meta?.profile?.includes(VARIANT_PROFILE));
    expect(variants).toHaveLength(7);
    const alk = variants.find((v) =>
      v.component?.some((c) => c.valueCodeableConcept?.text === 'EML4::ALK fusion'),
    )!;
    expect(
      alk
        .component!.filter((c) => c.code.coding?.[0]?.code === '48018-6')
        .map((c) => c.valueCodeableConcept?.text),
    ).toEqual(['EML4', 'ALK']);
    for (const v of variants) expect(validateFhir(v).errors).toEqual([]);
  });

  it('a fusion keeps its own wording on the way out (issue 20)', () => {
    const texts = (bundle.entry ?? []).flatMap(
      (e) =>
        (e.resource as Observation).component
          ?.filter((c) => c.code.coding?.[0]?.code === '81252-9')
          .map((c) => c.valueCodeableConcept?.text) ?? [],
    );
    expect(texts).toEqual(expect.arrayContaining(['EML4::ALK fusion', 'ROS1 rearrangement']));
  });

  it('reads back the same findings', () => {
    const back = read(bundle as never);
    expect(back.report.skipped).toEqual([]);
    const strip = (g: StoredGeneticResult) =>
      Object.fromEntries(
        Object.entries(g).filter(([k, v]) => k !== 'id' && k !== 'laboratory' && v !== null),
      );
    // A germline variant also comes back as the PGx engine's diplotype (its HGVS name).
    expect(back.lists.genetics).toEqual(
      genetics.map(strip).map((g) => (g.gene === 'BRCA2' ? { ...g, diplotype: 'c.5946del' } : g)),
    );
  });
});

// Issue 20: "ALK rearrangement" came back as "ALK fusion". The sender's wording is kept unless it
// says no more than "fusion" and the partners the fields already hold.
describe('fusion wording', () => {
  const variation = (text: string) => comp('81252-9', { valueCodeableConcept: { text } });
  it.each([
    [
      [gene('ALK'), variation('ALK rearrangement')],
      { gene: 'ALK', alteration: 'rearrangement' },
      'ALK rearrangement',
    ],
    [[gene('ROS1'), variation('Fusion')], { gene: 'ROS1', alteration: 'fusion' }, 'ROS1 fusion'],
    [
      [gene('EML4'), gene('ALK'), variation('EML4::ALK fusion')],
      { gene: 'ALK', partner: 'EML4', alteration: 'fusion' },
      'EML4::ALK fusion',
    ],
    [
      [gene('KIF5B'), gene('RET'), variation('KIF5B-RET fusion, exon 15-12')],
      { gene: 'RET', partner: 'KIF5B', alteration: 'KIF5B-RET fusion, exon 15-12' },
      'KIF5B-RET fusion, exon 15-12',
    ],
  ])('%#: imported, then exported', (components, expected, exported) => {
    const r = read([variant([...components, somatic])]);
    const g = r.lists.genetics[0]!;
    expect(g).toMatchObject({ ...expected, alterationType: 'fusion' });
    expect(
      fusionVariationText({
        gene: g.gene,
        partner: g.partner ?? null,
        alteration: g.alteration ?? null,
      }),
    ).toBe(exported);
  });
});
