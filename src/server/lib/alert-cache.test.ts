import { describe, expect, it } from 'vitest';
import { AlertEvaluationCache, MAX_REUSE_MS, nextTimeChange } from './alert-cache';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-28T10:00:00Z');

describe('nextTimeChange', () => {
  it.each([
    ['nothing dated: the ceiling', [{ a: 1 }], NOW + MAX_REUSE_MS],
    [
      'a lab drawn at 09:55 turns a day older at 09:55 tomorrow',
      [{ labs: [{ takenAt: '2026-11-27T09:55:00Z' }] }],
      NOW + MAX_REUSE_MS,
    ],
    [
      'a lab drawn at 10:05 yesterday turns two days old in five minutes',
      [{ labs: [{ takenAt: '2026-11-27T10:05:00Z' }] }],
      NOW + 5 * 60_000,
    ],
    [
      'a stop date in three minutes',
      [{ medications: [{ stopDate: new Date(NOW + 180_000) }] }],
      NOW + 180_000,
    ],
    [
      'a date of birth (midnight UTC) turns at the next midnight',
      ['1960-11-28'],
      Date.parse('2026-11-29T00:00:00Z'),
    ],
  ])('%s', (_name, inputs, expected) => {
    const capped = Math.min(expected, NOW + MAX_REUSE_MS);
    expect(nextTimeChange(inputs, NOW)).toBe(capped);
  });

  it('is always after now', () => {
    expect(nextTimeChange([new Date(NOW)], NOW)).toBe(Math.min(NOW + DAY, NOW + MAX_REUSE_MS));
  });
});

describe('AlertEvaluationCache', () => {
  const entry = {
    recordVersion: 1,
    knowledgeVersion: 'k1',
    validUntil: NOW + 1000,
    limitations: [],
    notes: [],
  };

  it.each([
    ['same version, knowledge, time', 1, 'k1', NOW, true],
    ['record changed', 2, 'k1', NOW, false],
    ['knowledge changed', 1, 'k2', NOW, false],
    ['time passed', 1, 'k1', NOW + 1000, false],
  ] as const)('%s', (_name, version, kb, now, hit) => {
    const cache = new AlertEvaluationCache();
    cache.set('p', entry);
    expect(cache.get('p', version, kb, now) !== undefined).toBe(hit);
  });

  it('is bounded, the oldest entry going first', () => {
    const cache = new AlertEvaluationCache(2);
    cache.set('a', entry);
    cache.set('b', entry);
    cache.set('c', entry);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1, 'k1', NOW)).toBeUndefined();
    expect(cache.get('c', 1, 'k1', NOW)).toBeDefined();
  });
});
