import type { BasisOverride } from '../../core/knowledge/facts';

/**
 * The basis ledger (issue 22): per fact id (`recordType:recordId:field`), the basis a record's
 * sources cannot show by themselves. Kept beside the records, not in them, so that correcting a
 * basis never touches a drug or regimen file.
 */
export const basisLedger: Readonly<Record<string, BasisOverride>> = {
  'alert-rule:recency:preCycleDays': {
    basis: 'product-default',
    note: 'How old a pre-cycle lab may be is a product setting an institution can change; no label states it.',
  },
  'alert-rule:recency:maintenanceDays': {
    basis: 'product-default',
    note: 'How old an organ-function lab may be for other drugs is a product setting; no label states it.',
  },
};

/**
 * Recorded per-fact reviews `{ reviewer, reviewedAt, note }`, by fact id. Only a real check of one
 * fact against its cited source goes here, never a bulk stamp: the shared `lastReviewed`
 * constants on drug records are not reviews of any one fact and are not carried over.
 */
export const factReviews: Readonly<
  Record<string, { reviewer: string; reviewedAt: string; note?: string }>
> = {};
