import pg from 'pg';

/*
 * drizzle-orm 0.45's node-postgres `transaction()` checks a client out of the pool and sends
 * `begin` before entering its try/finally, so a `begin` that fails never releases the client.
 * That is exactly what a database restart does to a connection handed out a moment before the
 * server's FATAL arrives (issue 24, db-outage.int.test.ts): the pool loses one connection for
 * good, enough of them and every request waits forever, and shutdown waits on them too.
 *
 * Clients handed out by the promise form of `connect()` (the one drizzle uses) therefore release
 * themselves, with the error so the pool discards them, when their first statement is a `begin`
 * that fails; a release after that is a no-op instead of pg-pool's double-release error. The
 * callback form (pool.query's own checkout) already releases on every path and is left alone.
 */

const BEGIN = /^\s*begin\b/i;

const statementText = (config: unknown): string =>
  typeof config === 'string'
    ? config
    : typeof config === 'object' && config !== null && 'text' in config
      ? String((config as { text: unknown }).text)
      : '';

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** Watches one checkout of `client`: its first statement, and its release. */
export function releaseIfBeginFails(client: pg.PoolClient): pg.PoolClient {
  const query = client.query;
  const release = client.release;
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.query = query;
    release(error);
  };
  client.query = ((config: unknown, ...rest: unknown[]) => {
    // Only the first statement of a checkout can be drizzle's unguarded `begin`.
    client.query = query;
    const result: unknown = (query as (...args: unknown[]) => unknown).call(
      client,
      config,
      ...rest,
    );
    if (!BEGIN.test(statementText(config)) || !isPromise(result)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  }) as typeof client.query;
  return client;
}

export class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(releaseIfBeginFails);
  }
}
