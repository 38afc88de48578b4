// The embedded database's own thread (issue 24): PGlite runs PostgreSQL compiled to WASM, and a
// query runs synchronously wherever PGlite lives, so on the HTTP thread a burst of alert reads
// held every other request (GET /api/ping waited up to 15 s). Here it only holds this thread.
// Plain JavaScript so it runs as is from the sources (tsx) and next to the bundled server.
// Protocol (one message per call, answered with the same id): open, query, exec, dump, close.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedQueries } from './pglite-prepared.mjs';

const identity = (value) => value;

/** A PGlite error as plain data: the fields PostgreSQL reports (SQLSTATE, constraint...). */
function errorData(error) {
  const data = { name: error?.name ?? 'Error', message: String(error?.message ?? error) };
  for (const key of ['code', 'severity', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine']) {
    if (error && error[key] !== undefined) data[key] = error[key];
  }
  return data;
}

const db = await PGlite.create({
  ...(workerData?.dataDir ? { dataDir: workerData.dataDir } : {}),
  extensions: { pg_trgm },
});
// Statements the server repeats are parsed and planned once (pglite-prepared.mjs).
const prepared = preparedQueries(db);

async function handle(msg) {
  switch (msg.op) {
    case 'query': {
      const options = {};
      if (msg.rowMode) options.rowMode = msg.rowMode;
      // Drizzle keeps dates and intervals as PostgreSQL's text (its parsers are the identity).
      if (msg.rawTypes?.length) options.parsers = Object.fromEntries(msg.rawTypes.map((t) => [t, identity]));
      const r = await prepared.query(msg.sql, msg.params ?? [], options);
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    }
    case 'exec': {
      const results = await db.exec(msg.sql);
      prepared.afterExec(msg.sql);
      return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'dump': {
      const blob = await db.dumpDataDir(msg.compression ?? 'gzip');
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${msg.op}`);
  }
}

parentPort.on('message', (msg) => {
  handle(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, ok: true, result }),
    (error) => parentPort.postMessage({ id: msg.id, ok: false, error: errorData(error) }),
  );
});
parentPort.postMessage({ ready: true });
