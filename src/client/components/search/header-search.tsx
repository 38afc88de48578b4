import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Role } from '../../../core/access';
import {
  allResultsPath,
  canSearchRegimens,
  flatItems,
  useUnifiedSearch,
} from '../../lib/unified-search';
import { GROUP_ICON, searchStatus } from './search-parts';

const ALL_RESULTS = '__all__';

/**
 * The header's search box (issue 13, "one search box"): the same typeahead as the Ctrl+K palette,
 * drugs, regimens, protocols and pages in one grouped list, each a place this role may open.
 * ↑/↓ move, Enter opens the highlighted result (the best one is highlighted as results arrive),
 * or the full drug search when nothing is. `/` and, outside pages to read, Ctrl+F focus it
 * (use-shortcuts.ts).
 */
export function HeaderSearch({ role, compact }: { role: Role; compact: boolean }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const search = useUnifiedSearch(value, role);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const items = flatItems(search);
  const shownKey = items.map((i) => i.key).join('|');
  const status = searchStatus(search);

  // Highlight the best match once results arrive, so Enter opens it (the usual typeahead).
  useEffect(() => {
    if (shownKey) combobox.selectFirstOption();
    else combobox.resetSelectedOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey]);

  const go = (path: string) => {
    setValue('');
    combobox.closeDropdown();
    (document.activeElement as HTMLElement | null)?.blur();
    void navigate(path);
  };
  const what = canSearchRegimens(role)
    ? 'drugs, regimens, protocols and pages'
    : 'drugs, protocols and pages';

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        if (key === ALL_RESULTS) return go(allResultsPath(search.typed));
        const item = items.find((i) => i.key === key);
        if (item?.path) go(item.path);
      }}
      width={compact ? 'calc(100vw - 16px)' : 440}
      position="bottom-end"
      withinPortal
      zIndex={300}
    >
      {/* role="combobox" needs aria-expanded (and aria-controls while open): axe, ARIA 1.2. */}
      <Combobox.Target withExpandedAttribute>
        <TextInput
          id="global-search"
          role="combobox"
          aria-label={`Search ${what}`}
          placeholder={compact ? 'Search' : 'Search drugs, pages… ( / )'}
          leftSection={<Search size={16} aria-hidden />}
          rightSection={search.waiting ? <Loader size="xs" aria-label="Searching" /> : null}
          value={value}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => value.trim() && combobox.openDropdown()}
          onClick={() => value.trim() && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setValue('');
              combobox.closeDropdown();
            } else if (e.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
              e.preventDefault();
              if (search.typed) go(allResultsPath(search.typed));
            }
          }}
          w={compact ? 150 : 300}
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={!search.typed}>
        <Combobox.Options
          aria-label="Search results"
          mah={compact ? '60vh' : 480}
          style={{ overflowY: 'auto' }}
        >
          {search.groups.map((g) => {
            const Icon = GROUP_ICON[g.id];
            return (
              <Combobox.Group key={g.id} label={g.label}>
                {g.items.map((item) => (
                  <Combobox.Option key={item.key} value={item.key} disabled={!item.path}>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Icon size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600}>
                          {item.label}
                        </Text>
                        {item.description ? (
                          <Text
                            size="xs"
                            c="dimmed"
                            lineClamp={1}
                            className="search-item-description"
                          >
                            {item.description}
                          </Text>
                        ) : null}
                      </div>
                    </Group>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            );
          })}
          {search.typed ? (
            <Combobox.Option value={ALL_RESULTS}>
              <Group gap="xs" wrap="nowrap">
                <Search size={16} aria-hidden />
                <Text size="sm">All drug results for “{search.typed}”</Text>
              </Group>
            </Combobox.Option>
          ) : null}
        </Combobox.Options>
        {status ? (
          <Combobox.Footer>
            <Text size="xs" c="dimmed" role="status">
              {status}
            </Text>
          </Combobox.Footer>
        ) : null}
      </Combobox.Dropdown>
    </Combobox>
  );
}
