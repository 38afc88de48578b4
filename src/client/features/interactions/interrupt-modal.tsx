import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { countOf, verbFor } from '../../../core/access';
import type { CheckedInteraction } from '../../lib/drug-api';
import { SeverityBadge } from '../../components/severity';

/**
 * The one interruptive alert (CLINICAL-NOTES "Alert fatigue"): raised only for contraindicated
 * or major findings, closed only by acknowledging them (no Escape, no outside click), and showing
 * the management advice because specific advice raises acceptance (Seidling 2011, PMC3128393).
 */
export function InterruptModal({
  findings,
  opened,
  words,
  onAcknowledge,
}: {
  findings: readonly CheckedInteraction[];
  opened: boolean;
  /** The word for a finding, singular and plural ("interaction"). */
  words: { one: string; many: string };
  onAcknowledge(): void;
}) {
  const n = findings.length;
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size="lg"
      title={
        <Text fw={700} size="lg">
          {countOf(n, `serious ${words.one.toLowerCase()}`, `serious ${words.many.toLowerCase()}`)}{' '}
          {verbFor(n, 'needs')} your review
        </Text>
      }
      aria-describedby="interrupt-description"
    >
      <Stack gap="md">
        <Text size="sm" id="interrupt-description">
          These combinations are rated contraindicated or major. Read the management advice before
          you continue. Lower-severity findings are listed on the page without interrupting you.
        </Text>
        {findings.map((f, i) => (
          <Stack key={`${f.names.join('+')}-${i}`} gap={4} data-testid="interrupt-finding">
            <Group gap="xs">
              <SeverityBadge severity={f.severity} size="sm" />
              <Text fw={700}>
                {f.names[0]} + {f.names[1]}
              </Text>
            </Group>
            <Text size="sm">{f.effect}</Text>
            <Text size="sm">
              <Text span fw={700}>
                Management:{' '}
              </Text>
              {f.management}
            </Text>
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button color="#b91c1c" onClick={onAcknowledge} data-autofocus>
            I have reviewed {n === 1 ? 'this finding' : 'these findings'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
