import { Box, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';

/**
 * A horizontally scrolling box for a wide table at 390 px, reachable by keyboard (a scrollable
 * region must take focus so that it can be scrolled without a mouse).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      {children}
    </Box>
  );
}

export interface ChartTable {
  /** Column headings; the first column holds each row's heading. */
  columns: string[];
  rows: Array<Array<string | number>>;
}

/**
 * A chart with the table it was drawn from (issue 15: charts with table equivalents). The chart is
 * a picture for sighted users and hidden from screen readers, which read the table instead; the
 * same table can be shown on screen, so every figure is readable without hovering. An empty
 * chart says so in words rather than drawing empty axes.
 */
export function ChartCard({
  title,
  description,
  chart,
  table,
  empty,
  actions,
}: {
  title: string;
  description?: ReactNode;
  chart: ReactNode;
  table: ChartTable;
  /** Shown instead of the chart and table when set (nothing recorded, nothing matched). */
  empty?: string | null;
  actions?: ReactNode;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const table_ = (
    <Table striped withTableBorder id={`${id}-table`}>
      <caption style={shown ? { captionSide: 'top', textAlign: 'left' } : undefined}>
        {shown ? <VisuallyHidden>{title}</VisuallyHidden> : title}
      </caption>
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((c) => (
            <Table.Th key={c} scope="col">
              {c}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row, i) => (
          <Table.Tr key={`${row[0]}-${i}`}>
            {row.map((value, j) =>
              j === 0 ? (
                <Table.Th key={j} scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {value}
                </Table.Th>
              ) : (
                <Table.Td key={j}>{value}</Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Card withBorder component="section" aria-labelledby={`${id}-title`} padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={`${id}-title`}>
            {title}
          </Title>
          <Group gap="xs">
            {!empty ? (
              <Button
                size="compact-sm"
                variant="subtle"
                aria-expanded={shown}
                aria-controls={`${id}-table`}
                onClick={() => setShown((s) => !s)}
              >
                {shown ? 'Hide table' : 'Show table'}
              </Button>
            ) : null}
            {actions}
          </Group>
        </Group>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        {empty ? (
          <Text size="sm" role="status">
            {empty}
          </Text>
        ) : (
          <>
            {/* inert: the chart library makes its surface focusable, which a hidden part must not be. */}
            <div aria-hidden inert>
              {chart}
            </div>
            {shown ? (
              <ScrollRegion label={`${title}, table`}>{table_}</ScrollRegion>
            ) : (
              <VisuallyHidden>{table_}</VisuallyHidden>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
