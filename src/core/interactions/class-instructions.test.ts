import { describe, expect, it } from 'vitest';
import { drugSchema, type ClassInstruction, type CoMedicationClass } from '../knowledge/drug';
import { createInteractionChecker } from './checker';
import {
  INSTRUCTION_TIER,
  describeClass,
  inferClassInstructions,
  membership,
  supersedeGrid,
} from './class-instructions';
import { inferPharmacokinetic } from './pk-rules';
import { makeDrug } from './test-fixtures';

/*
 * Fixtures shaped on the labels the issue names (issue 25 item 4 and 5): a tricyclic whose label
 * contraindicates MAO inhibitors (Pamelor section 4) with procarbazine, which inhibits MAO
 * (Matulane); a boosted protease inhibitor whose label contraindicates strong CYP3A inducers
 * (Paxlovid section 4) with rifampin; a kinase inhibitor that raises P-gp substrates with a narrow
 * therapeutic index (Tabrecta section 7: digoxin) as perpetrator.
 */
const label = (title: string, section: string) => ({ kind: 'label' as const, title, section });

const instr = (
  w: ClassInstruction['with'],
  instruction: ClassInstruction['instruction'],
  title = 'owner label',
  section = '7 Drug Interactions',
): ClassInstruction => ({
  with: w,
  instruction,
  text: `The label's own words for this class, paraphrased (${instruction}).`,
  source: label(title, section),
});

