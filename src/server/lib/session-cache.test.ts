import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

describe('SessionCache', () => {
  it('returns a value until its time-to-live has passed', () => {
    const clock = { now: 0 };
    const cache = new SessionCache<string>(5000, () => clock.now);
    cache.set('s1', 'u1', 'v');
    clock.now = 4999;
    expect(cache.get('s1')).toBe('v');
    clock.now = 5000;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('invalidates by session and by user', () => {
    const cache = new SessionCache<string>(5000, () => 0);
    cache.set('s1', 'u1', 'a');
    cache.set('s2', 'u1', 'b');
    cache.set('s3', 'u2', 'c');
    cache.invalidateSession('s1');
    expect(cache.get('s1')).toBeUndefined();
    cache.invalidateUser('u1');
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s3')).toBe('c');
  });

  it('a zero time-to-live caches nothing', () => {
    const cache = new SessionCache<string>(0, () => 0);
    cache.set('s1', 'u1', 'v');
    expect(cache.get('s1')).toBeUndefined();
  });

  it('drops the oldest entry beyond its capacity', () => {
    const cache = new SessionCache<string>(5000, () => 0, 2);
    cache.set('a', 'u', '1');
    cache.set('b', 'u', '2');
    cache.set('c', 'u', '3');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe('3');
  });
});
