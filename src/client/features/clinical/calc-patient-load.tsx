import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadFromPatientButton } from '../../components/load-from-patient';
import {
  dosingValuesFromRecord,
  type RecordDosingValues,
} from '../../lib/record-dosing-values';

/**
 * "Load from the current patient" for a calculator (issue 19): fills the inputs from the record
 * as the treatment plan reads it (height, weight, age, sex, latest creatinine), and says whose
 * values they are and which creatinine. Every field stays editable; nothing is sent or saved.
 */
export function CalcPatientLoad({
  what,
  onLoad,
}: {
  what: string;
  onLoad(values: Omit<RecordDosingValues, 'note'>): void;
}) {
  const [note, setNote] = useState<string | null>(null);
  return (
    <Stack gap={2} align="flex-end">
      <LoadFromPatientButton
        what={what}
        size="xs"
        onLoad={(record) => {
          const { note: text, ...values } = dosingValuesFromRecord(record);
          onLoad(values);
          setNote(text);
        }}
      />
      {note ? (
        <Text size="xs" c="dimmed" ta="right" aria-live="polite">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}
