import type { LabelPinInput } from '../../core/knowledge/label-pin';
import { confirmedLabels } from './confirmed';
import { unconfirmedLabels } from './unconfirmed';

/**
 * The label registry (issue 22): one entry per FDA label the knowledge base cites. A confirmed
 * entry wins for its titles; the unconfirmed list keeps every other cited title known.
 */
const confirmedTitles = new Set(confirmedLabels.flatMap((p) => p.titles));

export const labelRegistry: readonly LabelPinInput[] = [
  ...confirmedLabels,
  ...unconfirmedLabels
    .map((p) => ({ ...p, titles: p.titles.filter((t) => !confirmedTitles.has(t)) }))
    .filter((p) => p.titles.length > 0),
];
