import { Badge, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CANCER_LABEL } from '../../lib/cancer-labels';
import { routeLabel } from '../../lib/drug-format';
import type { RegimenDetail, RegimenDetailComponent } from './api';
import {
  EMETOGENIC_LABEL,
  growthFactorText,
  INTENT_LABEL,
  MODIFICATION_ACTION_LABEL,
  SETTING_LABEL,
  capitalise,
  formatCycles,
  formatDays,
  formatProtocolDose,
  formatTrigger,
} from './labels';
import { SourceList } from './source-list';

function componentLimits(c: RegimenDetailComponent): string[] {
  const out: string[] = [];
  if (c.capMg !== undefined) {
    out.push(`Max ${c.capMg} ${c.dose.basis === 'units/m2' ? 'units' : 'mg'} per dose`);
  }
  if (c.bsaCapM2 !== undefined) out.push(`BSA capped at ${c.bsaCapM2} m²`);
  if (!c.doseLevelApplies) out.push('Not reduced with the dose level');
  return out;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Everything the record says about a regimen, in the order a prescriber checks it. */
export function RegimenDetailView({ regimen }: { regimen: RegimenDetail }) {
  const names = new Map(
    regimen.phases.flatMap((p) => p.components.map((c) => [c.drugId, c.drug.name] as const)),
  );
  return (
    <Stack>
      <Group gap={6}>
        {regimen.cancers.map((c) => (
          <Badge key={c} variant="light" tt="none">
            {CANCER_LABEL[c]}
          </Badge>
        ))}
        {regimen.intent.map((i) => (
          <Badge key={i} variant="outline" color="gray.8" tt="none">
            {INTENT_LABEL[i]}
          </Badge>
        ))}
        {regimen.setting.map((s) => (
          <Badge key={s} variant="outline" color="gray.8" tt="none">
            {SETTING_LABEL[s]}
          </Badge>
        ))}
      </Group>
      {regimen.aliases.length > 0 ? (
        <Text size="sm">Also known as {regimen.aliases.join(', ')}</Text>
      ) : null}
      {regimen.population ? <Text size="sm">Population: {regimen.population}</Text> : null}

      {regimen.phases.map((phase) => (
        <Section
          key={phase.id}
          title={regimen.phases.length > 1 ? `Phase: ${phase.name}` : 'Schedule'}
        >
          <Text size="sm">
            <strong>Cycle length:</strong> {phase.cycleLengthDays} days ·{' '}
            <strong>Number of cycles:</strong> {formatCycles(phase.cycles)}
          </Text>
          <Table.ScrollContainer type="native" tabIndex={0} minWidth={680}>
            <Table verticalSpacing="xs" striped>
              <Table.Caption>
                Components of {regimen.phases.length > 1 ? phase.name : regimen.name}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Drug</Table.Th>
                  <Table.Th scope="col">Dose</Table.Th>
                  <Table.Th scope="col">Route</Table.Th>
                  <Table.Th scope="col">Days</Table.Th>
                  <Table.Th scope="col">Limits</Table.Th>
                  <Table.Th scope="col">Administration</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {phase.components.map((c, i) => (
                  <Table.Tr key={`${c.drugId}-${i}`}>
                    <Table.Th scope="row">
                      {capitalise(c.drug.name)}
                      {c.formulation ? (
                        <Text size="xs" c="dimmed" fw={400}>
                          {c.formulation}
                        </Text>
                      ) : null}
                    </Table.Th>
                    <Table.Td>
                      {formatProtocolDose(c.dose)}
                      {c.timesPerDay > 1 ? ` × ${c.timesPerDay} daily` : ''}
                    </Table.Td>
                    <Table.Td>{routeLabel(c.route)}</Table.Td>
                    <Table.Td>{formatDays(c.days)}</Table.Td>
                    <Table.Td>
                      {componentLimits(c).map((l) => (
                        <Text key={l} size="xs">
                          {l}
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{c.administration ?? ''}</Text>
                      {c.notes.map((n) => (
                        <Text key={n} size="xs" c="dimmed">
                          {n}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {phase.notes.length > 0 ? (
            <List size="sm">
              {phase.notes.map((n) => (
                <List.Item key={n}>{n}</List.Item>
              ))}
            </List>
          ) : null}
        </Section>
      ))}

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title="Supportive care">
          <Text size="sm">
            <strong>Emetogenic risk:</strong>{' '}
            {EMETOGENIC_LABEL[regimen.emetogenicRisk] ?? regimen.emetogenicRisk}
          </Text>
          <Text size="sm" fw={600}>
            Premedication
          </Text>
          {regimen.premedication.length === 0 ? (
            <Text size="sm" c="dimmed">
              None recorded beyond antiemetics for the emetogenic risk.
            </Text>
          ) : (
            <List size="sm">
              {regimen.premedication.map((p) => (
                <List.Item key={p.text}>{p.text}</List.Item>
              ))}
            </List>
          )}
          <Text size="sm">
            <strong>G-CSF:</strong> {growthFactorText(regimen.growthFactorSupport)}
          </Text>
        </Section>
        <Section title="Monitoring">
          <List size="sm">
            {regimen.monitoring.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        </Section>
      </SimpleGrid>

      <Section title="Dose modifications">
        {regimen.doseModifications.length === 0 ? (
          <Text size="sm" c="dimmed">
            No structured dose-modification rules are recorded for this regimen; follow the labels
            of its drugs.
          </Text>
        ) : (
          <Stack gap="xs">
            {regimen.doseModifications.map((m, i) => {
              const trigger = formatTrigger(m);
              return (
                <div key={i}>
                  <Group gap={6}>
                    <Badge size="sm" color="orange.9" variant="outline" tt="none">
                      {MODIFICATION_ACTION_LABEL[m.action]}
                      {m.reduceToPercent !== undefined ? ` to ${m.reduceToPercent}%` : ''}
                    </Badge>
                    <Text size="sm" fw={600}>
                      {m.drugIds
                        ? m.drugIds.map((id) => capitalise(names.get(id) ?? id)).join(', ')
                        : 'Whole regimen'}
                    </Text>
                    {trigger ? (
                      <Text size="sm" c="dimmed">
                        when {trigger}
                      </Text>
                    ) : null}
                  </Group>
                  <Text size="sm">{m.text}</Text>
                  {m.source ? <SourceList sources={[m.source]} size="xs" /> : null}
                </div>
              );
            })}
          </Stack>
        )}
      </Section>

      {regimen.notes.length > 0 ? (
        <Section title="Notes">
          <List size="sm">
            {regimen.notes.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        </Section>
      ) : null}

      <Section title="Sources">
        <SourceList sources={regimen.sources} />
      </Section>
    </Stack>
  );
}
