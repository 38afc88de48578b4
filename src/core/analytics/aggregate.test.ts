import { describe, expect, it } from 'vitest';
import {
  acknowledgementSummary,
  cardOutcomes,
  countsByKey,
  isOverrideReason,
  phenotypeDistribution,
  seriesTotals,
  timeSeries,
  topDrugs,
  type AlertOutcomeRow,
} from './aggregate';

const KEYS = ['low', 'high'] as const;

describe('timeSeries fills every period and sums by bucket', () => {
  it('by day: quiet days are zeros, unknown keys and days outside are not counted', () => {
    const points = timeSeries(
      { from: '2025-03-01', to: '2025-03-03' },
      [
        { day: '2025-03-01', key: 'high', n: 2 },
        { day: '2025-03-03', key: 'low', n: 1 },
        { day: '2025-03-03', key: 'low', n: 4 },
        { day: '2025-03-03', key: 'urgent', n: 9 },
        { day: '2025-03-04', key: 'low', n: 7 },
      ],
      KEYS,
    );
    expect(points).toEqual([
      { period: '2025-03-01', low: 0, high: 2 },
      { period: '2025-03-02', low: 0, high: 0 },
      { period: '2025-03-03', low: 5, high: 0 },
    ]);
    expect(seriesTotals(points, KEYS)).toEqual({ low: 5, high: 2 });
  });

  it('by week: days fall into the week of their Monday', () => {
    const points = timeSeries(
      { from: '2025-03-05', to: '2025-03-18' },
      [
        { day: '2025-03-05', key: 'low', n: 1 },
        { day: '2025-03-09', key: 'low', n: 1 },
        { day: '2025-03-10', key: 'high', n: 3 },
        { day: '2025-03-18', key: 'high', n: 1 },
      ],
      KEYS,
      'week',
    );
    expect(points).toEqual([
      { period: '2025-03-03', low: 2, high: 0 },
      { period: '2025-03-10', low: 0, high: 3 },
      { period: '2025-03-17', low: 0, high: 1 },
    ]);
  });
});

const row = (over: Partial<AlertOutcomeRow> & Pick<AlertOutcomeRow, 'type'>): AlertOutcomeRow => ({
  severity: 'high',
  reason: null,
  pending: null,
  decision: null,
  n: 1,
  ...over,
});

describe('acknowledgement and override rates', () => {
  it.each([
    ['dose-adjusted', false],
    ['will-monitor', true],
    ['benefit-outweighs-risk', true],
    ['other', true],
  ])('%s is an override: %s', (reason, override) => {
    expect(isOverrideReason(reason)).toBe(override);
  });

  it('counts direct and co-signed acknowledgements as settled; pending and declined are not', () => {
    const s = acknowledgementSummary([
      row({ type: 'alert.raised', n: 10 }),
      row({ type: 'alert.raised', severity: 'critical', n: 2 }),
      row({ type: 'alert.acknowledged', reason: 'will-monitor', pending: false, n: 3 }),
      row({ type: 'alert.acknowledged', reason: 'dose-adjusted', pending: false, n: 1 }),
      row({ type: 'alert.acknowledged', reason: 'will-monitor', pending: true, n: 2 }),
      row({ type: 'alert.cosigned', reason: 'will-monitor', decision: 'approve', n: 1 }),
      row({ type: 'alert.cosigned', reason: 'will-monitor', decision: 'reject', n: 1 }),
      row({ type: 'alert.raised', severity: 'urgent', n: 50 }),
    ]);
    expect(s).toMatchObject({
      raised: 12,
      acknowledged: 5,
      overridden: 4,
      direct: 4,
      submitted: 2,
      approved: 1,
      rejected: 1,
      acknowledgementRate: 5 / 12,
      overrideRate: 4 / 5,
    });
    expect(s.bySeverity).toEqual([
      {
        severity: 'low',
        raised: 0,
        acknowledged: 0,
        overridden: 0,
        acknowledgementRate: null,
        overrideRate: null,
      },
      {
        severity: 'medium',
        raised: 0,
        acknowledged: 0,
        overridden: 0,
        acknowledgementRate: null,
        overrideRate: null,
      },
      {
        severity: 'high',
        raised: 10,
        acknowledged: 5,
        overridden: 4,
        acknowledgementRate: 0.5,
        overrideRate: 0.8,
      },
      {
        severity: 'critical',
        raised: 2,
        acknowledged: 0,
        overridden: 0,
        acknowledgementRate: 0,
        overrideRate: null,
      },
    ]);
    expect(s.reasons).toEqual([
      {
        reason: 'will-monitor',
        override: true,
        direct: 3,
        submitted: 2,
        approved: 1,
        rejected: 1,
      },
      {
        reason: 'dose-adjusted',
        override: false,
        direct: 1,
        submitted: 0,
        approved: 0,
        rejected: 0,
      },
    ]);
  });

  it('nothing recorded gives zeros and rates that cannot be computed', () => {
    const s = acknowledgementSummary([]);
    expect(s).toMatchObject({
      raised: 0,
      acknowledged: 0,
      acknowledgementRate: null,
      overrideRate: null,
      reasons: [],
    });
  });
});

