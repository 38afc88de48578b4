/*
 * Drizzle queries built once per database handle (issue 24): building a select (walking the
 * schema objects, checking each with drizzle's `is`, joining the SQL text) cost more of the HTTP
 * thread than anything else on an alert read (~15% of its busy time in the ward-scale profile).
 * A prepared query keeps the SQL text and the result mapping; each call binds only the values.
 * On PostgreSQL the name also makes node-postgres prepare the statement once per connection.
 * Only for handles, not transactions: a prepared query belongs to the session it was built on.
 */

const built = new WeakMap<object, Map<string, unknown>>();

/** The query `build` makes for this handle under `name`, built on first use. */
export function preparedOn<T>(db: object, name: string, build: () => T): T {
  let byName = built.get(db);
  if (!byName) built.set(db, (byName = new Map()));
  let query = byName.get(name) as T | undefined;
  if (query === undefined) {
    query = build();
    byName.set(name, query);
  }
  return query;
}
