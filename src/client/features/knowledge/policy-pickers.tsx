import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useDrugNameIndex } from '../../lib/drug-suggestions';
import { useTunableRules, type TunableRule } from './api';

/*
 * Pickers of the alert policy form (issue 22): a committee picks a knowledge-base drug or a
 * tunable rule instead of typing ids. The server still validates every id (400 naming the field),
 * so a picker is a convenience, never the check.
 */

const PICKER_LIMIT = 30;

/** One knowledge-base drug, picked by name from this device's drug-name index. */
export function PolicyDrugPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange(id: string | null): void;
}) {
  const index = useDrugNameIndex();
  const data = useMemo(
    () =>
      (index?.drugs ?? [])
        .map((d) => ({ value: d.id, label: d.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [index],
  );
  return (
    <Select
      label={label}
      placeholder={index ? 'Type a drug name' : 'Loading drug names…'}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      limit={PICKER_LIMIT}
      nothingFoundMessage="No knowledge-base drug by that name"
      disabled={!index}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

const KIND_LABEL: Record<TunableRule['kind'], string> = {
  lab: 'Lab threshold rules',
  duplicate: 'Duplicate therapy classes',
  interaction: 'Curated interaction records',
};

/** One rule with a fixed knowledge-base severity, of the chosen kind, with that severity. */
export function PolicyRulePicker({
  kind,
  value,
  onChange,
}: {
  kind: string;
  value: string | null;
  onChange(ruleId: string | null): void;
}) {
  const rules = useTunableRules();
  const data = useMemo(() => {
    const ofKind = (rules.data?.rules ?? []).filter((r) => r.kind === kind);
    return [
      {
        group: KIND_LABEL[kind as TunableRule['kind']] ?? kind,
        items: ofKind.map((r) => ({
          value: r.ruleId,
          label: r.protected
            ? `${r.label} (${r.kbSeverity}; label contraindication, protected)`
            : `${r.label} (${r.kbSeverity})`,
          disabled: r.protected,
        })),
      },
    ];
  }, [rules.data, kind]);
  return (
    <Select
      label="Rule"
      placeholder={rules.isPending ? 'Loading rules…' : 'Type to find a rule'}
      description="The knowledge base's severity in brackets"
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      limit={PICKER_LIMIT}
      nothingFoundMessage="No tunable rule by that name"
      error={rules.isError ? rules.error.message : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
