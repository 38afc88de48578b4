import type { Bundle, Observation } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFhirDefinitions, validateFhir } from '../../../server/test-support/fhir-validator';
import { NO_ALTERATION, type StoredGeneticResult } from '../../patients';
import { bundleToPatient } from '../import';
import { readObservation } from './observation';
import { contextOf, geneticsOnlyBundle, LOINC_SYSTEM as L, outcome, SCT } from './test-support';

/*
 * mCODE TumorMarkerTest receptor observations as the CodeX bundles under
 * fixtures/third-party/codex write them (TrialMatching_Patient01, eom_patient_1, patient_data).
 */

const obs = (code: string, value: object | null, extra: object = {}) => ({
  resourceType: 'Observation',
  id: `o-${code}`,
  status: 'final',
  meta: { profile: ['http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-tumor-marker-test'] },
  category: [
    {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/observation-category',
          code: 'laboratory',
        },
      ],
    },
  ],
  code: { coding: [{ system: L, code }] },
  effectiveDateTime: '2024-05-02',
  ...(value ? { valueCodeableConcept: value } : {}),
  ...extra,
});
const sct = (code: string, display: string) => ({ coding: [{ system: SCT, code, display }] });
const la = (code: string, display: string) => ({ coding: [{ system: L, code, display }] });

describe('readObservation: receptor status → a tumour-marker entry', () => {
  it.each([
    [
      'ER by IHC, SNOMED positive (TrialMatching_Patient01)',
      obs('40556-3', sct('10828004', 'Positive (qualifier value)')),
      'genetics: ESR1 positive (40556-3 Estrogen receptor Ag [Presence] in Tissue by Immune stain)',
    ],
    [
      'PR interpretation, LOINC answer negative (eom_patient_1)',
      obs('85339-0', la('LA6577-6', 'Negative')),
      'genetics: PGR negative (85339-0 Progesterone receptor Ag [Presence] in Breast cancer specimen by Immune stain)',
    ],
    [
      'HER2 interpretation, SNOMED negative',
      obs('48676-1', sct('260385009', 'Negative (qualifier value)')),
      'genetics: ERBB2 negative (48676-1 HER2 [Interpretation] in Tissue)',
    ],
    [
      'PR interpretation 16113-3, text only',
      obs('16113-3', { text: 'Positive' }),
      'genetics: PGR positive (16113-3 Progesterone receptor [Interpretation] in Tissue)',
    ],
    [
      'HER2 equivocal by text',
      obs('18474-7', { text: 'Equivocal (IHC 2+)' }),
      'genetics: ERBB2 equivocal (18474-7 HER2 Ag [Presence] in Tissue by Immune stain)',
    ],
    [
      'ER with only a percentage: skipped, named',
      obs('16112-5', null, { valueQuantity: { value: 80, unit: '%' } }),
      'skipped: Estrogen receptor [Interpretation] in Tissue: no positive, negative, equivocal or IHC score result (no coded value)',
    ],
    [
      'HER2 IHC score as text: kept as the score',
      obs('18474-7', { text: 'IHC 3+' }),
      'genetics: ERBB2 IHC 3+ (18474-7 HER2 Ag [Presence] in Tissue by Immune stain)',
    ],
    [
      'free text that is not a score: skipped, named',
      obs('18474-7', { text: 'see report' }),
      'skipped: HER2 Ag [Presence] in Tissue by Immune stain: no positive, negative, equivocal or IHC score result (see report)',
    ],
  ])('%s', (_n, resource, expected) => {
    const { ctx, entries } = contextOf([resource]);
    readObservation(ctx, entries[0]!);
    expect(outcome(ctx)).toBe(expected);
  });

  it.each([
    ['ihc 3+', 'IHC 3+', 'detected'],
    ['IHC 1+', 'IHC 1+', 'detected'],
    ['IHC 0', 'IHC 0', 'not-detected'],
  ] as const)('HER2 %j → alteration %j, %s', (text, alteration, status) => {
    const { ctx, entries } = contextOf([obs('18474-7', { text })]);
    readObservation(ctx, entries[0]!);
    expect(ctx.lists.genetics).toEqual([
      {
        gene: 'ERBB2',
        origin: 'somatic',
        alterationType: 'expression',
        alteration,
        status,
        testDate: '2024-05-02',
      },
    ]);
  });

  it('writes a somatic expression entry with the test date; a negative is a pertinent negative', () => {
    const { ctx, entries } = contextOf([obs('85337-4', la('LA6577-6', 'Negative'))]);
    readObservation(ctx, entries[0]!);
    expect(ctx.lists.genetics).toEqual([
      {
        gene: 'ESR1',
        origin: 'somatic',
        alterationType: 'expression',
        alteration: 'negative',
        status: 'not-detected',
        testDate: '2024-05-02',
      },
    ]);
  });
});

