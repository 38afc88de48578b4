import type { InteractionChecker } from '../../core/interactions';

/** Pairs per slice: a few milliseconds of work, so a request waits at most that long behind it. */
const PAIRS_PER_SLICE = 200;

/**
 * Fills the checker's pair table in the background after the server starts listening (issue 24):
 * a ward sends new medication lists all day, and a pair worked out inside a request costs about
 * 15 µs, so a 20-drug list of unseen pairs took milliseconds. Every pair of the knowledge base is
 * worked out once, in slices between which the event loop serves requests. Results are identical
 * with or without it; only when they are computed changes.
 * Slices are scheduled with an unreferenced zero-delay timer, not an unreferenced setImmediate:
 * an unreferenced immediate does not keep the event loop from blocking in its I/O poll, so on an
 * idle server the table advanced only when a request happened to wake the loop and was never
 * finished before the ward's traffic arrived (measured: 2 slices a second idle, against ~850 with
 * the timer). The timer still lets the process exit (unref) and runs after pending I/O.
 * Returns a function that stops it (shutdown). Not used by tests, which build many apps.
 */
export function precomputeInteractionPairs(
  checker: Pick<InteractionChecker, 'precompute'>,
  onDone?: () => void,
): () => void {
  let stopped = false;
  const step = () => {
    if (stopped) return;
    if (checker.precompute(PAIRS_PER_SLICE)) {
      onDone?.();
      return;
    }
    setTimeout(step, 0).unref();
  };
  setTimeout(step, 0).unref();
  return () => {
    stopped = true;
  };
}
