import type { LabelPinInput } from '../../core/knowledge/label-pin';
import { confirmedLabels as firstPins } from './confirmed';
import { pinnedBatch1 } from './pinned-batch-1';
import { pinnedBatch2 } from './pinned-batch-2';
import { pinnedBatch3 } from './pinned-batch-3';
import { pinnedBatch4 } from './pinned-batch-4';
import { pinnedBatch5 } from './pinned-batch-5';
import { pinnedRecs1 } from './pinned-recs-1';
import { pinnedRecs2Labels, unconfirmedRecs2Labels } from './pinned-recs-2';
import { unconfirmedRecs3Labels } from './pinned-recs-3';
import { unconfirmedNonInterruptiveLabels } from './pinned-recs-4';
import { unconfirmedLabels } from './unconfirmed';

/**
 * The label registry (issue 22): one entry per FDA label the knowledge base cites. A confirmed
 * entry wins for its titles; the unconfirmed list keeps every other cited title known.
 */
const confirmedLabels: readonly LabelPinInput[] = [
  ...firstPins,
  ...pinnedBatch1,
  ...pinnedBatch2,
  ...pinnedBatch3,
  ...pinnedBatch4,
  ...pinnedBatch5,
  ...pinnedRecs1.filter((p) => p.confirmed),
  ...pinnedRecs2Labels,
];
const confirmedTitles = new Set(confirmedLabels.flatMap((p) => p.titles));

export const labelRegistry: readonly LabelPinInput[] = [
  ...confirmedLabels,
  ...[
    ...unconfirmedLabels,
    ...pinnedRecs1.filter((p) => !p.confirmed),
    ...unconfirmedRecs2Labels,
    ...unconfirmedRecs3Labels,
    ...unconfirmedNonInterruptiveLabels,
  ]
    .map((p) => ({ ...p, titles: p.titles.filter((t) => !confirmedTitles.has(t)) }))
    .filter((p) => p.titles.length > 0),
];
