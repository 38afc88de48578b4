import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { drugKeys, searchDrugs } from '../lib/drug-api';

const SUGGESTION_LIMIT = 8;
const DEBOUNCE_MS = 200;

/**
 * One drug name, typed or picked from the drug search (typo and brand tolerant, the same
 * `GET /api/drugs` the interaction checker's picker uses). Whatever is typed is kept: a name the
 * knowledge base does not know is saved as written and reported "not checked" by the server,
 * never dropped, so the field says so while the user types.
 */
export function DrugNameInput({
  label,
  value,
  onChange,
  error,
  required,
  description,
  name,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
  description?: string;
  name?: string;
}) {
  const [debounced] = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const query = useQuery({
    queryKey: drugKeys.search({ q: debounced, limit: SUGGESTION_LIMIT }),
    queryFn: ({ signal }) => searchDrugs({ q: debounced, limit: SUGGESTION_LIMIT }, signal),
    enabled: debounced.length >= 2,
    staleTime: 60_000,
  });
  const results = query.data?.results ?? [];
  const names = [...new Set(results.map((r) => r.name))];
  const searched = debounced.length >= 2 && debounced === value.trim() && query.isSuccess;
  const lower = value.trim().toLowerCase();
  const exact = results.some(
    (r) =>
      r.name.toLowerCase() === lower ||
      r.rxcui === value.trim() ||
      r.brandNames.some((b) => b.toLowerCase() === lower),
  );
  const hint = !searched
    ? description
    : results.length === 0
      ? 'Not in the knowledge base: it will be saved as written and not checked.'
      : exact
        ? description
        : 'Pick a suggestion, or it is saved as written (checked only if the server recognises it).';

  return (
    <Autocomplete
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      data={names}
      filter={({ options }) => options}
      limit={SUGGESTION_LIMIT}
      error={error}
      withAsterisk={required}
      description={hint}
      placeholder="Generic or brand name, e.g. capecitabine"
      rightSection={query.isFetching ? <Loader size="xs" aria-label="Searching drugs" /> : null}
      autoComplete="off"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
