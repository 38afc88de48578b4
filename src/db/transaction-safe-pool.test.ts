import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { releaseIfBeginFails } from './transaction-safe-pool';

/** A checked-out client whose statements answer as `answer` says, and whose releases are counted. */
function fakeClient(answer: (text: string) => Promise<unknown>) {
  const releases: Array<Error | boolean | undefined> = [];
  const client = {
    query: (config: string | { text: string }) =>
      answer(typeof config === 'string' ? config : config.text),
    release: (error?: Error | boolean) => {
      if (releases.length > 0) throw new Error('double release');
      releases.push(error);
    },
  };
  return { client: releaseIfBeginFails(client as unknown as pg.PoolClient), releases };
}

const lost = () =>
  Promise.reject(Object.assign(new Error('terminating connection'), { code: '57P01' }));
const ok = () => Promise.resolve({ rows: [] });

describe('releaseIfBeginFails', () => {
  it.each([
    ['a failed begin', 'begin', lost, 1],
    ['a failed begin with options', { text: ' BEGIN isolation level serializable' }, lost, 1],
    ['a begin that succeeds', 'begin', ok, 0],
    ['a failed first statement that is not begin', 'select 1', lost, 0],
  ] as const)('%s: releases it itself %d time(s)', async (_name, first, answer, released) => {
    const { client, releases } = fakeClient(answer);
    await (client.query(first as string) as Promise<unknown>).catch(() => {});
    expect(releases).toHaveLength(released);
    if (released) expect(releases[0]).toBeInstanceOf(Error);
  });

  it('makes the caller’s later release a no-op once it released the client itself', async () => {
    const { client, releases } = fakeClient(lost);
    await expect(client.query('begin')).rejects.toThrow('terminating connection');
    expect(() => client.release()).not.toThrow();
    expect(releases).toHaveLength(1);
  });

  it('watches only the first statement of a checkout', async () => {
    let calls = 0;
    const { client, releases } = fakeClient(() => (calls++ === 0 ? ok() : lost()));
    await client.query('select 1');
    await expect(client.query('begin')).rejects.toThrow();
    expect(releases).toHaveLength(0);
    client.release();
    expect(releases).toEqual([undefined]);
  });
});
