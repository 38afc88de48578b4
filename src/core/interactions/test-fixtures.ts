import { drugSchema, type Drug, type DrugInput } from '../knowledge/drug';
import {
  curatedInteractionSchema,
  drugGroupSchema,
  type CuratedInteraction,
  type CuratedInteractionInput,
  type DrugGroup,
  type Participant,
} from '../knowledge/interaction';

/**
 * Hand-made records for engine tests. Each fixture drug has its own class tag, no pathway roles,
 * no toxicities and QT risk 'none', so a test sees only the property it sets.
 */
export function makeDrug(id: string, overrides: Partial<DrugInput> = {}): Drug {
  return drugSchema.parse({
    id,
    rxcui: null,
    rxcuiNote: 'Fixture drug: no RxNorm concept.',
    name: id,
    kind: 'antineoplastic',
    drugClass: 'Fixture class',
    classTags: [`${id}-class`],
    mechanism: 'Fixture drug for interaction engine tests.',
    routes: ['oral'],
    qtRisk: 'none',
    phDependentAbsorption: false,
    renal: { status: 'no-data', summary: 'not studied' },
    hepatic: { status: 'no-data', summary: 'not studied' },
    sources: [
      { kind: 'label', title: `${id} label`, section: '7 Drug Interactions' },
      { kind: 'label', title: `${id} label`, section: '5 Warnings and Precautions' },
    ],
    ...overrides,
  });
}

export function makeRecord(
  id: string,
  a: Participant,
  b: Participant,
  overrides: Partial<CuratedInteractionInput> = {},
): CuratedInteraction {
  return curatedInteractionSchema.parse({
    id,
    a,
    b,
    severity: 'moderate',
    evidence: 'established',
    mechanism: { type: 'pharmacokinetic', text: `Mechanism text of ${id}.` },
    effect: `Effect text of ${id}.`,
    onset: 'not-specified',
    management: { action: 'monitor', text: `Management text of ${id}, concrete.` },
    riskFactors: [],
    sources: [{ kind: 'label', title: `${id} source label`, section: '7 Drug Interactions' }],
    ...overrides,
  });
}

export function makeGroup(id: string, members: string[]): DrugGroup {
  return drugGroupSchema.parse({
    id,
    name: `Group ${id}`,
    description: `Fixture group ${id}.`,
    members,
    sources: [{ kind: 'label', title: `${id} group label`, section: '7 Drug Interactions' }],
  });
}