describe('receptor status round trip: exported as the laboratory result it came in as', () => {
  beforeAll(() => loadFhirDefinitions(), 60_000);
  const marker = (id: string, gene: string, alteration: string): StoredGeneticResult => ({
    ...NO_ALTERATION,
    id,
    gene,
    diplotype: null,
    phenotype: null,
    testDate: '2024-05-02',
    laboratory: null,
    origin: 'somatic',
    alterationType: 'expression',
    alteration,
    status: alteration === 'negative' ? 'not-detected' : 'detected',
  });
  const genetics = [
    marker('a', 'ESR1', 'positive'),
    marker('b', 'PGR', 'negative'),
    marker('c', 'ERBB2', 'equivocal'),
    // An IHC score goes out as the immune-stain result with the score as its text (issue 20).
    marker('d', 'ERBB2', 'IHC 3+'),
  ];
  const bundle: Bundle = geneticsOnlyBundle(genetics, { mrn: 'RT-2', sex: 'female' });
  const observations = (bundle.entry ?? [])
    .map((e) => e.resource)
    .filter((r): r is Observation => r?.resourceType === 'Observation');

  it('writes 16112-5, 16113-3 and 48676-1 with a coded answer, valid FHIR R4', () => {
    const receptors = observations.filter((o) =>
      ['16112-5', '16113-3', '48676-1'].includes(o.code.coding?.[0]?.code ?? ''),
    );
    expect(
      receptors.map((o) => [
        o.code.coding![0]!.code,
        o.valueCodeableConcept?.coding?.[0]?.code ?? o.valueCodeableConcept?.text,
      ]),
    ).toEqual([
      ['16112-5', '10828004'],
      ['16113-3', '260385009'],
      ['48676-1', 'Equivocal'],
    ]);
    // The IHC score goes out on the immune-stain code, the score as the value's text.
    const ihc = observations.find((o) => o.code.coding?.[0]?.code === '18474-7');
    expect(ihc?.valueCodeableConcept).toEqual({ text: 'IHC 3+' });
    expect(ihc?.category?.[0]?.coding?.[0]?.code).toBe('laboratory');
    for (const o of observations) expect(validateFhir(o).errors).toEqual([]);
  });

  it('reads back the same entries', () => {
    const back = bundleToPatient(bundle as never, { resolveDrug: () => null });
    if (!back.ok) throw new Error(JSON.stringify(back.errors));
    expect(back.report.skipped).toEqual([]);
    const strip = (g: StoredGeneticResult) =>
      Object.fromEntries(
        Object.entries(g).filter(([k, v]) => k !== 'id' && k !== 'laboratory' && v !== null),
      );
    // The receptor results come back as they were, the HER2 "IHC 3+" entry with its alteration
    // type (expression) and its score as written.
    expect(back.lists.genetics).toEqual(genetics.map(strip));
    expect(back.lists.genetics[3]).toMatchObject({
      gene: 'ERBB2',
      alterationType: 'expression',
      alteration: 'IHC 3+',
      status: 'detected',
    });
  });
});
