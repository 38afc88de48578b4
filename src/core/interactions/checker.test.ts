import { describe, expect, it } from 'vitest';
import type { Drug } from '../knowledge/drug';
import type { CuratedInteraction, DrugGroup } from '../knowledge/interaction';
import { createInteractionChecker } from './checker';
import { makeDrug, makeGroup, makeRecord } from './test-fixtures';

const inhibitor = makeDrug('inhibitor', { pathways: { CYP3A4: { inhibitor: 'strong' } } });
const substrate = makeDrug('substrate', {
  pathways: { CYP3A4: { substrate: 'sensitive' } },
  qtRisk: 'known',
  toxicities: ['bleeding'],
});
// A boxed QT warning (as on the Tasigna label) is what makes known+known QT risk major.
const qtDrug = makeDrug('qt-drug', {
  qtRisk: 'known',
  toxicities: ['bleeding'],
  boxedWarnings: ['QT prolongation and sudden deaths.'],
});
const plainA = makeDrug('plain-a');
const plainB = makeDrug('plain-b');
const memberA = makeDrug('member-a');
const memberB = makeDrug('member-b');

const drugs: Drug[] = [inhibitor, substrate, qtDrug, plainA, plainB, memberA, memberB];

function checker(curated: CuratedInteraction[] = [], groups: DrugGroup[] = []) {
  return createInteractionChecker({ drugs, curated, groups });
}

describe('curated records', () => {
  const record = makeRecord(
    'plain-pair',
    { drug: 'plain-a' },
    { drug: 'plain-b' },
    {
      severity: 'major',
      evidence: 'established',
      riskFactors: ['CrCl < 30 mL/min'],
    },
  );

  it.each([[['plain-a', 'plain-b']], [['plain-b', 'plain-a']]])(
    'matches in either order: %j',
    (ids) => {
      const [finding, ...rest] = checker([record]).check(ids).interactions;
      expect(rest).toHaveLength(0);
      expect(finding).toMatchObject({
        drugs: ['plain-a', 'plain-b'],
        severity: 'major',
        evidence: 'established',
        basis: 'curated',
        recordId: 'plain-pair',
        mechanism: 'Mechanism text of plain-pair.',
        mechanismType: 'pharmacokinetic',
        effect: 'Effect text of plain-pair.',
        management: 'Management text of plain-pair, concrete.',
        managementAction: 'monitor',
        onset: 'not-specified',
        riskFactors: ['CrCl < 30 mL/min'],
        rules: ['curated'],
        sources: [{ label: 'plain-pair source label, § 7 Drug Interactions' }],
      });
      expect(finding?.reasoning[0]).toBe('Curated record plain-pair: plain-a + plain-b');
      expect(finding?.alsoMatched).toBeUndefined();
    },
  );

  it('expands groups to their members, on either side', () => {
    const groups = [makeGroup('members', ['member-a', 'member-b'])];
    const groupRecord = makeRecord('plain-with-members', { group: 'members' }, { drug: 'plain-a' });
    const c = checker([groupRecord], groups);
    for (const member of ['member-a', 'member-b']) {
      const [finding] = c.check([member, 'plain-a']).interactions;
      expect(finding?.recordId).toBe('plain-with-members');
      expect(finding?.reasoning).toContain(`${member} is in the group "Group members"`);
    }
    // Two members of the group are not an interaction of this record.
    expect(c.check(['member-a', 'member-b']).interactions).toEqual([]);
  });

  it('a group paired with itself covers every pair of distinct members', () => {
    const groups = [makeGroup('members', ['member-a', 'member-b', 'plain-a'])];
    const c = checker([makeRecord('within', { group: 'members' }, { group: 'members' })], groups);
    const found = c.check(['member-a', 'member-b', 'plain-a']).interactions;
    expect(found.map((f) => f.drugs)).toEqual([
      ['member-a', 'member-b'],
      ['member-a', 'plain-a'],
      ['member-b', 'plain-a'],
    ]);
  });

  it.each([
    [
      'drug-drug beats drug-group beats group-group',
      [
        makeRecord('g-g', { group: 'left' }, { group: 'right' }, { severity: 'contraindicated' }),
        makeRecord('d-g', { drug: 'plain-a' }, { group: 'right' }, { severity: 'major' }),
        makeRecord('d-d', { drug: 'plain-a' }, { drug: 'member-a' }, { severity: 'minor' }),
      ],
      'd-d',
      ['d-g', 'g-g'],
    ],
    [
      'without a drug-drug record, drug-group wins over a more severe group-group',
      [
        makeRecord('g-g', { group: 'left' }, { group: 'right' }, { severity: 'contraindicated' }),
        makeRecord('d-g', { group: 'right' }, { drug: 'plain-a' }, { severity: 'minor' }),
      ],
      'd-g',
      ['g-g'],
    ],
    [
      'at equal specificity the higher severity wins',
      [
        makeRecord('low', { group: 'left' }, { group: 'right' }, { severity: 'moderate' }),
        makeRecord('high', { group: 'right' }, { group: 'left' }, { severity: 'major' }),
      ],
      'high',
      ['low'],
    ],
    [
      'then the stronger evidence',
      [
        makeRecord('weak', { drug: 'plain-a' }, { drug: 'member-a' }, { evidence: 'suspected' }),
        makeRecord('strong', { drug: 'member-a' }, { drug: 'plain-a' }, { evidence: 'probable' }),
      ],
      'strong',
      ['weak'],
    ],
  ])('%s', (_label, records, winner, others) => {
    const groups = [makeGroup('left', ['plain-a']), makeGroup('right', ['member-a'])];
    for (const ordered of [records, [...records].reverse()]) {
      const [finding] = checker(ordered, groups).check(['plain-a', 'member-a']).interactions;
      expect(finding?.recordId).toBe(winner);
      expect(finding?.alsoMatched).toEqual(others);
    }
  });

  it('wins over inference for the same pair, keeping the inferred lines as extra reasoning', () => {
    const record = makeRecord(
      'inh-sub',
      { drug: 'substrate' },
      { drug: 'inhibitor' },
      {
        severity: 'moderate',
      },
    );
    const [finding] = checker([record]).check(['inhibitor', 'substrate']).interactions;
    expect(finding?.basis).toBe('curated');
    expect(finding?.severity).toBe('moderate');
    expect(finding?.recordId).toBe('inh-sub');
    expect(finding?.rules).toEqual(['curated', 'pk-inhibition:CYP3A4']);
    expect(finding?.reasoning).toContain(
      'Also inferred from the drug profiles: inhibitor: strong CYP3A4 inhibitor → substrate: sensitive CYP3A4 substrate',
    );
    // The inferred grade (major) is above the record's; the reviewer is told so.
    expect(finding?.reasoning.at(-1)).toContain('suggest major severity');
  });
});

