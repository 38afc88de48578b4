import type { LabelPinInput } from '../../core/knowledge/label-pin';

/**
 * Labels pinned from stored SPL documents (FDALabel's SPL XML: setId, versionNumber and
 * effectiveTime; DailyMed document pages: setid and "Updated" date), batch 4 of the issue-22
 * pinning pass. `labelRevised` is the month of the SPL version read; the note says where.
 */
export const pinnedBatch4: readonly LabelPinInput[] = [];
