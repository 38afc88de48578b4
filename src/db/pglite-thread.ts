import { Worker } from 'node:worker_threads';

/*
 * PGlite in a worker thread (issue 24), behind the part of PGlite's interface drizzle and the
 * database handle use: query, exec, transaction, dumpDataDir, close.
 *
 * PGlite is one connection. A transaction's statements must run on it with nothing else in
 * between, so a transaction holds a lock from BEGIN to COMMIT or ROLLBACK: queries outside it,
 * and other transactions, wait their turn (in order). Messages reach the worker in the order they
 * are sent and PGlite runs them in that order, so queries outside a transaction are sent without
 * waiting for each other.
 */

interface Result {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** A PostgreSQL error from the worker, with its SQLSTATE and the other fields it reported. */
function toError(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message));
  Object.assign(error, data);
  return error;
}

export interface PgliteThreadClient {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Result & { rows: T[] }>;
  exec(sql: string): Promise<Result[]>;
  transaction<T>(fn: (tx: PgliteThreadTx) => Promise<T>): Promise<T>;
  dumpDataDir(compression?: 'gzip' | 'none' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteThreadTx {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Result & { rows: T[] }>;
  exec(sql: string): Promise<Result[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** Next to this module: src/db from the sources, dist/server in the bundle (scripts/build.mjs). */
const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

export async function openPgliteThread(dataDir?: string): Promise<PgliteThreadClient> {
  const worker = new Worker(WORKER_URL, { workerData: { dataDir } });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let closed = false;
  let failure: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    const onMessage = (msg: { ready?: boolean }) => {
      if (msg.ready) {
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve();
      }
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
  worker.on('message', (msg: { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> }) => {
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.ok) p.resolve(msg.result);
    else p.reject(toError(msg.error ?? { message: 'database error' }));
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => {
    if (!closed) failAll(Object.assign(new Error('PGlite is closed'), { code: 'ECONNRESET', exitCode: code }));
  });

  const send = <T>(msg: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    if (closed) return Promise.reject(new Error('PGlite is closed'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...msg, id });
    });
  };

  const rawQuery = <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
    send<Result & { rows: T[] }>({
      op: 'query',
      sql,
      params: params ?? [],
      rowMode: options?.rowMode,
      rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    });
  const rawExec = (sql: string) => send<Result[]>({ op: 'exec', sql });

  /** The transaction holding the connection, if any: everything else waits for it to end. */
  let lock: Promise<void> = Promise.resolve();
  let locked = false;
  const waitForLock = async () => {
    while (locked) await lock;
  };

  return {
    async query(sql, params, options) {
      await waitForLock();
      return rawQuery(sql, params, options);
    },
    async exec(sql) {
      await waitForLock();
      return rawExec(sql);
    },
    async transaction(fn) {
      await waitForLock();
      let release!: () => void;
      locked = true;
      lock = new Promise<void>((resolve) => (release = resolve));
      let done = false;
      const tx: PgliteThreadTx = {
        query: (sql, params, options) => rawQuery(sql, params, options),
        exec: (sql) => rawExec(sql),
        rollback: async () => {
          await rawExec('rollback');
          done = true;
        },
        get closed() {
          return done;
        },
      };
      try {
        await rawExec('begin');
        const result = await fn(tx);
        if (!done) await rawExec('commit');
        done = true;
        return result;
      } catch (error) {
        if (!done) await rawExec('rollback').catch(() => undefined);
        done = true;
        throw error;
      } finally {
        locked = false;
        release();
      }
    },
    async dumpDataDir(compression = 'gzip') {
      await waitForLock();
      const bytes = await send<Uint8Array<ArrayBuffer>>({ op: 'dump', compression });
      return new Blob([bytes], { type: compression === 'none' ? 'application/x-tar' : 'application/x-gzip' });
    },
    async close() {
      if (closed) return;
      await waitForLock();
      await send({ op: 'close' });
      closed = true;
      await worker.terminate();
    },
    get closed() {
      return closed;
    },
  };
}
