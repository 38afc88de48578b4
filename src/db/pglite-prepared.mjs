// Named prepared statements for the embedded database's thread (issue 24).
//
// PGlite's query() sends every statement unnamed: Parse, Describe, Bind, Describe, Execute and
// Sync, each a separate pass through the PostgreSQL main loop, so PostgreSQL parses, analyses and
// plans the text again on every call (planning also asks the file system for the size of every
// table and index the statement touches). The server sends the same few statements over and over
// (a patient's alerts, the patient row, an audit row), and on a small machine that repeated work
// was most of the database thread's time under an alert-reading ward. Here a statement's text is
// parsed once under a name and then only bound and executed, in one pass; PostgreSQL's plan cache
// decides between a custom and a generic plan as it does for any client's prepared statements,
// and re-plans by itself when a table the plan depends on changes. The rows, their types and the
// errors are what query() gives: results are parsed by PGlite's own parser with the same options.
// Plain JavaScript so it runs as is from the sources (tsx) and next to the bundled server.
import { parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements that may be kept prepared: data reads and writes, never DDL or session commands. */
const CACHEABLE = /^\s*(?:select|insert|update|delete|with)\b/i;
/** Statements after which every prepared statement is dropped (schema changes: migrations). */
const SCHEMA_CHANGE = /^\s*(?:create|alter|drop|truncate|comment|grant|revoke|reindex)\b/im;
/** How many statement texts stay prepared; the least recently used is closed beyond that. */
export const MAX_PREPARED = 256;

function concat(parts) {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/**
 * A query function over one PGlite with the same contract as `db.query(sql, params, options)`
 * (rowMode and parsers honoured), which keeps statements prepared; and `afterExec(sql)`, to call
 * after SQL run through PGlite's exec, so a schema change there drops them as one through `query`
 * does.
 */
export function preparedQueries(db, { maxPrepared = MAX_PREPARED } = {}) {
  /** Statement text → { name, paramTypes, rowDescription }, in least recently used order. */
  const statements = new Map();
  let counter = 0;
  let dropAll = false;

  const run = (bytes) => db.execProtocolStream(bytes, { syncToFs: false });

  async function prepare(text) {
    const name = `oncocds_${++counter}`;
    const described = await run(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((m) => m.name === 'rowDescription') ?? null,
    };
    if (statements.size >= maxPrepared) {
      const [oldestText, oldest] = statements.entries().next().value;
      statements.delete(oldestText);
      await run(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]));
    }
    statements.set(text, statement);
    return statement;
  }

  function values(statement, params) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = db.serializers[statement.paramTypes[i]];
      return serializer ? serializer(param) : param.toString();
    });
  }

  async function runPrepared(text, params, options) {
    if (dropAll) {
      dropAll = false;
      statements.clear();
      await run(concat([serialize.query('DEALLOCATE ALL'), serialize.sync()]));
    }
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const messages = await run(
      concat([
        serialize.bind({ statement: statement.name, values: values(statement, params) }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    if (!db.isInTransaction()) await db.syncToFs();
    const all = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(all, db.parsers, options)[0];
  }

  async function query(text, params = [], options = {}) {
    if (!CACHEABLE.test(text) || options.blob) {
      const result = await db.query(text, params, options);
      if (SCHEMA_CHANGE.test(text)) dropAll = true;
      return result;
    }
    // The same locks query() takes: nothing else runs on the connection in between.
    return db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(async () => {
        await db._checkReady();
        return runPrepared(text, params, options);
      }),
    );
  }

  return {
    query,
    /** After SQL run outside `query` (PGlite's exec): a schema change drops every statement. */
    afterExec(text) {
      if (SCHEMA_CHANGE.test(text)) dropAll = true;
    },
    get size() {
      return statements.size;
    },
  };
}
