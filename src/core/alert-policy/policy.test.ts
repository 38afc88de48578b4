import { describe, expect, it } from 'vitest';
import type { AlertFinding } from '../alerts/types';
import {
  applyEntry,
  applyPolicyToFindings,
  canDecide,
  checkProposal,
  EMPTY_OVERLAY,
  overlayOn,
  parseFindingKey,
  type PolicyEntry,
  type TargetKnowledge,
} from './policy';

const labelContraindication: TargetKnowledge = {
  kbSeverity: 'critical',
  label: 'Methotrexate + Acitretin',
  citesLabel: true,
};
const labelMajor: TargetKnowledge = { kbSeverity: 'high', label: 'A + B', citesLabel: true };
const inferredCritical: TargetKnowledge = {
  kbSeverity: 'critical',
  label: 'C + D',
  citesLabel: false,
};

describe('checkProposal', () => {
  it.each([
    [
      'label contraindication silenced',
      labelContraindication,
      { action: 'do-not-interrupt' },
      'conflict',
      'target',
    ],
    [
      'label contraindication downgraded',
      labelContraindication,
      { action: 'severity', severity: 'high' },
      'conflict',
      'target',
    ],
    [
      'label contraindication to low',
      labelContraindication,
      { action: 'severity', severity: 'low' },
      'conflict',
      'target',
    ],
    [
      'severity change without a severity',
      labelMajor,
      { action: 'severity' },
      'validation',
      'severity',
    ],
    [
      'do not interrupt with a severity',
      labelMajor,
      { action: 'do-not-interrupt', severity: 'low' },
      'validation',
      'severity',
    ],
    [
      'no change at all',
      labelMajor,
      { action: 'severity', severity: 'high' },
      'validation',
      'severity',
    ],
  ] as const)('refuses: %s', (_name, target, proposal, code, field) => {
    const r = checkProposal(proposal, target);
    expect(r).toMatchObject({ ok: false, code, field });
    if (code === 'conflict' && !r.ok) expect(r.message).toContain('Methotrexate + Acitretin');
  });

  it.each([
    ['label major downgraded to medium', labelMajor, { action: 'severity', severity: 'medium' }],
    ['label major not interrupting', labelMajor, { action: 'do-not-interrupt' }],
    ['label major raised to critical', labelMajor, { action: 'severity', severity: 'critical' }],
    [
      'critical without a label source lowered',
      inferredCritical,
      { action: 'severity', severity: 'high' },
    ],
  ] as const)('allows: %s', (_name, target, proposal) => {
    expect(checkProposal(proposal, target)).toEqual({ ok: true });
  });
});

describe('canDecide (two people)', () => {
  it.each([
    ['u1', 'u2', true],
    ['u1', 'u1', false],
    [null, 'u2', false],
  ] as const)('proposer %s, decider %s → %s', (proposer, decider, expected) => {
    expect(canDecide(proposer, decider)).toBe(expected);
  });
});

const entry = (over: Partial<PolicyEntry>): PolicyEntry => ({
  id: 'e1',
  origin: 'policy',
  target: { type: 'rule', kind: 'interaction', ruleId: 'curated:x-y' },
  action: 'severity',
  localSeverity: 'medium',
  kbSeverity: 'high',
  rationale: 'Monitored by protocol',
  effectiveFrom: '2026-01-01',
  approvedBy: 'B',
  ...over,
});

const finding = (over: Partial<AlertFinding>): AlertFinding => ({
  key: 'interaction:x+y:curated:x-y',
  kind: 'interaction',
  severity: 'high',
  title: 'X + Y',
  drugs: ['X', 'Y'],
  drugIds: ['x', 'y'],
  rationale: '',
  management: '',
  sources: [],
  ...over,
});

describe('applyEntry and overlays', () => {
  it('applies a severity change and keeps the knowledge base severity beside it', () => {
    expect(applyEntry(entry({}), 'high')).toMatchObject({
      kbSeverity: 'high',
      localSeverity: 'medium',
      interrupt: true,
    });
  });
  it('do not interrupt keeps the severity and drops the interrupt', () => {
    expect(
      applyEntry(entry({ action: 'do-not-interrupt', localSeverity: null }), 'high'),
    ).toMatchObject({
      localSeverity: 'high',
      interrupt: false,
    });
  });
  it('stops applying when the engine no longer gives the severity decided on', () => {
    expect(applyEntry(entry({}), 'critical')).toBeNull();
  });
  it('never lowers a critical finding even from a stored entry', () => {
    expect(
      applyEntry(entry({ kbSeverity: 'critical', localSeverity: 'low' }), 'critical'),
    ).toBeNull();
  });
  it('an entry before its effective date is not in the overlay', () => {
    expect(overlayOn([entry({ effectiveFrom: '2027-01-01' })], '2026-11-28')).toBe(EMPTY_OVERLAY);
    expect(overlayOn([entry({})], '2026-11-28').byTarget.size).toBe(1);
  });
  it('a revert (entry gone) changes the overlay version, so cached alerts are re-evaluated', () => {
    const withEntry = overlayOn([entry({})], '2026-11-28');
    expect(withEntry.version).not.toBe(overlayOn([], '2026-11-28').version);
  });
  it('a committee policy wins over a local correction of the same target', () => {
    const o = overlayOn(
      [
        entry({ id: 'p', origin: 'policy' }),
        entry({ id: 'c', origin: 'correction', localSeverity: 'low' }),
      ],
      '2026-11-28',
    );
    expect([...o.byTarget.values()].map((e) => e.id)).toEqual(['p']);
  });
  it('a pair entry governs the pair before a rule entry', () => {
    const o = overlayOn(
      [
        entry({ id: 'rule' }),
        entry({ id: 'pair', target: { type: 'pair', drugIds: ['y', 'x'] }, localSeverity: 'low' }),
      ],
      '2026-11-28',
    );
    const [out] = applyPolicyToFindings([finding({})], o);
    expect(out).toMatchObject({ severity: 'low', policy: { entryId: 'pair', kbSeverity: 'high' } });
  });
  it('findings the policy does not name are left as they are', () => {
    const o = overlayOn([entry({})], '2026-11-28');
    const other = finding({ key: 'lab:x:anc-low', kind: 'lab', drugIds: ['x'] });
    expect(applyPolicyToFindings([other], o)).toEqual([other]);
  });
});

describe('parseFindingKey', () => {
  it.each([
    [
      'interaction:a+b:curated:rec-1',
      { kind: 'interaction', drugIds: ['a', 'b'], ruleId: 'curated:rec-1' },
    ],
    ['lab:cisplatin:anc-below', { kind: 'lab', drugIds: ['cisplatin'], ruleId: 'anc-below' }],
    ['unresolved::abc', { kind: 'unresolved', drugIds: [], ruleId: 'abc' }],
    ['broken', null],
  ] as const)('%s', (key, expected) => {
    expect(parseFindingKey(key)).toEqual(expected);
  });
});