const tricyclic = makeDrug('tricyclic', {
  classTags: ['tricyclic-antidepressant'],
  pathways: { CYP2D6: { substrate: 'sensitive' } },
  classInstructions: [
    instr({ classTag: 'mao-inhibitor' }, 'contraindicated', 'Pamelor label', '4 Contraindications'),
  ],
});
const procarbazineLike = makeDrug('procarb', { classTags: ['methylhydrazine', 'mao-inhibitor'] });
const boostedPi = makeDrug('boosted-pi', {
  pathways: { CYP3A4: { substrate: 'moderate', inhibitor: 'strong' } },
  classInstructions: [
    instr(
      { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
      'contraindicated',
      'Paxlovid label',
      '4 Contraindications',
    ),
  ],
});
const strongInducer = makeDrug('strong-inducer', { pathways: { CYP3A4: { inducer: 'strong' } } });
const moderateInducer = makeDrug('moderate-inducer', {
  pathways: { CYP3A4: { inducer: 'moderate' } },
});
const ntiPgpSubstrate = makeDrug('nti-pgp', {
  pathways: { 'P-gp': { substrate: 'moderate' } },
  narrowTherapeuticIndex: true,
});
const plainPgpSubstrate = makeDrug('plain-pgp', {
  pathways: { 'P-gp': { substrate: 'moderate' } },
});
const pgpPerpetrator = makeDrug('pgp-perp', {
  pathways: { 'P-gp': { inhibitor: 'weak' } },
  classInstructions: [
    instr(
      {
        pathway: 'P-gp',
        role: 'substrate',
        levels: ['sensitive', 'moderate'],
        narrowTherapeuticIndexOnly: true,
        change: 'raises',
      },
      'monitor',
      'Tabrecta label',
    ),
  ],
});

describe('label instruction tiers', () => {
  it('is the documented table', () => {
    expect(INSTRUCTION_TIER).toEqual({
      contraindicated: { severity: 'contraindicated', action: 'avoid' },
      avoid: { severity: 'major', action: 'avoid' },
      adjust: { severity: 'moderate', action: 'adjust-dose' },
      monitor: { severity: 'moderate', action: 'monitor' },
    });
  });
});

describe('class membership comes from the other drug record', () => {
  it.each([
    [
      'strong inducer in a strong-inducer class',
      strongInducer,
      { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
      true,
    ],
    [
      'moderate inducer outside a strong-only class',
      moderateInducer,
      { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
      false,
    ],
    [
      'an inducer is not an inhibitor',
      strongInducer,
      { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
      false,
    ],
    [
      'a narrow-index substrate in a narrow-index class',
      ntiPgpSubstrate,
      {
        pathway: 'P-gp',
        role: 'substrate',
        levels: ['moderate'],
        narrowTherapeuticIndexOnly: true,
        change: 'raises',
      },
      true,
    ],
    [
      'a substrate without a narrow index outside it',
      plainPgpSubstrate,
      {
        pathway: 'P-gp',
        role: 'substrate',
        levels: ['moderate'],
        narrowTherapeuticIndexOnly: true,
        change: 'raises',
      },
      false,
    ],
    ['a class tag', procarbazineLike, { classTag: 'mao-inhibitor' }, true],
    ['another class tag', tricyclic, { classTag: 'mao-inhibitor' }, false],
    [
      'a toxicity flag',
      makeDrug('sero', { toxicities: ['serotonergic'] }),
      { toxicity: 'serotonergic' },
      true,
    ],
  ] as const)('%s', (_what, drug, cls, member) => {
    expect(membership(drug, cls as CoMedicationClass) !== undefined).toBe(member);
  });

  it.each([
    [{ pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] }, 'strong CYP3A4 inducers'],
    [
      { pathway: 'P-gp', role: 'substrate', levels: ['sensitive', 'moderate'], change: 'raises' },
      'sensitive or moderate P-gp substrates',
    ],
    [{ classTag: 'mao-inhibitor' }, "drugs of class 'mao-inhibitor'"],
  ] as const)('names %o as "%s"', (cls, words) => {
    expect(describeClass(cls as CoMedicationClass)).toBe(words);
  });
});

describe('the pair takes the label tier (issue 25 item 4)', () => {
  it.each([
    // Pamelor 4: contraindicated with MAO inhibitors; procarbazine inhibits MAO (Matulane).
    [tricyclic, procarbazineLike, 'contraindicated', 'avoid', 'label-class:mao-inhibitor'],
    // Paxlovid 4: contraindicated with strong CYP3A inducers (rifampin...).
    [boostedPi, strongInducer, 'contraindicated', 'avoid', 'label-class:CYP3A4-inducer'],
  ] as const)('%s + %s → %s', (owner, other, severity, action, rule) => {
    for (const [a, b] of [
      [owner, other],
      [other, owner],
    ] as const) {
      const [m, ...rest] = inferClassInstructions(a, b);
      expect(rest).toHaveLength(0);
      expect(m?.severity).toBe(severity);
      expect(m?.action).toBe(action);
      expect(m?.rule).toBe(rule);
      expect(m?.evidence).toBe('probable');
      expect(m?.sources[0]?.title).toBe(owner.classInstructions?.[0]?.source.title);
      expect(m?.reasoning[0]).toContain(`${owner.name} label: contraindicated`);
    }
  });

  it('a moderate inducer is outside a strong-inducer class: the grid speaks (moderate)', () => {
    const checker = createInteractionChecker({
      drugs: [boostedPi, moderateInducer],
      curated: [],
      groups: [],
    });
    const [f] = checker.check(['boosted-pi', 'moderate-inducer']).interactions;
    expect(f?.rules).toEqual(['pk-induction:CYP3A4']);
    expect(f?.severity).toBe('minor');
  });

  it('through the checker the label tier replaces the grid for the same pathway', () => {
    const checker = createInteractionChecker({
      drugs: [boostedPi, strongInducer],
      curated: [],
      groups: [],
    });
    const [f] = checker.check(['strong-inducer', 'boosted-pi']).interactions;
    expect(f?.severity).toBe('contraindicated');
    expect(f?.basis).toBe('inferred');
    expect(f?.rules).toEqual(['label-class:CYP3A4-inducer']);
    expect(f?.management).toContain(
      'Do not combine: the boosted-pi label (4 Contraindications) contraindicates strong CYP3A4 inducers.',
    );
  });

  it('"avoid" lifts a moderate substrate with a strong inducer from moderate to major', () => {
    const victim = makeDrug('kinase', {
      pathways: { CYP3A4: { substrate: 'moderate' } },
      classInstructions: [
        instr({ pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] }, 'avoid'),
      ],
    });
    expect(inferPharmacokinetic(victim, strongInducer)[0]?.severity).toBe('moderate');
    const checker = createInteractionChecker({
      drugs: [victim, strongInducer],
      curated: [],
      groups: [],
    });
    const [f] = checker.check(['kinase', 'strong-inducer']).interactions;
    expect(f?.severity).toBe('major');
    expect(f?.managementAction).toBe('avoid');
    expect(f?.effect).toContain('Lower kinase exposure');
  });

  it('"adjust" never lowers a grid major: both mechanisms stay and the pair is major', () => {
    const victim = makeDrug('sensitive', {
      pathways: { CYP3A4: { substrate: 'sensitive' } },
      classInstructions: [
        instr({ pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] }, 'adjust'),
      ],
    });
    const inhibitor = makeDrug('inh', { pathways: { CYP3A4: { inhibitor: 'strong' } } });
    const grid = inferPharmacokinetic(victim, inhibitor);
    expect(grid[0]?.severity).toBe('major');
    const label = inferClassInstructions(victim, inhibitor);
    expect(supersedeGrid(grid, label)).toEqual(grid);
    const checker = createInteractionChecker({
      drugs: [victim, inhibitor],
      curated: [],
      groups: [],
    });
    const [f] = checker.check(['sensitive', 'inh']).interactions;
    expect(f?.severity).toBe('major');
    expect([...(f?.rules ?? [])].sort()).toEqual([
      'label-class:CYP3A4-inhibitor',
      'pk-inhibition:CYP3A4',
    ]);
    expect(f?.management).toContain('Change the dose as the sensitive label');
  });

  it('"adjust" replaces a grid moderate of the same pathway and direction', () => {
    const victim = makeDrug('mod', {
      pathways: { CYP3A4: { substrate: 'moderate' } },
      classInstructions: [
        instr({ pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] }, 'adjust'),
      ],
    });
    const inhibitor = makeDrug('inh', { pathways: { CYP3A4: { inhibitor: 'strong' } } });
    const grid = inferPharmacokinetic(victim, inhibitor);
    expect(grid[0]?.severity).toBe('moderate');
    expect(supersedeGrid(grid, inferClassInstructions(victim, inhibitor))).toEqual([]);
  });

  it('grid mechanisms on another pathway or in the other direction stay', () => {
    const victim = makeDrug('vic', {
      pathways: { CYP3A4: { substrate: 'sensitive' }, CYP2C8: { substrate: 'sensitive' } },
      classInstructions: [
        instr({ pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] }, 'avoid'),
      ],
    });
    const mixed = makeDrug('mixed', {
      pathways: { CYP3A4: { inhibitor: 'strong' }, CYP2C8: { inhibitor: 'strong' } },
    });
    const grid = inferPharmacokinetic(victim, mixed);
    const label = inferClassInstructions(victim, mixed);
    expect(label).toEqual([]);
    expect(
      supersedeGrid(grid, label)
        .map((m) => m.rule)
        .sort(),
    ).toEqual(['pk-inhibition:CYP2C8', 'pk-inhibition:CYP3A4']);
  });

  it('a serotonergic class "avoid" is major with the label text as the effect', () => {
    const owner = makeDrug('oxazolidinone', {
      classInstructions: [instr({ toxicity: 'serotonergic' }, 'avoid', 'Zyvox label', '5.4')],
    });
    const ssri = makeDrug('ssri', { toxicities: ['serotonergic'] });
    const [m] = inferClassInstructions(ssri, owner);
    expect(m?.severity).toBe('major');
    expect(m?.type).toBe('pharmacodynamic');
    expect(m?.effect).toContain('paraphrased (avoid)');
    expect(m?.victim).toBeUndefined();
  });

  it('a prodrug activated by the pathway: an inhibitor class means loss of efficacy', () => {
    const prodrug = makeDrug('prodrug', {
      pathways: { CYP2D6: { substrate: 'moderate', prodrugActivation: true } },
      classInstructions: [
        instr({ pathway: 'CYP2D6', role: 'inhibitor', levels: ['strong'] }, 'avoid'),
      ],
    });
    const inhibitor = makeDrug('inh2d6', { pathways: { CYP2D6: { inhibitor: 'strong' } } });
    const [m] = inferClassInstructions(prodrug, inhibitor);
    expect(m?.severity).toBe('major');
    expect(m?.prodrug).toBe(true);
    expect(m?.effect).toContain('loss of efficacy');
  });
});

