import { Button, Group, Kbd, Loader, Text, type ButtonProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, createSpotlight, type createSpotlightStore } from '@mantine/spotlight';
import { useQuery } from '@tanstack/react-query';
import { Pill, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { drugKeys, monographPath, searchDrugs } from '../../lib/drug-api';
import { popularDrugs, useDrugSelection } from '../../stores/drug-selection';

const LIMIT = 8;
const DEBOUNCE_MS = 150;

/** The palette's own Spotlight store, so it cannot collide with another Spotlight in the app. */
const [paletteStore, palette] = createSpotlight();

/** Opens the palette; for a search trigger anywhere in the shell. */
export const openCommandPalette = palette.open;
export const closeCommandPalette = palette.close;

/**
 * Marks the first row as the one Enter opens. Mantine keeps no public action for this: its
 * selection is the `data-selected` attribute on a `[data-action]` row plus the store's index.
 */
function selectFirstAction(store: ReturnType<typeof createSpotlightStore>): void {
  const { listId } = store.getState();
  const list = listId ? document.getElementById(listId) : null;
  const first = list?.querySelector('[data-action]');
  if (!list || !first) return;
  list.querySelector('[data-selected]')?.removeAttribute('data-selected');
  first.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: 0 }));
}

/**
 * Quick drug search (issue 4 "Pages", Mantine Spotlight). Opens on Ctrl+K (Cmd+K on macOS) and
 * from `openCommandPalette()`; typing searches the drug API (typo and brand tolerant) and Enter
 * opens the monograph. With nothing typed it offers the drugs this browser adds most often.
 * Mount it once inside the router and the query client (the shell).
 */
export function CommandPalette() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const popularity = useDrugSelection((s) => s.popularity);
  const names = useDrugSelection((s) => s.names);
  const search = useQuery({
    queryKey: drugKeys.search({ q: debounced, limit: LIMIT }),
    queryFn: ({ signal }) => searchDrugs({ q: debounced, limit: LIMIT }, signal),
    enabled: debounced.length > 0,
    staleTime: 60_000,
  });
  const typed = query.trim();
  const waiting = typed !== debounced || search.isFetching;
  const results = typed && typed === debounced ? (search.data?.results ?? []) : [];
  const popular = typed ? [] : popularDrugs(popularity, names, 5);
  const shownKey = [
    ...results.map((r) => r.id ?? r.rxcui ?? r.name),
    ...popular.map((p) => p.rxcui),
  ].join('|');
  // Mantine selects the first action when the query changes, but the results arrive after the
  // debounce and the fetch; without this, Enter would open whichever row was first before they
  // arrived (the "search all results" row), not the best match.
  useEffect(() => {
    if (shownKey) selectFirstAction(paletteStore);
  }, [shownKey]);

  return (
    <Spotlight.Root
      store={paletteStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      scrollable
      maxHeight={420}
      // The root div is always mounted and has no role, so it cannot carry an aria-label (axe
      // aria-prohibited-attr). A title names the dialog instead (aria-labelledby); its header is
      // kept for screen readers only, because the search box is the visible heading.
      title="Quick drug search"
      classNames={{ header: 'visually-hidden' }}
    >
      <Spotlight.Search
        placeholder="Search drugs by generic or brand name…"
        aria-label="Search drugs"
        leftSection={<Search size={18} aria-hidden />}
        rightSection={typed && waiting ? <Loader size="xs" /> : null}
      />
      <Spotlight.ActionsList aria-label="Drug results">
        {!typed && popular.length > 0 ? (
          <Spotlight.ActionsGroup label="Frequently checked">
            {popular.map((d) => (
              <Spotlight.Action
                key={d.rxcui}
                label={d.name}
                leftSection={<Pill size={18} aria-hidden />}
                onClick={() => navigate(`/database/${encodeURIComponent(d.rxcui)}`)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {!typed && popular.length === 0 ? (
          <Spotlight.Empty>Type a drug name, a brand name or an RxCUI.</Spotlight.Empty>
        ) : null}
        {typed && waiting && results.length === 0 ? (
          <Spotlight.Empty>
            <Group gap="xs" justify="center">
              <Loader size="xs" />
              Searching…
            </Group>
          </Spotlight.Empty>
        ) : null}
        {typed && !waiting && search.isError ? (
          <Spotlight.Empty>Search failed: {search.error.message}</Spotlight.Empty>
        ) : null}
        {typed && !waiting && !search.isError && results.length === 0 ? (
          <Spotlight.Empty>No drug matches “{typed}”.</Spotlight.Empty>
        ) : null}
        {results.map((r) => {
          const path = monographPath(r);
          const brand = r.matchedOn === 'brand' && r.matchedText ? `${r.matchedText} → ` : '';
          return (
            <Spotlight.Action
              key={r.id ?? r.rxcui ?? r.name}
              label={`${brand}${r.name}`}
              description={[r.brandNames.slice(0, 3).join(', '), r.drugClass]
                .filter(Boolean)
                .join(' · ')}
              leftSection={<Pill size={18} aria-hidden />}
              disabled={!path}
              onClick={() => path && navigate(path)}
            />
          );
        })}
        {typed ? (
          <Spotlight.Action
            label={`Search all results for “${typed}”`}
            leftSection={<Search size={18} aria-hidden />}
            onClick={() => navigate(`/search?q=${encodeURIComponent(typed)}`)}
          />
        ) : null}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Text size="xs" c="dimmed">
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> to move, <Kbd size="xs">Enter</Kbd> to open
          the monograph, <Kbd size="xs">Esc</Kbd> to close.
        </Text>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}

/** A search button that opens the palette, showing its shortcut. */
export function CommandPaletteTrigger(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  return (
    <Button
      variant="default"
      leftSection={<Search size={16} aria-hidden />}
      rightSection={<Kbd size="xs">Ctrl K</Kbd>}
      onClick={openCommandPalette}
      aria-label="Quick drug search (Ctrl+K)"
      aria-haspopup="dialog"
      {...props}
    >
      Quick search
    </Button>
  );
}
