import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/** Statement texts kept prepared per database. */
export declare const MAX_PREPARED: number;

export interface PreparedQueries {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
  afterExec(sql: string): void;
  readonly size: number;
}

export declare function preparedQueries(
  db: PGlite,
  options?: { maxPrepared?: number },
): PreparedQueries;
