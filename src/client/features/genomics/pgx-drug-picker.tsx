import { MultiSelect } from '@mantine/core';
import { useState } from 'react';

export interface PgxDrugOption {
  value: string;
  label: string;
}

/**
 * The drugs to interpret, chosen from those with pharmacogenomic guidance (issue 13). Like the
 * medications field, typing a name and pressing Enter takes it: the best match is highlighted as
 * you type. The list opens on a tap as well as on focus, and stays inside a phone's screen.
 */
export function PgxDrugPicker({
  options,
  value,
  onChange,
  error,
}: {
  options: readonly PgxDrugOption[];
  value: string[];
  onChange(ids: string[]): void;
  error?: string | null;
}) {
  const [search, setSearch] = useState('');
  return (
    <MultiSelect
      label="Drugs"
      description="Type a name and press Enter, or pick from the list."
      placeholder="Search drugs with pharmacogenomic guidance"
      data={[...options]}
      value={value}
      onChange={(ids) => {
        onChange(ids);
        setSearch('');
      }}
      searchValue={search}
      onSearchChange={setSearch}
      searchable
      clearable
      selectFirstOptionOnChange
      openOnFocus
      hidePickedOptions
      maxDropdownHeight={260}
      comboboxProps={{
        withinPortal: true,
        position: 'bottom-start',
        middlewares: { flip: true, shift: true },
      }}
      error={error ?? undefined}
      nothingFoundMessage={
        search.trim()
          ? `No drug with pharmacogenomic guidance matches “${search.trim()}”.`
          : 'Every drug with guidance is chosen.'
      }
    />
  );
}
