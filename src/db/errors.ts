/**
 * What may be said about a failed query outside the database: the SQLSTATE code, a statement name
 * such as `insert users`, and the constraint it broke. Never the SQL values or parameters: drizzle
 * puts every parameter (argon2 hashes, e-mail addresses, names, feedback text) in its error
 * message, PGlite attaches them to the error, and PostgreSQL's `detail` repeats the offending row.
 */
export interface DbErrorSummary {
  code: string;
  statement: string;
  constraint?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const IDENT = String.raw`"?([A-Za-z_][A-Za-z0-9_$]*)"?`;
const TABLE_AFTER: Array<[RegExp, string]> = [
  [new RegExp(String.raw`^insert\s+into\s+${IDENT}`, 'i'), 'insert'],
  [new RegExp(String.raw`^update\s+${IDENT}`, 'i'), 'update'],
  [new RegExp(String.raw`^delete\s+from\s+${IDENT}`, 'i'), 'delete'],
  [new RegExp(String.raw`^select\b[\s\S]*?\bfrom\s+${IDENT}`, 'i'), 'select'],
];

/**
 * A name for a statement built from its verb and first table only (`insert users`,
 * `select auth_accounts`), so nothing the statement carried can appear in it.
 */
export function statementName(sqlText: string): string {
  const text = sqlText.replace(/^\s*(--[^\n]*\n\s*)*/, '').trimStart();
  for (const [pattern, verb] of TABLE_AFTER) {
    const match = pattern.exec(text);
    if (match?.[1]) return `${verb} ${match[1]}`;
  }
  const verb = /^[A-Za-z]+/.exec(text)?.[0]?.toLowerCase();
  return verb ?? 'statement';
}

interface ErrorLike {
  code?: unknown;
  query?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** Summarises a database failure (from drizzle, node-postgres or PGlite); null for other errors. */
export function describeDbError(error: unknown): DbErrorSummary | null {
  let statement: string | undefined;
  let code: string | undefined;
  let constraint: string | undefined;
  let current: unknown = error;
  // drizzle wraps the driver's error as `cause`; a few levels are all that ever occur.
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as ErrorLike;
    if (statement === undefined && typeof e.query === 'string') statement = statementName(e.query);
    if (code === undefined && typeof e.code === 'string' && SQLSTATE.test(e.code)) code = e.code;
    if (constraint === undefined && typeof e.constraint === 'string') constraint = e.constraint;
    current = e.cause;
  }
  if (code === undefined && statement === undefined) return null;
  return {
    code: code ?? 'unknown',
    statement: statement ?? 'statement',
    ...(constraint ? { constraint } : {}),
  };
}
