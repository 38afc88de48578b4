import { useStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { pushRecentPatient } from '../../core/selection';
import { appConfig } from '../lib/environment';
import { createAppStorage } from '../lib/local-storage';

export const PATIENT_CONTEXT_STORAGE_KEY = 'oncocds-patient-context';

/**
 * The patient a user is working on, as the browser keeps it (SPEC §4, §7: current patient and
 * recent patients in local storage). Only what the header, dashboard and pickers show is kept:
 * the id and the label the server gave this user (a name for clinicians, a de-identified label
 * for researchers and students). The record itself is always fetched from the server, which
 * decides what this user may see; storage is encrypted where the configuration says so.
 */
export interface PatientSummary {
  id: string;
  /** As the server labelled it for this user ("Demo, Eleanor" or "Subject 3f2a…"). */
  label: string;
  /** ISO time this user last opened or changed it here. */
  lastUpdated: string;
}

export interface PatientContextState {
  /** The signed-in user these patients were chosen by; another user starts empty. */
  ownerId: string | null;
  current: PatientSummary | null;
  recent: PatientSummary[];
  loading: boolean;
  error: string | null;
}

export interface PatientContextStore extends PatientContextState {
  /** Sets the current patient and puts it at the front of the recent list (cut to 10). */
  setCurrent(patient: Pick<PatientSummary, 'id' | 'label'>): void;
  /** Merges changed fields into the current and recent entries and stamps lastUpdated. */
  update(id: string, fields: Partial<Pick<PatientSummary, 'label'>>): void;
  /** Clears the current patient (the recent list stays). */
  clearCurrent(): void;
  /** Drops a patient everywhere (deactivated, or no longer visible to this user). */
  forget(id: string): void;
  setLoading(loading: boolean): void;
  setError(error: string | null): void;
  /** Sign-out, or another user: nothing about the last user's patients stays in the browser. */
  reset(ownerId?: string | null): void;
}

const isSummary = (v: unknown): v is PatientSummary => {
  const p = v as Partial<PatientSummary> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.id === 'string' &&
    typeof p.label === 'string' &&
    typeof p.lastUpdated === 'string'
  );
};

/** Reads stored state defensively (SPEC §8): anything malformed is dropped, never a crash. */
export function parseSavedPatientContext(
  raw: unknown,
): Pick<PatientContextState, 'ownerId' | 'current' | 'recent'> {
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  let recent: PatientSummary[] = [];
  for (const p of Array.isArray(record.recent) ? [...record.recent].reverse() : []) {
    if (isSummary(p)) recent = pushRecentPatient(recent, { ...p });
  }
  const current = isSummary(record.current) ? { ...record.current } : null;
  const ownerId = typeof record.ownerId === 'string' ? record.ownerId : null;
  return { ownerId, current, recent };
}

const initial: PatientContextState = {
  ownerId: null,
  current: null,
  recent: [],
  loading: false,
  error: null,
};

export function createPatientContextStore({
  storage,
  name = PATIENT_CONTEXT_STORAGE_KEY,
  now = () => new Date().toISOString(),
}: {
  storage: StateStorage;
  name?: string;
  now?: () => string;
}) {
  // Set once created; hydration from synchronous storage finishes before that, and needs no fix.
  const created: { store?: Pick<StoreApi<PatientContextStore>, 'setState'> } = {};
  const store = createStore<PatientContextStore>()(
    persist(
      (set, get) => ({
        ...initial,
        setCurrent(patient) {
          const entry = { id: patient.id, label: patient.label, lastUpdated: now() };
          set({ current: entry, recent: pushRecentPatient(get().recent, entry), error: null });
        },
        update(id, fields) {
          const stamp = now();
          const merge = (p: PatientSummary) =>
            p.id === id ? { ...p, ...fields, lastUpdated: stamp } : p;
          const { current, recent } = get();
          set({ current: current ? merge(current) : null, recent: recent.map(merge) });
        },
        clearCurrent: () => set({ current: null }),
        forget(id) {
          const { current, recent } = get();
          set({
            current: current?.id === id ? null : current,
            recent: recent.filter((p) => p.id !== id),
          });
        },
        setLoading: (loading) => set({ loading }),
        setError: (error) => set({ error }),
        reset: (ownerId = null) => set({ ...initial, ownerId }),
      }),
      {
        name,
        storage: createJSONStorage(() => storage),
        partialize: (s) => ({ ownerId: s.ownerId, current: s.current, recent: s.recent }),
        merge: (persisted, current) => {
          if (persisted === undefined) return current;
          const saved = parseSavedPatientContext(persisted);
          // Storage may finish reading after a user signed in: another user's list is not theirs.
          if (current.ownerId && saved.ownerId !== current.ownerId) return current;
          return { ...current, ...saved };
        },
        // A change made while an (encrypted, async) read was still running, such as the sign-in's
        // reset, was written over the stored list; the merged state in memory is the right one,
        // so write it back, or the next page load would start without the current patient.
        onRehydrateStorage: () => (state) => {
          if (state) created.store?.setState({});
        },
      },
    ),
  );
  created.store = store;
  return store;
}

export const patientContextStore = createPatientContextStore({
  storage: createAppStorage(appConfig.encryptLocalStorage),
});

export function usePatientContext<T>(selector: (s: PatientContextStore) => T): T {
  return useStore(patientContextStore, selector);
}
