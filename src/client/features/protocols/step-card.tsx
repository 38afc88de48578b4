import { Anchor, Badge, Box, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  Activity,
  ClipboardList,
  GitBranch,
  ShieldAlert,
  Syringe,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { Criteria, ProtocolStep, StepKind } from '../../../core/knowledge/protocol';
import { formatSource } from '../../../core/knowledge/source';
import { USE_LABEL, criteriaLead, criterionText, drugName, routeText } from './protocol-text';

/** Kind shown by colour, icon and word together (WCAG 1.4.1). */
export const KIND_META: Record<StepKind, { label: string; color: string; Icon: LucideIcon }> = {
  assess: { label: 'Assess', color: '#1d4ed8', Icon: ClipboardList },
  decision: { label: 'Decision', color: '#6d28d9', Icon: GitBranch },
  action: { label: 'Action', color: '#047857', Icon: Syringe },
  monitor: { label: 'Monitor', color: '#0e7490', Icon: Activity },
  escalate: { label: 'Escalate', color: '#b91c1c', Icon: ShieldAlert },
};

export function KindBadge({ kind }: { kind: StepKind }) {
  const meta = KIND_META[kind];
  return (
    <Badge
      color={meta.color}
      leftSection={<meta.Icon size={13} aria-hidden />}
      tt="none"
      autoContrast
    >
      {meta.label}
    </Badge>
  );
}

export function CriteriaView({ criteria }: { criteria: Criteria }) {
  const lead = criteriaLead(criteria);
  return (
    <Box>
      {lead ? (
        <Text size="sm" fw={600}>
          {lead}
        </Text>
      ) : null}
      <List size="sm" spacing={2}>
        {criteria.items.map((item, i) => (
          <List.Item key={i}>{criterionText(item)}</List.Item>
        ))}
      </List>
    </Box>
  );
}

function DrugTable({ step, names }: { step: ProtocolStep; names: ReadonlyMap<string, string> }) {
  if (step.drugs.length === 0) return null;
  return (
    <Table.ScrollContainer type="native" tabIndex={0} minWidth={560}>
      <Table verticalSpacing={4} withTableBorder>
        <Table.Caption>Drugs in this step</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Drug</Table.Th>
            <Table.Th scope="col">Use</Table.Th>
            <Table.Th scope="col">Dose</Table.Th>
            <Table.Th scope="col">Route</Table.Th>
            <Table.Th scope="col">Timing and notes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {step.drugs.map((d, i) => (
            <Table.Tr key={`${d.drugId}-${i}`}>
              <Table.Th scope="row">{drugName(names, d.drugId)}</Table.Th>
              <Table.Td>
                <Badge
                  size="sm"
                  variant={d.use === 'give' ? 'filled' : 'outline'}
                  color={d.use === 'avoid' || d.use === 'hold' ? '#b91c1c' : '#047857'}
                  tt="none"
                >
                  {USE_LABEL[d.use]}
                </Badge>
              </Table.Td>
              <Table.Td>
                {d.dose ?? (
                  <Text span size="sm" c="dimmed">
                    as per source/label
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{routeText(d.route) ?? '—'}</Table.Td>
              <Table.Td>
                {d.timing ? <Text size="sm">{d.timing}</Text> : null}
                {d.note ? (
                  <Text size="xs" c="dimmed">
                    {d.note}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * One protocol step: kind, text, criteria, drugs and sources. `footer` holds what follows (branch
 * buttons in the stepper, links in the all-steps view).
 */
export function StepCard({
  step,
  names,
  heading,
  footer,
  headingOrder = 3,
  anchor = false,
}: {
  step: ProtocolStep;
  names: ReadonlyMap<string, string>;
  heading?: string;
  footer?: ReactNode;
  headingOrder?: 3 | 4;
  /** Gives the card an id (`step-<id>`) for in-page links; only one view may do so. */
  anchor?: boolean;
}) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      id={anchor ? `step-${step.id}` : undefined}
      aria-label={step.title}
    >
      <Stack gap="sm">
        <div>
          <KindBadge kind={step.kind} />
          <Title order={headingOrder} size="h4" mt={6}>
            {heading ? `${heading}: ` : ''}
            {step.title}
          </Title>
        </div>
        <Text>{step.text}</Text>
        {step.criteria ? <CriteriaView criteria={step.criteria} /> : null}
        <DrugTable step={step} names={names} />
        {step.sources && step.sources.length > 0 ? (
          <Box>
            <Text size="xs" fw={600} c="dimmed">
              Sources for this step
            </Text>
            <List size="xs" spacing={2}>
              {step.sources.map((s) => {
                const f = formatSource(s);
                return (
                  <List.Item key={f.label}>
                    {f.url ? (
                      <Anchor href={f.url} target="_blank" rel="noreferrer" size="xs">
                        {f.label}
                      </Anchor>
                    ) : (
                      f.label
                    )}
                  </List.Item>
                );
              })}
            </List>
          </Box>
        ) : null}
        {footer}
      </Stack>
    </Paper>
  );
}
