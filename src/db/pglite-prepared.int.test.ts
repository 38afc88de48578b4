import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQueries, type PreparedQueries } from './pglite-prepared.mjs';

/*
 * The database thread's prepared statements (issue 24) answer exactly what PGlite's query()
 * answers: rows, fields, affected rows, row modes, custom parsers, errors with their SQLSTATE,
 * inside and outside transactions, across a schema change and past the statement bound.
 */

let db: PGlite;
let prepared: PreparedQueries;

beforeAll(async () => {
  db = await PGlite.create();
  prepared = preparedQueries(db, { maxPrepared: 3 });
  await db.exec(`
    create table t (id int primary key, name text not null, born date, tags jsonb, at timestamptz);
    insert into t values
      (1, 'a', '1950-02-03', '{"x":[1,2]}', '2026-01-01T10:00:00Z'),
      (2, 'b', null, null, null),
      (3, 'c', '2001-12-31', '[]', '2026-06-30T23:59:59.5Z');
  `);
});

afterAll(async () => {
  await db.close();
});

/** Both paths, twice for the prepared one (prepared first, then reused). */
async function both(sql: string, params: unknown[] = [], options = {}) {
  const plain = await db.query(sql, params, options);
  const first = await prepared.query(sql, params, options);
  const again = await prepared.query(sql, params, options);
  return { plain, first, again };
}

describe('prepared statements give what query() gives', () => {
  it.each([
    ['every column', 'select * from t order by id', []],
    [
      'a parameter of each type',
      'select id, name from t where id = $1 or name = $2 or born = $3',
      [1, 'c', '2001-12-31'],
    ],
    [
      'a null parameter',
      'select count(*)::int as n from t where born is not distinct from $1',
      [null],
    ],
    ['a json parameter', 'select $1::jsonb as j', [{ a: [1, 'two', null] }]],
    ['an array parameter', 'select name from t where id = any($1::int[]) order by id', [[1, 3]]],
    ['no rows', 'select * from t where id = $1', [99]],
    ['duplicate column names', "select 1 as x, 'y' as x", []],
  ])('%s', async (_name, sql, params) => {
    const { plain, first, again } = await both(sql, params);
    expect(first).toEqual(plain);
    expect(again).toEqual(plain);
  });

  it('rows as arrays', async () => {
    const { plain, first, again } = await both('select id, born from t order by id', [], {
      rowMode: 'array',
    });
    expect(first).toEqual(plain);
    expect(again).toEqual(plain);
    expect(plain.rows[0]).toEqual([1, expect.any(Date)]);
  });

  it('custom parsers (dates kept as text, as drizzle asks)', async () => {
    const identity = (v: string) => v;
    const options = { parsers: { [types.DATE]: identity, [types.TIMESTAMPTZ]: identity } };
    const { plain, first, again } = await both(
      'select born, at from t where id = $1',
      [1],
      options,
    );
    expect(first).toEqual(plain);
    expect(again).toEqual(plain);
    expect(plain.rows[0]).toEqual({ born: '1950-02-03', at: '2026-01-01 10:00:00+00' });
  });

  it('writes report what they changed', async () => {
    const insert = 'insert into t (id, name) values ($1, $2)';
    expect(await prepared.query(insert, [10, 'p'])).toEqual(await db.query(insert, [11, 'q']));
    const update = 'update t set name = $1 where id >= $2 returning id';
    const viaPrepared = await prepared.query(update, ['r', 10]);
    const viaQuery = await db.query(update, ['r', 10]);
    expect(viaPrepared).toEqual(viaQuery);
    expect(viaPrepared.affectedRows).toBe(2);
    await prepared.query('delete from t where id >= $1', [10]);
    expect((await db.query('select count(*)::int as n from t')).rows).toEqual([{ n: 3 }]);
  });
});

describe('errors', () => {
  async function errorOf(run: () => Promise<unknown>) {
    try {
      await run();
    } catch (error) {
      const e = error as { code?: string; constraint?: string; message: string };
      return { code: e.code, constraint: e.constraint, message: e.message };
    }
    throw new Error('no error');
  }

  it.each([
    ['a unique violation', 'insert into t (id, name) values ($1, $2)', [1, 'dup']],
    ['a bad parameter', 'select * from t where id = $1', ['not a number']],
    ['a syntax error', 'select * fron t', []],
    ['an unknown column', 'select nope from t', []],
  ])('%s: same SQLSTATE and message, and the connection stays usable', async (_n, sql, params) => {
    const expected = await errorOf(() => db.query(sql, params));
    expect(await errorOf(() => prepared.query(sql, params))).toEqual(expected);
    expect(await errorOf(() => prepared.query(sql, params))).toEqual(expected);
    expect((await prepared.query('select count(*)::int as n from t')).rows).toEqual([{ n: 3 }]);
  });
});

describe('transactions', () => {
  it('a rolled-back write is gone, and the statement still works after it', async () => {
    const insert = 'insert into t (id, name) values ($1, $2)';
    await db.exec('begin');
    await prepared.query(insert, [20, 'x']);
    expect(db.isInTransaction()).toBe(true);
    await db.exec('rollback');
    expect((await prepared.query('select * from t where id = $1', [20])).rows).toEqual([]);
    await prepared.query(insert, [21, 'y']);
    expect((await prepared.query('select name from t where id = $1', [21])).rows).toEqual([
      { name: 'y' },
    ]);
    await db.query('delete from t where id = 21');
  });

  it('a statement in an aborted transaction fails as query() does, and works after rollback', async () => {
    await db.exec('begin');
    await expect(prepared.query('select 1/0 as x where $1', [true])).rejects.toMatchObject({
      code: '22012',
    });
    await expect(prepared.query('select id from t where id = $1', [1])).rejects.toMatchObject({
      code: '25P02',
    });
    await db.exec('rollback');
    expect((await prepared.query('select id from t where id = $1', [1])).rows).toEqual([{ id: 1 }]);
  });
});

describe('schema changes and the bound', () => {
  it('a column added through query or exec shows in the next read', async () => {
    const sql = 'select * from t where id = $1';
    expect(Object.keys((await prepared.query(sql, [1])).rows[0]!)).not.toContain('extra');
    await prepared.query('alter table t add column extra int');
    expect((await prepared.query(sql, [1])).rows[0]).toMatchObject({ extra: null });
    await db.exec('alter table t drop column extra');
    prepared.afterExec('alter table t drop column extra');
    expect(Object.keys((await prepared.query(sql, [1])).rows[0]!)).not.toContain('extra');
  });

  it('keeps at most its bound of statements and still answers the ones it closed', async () => {
    for (let i = 1; i <= 6; i++) {
      expect((await prepared.query(`select $1::int + ${i} as v`, [1])).rows).toEqual([
        { v: 1 + i },
      ]);
    }
    expect(prepared.size).toBeLessThanOrEqual(3);
    expect((await prepared.query('select $1::int + 1 as v', [1])).rows).toEqual([{ v: 2 }]);
    const open = await db.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    expect(open.rows[0]!.n).toBeLessThanOrEqual(3);
  });
});
