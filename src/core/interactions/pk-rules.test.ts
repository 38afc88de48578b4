import { describe, expect, it } from 'vitest';
import { PATHWAYS, type Pathway, type PathwayRole } from '../knowledge/drug';
import { FDA_DDI_GUIDANCE_2020 } from './citations';
import { PK_SEVERITY, inferPharmacokinetic } from './pk-rules';
import { makeDrug } from './test-fixtures';

const perp = (pathway: Pathway, role: PathwayRole) =>
  makeDrug('perp', { pathways: { [pathway]: role } });
const victim = (pathway: Pathway, role: PathwayRole) =>
  makeDrug('victim', { pathways: { [pathway]: role } });

describe('FDA DDI magnitude table (Clinical DDI Studies guidance, January 2020)', () => {
  it('is the documented grid', () => {
    expect(PK_SEVERITY).toEqual({
      strong: { sensitive: 'major', moderate: 'moderate' },
      moderate: { sensitive: 'moderate', moderate: 'minor' },
    });
  });

  it.each([
    ['inhibitor', 'strong', 'sensitive', 'major', 'avoid'],
    ['inhibitor', 'strong', 'moderate', 'moderate', 'adjust-dose'],
    ['inhibitor', 'moderate', 'sensitive', 'moderate', 'adjust-dose'],
    ['inhibitor', 'moderate', 'moderate', 'minor', 'monitor'],
    ['inducer', 'strong', 'sensitive', 'major', 'avoid'],
    ['inducer', 'strong', 'moderate', 'moderate', 'adjust-dose'],
    ['inducer', 'moderate', 'sensitive', 'moderate', 'adjust-dose'],
    ['inducer', 'moderate', 'moderate', 'minor', 'monitor'],
  ] as const)('%s %s + %s substrate -> %s (%s)', (kind, level, substrate, severity, action) => {
    const [m, ...rest] = inferPharmacokinetic(
      perp('CYP3A4', { [kind]: level }),
      victim('CYP3A4', { substrate }),
    );
    expect(rest).toHaveLength(0);
    expect(m?.severity).toBe(severity);
    expect(m?.action).toBe(action);
    expect(m?.evidence).toBe('probable');
    expect(m?.type).toBe('pharmacokinetic');
    expect(m?.rule).toBe(`pk-${kind === 'inhibitor' ? 'inhibition' : 'induction'}:CYP3A4`);
    expect(m?.reasoning[0]).toBe(
      `perp: ${level} CYP3A4 ${kind} → victim: ${substrate} CYP3A4 substrate`,
    );
    expect(m?.onset).toBe(kind === 'inducer' ? 'delayed' : 'not-specified');
  });

  it.each([
    ['weak inhibitor', { inhibitor: 'weak' }, { substrate: 'sensitive' }],
    ['weak inducer', { inducer: 'weak' }, { substrate: 'sensitive' }],
    ['minor substrate', { inhibitor: 'strong' }, { substrate: 'minor' }],
    ['no substrate role', { inhibitor: 'strong' }, { inhibitor: 'strong' }],
  ] as const)('does not alert for a %s', (_label, p, v) => {
    expect(inferPharmacokinetic(perp('CYP3A4', p), victim('CYP3A4', v))).toEqual([]);
  });

  it('needs the same pathway on both sides', () => {
    const a = perp('CYP3A4', { inhibitor: 'strong' });
    const b = victim('CYP2D6', { substrate: 'sensitive' });
    expect(inferPharmacokinetic(a, b)).toEqual([]);
  });

  it.each(PATHWAYS)('covers %s', (pathway) => {
    const [m] = inferPharmacokinetic(
      perp(pathway, { inhibitor: 'strong' }),
      victim(pathway, { substrate: 'sensitive' }),
    );
    expect(m?.rule).toBe(`pk-inhibition:${pathway}`);
    expect(m?.severity).toBe('major');
  });

  it('describes the expected size of the change in FDA terms', () => {
    const effect = (level: 'strong' | 'moderate', substrate: 'sensitive' | 'moderate') =>
      inferPharmacokinetic(perp('CYP3A4', { inhibitor: level }), victim('CYP3A4', { substrate }))[0]
        ?.effect;
    expect(effect('strong', 'sensitive')).toContain('at least a 5-fold rise in AUC');
    expect(effect('strong', 'moderate')).toContain('2- to 5-fold rise');
    expect(effect('moderate', 'sensitive')).toContain('2- to 5-fold rise');
    expect(effect('moderate', 'moderate')).toContain('do not define');
    const induced = inferPharmacokinetic(
      perp('CYP3A4', { inducer: 'strong' }),
      victim('CYP3A4', { substrate: 'sensitive' }),
    )[0];
    expect(induced?.effect).toContain('AUC fall of 80% or more');
    expect(induced?.effect).toContain('loss of efficacy');
    const transporter = inferPharmacokinetic(
      perp('P-gp', { inhibitor: 'strong' }),
      victim('P-gp', { substrate: 'sensitive' }),
    )[0];
    expect(transporter?.effect).toContain('size not defined');
  });

  it('finds both directions when each drug is perpetrator and victim', () => {
    const a = makeDrug('alpha', {
      pathways: { CYP3A4: { inhibitor: 'strong', substrate: 'moderate' } },
    });
    const b = makeDrug('beta', {
      pathways: { CYP3A4: { inhibitor: 'moderate', substrate: 'sensitive' } },
    });
    const found = inferPharmacokinetic(a, b).map((m) => [m.reasoning[0], m.severity]);
    expect(found).toEqual([
      ['alpha: strong CYP3A4 inhibitor → beta: sensitive CYP3A4 substrate', 'major'],
      ['beta: moderate CYP3A4 inhibitor → alpha: moderate CYP3A4 substrate', 'minor'],
    ]);
  });

  it('finds a drug that inhibits one pathway and induces another', () => {
    const a = makeDrug('mixed', {
      pathways: { CYP3A4: { inhibitor: 'strong' }, CYP1A2: { inducer: 'moderate' } },
    });
    const b = makeDrug('target', {
      pathways: { CYP3A4: { substrate: 'moderate' }, CYP1A2: { substrate: 'sensitive' } },
    });
    expect(inferPharmacokinetic(a, b).map((m) => m.rule)).toEqual([
      'pk-inhibition:CYP3A4',
      'pk-induction:CYP1A2',
    ]);
  });

  it('cites both drug records and the FDA guidance', () => {
    const a = makeDrug('alpha', { pathways: { CYP3A4: { inhibitor: 'strong' } } });
    const b = makeDrug('beta', { pathways: { CYP3A4: { substrate: 'sensitive' } } });
    const sources = inferPharmacokinetic(a, b)[0]?.sources ?? [];
    expect(sources.map((s) => s.title)).toEqual([
      'alpha label',
      'beta label',
      FDA_DDI_GUIDANCE_2020.title,
    ]);
    // The interaction section is picked over the warnings section of each label.
    expect(sources[0]?.section).toBe('7 Drug Interactions');
  });
});