describe('inferred findings', () => {
  it('merges several mechanisms for one pair into one finding at the highest severity', () => {
    const [finding, ...rest] = checker().check(['qt-drug', 'substrate']).interactions;
    expect(rest).toHaveLength(0);
    expect(finding).toMatchObject({
      drugs: ['qt-drug', 'substrate'],
      basis: 'inferred',
      severity: 'major',
      evidence: 'suspected',
      mechanismType: 'pharmacodynamic',
      rules: ['qt', 'additive:bleeding'],
    });
    expect(finding?.reasoning).toHaveLength(2);
    expect(finding?.management).toContain('ECG');
    expect(finding?.management).toContain('bleeding');
    expect(finding?.riskFactors).toEqual(
      expect.arrayContaining(['hypokalemia', 'thrombocytopenia']),
    );
  });

  it('takes severity, evidence and action from the most severe mechanism', () => {
    const mixed = makeDrug('mixed', {
      pathways: { CYP3A4: { inhibitor: 'moderate' } },
      toxicities: ['bleeding'],
    });
    const c = createInteractionChecker({ drugs: [mixed, substrate], curated: [], groups: [] });
    const [finding] = c.check(['mixed', 'substrate']).interactions;
    expect(finding?.severity).toBe('moderate');
    // Two moderate mechanisms: the PK one (probable) outranks the additive one (theoretical).
    expect(finding?.evidence).toBe('probable');
    expect(finding?.managementAction).toBe('adjust-dose');
    expect(finding?.mechanismType).toBe('mixed');
  });

  it('reports nothing for two drugs with no shared property', () => {
    const result = checker().check(['plain-a', 'plain-b']);
    expect(result.interactions).toEqual([]);
    expect(result.checkedPairs).toBe(1);
  });
});