describe('top drugs', () => {
  const names: Record<string, string> = {
    capecitabine: 'Capecitabine',
    warfarin: 'Warfarin',
    apixaban: 'Apixaban',
  };
  it('adds searches and views, most first, ties by name, unknown ids by id', () => {
    expect(
      topDrugs(
        [
          { drugId: 'warfarin', n: 2 },
          { drugId: 'capecitabine', n: 3 },
          { drugId: 'gone-drug', n: 1 },
        ],
        [
          { drugId: 'warfarin', n: 1 },
          { drugId: 'apixaban', n: 3 },
        ],
        (id) => names[id] ?? null,
      ),
    ).toEqual([
      { drugId: 'apixaban', name: 'Apixaban', searches: 0, views: 3 },
      { drugId: 'capecitabine', name: 'Capecitabine', searches: 3, views: 0 },
      { drugId: 'warfarin', name: 'Warfarin', searches: 2, views: 1 },
      { drugId: 'gone-drug', name: 'gone-drug', searches: 1, views: 0 },
    ]);
  });

  it('keeps at most the limit', () => {
    const rows = ['a', 'b', 'c'].map((drugId, i) => ({ drugId, n: i + 1 }));
    expect(topDrugs(rows, [], () => null, 2).map((d) => d.drugId)).toEqual(['c', 'b']);
  });
});

describe('phenotype distribution', () => {
  it('groups by gene (with the HLA-B allele), shares within the gene', () => {
    expect(
      phenotypeDistribution([
        { gene: 'DPYD', allele: null, phenotype: 'normal metabolizer', n: 3 },
        { gene: 'DPYD', allele: null, phenotype: 'intermediate metabolizer', n: 1 },
        { gene: 'HLA-B', allele: '*58:01', phenotype: 'positive', n: 2 },
        { gene: 'CYP2D6', allele: null, phenotype: 'poor metabolizer', n: 1 },
        { gene: 'DPYD', allele: null, phenotype: 'normal metabolizer', n: 1 },
      ]),
    ).toEqual([
      { gene: 'CYP2D6', phenotype: 'poor metabolizer', count: 1, share: 1 },
      { gene: 'DPYD', phenotype: 'normal metabolizer', count: 4, share: 0.8 },
      { gene: 'DPYD', phenotype: 'intermediate metabolizer', count: 1, share: 0.2 },
      { gene: 'HLA-B*58:01', phenotype: 'positive', count: 2, share: 1 },
    ]);
  });
});

describe('CDS Hooks card outcomes', () => {
  it('counts cards by indicator and outcomes per service', () => {
    const o = cardOutcomes(
      [
        { serviceId: 'oncocds-order-sign', indicator: 'critical', n: 2 },
        { serviceId: 'oncocds-order-sign', indicator: 'warning', n: 3 },
        { serviceId: 'oncocds-patient-view', indicator: 'info', n: 1 },
        { serviceId: 'oncocds-patient-view', indicator: 'hard-stop', n: 8 },
      ],
      [
        { serviceId: 'oncocds-order-sign', outcome: 'accepted', overrideReason: null, n: 1 },
        {
          serviceId: 'oncocds-order-sign',
          outcome: 'overridden',
          overrideReason: 'will-monitor',
          n: 3,
        },
        { serviceId: 'oncocds-patient-view', outcome: 'overridden', overrideReason: null, n: 1 },
      ],
    );
    expect(o.services).toEqual([
      {
        serviceId: 'oncocds-order-sign',
        info: 0,
        warning: 3,
        critical: 2,
        cards: 5,
        accepted: 1,
        overridden: 3,
        acceptanceRate: 0.25,
      },
      {
        serviceId: 'oncocds-patient-view',
        info: 1,
        warning: 0,
        critical: 0,
        cards: 1,
        accepted: 0,
        overridden: 1,
        acceptanceRate: 0,
      },
    ]);
    expect(o.totals).toEqual({ cards: 6, accepted: 1, overridden: 4, acceptanceRate: 0.2 });
    expect(o.overrideReasons).toEqual([
      { reason: 'will-monitor', count: 3 },
      { reason: 'not given', count: 1 },
    ]);
  });

  it('no cards: empty lists and no rate', () => {
    expect(cardOutcomes([], [])).toEqual({
      services: [],
      totals: { cards: 0, accepted: 0, overridden: 0, acceptanceRate: null },
      overrideReasons: [],
    });
  });
});

describe('countsByKey', () => {
  it('merges, most first, ties in the given order', () => {
    expect(
      countsByKey(
        [
          { key: 'question', n: 1 },
          { key: 'bug', n: 1 },
          { key: 'feature_request', n: 2 },
          { key: 'bug', n: 1 },
          { key: 'compliment', n: 1 },
        ],
        ['bug', 'feature_request', 'compliment', 'question'],
      ),
    ).toEqual([
      { key: 'bug', count: 2 },
      { key: 'feature_request', count: 2 },
      { key: 'compliment', count: 1 },
      { key: 'question', count: 1 },
    ]);
  });
});