describe('prodrug activation reverses the effect', () => {
  const prodrug = makeDrug('prodrug', {
    pathways: { CYP2C19: { substrate: 'moderate', prodrugActivation: true } },
  });

  it.each([
    ['strong', 'moderate', 'monitor'],
    ['moderate', 'minor', 'monitor'],
  ] as const)('a %s inhibitor lowers the active moiety (%s)', (level, severity, action) => {
    const [m] = inferPharmacokinetic(
      makeDrug('inh', { pathways: { CYP2C19: { inhibitor: level } } }),
      prodrug,
    );
    expect(m?.severity).toBe(severity);
    expect(m?.action).toBe(action);
    expect(m?.effect).toContain('less active prodrug is formed');
    expect(m?.effect).toContain('loss of efficacy rather than toxicity');
    expect(m?.management).toContain('loss of prodrug efficacy');
    expect(m?.reasoning[0]).toBe(
      `inh: ${level} CYP2C19 inhibitor → prodrug: moderate CYP2C19 substrate, activated by CYP2C19 (prodrug)`,
    );
  });

  it('a strong inhibitor with a sensitive prodrug substrate is major: avoid', () => {
    const sensitive = makeDrug('prodrug', {
      pathways: { CYP2D6: { substrate: 'sensitive', prodrugActivation: true } },
    });
    const [m] = inferPharmacokinetic(
      makeDrug('inh', { pathways: { CYP2D6: { inhibitor: 'strong' } } }),
      sensitive,
    );
    expect(m?.severity).toBe('major');
    expect(m?.action).toBe('avoid');
    expect(m?.management).toContain('does not need CYP2D6 for activation');
  });

  it('an inducer may raise the active moiety and its toxicity', () => {
    const [m] = inferPharmacokinetic(
      makeDrug('ind', { pathways: { CYP2C19: { inducer: 'strong' } } }),
      prodrug,
    );
    expect(m?.effect).toContain('more active prodrug may be formed');
    expect(m?.effect).toContain('toxicity');
    expect(m?.management).toContain('Monitor for prodrug toxicity');
    expect(m?.effect).not.toContain('loss of efficacy');
  });
});
