import pino from 'pino';

/**
 * Lines are written out once this much is waiting (about a dozen request lines). One write per
 * line was ~45 µs of every request's CPU under a ward's load when the output is a file (issue 24's
 * profile: 6% of an interaction check), most of it the system call.
 */
export const LOG_BUFFER_BYTES = 4096;

/** Nothing waits longer than this, so a quiet server's log is still current to the second. */
export const LOG_FLUSH_MS = 1000;

/**
 * The server's log output (standard output by default), written in blocks. The writes stay
 * synchronous: a thread-pool hand-off per block cost more than it saved on two cores. What is
 * waiting is written before the process exits, on a signal, `process.exit` or an uncaught
 * exception alike; only a process killed outright (SIGKILL, the OOM killer) loses the last second.
 * The audit trail is in the database, not here, so no audit record depends on this buffer.
 */
export function bufferedLogDestination(
  dest: number | string = 1,
): ReturnType<typeof pino.destination> {
  const stream = pino.destination({
    dest,
    sync: true,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  process.once('exit', () => {
    try {
      stream.flushSync();
    } catch {
      // The output is gone (a closed pipe): nothing left to write to.
    }
  });
  return stream;
}
