import { Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { CircleAlert, CircleHelp, OctagonAlert, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { TONE } from '../../components/tones';
import type { LabItem, MedicationItem } from '../../lib/patient-api';
import { formatNumber } from './format';

/**
 * A drug the knowledge base did not recognise: saved as written, never checked. Shown wherever the
 * drug is, so an empty alert list is not mistaken for "no interactions".
 */
export function UnresolvedBadge() {
  return (
    <Badge
      color={TONE.warning}
      variant="outline"
      size="sm"
      leftSection={<CircleHelp size={12} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      Not in the knowledge base: not checked
    </Badge>
  );
}

export function DrugName({ med }: { med: Pick<MedicationItem, 'drugName' | 'resolved'> }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text span fw={500} size="sm">
        {med.drugName ?? 'Name withheld (not in the knowledge base)'}
      </Text>
      {med.resolved ? null : <UnresolvedBadge />}
    </Group>
  );
}

/** A lab value's flag as colour + icon + text: critical, abnormal, within range, or cannot assess. */
export function LabFlag({ lab }: { lab: LabItem }) {
  if (lab.cannotAssess || lab.canonicalValue === null) {
    return (
      <Tooltip label={lab.cannotAssess ?? 'unknown test or unit'} multiline w={260} withArrow>
        <Badge
          color="gray"
          variant="outline"
          size="sm"
          leftSection={<CircleHelp size={12} aria-hidden />}
          tabIndex={0}
        >
          Cannot assess
        </Badge>
      </Tooltip>
    );
  }
  if (lab.criticalFlag)
    return (
      <Badge
        color="#7f1d1d"
        variant="filled"
        size="sm"
        leftSection={<OctagonAlert size={12} aria-hidden />}
      >
        Critical
      </Badge>
    );
  if (lab.isAbnormal)
    return (
      <Badge
        color={TONE.warning}
        variant="outline"
        size="sm"
        leftSection={<CircleAlert size={12} aria-hidden />}
      >
        Out of range
      </Badge>
    );
  if (lab.isAbnormal === false) return <Text size="sm">In range</Text>;
  return (
    <Text size="sm" c="dimmed">
      Not flagged
    </Text>
  );
}

/** "80 µmol/L (0.9 mg/dL)": as reported, with the converted value when the unit differs. */
export function labValueText(lab: LabItem): string {
  const reported = `${formatNumber(lab.value, 3)}${lab.unit ? ` ${lab.unit}` : ''}`;
  if (lab.canonicalValue === null || !lab.canonicalUnit) return reported;
  const sameUnit = (lab.unit ?? '').toLowerCase() === lab.canonicalUnit.toLowerCase();
  if (sameUnit || Math.abs(lab.canonicalValue - lab.value) < 1e-9) return reported;
  return `${reported} (${formatNumber(lab.canonicalValue, 2)} ${lab.canonicalUnit})`;
}

/**
 * A tab's section: title, an optional "Add" button that opens the form in place, the form or the
 * content. Roles that may not change the section get no button (the server refuses anyway).
 */
export function RecordSection({
  title,
  addLabel,
  canAdd,
  form,
  children,
  note,
}: {
  title: string;
  addLabel?: string;
  canAdd?: boolean;
  form?: (close: () => void) => ReactNode;
  children: ReactNode;
  note?: ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          {title}
        </Title>
        {canAdd && form && addLabel && !adding ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<Plus size={14} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            {addLabel}
          </Button>
        ) : null}
      </Group>
      {note}
      {adding && form ? (
        <Card withBorder padding="sm">
          {form(() => setAdding(false))}
        </Card>
      ) : null}
      {children}
    </Stack>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
