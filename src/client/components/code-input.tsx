import { PinInput } from '@mantine/core';

export const CODE_LENGTH = 6;

/** What a screen reader announces for each box: "Authentication code, digit 2 of 6". */
export function digitLabel(label: string, index: number, length = CODE_LENGTH): string {
  return `${label}, digit ${index + 1} of ${length}`;
}

/**
 * A one-time code typed into six boxes (two-factor sign-in and set-up). Mantine names every box
 * "PinInput" (issue 13); here the group carries the field's name and each box its position.
 */
export function CodeInput({
  label,
  value,
  onChange,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange(code: string): void;
  autoFocus?: boolean;
}) {
  return (
    <div role="group" aria-label={label}>
      <PinInput
        length={CODE_LENGTH}
        type="number"
        oneTimeCode
        value={value}
        onChange={onChange}
        autoFocus={autoFocus}
        getInputProps={(index) => ({ 'aria-label': digitLabel(label, index) })}
      />
    </div>
  );
}
