import { describe, expect, it } from 'vitest';
import {
  criteriaSchema,
  danglingStepReferences,
  protocolDrugIds,
  protocolSchema,
  unreachableSteps,
  type ProtocolInput,
} from './protocol';

const source = { kind: 'guideline', title: 'Example guideline 2020', pmid: '32658626' } as const;

/** A valid three-step protocol: assess -> decision -> two actions. */
function base(): ProtocolInput {
  return {
    id: 'example',
    name: 'Example protocol',
    category: 'antiemetic',
    summary: 'A small protocol used to exercise the schema rules.',
    appliesTo: { drugs: ['dexamethasone'] },
    steps: [
      {
        id: 'start',
        title: 'Start here',
        kind: 'assess',
        text: 'Assess the patient first.',
        next: 'choose',
      },
      {
        id: 'choose',
        title: 'Choose a path',
        kind: 'decision',
        text: 'Pick one of the two answers.',
        branches: [
          { label: 'Yes', to: 'left' },
          { label: 'No', to: 'right' },
        ],
      },
      { id: 'left', title: 'Left branch', kind: 'action', text: 'Do the left-hand thing.' },
      {
        id: 'right',
        title: 'Right branch',
        kind: 'action',
        text: 'Do the right-hand thing.',
        drugs: [{ drugId: 'ondansetron', dose: '8 mg' }],
      },
    ],
    sources: [source],
  };
}

function issues(p: ProtocolInput): string[] {
  const r = protocolSchema.safeParse(p);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('protocolSchema', () => {
  it('accepts a well-formed protocol and defaults drug use to give', () => {
    const r = protocolSchema.safeParse(base());
    expect(r.success).toBe(true);
    if (r.success) expect(r.data.steps[3]?.drugs[0]?.use).toBe('give');
  });

  it.each<[string, (p: ProtocolInput) => void, RegExp]>([
    [
      'a branch to a missing step',
      (p) => {
        const s = p.steps[1];
        if (s?.branches?.[0]) s.branches[0].to = 'nowhere';
      },
      /leads to missing step nowhere/,
    ],
    [
      'a next to a missing step',
      (p) => {
        if (p.steps[2]) p.steps[2].next = 'ghost';
      },
      /leads to missing step ghost/,
    ],
    [
      'an unreachable step',
      (p) => {
        p.steps.push({ id: 'orphan', title: 'Orphan', kind: 'monitor', text: 'Nobody gets here.' });
      },
      /not reachable from start: orphan/,
    ],
    [
      'duplicate step ids',
      (p) => {
        if (p.steps[3]) p.steps[3].id = 'left';
      },
      /duplicate step ids/,
    ],
    [
      'a decision with one branch',
      (p) => {
        const s = p.steps[1];
        if (s?.branches) s.branches = s.branches.slice(0, 1);
      },
      /at least two branches/,
    ],
    [
      'branches on an action step',
      (p) => {
        if (p.steps[2]) p.steps[2].branches = [{ label: 'x', to: 'right' }];
      },
      /only decision steps have branches/,
    ],
    [
      'a decision that also has next',
      (p) => {
        if (p.steps[1]) p.steps[1].next = 'left';
      },
      /continues through branches/,
    ],
    [
      'a step that leads to itself',
      (p) => {
        if (p.steps[2]) p.steps[2].next = 'left';
      },
      /leads to itself/,
    ],
    [
      'no sources',
      (p) => {
        p.sources = [];
      },
      /at least one source/,
    ],
    [
      'a label source without a section',
      (p) => {
        p.sources = [{ kind: 'label', title: 'Some label' }];
      },
      /must name its section/,
    ],
    [
      'a non-kebab step id',
      (p) => {
        if (p.steps[2]) p.steps[2].id = 'Left Step';
      },
      /kebab-case/,
    ],
  ])('rejects %s', (_name, mutate, message) => {
    const p = base();
    mutate(p);
    expect(issues(p).join('\n')).toMatch(message);
  });

  it('allows monitoring loops back to an earlier step', () => {
    const p = base();
    if (p.steps[2]) p.steps[2].next = 'choose';
    expect(issues(p)).toEqual([]);
  });
});

describe('criteriaSchema', () => {
  const anc = { measure: 'ANC', op: '<', value: 0.5, unit: '10^9/L' } as const;
  const hbs = { measure: 'HBsAg', result: 'positive' } as const;

  it.each([
    ['all with one numeric item', { combine: 'all', items: [anc] }, true],
    ['any with a qualitative item', { combine: 'any', items: [hbs, anc] }, true],
    ['at-least 2 of 2', { combine: 'at-least', atLeast: 2, items: [anc, hbs] }, true],
    ['at-least without a count', { combine: 'at-least', items: [anc] }, false],
    ['at-least 3 of 2', { combine: 'at-least', atLeast: 3, items: [anc, hbs] }, false],
    ['a count with all', { combine: 'all', atLeast: 1, items: [anc] }, false],
    ['no items', { combine: 'all', items: [] }, false],
    ['an unknown comparator', { combine: 'all', items: [{ ...anc, op: '!=' }] }, false],
    [
      'an unknown qualitative result',
      { combine: 'all', items: [{ ...hbs, result: 'weak' }] },
      false,
    ],
  ])('%s -> valid %s', (_name, input, ok) => {
    expect(criteriaSchema.safeParse(input).success).toBe(ok);
  });
});

describe('protocol graph helpers', () => {
  it('finds dangling references and unreachable steps', () => {
    const steps = [
      { id: 'a', next: 'b' },
      { id: 'b', branches: [{ to: 'c' }, { to: 'x' }] },
      { id: 'c' },
      { id: 'd', next: 'a' },
    ];
    expect(danglingStepReferences({ steps })).toEqual([{ from: 'b', to: 'x' }]);
    expect(unreachableSteps({ steps })).toEqual(['d']);
  });

  it('treats an empty protocol as having nothing unreachable', () => {
    expect(unreachableSteps({ steps: [] })).toEqual([]);
  });

  it('lists drug ids from appliesTo and steps without repeats', () => {
    expect(
      protocolDrugIds({
        appliesTo: { drugs: ['a', 'b'] },
        steps: [{ drugs: [{ drugId: 'b' }, { drugId: 'c' }] }, {}],
      }),
    ).toEqual(['a', 'b', 'c']);
  });
});
