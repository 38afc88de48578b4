import { BarChart } from '../../components/lazy-charts';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { Cell, CohortCriteriaInput, CohortResponse } from '../../../core/analytics';
import { ChartCard, ScrollRegion } from '../../components/chart-card';
import { downloadCohort } from './api';

type BreakdownGroup = { key: string; subjects: Cell; label?: string };

const SUPPRESSED_NOTE = 'Groups of fewer than 5 subjects show “<5” and are not drawn.';
const humanize = (code: string) => {
  const words = code.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One breakdown: drawn from its numeric cells, tabled with every cell ("<5" included). */
function Breakdown({
  title,
  groups,
  column,
}: {
  title: string;
  groups: BreakdownGroup[];
  column: string;
}) {
  const drawn = groups
    .filter((g) => typeof g.subjects === 'number' && g.subjects > 0)
    .map((g) => ({ label: g.label ?? g.key, subjects: g.subjects as number }));
  const anyone = groups.some((g) => g.subjects !== 0);
  return (
    <ChartCard
      title={title}
      description={groups.some((g) => g.subjects === '<5') ? SUPPRESSED_NOTE : undefined}
      empty={anyone ? null : 'None in this cohort.'}
      chart={
        drawn.length === 0 ? (
          <Text size="sm">
            Every group has fewer than 5 subjects: the table lists them as “&lt;5”.
          </Text>
        ) : (
          <BarChart
            h={Math.max(120, drawn.length * 28)}
            data={drawn}
            dataKey="label"
            orientation="vertical"
            yAxisProps={{ width: 150 }}
            series={[{ name: 'subjects', label: 'Subjects', color: 'violet.6' }]}
          />
        )
      }
      table={{
        columns: [column, 'Subjects'],
        rows: groups.map((g) => [g.label ?? g.key, g.subjects]),
      }}
    />
  );
}

function criteriaText(c: CohortResponse['criteria']): string[] {
  const out: string[] = [];
  if (c.condition)
    out.push(
      c.condition.as === 'icd10-prefix'
        ? `Condition: ICD-10 code starting ${c.condition.text}`
        : `Condition: a diagnosis containing “${c.condition.text}”`,
    );
  if (c.stage) out.push(`Stage group ${c.stage}${c.condition ? ' on that condition' : ''}`);
  if (c.drug)
    out.push(
      `Intervention: ${c.drug.text} → ${c.drug.drugs.map((d) => d.name).join(' + ')} (${c.drug.scope === 'active' ? 'active order' : 'ever ordered or given'})`,
    );
  if (c.phenotype) out.push(`Phenotype: ${c.phenotype.gene} ${c.phenotype.phenotype}`);
  if (c.lab) {
    const range =
      c.lab.min !== null && c.lab.max !== null
        ? `${c.lab.min} to ${c.lab.max}`
        : c.lab.min !== null
          ? `at least ${c.lab.min}`
          : `at most ${c.lab.max}`;
    out.push(
      `${c.lab.label} ${range} ${c.lab.unit}, measured in the last ${c.lab.withinDays} days`,
    );
  }
  if (c.age) out.push(`Age ${c.age.min ?? 0} to ${c.age.max ?? 'any'} years`);
  return out.length > 0 ? out : ['No criteria: every active subject of your institution'];
}

function ExportButton({
  part,
  criteria,
  disabled,
}: {
  part: 'counts' | 'subjects';
  criteria: CohortCriteriaInput;
  disabled: boolean;
}) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  return (
    <Stack gap={2}>
      <Button
        variant="light"
        leftSection={<Download size={16} aria-hidden />}
        loading={state.busy}
        disabled={disabled}
        onClick={async () => {
          setState({ busy: true, error: null });
          try {
            await downloadCohort(part, criteria);
            setState({ busy: false, error: null });
          } catch (error) {
            setState({
              busy: false,
              error: error instanceof Error ? error.message : 'The export failed.',
            });
          }
        }}
      >
        {part === 'counts' ? 'Export counts (CSV)' : 'Export subjects (CSV)'}
      </Button>
      {state.error ? (
        <Text size="xs" c="red.9" role="alert">
          {state.error}
        </Text>
      ) : null}
    </Stack>
  );
}

const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;

