import { Button, Group, Kbd, Loader, Text, type ButtonProps } from '@mantine/core';
import { Spotlight, createSpotlight, type createSpotlightStore } from '@mantine/spotlight';
import { Pill, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { allResultsPath, flatItems, useUnifiedSearch } from '../../lib/unified-search';
import { useAuth } from '../../stores/auth';
import { popularDrugs, useDrugSelection } from '../../stores/drug-selection';
import { GROUP_ICON, searchStatus } from './search-parts';

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
 * The Ctrl+K palette (Cmd+K on macOS), Mantine Spotlight: the same search as the header box
 * (drugs, regimens, protocols and pages, grouped; see lib/unified-search.ts). Enter opens the
 * best match; with nothing typed it offers the drugs this browser adds most often. Mount it once
 * inside the router and the query client (the shell).
 */
export function CommandPalette() {
  const navigate = useNavigate();
  const role = useAuth((s) => s.user?.role) ?? 'student';
  const [query, setQuery] = useState('');
  const search = useUnifiedSearch(query, role);
  const popularity = useDrugSelection((s) => s.popularity);
  const names = useDrugSelection((s) => s.names);
  const { typed } = search;
  const popular = typed ? [] : popularDrugs(popularity, names, 5);
  const status = searchStatus(search);
  const shownKey = [...flatItems(search).map((i) => i.key), ...popular.map((p) => p.rxcui)].join(
    '|',
  );
  // Mantine selects the first action when the query changes, but the results arrive after the
  // debounce and the fetch; without this, Enter would open whichever row was first before they
  // arrived (the "all results" row), not the best match.
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
      maxHeight={460}
      // The root div is always mounted and has no role, so it cannot carry an aria-label (axe
      // aria-prohibited-attr). A title names the dialog instead (aria-labelledby); its header is
      // kept for screen readers only, because the search box is the visible heading.
      title="Quick search"
      classNames={{ header: 'visually-hidden' }}
    >
      <Spotlight.Search
        placeholder="Search drugs, regimens, protocols and pages…"
        aria-label="Search"
        leftSection={<Search size={18} aria-hidden />}
        rightSection={search.waiting ? <Loader size="xs" /> : null}
      />
      <Spotlight.ActionsList aria-label="Search results">
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
          <Spotlight.Empty>Type a drug, brand, RxCUI, regimen, protocol or page.</Spotlight.Empty>
        ) : null}
        {status && search.groups.length === 0 ? (
          <Spotlight.Empty>
            <Group gap="xs" justify="center" wrap="nowrap">
              {search.waiting ? <Loader size="xs" /> : null}
              <span role="status">{status}</span>
            </Group>
          </Spotlight.Empty>
        ) : null}
        {search.groups.map((g) => {
          const Icon = GROUP_ICON[g.id];
          return (
            <Spotlight.ActionsGroup key={g.id} label={g.label}>
              {g.items.map((item) => (
                <Spotlight.Action
                  key={item.key}
                  label={item.label}
                  description={item.description}
                  leftSection={<Icon size={18} aria-hidden />}
                  disabled={!item.path}
                  onClick={() => item.path && navigate(item.path)}
                />
              ))}
            </Spotlight.ActionsGroup>
          );
        })}
        {typed ? (
          <Spotlight.Action
            label={`All drug results for “${typed}”`}
            leftSection={<Search size={18} aria-hidden />}
            onClick={() => navigate(allResultsPath(typed))}
          />
        ) : null}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        {status && search.groups.length > 0 ? (
          <Text size="xs" c="dimmed" role="status" mb={4}>
            {status}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> to move, <Kbd size="xs">Enter</Kbd> to open,{' '}
          <Kbd size="xs">Esc</Kbd> to close.
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
      aria-label="Quick search (Ctrl+K)"
      aria-haspopup="dialog"
      {...props}
    >
      Quick search
    </Button>
  );
}