describe('the anticancer drug as perpetrator (issue 25 item 5)', () => {
  it('raises a narrow-index P-gp substrate: the label says monitor → moderate', () => {
    for (const [a, b] of [
      [pgpPerpetrator, ntiPgpSubstrate],
      [ntiPgpSubstrate, pgpPerpetrator],
    ] as const) {
      const [m, ...rest] = inferClassInstructions(a, b);
      expect(rest).toHaveLength(0);
      expect(m?.severity).toBe('moderate');
      expect(m?.action).toBe('monitor');
      expect(m?.victim).toBe('nti-pgp');
      expect(m?.pathwayEffect).toBe('inhibition');
      expect(m?.effect).toBe('Higher nti-pgp exposure, with more nti-pgp dose-related toxicity.');
    }
  });

  it('leaves a P-gp substrate without a narrow index alone (quiet)', () => {
    expect(inferClassInstructions(pgpPerpetrator, plainPgpSubstrate)).toEqual([]);
    const checker = createInteractionChecker({
      drugs: [pgpPerpetrator, plainPgpSubstrate],
      curated: [],
      groups: [],
    });
    expect(checker.check(['pgp-perp', 'plain-pgp']).interactions).toEqual([]);
  });

  it('an inducer lowering substrates ("substitute or monitor for loss of efficacy")', () => {
    const inducer = makeDrug('antiandrogen', {
      pathways: { CYP2C9: { inducer: 'moderate' } },
      classInstructions: [
        instr(
          {
            pathway: 'CYP2C9',
            role: 'substrate',
            levels: ['sensitive', 'moderate'],
            change: 'lowers',
          },
          'avoid',
        ),
      ],
    });
    const victim = makeDrug('c9', { pathways: { CYP2C9: { substrate: 'moderate' } } });
    const checker = createInteractionChecker({
      drugs: [inducer, victim],
      curated: [],
      groups: [],
    });
    const [f] = checker.check(['c9', 'antiandrogen']).interactions;
    expect(f?.severity).toBe('major');
    expect(f?.rules).toEqual(['label-class:CYP2C9-substrate']);
    expect(f?.effect).toBe('Lower c9 exposure, with risk of loss of efficacy.');
  });
});

describe('schema', () => {
  it.each([
    ['empty levels', { pathway: 'CYP3A4', role: 'inducer', levels: [] }],
    ['substrate without a direction', { pathway: 'P-gp', role: 'substrate', levels: ['moderate'] }],
    ['unknown pathway', { pathway: 'CYP9Z9', role: 'inducer', levels: ['strong'] }],
  ])('rejects %s', (_what, cls) => {
    const result = drugSchema.safeParse({
      ...tricyclic,
      classInstructions: [{ ...instr({ classTag: 'x' }, 'avoid'), with: cls }],
    });
    expect(result.success).toBe(false);
  });

  it('rejects an unknown instruction and an empty list', () => {
    expect(
      drugSchema.safeParse({
        ...tricyclic,
        classInstructions: [{ ...instr({ classTag: 'x' }, 'avoid'), instruction: 'consider' }],
      }).success,
    ).toBe(false);
    expect(drugSchema.safeParse({ ...tricyclic, classInstructions: [] }).success).toBe(false);
  });
});
