import { ERROR_QUEUE } from './constants';

/**
 * Bounded queue of client error reports (SPEC §9): when it grows past 50 it keeps only the
 * newest 25, so a burst of errors cannot exhaust memory. Flushing is driven by the caller's timer.
 */
export function enqueueError<T>(queue: readonly T[], item: T): T[] {
  const next = [...queue, item];
  return next.length > ERROR_QUEUE.maxLength ? next.slice(-ERROR_QUEUE.trimTo) : next;
}
