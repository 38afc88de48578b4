import { describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { createPatientContextStore, parseSavedPatientContext } from './patient-context';

function memoryStorage(initial: Record<string, string> = {}): StateStorage {
  const data = { ...initial };
  return {
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

let tick = 0;
const make = (initial: Record<string, string> = {}) =>
  createPatientContextStore({
    storage: memoryStorage(initial),
    name: 'ctx',
    now: () => `2026-11-2${(tick += 1) % 10}T10:00:00.000Z`,
  });
const p = (n: number) => ({ id: `p${n}`, label: `Patient ${n}` });

describe('patient context (SPEC §4, §5)', () => {
  it('setting the current patient puts it at the front of the recent list', () => {
    const s = make();
    s.getState().setCurrent(p(1));
    s.getState().setCurrent(p(2));
    expect(s.getState().current?.id).toBe('p2');
    expect(s.getState().recent.map((r) => r.id)).toEqual(['p2', 'p1']);
  });

  it('an existing patient moves to the front; a new one is prepended; the list is cut to 10', () => {
    const s = make();
    for (let i = 1; i <= 12; i += 1) s.getState().setCurrent(p(i));
    expect(s.getState().recent).toHaveLength(10);
    expect(s.getState().recent[0]?.id).toBe('p12');
    s.getState().setCurrent(p(5));
    expect(
      s
        .getState()
        .recent.map((r) => r.id)
        .slice(0, 3),
    ).toEqual(['p5', 'p12', 'p11']);
    expect(s.getState().recent.filter((r) => r.id === 'p5')).toHaveLength(1);
  });

  it('updating merges fields and stamps lastUpdated in the current and recent entries', () => {
    const s = make();
    s.getState().setCurrent(p(1));
    const before = s.getState().current!.lastUpdated;
    s.getState().update('p1', { label: 'Renamed' });
    expect(s.getState().current?.label).toBe('Renamed');
    expect(s.getState().recent[0]?.label).toBe('Renamed');
    expect(s.getState().current!.lastUpdated).not.toBe(before);
  });

  it('has loading and error flags, and forgets a patient everywhere', () => {
    const s = make();
    s.getState().setLoading(true);
    s.getState().setError('Patient not found');
    expect(s.getState()).toMatchObject({ loading: true, error: 'Patient not found' });
    s.getState().setCurrent(p(1));
    s.getState().forget('p1');
    expect(s.getState().current).toBeNull();
    expect(s.getState().recent).toEqual([]);
  });

  it('reset keeps nothing of the last user and remembers the new owner', () => {
    const s = make();
    s.getState().setCurrent(p(1));
    s.getState().reset('user-2');
    expect(s.getState()).toMatchObject({ ownerId: 'user-2', current: null, recent: [] });
  });

  it('drops malformed stored entries instead of failing (SPEC §8)', () => {
    const parsed = parseSavedPatientContext({
      ownerId: 'u1',
      current: { id: 'p1' },
      recent: [
        { id: 'p2', label: 'Two', lastUpdated: 'x' },
        'junk',
        { id: 'p2', label: 'Two again', lastUpdated: 'y' },
      ],
    });
    expect(parsed.current).toBeNull();
    expect(parsed.recent.map((r) => r.label)).toEqual(['Two']);
    expect(parseSavedPatientContext('nonsense')).toEqual({
      ownerId: null,
      current: null,
      recent: [],
    });
  });

  it("does not take another user's stored list when a user is already signed in", async () => {
    const stored = JSON.stringify({
      state: { ownerId: 'u1', current: { ...p(1), lastUpdated: 't' }, recent: [] },
      version: 0,
    });
    // Storage that still answers u1's list, as an encrypted read finishing late would.
    const late: StateStorage = { getItem: () => stored, setItem: () => {}, removeItem: () => {} };
    const s = createPatientContextStore({ storage: late, name: 'ctx' });
    expect(s.getState().current?.id).toBe('p1');
    s.getState().reset('u2');
    await s.persist.rehydrate();
    expect(s.getState()).toMatchObject({ ownerId: 'u2', current: null });
    s.getState().reset('u1');
    await s.persist.rehydrate();
    expect(s.getState().current?.id).toBe('p1');
  });
});

describe('patient context hydration from slow (encrypted) storage', () => {
  it('writes the merged state back when a change landed before the read finished', async () => {
    const saved = JSON.stringify({
      state: { ownerId: 'u1', current: { ...p(1), lastUpdated: 't' }, recent: [] },
      version: 0,
    });
    const data: Record<string, string> = { ctx: saved };
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const slow: StateStorage = {
      getItem: async (k) => {
        const value = data[k] ?? null;
        await gate;
        return value;
      },
      setItem: (k, v) => {
        data[k] = v;
      },
      removeItem: (k) => {
        delete data[k];
      },
    };
    const s = createPatientContextStore({ storage: slow, name: 'ctx' });
    // The sign-in resets for the same user before the stored list has been read: that write
    // replaces the stored list with an empty one.
    s.getState().reset('u1');
    expect(JSON.parse(data.ctx!).state.current).toBeNull();
    release();
    await vi.waitFor(() => expect(s.persist.hasHydrated()).toBe(true));
    expect(s.getState().current?.id).toBe('p1');
    // ...and the merged state is stored again, so the next page load still has the patient.
    expect(JSON.parse(data.ctx!).state.current.id).toBe('p1');
  });
});