describe('check()', () => {
  const records = [
    makeRecord('contra', { drug: 'plain-a' }, { drug: 'plain-b' }, { severity: 'contraindicated' }),
    makeRecord('minor-one', { drug: 'member-a' }, { drug: 'member-b' }, { severity: 'minor' }),
  ];

  it('sorts by severity, evidence, then names, and counts each severity', () => {
    const result = checker(records).check([
      'member-b',
      'qt-drug',
      'plain-b',
      'inhibitor',
      'member-a',
      'substrate',
      'plain-a',
    ]);
    expect(result.interactions.map((f) => [f.drugs.join('+'), f.severity, f.evidence])).toEqual([
      ['plain-a+plain-b', 'contraindicated', 'established'],
      ['inhibitor+substrate', 'major', 'probable'],
      ['qt-drug+substrate', 'major', 'suspected'],
      ['member-a+member-b', 'minor', 'established'],
    ]);
    expect(result.summary).toEqual({ contraindicated: 1, major: 2, moderate: 0, minor: 1 });
    expect(result.checkedPairs).toBe(21);
  });

  it('collapses duplicate ids and ignores blanks', () => {
    const result = checker(records).check(['plain-a', 'plain-b', 'plain-a', ' plain-b ', '']);
    expect(result.checkedPairs).toBe(1);
    expect(result.interactions).toHaveLength(1);
  });

  it('gives the same result for any input order', () => {
    const c = checker(records);
    const ids = ['substrate', 'plain-b', 'inhibitor', 'qt-drug', 'plain-a'];
    const expected = c.check(ids);
    expect(c.check([...ids].reverse())).toEqual(expected);
    expect(c.check([...ids.slice(2), ...ids.slice(0, 2)])).toEqual(expected);
  });

  it('is empty for zero or one drug', () => {
    expect(checker().check([]).checkedPairs).toBe(0);
    expect(checker().check(['substrate']).interactions).toEqual([]);
  });
});

describe('missing knowledge is reported, never read as safe', () => {
  it('lists unknown ids, checks the rest, and says so', () => {
    const result = checker().check(['inhibitor', 'not-a-drug', 'substrate']);
    expect(result.unknownDrugIds).toEqual(['not-a-drug']);
    expect(result.checkedPairs).toBe(1);
    expect(result.interactions).toHaveLength(1);
    expect(result.limitations).toContainEqual({
      kind: 'unknown-drug',
      drugIds: ['not-a-drug'],
      text: '"not-a-drug" is not in the knowledge base, so none of its interactions were checked.',
    });
  });

  it('does not rate QT when one drug has unknown QT risk, and says why', () => {
    const unknownQt = makeDrug('unknown-qt', { qtRisk: 'unknown', routes: ['iv'] });
    const c = createInteractionChecker({ drugs: [qtDrug, unknownQt], curated: [], groups: [] });
    const result = c.check(['qt-drug', 'unknown-qt']);
    expect(result.interactions).toEqual([]);
    expect(result.limitations.filter((l) => l.kind === 'qt-not-assessed')).toEqual([
      {
        kind: 'qt-not-assessed',
        drugIds: ['unknown-qt'],
        text: 'QT risk is not assessed in the knowledge base for unknown-qt, so its combination with QT-prolonging qt-drug could not be rated.',
      },
    ]);
  });

  it('names several unassessed drugs in one sentence', () => {
    const u1 = makeDrug('unknown-a', { name: 'Alpha', qtRisk: 'unknown', routes: ['iv'] });
    const u2 = makeDrug('unknown-b', { name: 'Beta', qtRisk: 'unknown', routes: ['iv'] });
    const u3 = makeDrug('unknown-c', { name: 'Gamma', qtRisk: 'unknown', routes: ['iv'] });
    const c = createInteractionChecker({ drugs: [qtDrug, u1, u2, u3], curated: [], groups: [] });
    const [limitation] = c
      .check(['qt-drug', 'unknown-a', 'unknown-b', 'unknown-c'])
      .limitations.filter((l) => l.kind === 'qt-not-assessed');
    expect(limitation?.drugIds).toEqual(['unknown-a', 'unknown-b', 'unknown-c']);
    expect(limitation?.text).toBe(
      'QT risk is not assessed in the knowledge base for Alpha, Beta and Gamma, so their combinations with QT-prolonging qt-drug could not be rated.',
    );
  });

  it('flags an oral drug with no documented pathway as not assessable for PK', () => {
    const result = checker().check(['plain-a', 'inhibitor']);
    expect(result.limitations.map((l) => [l.kind, l.drugIds])).toEqual([
      ['no-pathway-data', ['plain-a']],
    ]);
  });

  it('never produces an inferred "no action needed" or a safety claim', () => {
    const c = checker();
    const all = drugs.map((d) => d.id);
    const result = c.check([...all, 'mystery']);
    for (const f of result.interactions) expect(f.managementAction).not.toBe('no-action-needed');
    expect(JSON.stringify(result)).not.toMatch(/\bsafe\b|no interaction/i);
  });
});

