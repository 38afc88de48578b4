import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from './api';
import { api } from './api';
import {
  NAME_CACHE_KEY,
  nameIndexTag,
  readCachedNames,
  useDrugNameIndex,
  type DrugNameIndex,
} from './drug-suggestions';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  api: vi.fn(),
}));

/*
 * Issue 24: the drug-name list crosses the wire once per knowledge version. With a copy on the
 * device, the check sends the copy's tag and a 304 (api() gives undefined) keeps the copy.
 */

const index = (version: string, names: string[]): DrugNameIndex => ({
  version,
  drugs: names.map((name) => ({
    id: name.toLowerCase(),
    rxcui: null,
    name,
    brandNames: [],
    synonyms: [],
    drugClass: 'test',
    routes: ['oral'],
  })),
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(api).mockReset();
});

describe('the device copy of the drug names', () => {
  it('is downloaded and stored when the device has none, without a tag', async () => {
    const served = index('2026.12.0', ['Capecitabine', 'Warfarin']);
    vi.mocked(api).mockResolvedValue(served);
    const { result } = renderHook(() => useDrugNameIndex(), { wrapper });
    await waitFor(() => expect(result.current).toEqual(served), { timeout: 10_000 });
    expect(vi.mocked(api).mock.calls[0]![1]).not.toHaveProperty('headers');
    expect(readCachedNames()).toEqual(served);
  });

  it('is kept on a 304 to its tag: the list is not downloaded again', async () => {
    const held = index('2026.12.0', ['Capecitabine', 'Warfarin']);
    window.localStorage.setItem(NAME_CACHE_KEY, JSON.stringify(held));
    vi.mocked(api).mockResolvedValue(undefined);
    const { result } = renderHook(() => useDrugNameIndex(), { wrapper });
    await waitFor(() => expect(result.current).toEqual(held), { timeout: 10_000 });
    expect(vi.mocked(api)).toHaveBeenCalledWith(
      '/api/drugs/names',
      expect.objectContaining({ headers: { 'if-none-match': '"2026.12.0/2"' } }),
    );
  });

  it('is replaced when the server has another version', async () => {
    window.localStorage.setItem(
      NAME_CACHE_KEY,
      JSON.stringify(index('2026.11.0', ['Capecitabine'])),
    );
    const served = index('2026.12.0', ['Capecitabine', 'Warfarin']);
    vi.mocked(api).mockResolvedValue(served);
    const { result } = renderHook(() => useDrugNameIndex(), { wrapper });
    await waitFor(() => expect(result.current).toEqual(served), { timeout: 10_000 });
    expect(readCachedNames()).toEqual(served);
    expect(nameIndexTag(readCachedNames()!)).toBe('"2026.12.0/2"');
  });
});
