import { Combobox, Group, Loader, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { DrugSummary } from '../../lib/drug-api';
import { useDrugSuggestions } from '../../lib/drug-suggestions';

/** A drug in the check list: a recognised drug (by rxcui) or text sent as typed. */
export interface PickerEntry {
  key: string;
  label: string;
  /** True for text that has not been matched to a drug yet; the server will try to resolve it. */
  unmatched: boolean;
}

const SUGGESTION_LIMIT = 8;
const DEBOUNCE_MS = 200;

/**
 * Chip input with typeahead for the interaction checker. Suggestions come from the drug search
 * (typo and brand tolerant); Enter takes the highlighted suggestion, or the text as typed when
 * nothing matches, so an unknown name reaches the checker and is reported as unresolved rather
 * than silently dropped.
 */
export function DrugPicker({
  entries,
  maxEntries,
  onAddDrug,
  onAddText,
  onRemove,
}: {
  entries: readonly PickerEntry[];
  maxEntries: number;
  onAddDrug(drug: DrugSummary): void;
  onAddText(text: string): void;
  onRemove(key: string): void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const full = entries.length >= maxEntries;
  const suggestions = useDrugSuggestions(search.trim(), debounced, {
    limit: SUGGESTION_LIMIT,
    enabled: !full,
  });
  const { waiting, results, offline } = suggestions;

  // Highlight the best match as results arrive, so Enter picks it (the usual typeahead).
  useEffect(() => {
    if (results.length > 0) combobox.selectFirstOption();
    else combobox.resetSelectedOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [results.map(optionValue).join('|'), debounced]);

  const addText = () => {
    const text = search.trim();
    if (!text || full) return;
    onAddText(text);
    setSearch('');
    combobox.closeDropdown();
  };

  const last = entries[entries.length - 1];
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const drug = results.find((r) => optionValue(r) === value);
        if (drug) onAddDrug(drug);
        setSearch('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.DropdownTarget>
        <PillsInput
          label="Drugs to check"
          description={`Type a generic or brand name, then press Enter. ${entries.length} of ${maxEntries} at most.`}
          onClick={() => combobox.openDropdown()}
          error={full ? `The checker takes at most ${maxEntries} drugs.` : undefined}
        >
          <Pill.Group>
            {entries.map((e) => (
              <Pill
                key={e.key}
                withRemoveButton
                onRemove={() => onRemove(e.key)}
                removeButtonProps={{ 'aria-label': `Remove ${e.label}` }}
                title={e.unmatched ? 'Not matched yet: will be checked as typed' : undefined}
                style={e.unmatched ? { border: '1px dashed currentColor' } : undefined}
                data-testid="drug-chip"
              >
                {e.label}
                {e.unmatched ? ' (as typed)' : ''}
              </Pill>
            ))}
            <Combobox.EventsTarget>
              <PillsInput.Field
                value={search}
                placeholder={entries.length === 0 ? 'e.g. ibrutinib, Keytruda' : 'Add a drug'}
                disabled={full}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  combobox.openDropdown();
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
                    event.preventDefault();
                    if (!waiting) addText();
                  } else if (event.key === 'Backspace' && search.length === 0 && last) {
                    event.preventDefault();
                    onRemove(last.key);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>

      <Combobox.Dropdown hidden={search.trim().length === 0}>
        <Combobox.Options aria-label="Matching drugs">
          {waiting && results.length === 0 ? (
            <Combobox.Empty>
              <Group gap="xs" justify="center">
                <Loader size="xs" />
                Searching…
              </Group>
            </Combobox.Empty>
          ) : suggestions.error ? (
            <Combobox.Empty>Search failed: {suggestions.error.message}</Combobox.Empty>
          ) : offline && results.length === 0 ? (
            <Combobox.Empty>
              {suggestions.source === 'none'
                ? 'You are offline, and this device has no saved drug list yet.'
                : `You are offline. No drug in the list saved on this device matches “${search.trim()}”.`}{' '}
              Press Enter to add it as typed; the check needs the connection.
            </Combobox.Empty>
          ) : results.length === 0 ? (
            <Combobox.Empty>
              No drug matches “{search.trim()}”. Press Enter to check it as typed.
            </Combobox.Empty>
          ) : (
            results.map((r) => (
              <Combobox.Option value={optionValue(r)} key={optionValue(r)}>
                <Text size="sm" fw={600}>
                  {r.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[r.brandNames.slice(0, 3).join(', '), r.drugClass].filter(Boolean).join(' · ')}
                </Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
        {offline && results.length > 0 ? (
          <Combobox.Footer>
            <Text size="xs" c="dimmed">
              You are offline: suggestions come from the drug list saved on this device.
            </Text>
          </Combobox.Footer>
        ) : null}
      </Combobox.Dropdown>
    </Combobox>
  );
}

const optionValue = (r: DrugSummary) => r.rxcui ?? `name:${r.name}`;
