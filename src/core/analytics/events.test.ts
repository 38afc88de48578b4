import { describe, expect, it } from 'vitest';
import { analyticsEventSchemas } from './events';

describe('analytics event schemas carry codes and counts, never free text', () => {
  it.each([
    ['drug.search', { drugIds: ['capecitabine'], results: 3 }, true],
    ['drug.search', { drugIds: ['Eleanor Demo, DOB 1955-11-02'], results: 3 }, false],
    [
      'alert.acknowledged',
      { kind: 'interaction', severity: 'high', reason: 'will-monitor', pending: false },
      true,
    ],
    ['alert.raised', { kind: 'interaction', severity: 'urgent' }, false],
    [
      'cds.feedback',
      { serviceId: 'oncocds-order-sign', outcome: 'overridden', overrideReason: 'will-monitor' },
      true,
    ],
    ['interaction.check', { drugCount: 3, unresolved: 0, findings: { major: 1 } }, true],
    ['pgx.phenotype', { gene: 'DPYD', phenotype: 'intermediate metabolizer' }, true],
    ['pgx.phenotype', { gene: 'HLA-B', allele: '*58:01', phenotype: 'positive' }, true],
    ['pgx.phenotype', { gene: 'DPYD', phenotype: 'see Eleanor Demo' }, false],
    ['pgx.phenotype', { gene: 'Eleanor', phenotype: 'normal metabolizer' }, false],
    ['feedback.submitted', { type: 'bug', category: 'drug_interactions', priority: 'high' }, true],
    ['feedback.submitted', { type: 'Crash on page', category: 'general', priority: 'low' }, false],
    [
      'alert.cosigned',
      { kind: 'qt', severity: 'high', reason: 'will-monitor', decision: 'approve' },
      true,
    ],
    ['alert.cosigned', { kind: 'qt', severity: 'high', decision: 'approve' }, false],
  ] as const)('%s %j valid: %s', (type, props, valid) => {
    expect(analyticsEventSchemas[type].safeParse(props).success).toBe(valid);
  });

  it('refuses an extra property such as a patient id when checked strictly', () => {
    const schema = analyticsEventSchemas['alert.raised'].strict();
    expect(schema.safeParse({ kind: 'qt', severity: 'high', patientId: '0190-...' }).success).toBe(
      false,
    );
  });
});