function SubjectsTable({
  data,
  onPage,
  total,
}: {
  data: CohortResponse;
  onPage(page: number): void;
  total: number;
}) {
  const table = data.table!;
  const shown = SEVERITIES.filter((s) => !data.hiddenLevels.includes(s));
  const pages = Math.ceil(total / table.pageSize);
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Subjects
      </Title>
      <Text size="sm" c="dimmed">
        Pseudonyms, ages (90 stands for 90 or older) and dates moved by each subject’s own offset;
        diagnoses only in clinical words or codes.
      </Text>
      <ScrollRegion label="Subjects table">
        <Table striped withTableBorder miw={900}>
          <caption style={{ captionSide: 'bottom', textAlign: 'left' }}>
            Page {table.page} of {pages}: subjects {(table.page - 1) * table.pageSize + 1} to{' '}
            {(table.page - 1) * table.pageSize + table.rows.length} of {total}
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Subject</Table.Th>
              <Table.Th scope="col">Age</Table.Th>
              <Table.Th scope="col">Sex</Table.Th>
              <Table.Th scope="col">Conditions</Table.Th>
              <Table.Th scope="col">Interventions</Table.Th>
              <Table.Th scope="col">Phenotypes</Table.Th>
              {data.criteria.lab ? (
                <Table.Th scope="col">
                  {data.criteria.lab.label} ({data.criteria.lab.unit})
                </Table.Th>
              ) : null}
              <Table.Th scope="col">Research findings</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((r) => (
              <Table.Tr key={r.label}>
                <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {r.label}
                </Table.Th>
                <Table.Td>{r.ageYears ?? '–'}</Table.Td>
                <Table.Td>{r.sex}</Table.Td>
                <Table.Td>
                  {r.conditions.map((c, i) => (
                    <Text size="sm" key={i}>
                      {[c.icd10, c.name, c.stage ? `stage ${c.stage}` : null]
                        .filter(Boolean)
                        .join(' · ') || 'withheld'}
                      {c.diagnosed ? ` (${c.diagnosed})` : ''}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>{r.interventions.join(', ') || '–'}</Table.Td>
                <Table.Td>
                  {r.phenotypes.map((p) => `${p.gene} ${p.phenotype}`).join('; ') || '–'}
                </Table.Td>
                {data.criteria.lab ? (
                  <Table.Td>{r.lab ? `${r.lab.value} (${r.lab.measured})` : '–'}</Table.Td>
                ) : null}
                <Table.Td>
                  {shown.every((s) => r.findings[s] === 0)
                    ? 'none'
                    : shown
                        .filter((s) => r.findings[s] > 0)
                        .map((s) => `${r.findings[s]} ${s}`)
                        .join(', ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={table.page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      ) : null}
    </Stack>
  );
}

/** The answer to a cohort query, in the researcher's words. */
export function CohortResults({
  data,
  criteria,
  onPage,
}: {
  data: CohortResponse;
  criteria: CohortCriteriaInput;
  onPage(page: number): void;
}) {
  const b = data.breakdowns;
  const total = typeof data.subjects === 'number' ? data.subjects : 0;
  const headline =
    data.subjects === 0
      ? 'No subjects match'
      : data.subjects === '<5'
        ? 'Fewer than 5 subjects match'
        : `${data.subjects} subjects match`;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <div role="status" aria-live="polite">
              <Title order={3}>{headline}</Title>
            </div>
            <List size="sm" mt={4}>
              {criteriaText(data.criteria).map((t) => (
                <List.Item key={t}>{t}</List.Item>
              ))}
            </List>
          </div>
          <Group gap="sm" align="flex-start">
            <ExportButton part="counts" criteria={criteria} disabled={false} />
            <ExportButton part="subjects" criteria={criteria} disabled={data.table === null} />
          </Group>
        </Group>
        {data.suppressed ? (
          <Alert icon={<ShieldCheck size={18} aria-hidden />} color="blue" title="Small cohort">
            <Text size="sm">
              To protect the people in it, a cohort of fewer than 5 subjects is reported only as
              “&lt;5”: no breakdowns, no rows and no row export. Counts this small could let a
              reader recognise a person.
            </Text>
            <Text size="sm" mt="xs">
              What to do: remove a criterion (a drug, a lab range or a finding level) or widen an
              age range. If every query answers “&lt;5”, your institution has fewer than 5 subjects
              on record that match anything: the cohort grows as clinicians record patients, and
              no criteria can show a smaller group.
            </Text>
          </Alert>
        ) : null}
        {data.hiddenLevels.length > 0 && b ? (
          <Text size="xs" c="dimmed">
            Findings at levels your role is not shown ({data.hiddenLevels.join(', ')}) are left out
            of the counts.
          </Text>
        ) : null}
      </Stack>

      {b ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          <Breakdown title="Age band" column="Age band (years)" groups={b.ageBands} />
          <Breakdown
            title="Sex"
            column="Sex"
            groups={b.sex.map((g) => ({ ...g, label: humanize(g.key) }))}
          />
          <Breakdown title="Conditions (ICD-10 category)" column="ICD-10" groups={b.conditions} />
          <Breakdown
            title="Stage group"
            column="Stage"
            groups={b.stages.map((g) => ({ ...g, label: `Stage ${g.key}` }))}
          />
          <Breakdown
            title="Interventions (active orders)"
            column="Intervention"
            groups={b.interventions.map((g) => ({ ...g, label: g.name }))}
          />
          <Breakdown
            title="Phenotypes"
            column="Gene and phenotype"
            groups={b.phenotypes.map((g) => ({
              key: `${g.gene} ${g.phenotype}`,
              subjects: g.subjects,
            }))}
          />
          <Breakdown
            title="Adverse events (interaction alerts)"
            column="Severity"
            groups={b.adverseEvents.map((g) => ({ ...g, label: humanize(g.key) }))}
          />
          <Breakdown
            title="Research findings, by kind"
            column="Kind"
            groups={b.findings.map((g) => ({ ...g, label: humanize(g.key) }))}
          />
        </SimpleGrid>
      ) : null}

      {data.table ? (
        data.table.rows.length > 0 ? (
          <SubjectsTable data={data} total={total} onPage={onPage} />
        ) : (
          <Badge variant="light">No subjects on this page</Badge>
        )
      ) : null}
    </Stack>
  );
}
