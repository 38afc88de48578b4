import { Checkbox, Group, NumberInput, Radio } from '@mantine/core';
import type { FieldReading, RawNumber } from '../../lib/dosing-inputs';

/** Sex as the renal equations take it; an unanswered question stays null, never a default. */
export type SexChoice = 'female' | 'male' | null;

/** Sex as a field reading, so "sex" joins the list of what is still missing. */
export function sexReading(sex: SexChoice): FieldReading {
  return { value: sex === null ? null : 1, error: null };
}

export function SexField({ value, onChange }: { value: SexChoice; onChange(v: SexChoice): void }) {
  return (
    <Radio.Group
      label="Sex"
      description="As used by the equations (sex at birth)"
      value={value ?? ''}
      onChange={(v) => onChange(v === 'female' || v === 'male' ? v : null)}
    >
      <Group mt={6}>
        <Radio value="female" label="Female" />
        <Radio value="male" label="Male" />
      </Group>
    </Radio.Group>
  );
}

type NumberFieldProps = {
  label: string;
  value: RawNumber;
  onChange(v: RawNumber): void;
  reading: FieldReading;
  description?: string;
  decimalScale?: number;
  step?: number;
};

/** A labelled number input whose error comes from the shared bounds in `fields.ts`. */
export function NumberField({
  label,
  value,
  onChange,
  reading,
  description,
  decimalScale = 1,
  step,
}: NumberFieldProps) {
  return (
    <NumberInput
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      error={reading.error}
      decimalScale={decimalScale}
      step={step}
      allowNegative={false}
      inputMode="decimal"
    />
  );
}

/** NCCN's suggestion to consider a 0.7 mg/dL floor for low creatinine (CLINICAL-NOTES). */
export const SCR_FLOOR_MG_DL = 0.7;

export function ScrFloorField({ value, onChange }: { value: boolean; onChange(v: boolean): void }) {
  return (
    <Checkbox
      label={`Use a minimum serum creatinine of ${SCR_FLOOR_MG_DL} mg/dL`}
      description="Some centres round low creatinine up (NCCN suggests considering this); off unless chosen"
      checked={value}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
