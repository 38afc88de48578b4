import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { CircleCheck, Printer, Scissors, TriangleAlert, CircleX } from 'lucide-react';
import { BSA_FORMULA_LABELS, fmt } from '../../../core/dosing';
import { pumpText } from './pump-text';
import { routeLabel } from '../../lib/drug-format';
import type { CalculateBody, CalculationResult } from './api';
import { capitalise, formatDays, formatPerUnitDose } from './labels';
import { useTerm } from './use-term';

/** Every warning, regimen-level first, then each component's, without repeats. */
export function allWarnings(result: CalculationResult): string[] {
  return [...new Set([...result.warnings, ...result.components.flatMap((c) => c.warnings)])];
}

/** Every note (not a finding: e.g. the label needs no renal change), without repeats. */
export function allNotes(result: CalculationResult): string[] {
  return [...new Set(result.components.flatMap((c) => c.notes))];
}

export function formatDose(c: CalculationResult['components'][number]): string {
  return c.dose ? `${fmt(c.dose.value, 2)} ${c.dose.unit}` : 'Cannot calculate';
}

function Working({ lines, label }: { lines: string[]; label: string }) {
  return (
    <Box component="ol" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {lines.map((l, i) => (
        <Text component="li" key={i} ff="monospace" size="xs" style={{ overflowWrap: 'anywhere' }}>
          {l}
        </Text>
      ))}
    </Box>
  );
}

export function CalculationResultView({
  result,
  body,
  onPrint,
}: {
  result: CalculationResult;
  body: CalculateBody;
  onPrint(): void;
}) {
  const t = useTerm();
  const warnings = allWarnings(result);
  const notes = allNotes(result);
  const phases = new Set(result.components.map((c) => c.phaseId));
  return (
    <Stack aria-live="polite">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          Calculated {t('dose', true).toLowerCase()}
        </Title>
        <Button leftSection={<Printer size={16} aria-hidden />} onClick={onPrint}>
          Print order sheet
        </Button>
      </Group>

      <Text size="sm">
        For {body.heightCm} cm, {body.weightKg} kg, {body.ageYears} years, {body.sex}, serum
        creatinine {body.serumCreatinineMgDl} mg/dL, dose level {body.doseLevelPercent ?? 100}%.
      </Text>
      {warnings.length > 0 ? (
        <Alert
          color="red.9"
          variant="outline"
          icon={<TriangleAlert size={20} aria-hidden />}
          title={`${t('alert', true)}: ${warnings.length} to review before prescribing`}
        >
          <List size="sm" spacing={4}>
            {warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Alert
          variant="outline"
          color="teal.9"
          icon={<CircleCheck size={20} aria-hidden />}
          title="No checks triggered"
        >
          No per-dose cap, renal rule or cumulative limit was triggered for these values. This is
          not a clearance to treat: review the full {t('patient').toLowerCase()} record.
        </Alert>
      )}
      {notes.length > 0 ? (
        <Stack gap={2} aria-label="Notes">
          <Text size="sm" fw={600}>
            Notes (no change needed from these)
          </Text>
          <List size="sm" spacing={2}>
            {notes.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}

      <Paper withBorder p="sm" radius="md">
        <Group gap="xl" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              BSA ({BSA_FORMULA_LABELS[result.bsaFormula]})
            </Text>
            <Text fw={700} fz="lg">
              {fmt(result.bsaM2, 2)} m²
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              CrCl (Cockcroft–Gault)
            </Text>
            <Text fw={700} fz="lg">
              {result.crclMlMin === null ? 'Unknown' : `${fmt(result.crclMlMin, 1)} mL/min`}
            </Text>
          </div>
          {result.egfrMlMinPer173m2 != null ? (
            <div>
              <Text size="xs" c="dimmed">
                eGFR (CKD-EPI 2021)
              </Text>
              <Text fw={700} fz="lg">
                {fmt(result.egfrMlMinPer173m2, 1)} mL/min/1.73 m²
              </Text>
            </div>
          ) : null}
          <div>
            <Text size="xs" c="dimmed">
              Dose level
            </Text>
            <Text fw={700} fz="lg">
              {body.doseLevelPercent ?? 100}%
            </Text>
          </div>
        </Group>
        {result.working && result.working.length > 0 ? (
          <Box mt="xs">
            <Working lines={result.working} label="BSA and renal working" />
          </Box>
        ) : null}
      </Paper>

      <Table.ScrollContainer type="native" tabIndex={0} minWidth={820}>
        <Table verticalSpacing="sm" striped>
          <Table.Caption>
            Per-component {t('dose', true).toLowerCase()} with the working for each
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Drug</Table.Th>
              <Table.Th scope="col">Protocol</Table.Th>
              <Table.Th scope="col">{t('dose')} per administration</Table.Th>
              <Table.Th scope="col">Route and days</Table.Th>
              <Table.Th scope="col">Working</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.components.map((c, i) => (
              <Table.Tr key={`${c.phaseId}-${c.drugId}-${i}`}>
                <Table.Th scope="row">
                  {capitalise(c.name)}
                  {c.formulation ? (
                    <Text size="xs" c="dimmed" fw={400}>
                      {c.formulation}
                    </Text>
                  ) : null}
                  {phases.size > 1 ? (
                    <Text size="xs" c="dimmed" fw={400}>
                      {c.phaseName}
                    </Text>
                  ) : null}
                </Table.Th>
                <Table.Td>{formatPerUnitDose(c.basis, c.perUnitDose)}</Table.Td>
                <Table.Td>
                  {pumpText(c) ? (
                    <>
                      <Text fw={700}>{pumpText(c)?.total}</Text>
                      <Text size="xs" fw={600}>
                        {pumpText(c)?.rate}
                      </Text>
                      <Text size="xs">{pumpText(c)?.perDay}</Text>
                    </>
                  ) : (
                    <Text fw={700}>{formatDose(c)}</Text>
                  )}
                  {c.alternativeDose ? (
                    <Text size="xs" fw={600} c="orange.9">
                      or {fmt(c.alternativeDose.value, 2)} {c.alternativeDose.unit}{' '}
                      {c.alternativeDose.label}: creatinine {body.serumCreatinineMgDl} mg/dL is
                      below {c.alternativeDose.scrMgDl} mg/dL
                    </Text>
                  ) : null}
                  {c.timesPerDay > 1 ? <Text size="xs">{c.timesPerDay} times a day</Text> : null}
                  {c.capped ? (
                    <Badge
                      color="orange.9"
                      size="sm"
                      leftSection={<Scissors size={12} aria-hidden />}
                      tt="none"
                    >
                      Capped
                    </Badge>
                  ) : null}
                  {c.status === 'unknown' ? (
                    <Badge
                      color="red.9"
                      size="sm"
                      leftSection={<CircleX size={12} aria-hidden />}
                      tt="none"
                    >
                      Not calculated
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {routeLabel(c.route)}
                  <Text size="xs">{pumpText(c)?.days ?? formatDays(c.days)}</Text>
                </Table.Td>
                <Table.Td>
                  <Working lines={c.working} label={`Working for ${c.name}`} />
                  {c.warnings.length > 0 ? (
                    <Text size="xs" c="red.8" fw={600} mt={4}>
                      <TriangleAlert size={12} aria-hidden /> {c.warnings.length} warning
                      {c.warnings.length === 1 ? '' : 's'} listed above
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        Ctrl+P (⌘P on a Mac) prints the order sheet from this page.
      </Text>
    </Stack>
  );
}