describe('interactionsForDrug and expandGroup', () => {
  const groups = [makeGroup('members', ['member-b', 'member-a'])];
  const records = [
    makeRecord('direct', { drug: 'plain-a' }, { drug: 'member-a' }, { severity: 'minor' }),
    makeRecord('via-group', { group: 'members' }, { drug: 'plain-b' }, { severity: 'major' }),
    makeRecord('unrelated', { drug: 'plain-b' }, { drug: 'qt-drug' }),
  ];
  const c = checker(records, groups);

  it('lists every record involving a drug, directly or through a group, most severe first', () => {
    const entries = c.interactionsForDrug('member-a');
    expect(entries.map((e) => [e.record.id, e.via, e.partnerDrugIds])).toEqual([
      ['via-group', 'members', ['plain-b']],
      ['direct', 'direct', ['plain-a']],
    ]);
    expect(entries[0]?.partner).toEqual({ drug: 'plain-b' });
  });

  it('gives the group members as partners, without the drug itself', () => {
    const entries = c.interactionsForDrug('plain-b');
    expect(entries.map((e) => [e.record.id, e.partnerDrugIds])).toEqual([
      ['via-group', ['member-a', 'member-b']],
      ['unrelated', ['qt-drug']],
    ]);
  });

  it('returns nothing for a drug without records', () => {
    expect(c.interactionsForDrug('inhibitor')).toEqual([]);
  });

  it('expands a group to its sorted members', () => {
    expect(c.expandGroup('members')).toEqual(['member-a', 'member-b']);
    expect(c.expandGroup('no-such-group')).toBeUndefined();
  });

  it('reports records and groups that name unknown drugs or groups', () => {
    const bad = createInteractionChecker({
      drugs,
      groups: [makeGroup('g', ['plain-a', 'ghost'])],
      curated: [
        makeRecord('r1', { drug: 'phantom' }, { drug: 'plain-a' }),
        makeRecord('r2', { group: 'missing' }, { drug: 'plain-a' }),
      ],
    });
    expect(bad.problems).toEqual([
      'group g: unknown member drug "ghost"',
      'record r1: unknown drug "phantom"',
      'record r2: unknown group "missing"',
    ]);
    expect(c.problems).toEqual([]);
  });
});

describe('worked-out pairs are reused', () => {
  it('gives the same answer every time, in any list, and no caller can alter a shared finding', () => {
    const c = checker([
      makeRecord('plain-pair', { drug: 'plain-a' }, { drug: 'plain-b' }, { severity: 'major' }),
    ]);
    const first = c.check(['plain-a', 'plain-b']);
    const inLongerList = c.check(['inhibitor', 'plain-b', 'substrate', 'plain-a']);
    const again = c.check(['plain-b', 'plain-a']);
    expect(again).toEqual(first);
    const pair = inLongerList.interactions.find((f) => f.recordId === 'plain-pair');
    expect(pair).toEqual(first.interactions[0]);
    const shared = first.interactions[0]!;
    expect(() => shared.reasoning.push('tampered')).toThrow(TypeError);
    expect(() => Object.assign(shared, { severity: 'minor' })).toThrow(TypeError);
    expect(c.check(['plain-a', 'plain-b']).interactions[0]?.severity).toBe('major');
  });
});

describe('QT risk is never hidden behind a curated record (issue 13 item 6)', () => {
  // substrate (known QT) + qt-drug (known QT, boxed): the inferred QT grade is major.
  it('a record about another mechanism carries the QT mechanism and is raised to its grade', () => {
    const record = makeRecord(
      'pk-only',
      { drug: 'substrate' },
      { drug: 'qt-drug' },
      {
        severity: 'minor',
      },
    );
    const [f] = checker([record]).check(['substrate', 'qt-drug']).interactions;
    expect(f?.recordId).toBe('pk-only');
    expect(f?.severity).toBe('major');
    expect(f?.mechanism).toContain('Also: Both prolong the QT interval');
    expect(f?.management).toContain('QT: qt-drug carries a boxed QT warning');
    expect(f?.riskFactors).toContain('hypokalemia');
    expect(f?.mechanismType).toBe('mixed');
    expect(f?.reasoning).toContain(
      "QT finding raised the severity from the record's minor to major.",
    );
  });

  it('a drug-drug record that grades the QT risk itself keeps its grade', () => {
    const record = makeRecord(
      'qt-pair',
      { drug: 'substrate' },
      { drug: 'qt-drug' },
      {
        severity: 'moderate',
        mechanism: { type: 'pharmacodynamic', text: 'Both prolong QT, measured for this pair.' },
      },
    );
    const [f] = checker([record]).check(['substrate', 'qt-drug']).interactions;
    expect(f?.severity).toBe('moderate');
    expect(f?.mechanism).toBe('Both prolong QT, measured for this pair.');
  });

  it('a group record that mentions QT is raised to the QT grade of this member', () => {
    const group = makeGroup('qt-group', ['qt-drug']);
    const record = makeRecord(
      'qt-with-group',
      { drug: 'substrate' },
      { group: 'qt-group' },
      {
        severity: 'moderate',
        mechanism: { type: 'pharmacodynamic', text: 'Both prolong QT.' },
      },
    );
    const [f] = checker([record], [group]).check(['substrate', 'qt-drug']).interactions;
    expect(f?.severity).toBe('major');
    expect(f?.mechanism).toBe('Both prolong QT.');
  });
});
