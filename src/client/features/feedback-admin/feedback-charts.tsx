import { BarChart } from '../../components/lazy-charts';
import {
  Alert,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useFeedbackStats, type Counts } from './api';
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS, TYPE_LABELS } from './labels';

function CountChart({
  title,
  counts,
  labels,
  color,
}: {
  title: string;
  counts: Counts[];
  labels: Record<string, string>;
  color: string;
}) {
  const data = counts.map((c) => ({ name: labels[c.key] ?? c.key, key: c.key, Items: c.count }));
  const tableId = `counts-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder component="figure" m={0} aria-labelledby={`${tableId}-title`}>
      <Title order={3} size="h5" mb="xs" id={`${tableId}-title`}>
        {title}
      </Title>
      {/* The chart is a picture of the table below, which screen readers read instead. */}
      <div aria-hidden>
        <BarChart
          h={Math.max(160, data.length * 26)}
          data={data}
          dataKey="name"
          orientation="vertical"
          yAxisProps={{ width: 150 }}
          series={[{ name: 'Items', color }]}
          withTooltip
          gridAxis="x"
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{title.replace(/^By /, '')}</Table.Th>
              <Table.Th scope="col">Items</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((d) => (
              <Table.Tr key={d.key}>
                <Table.Th scope="row">{d.name}</Table.Th>
                <Table.Td>{d.Items}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}

/** Counts of all feedback in the institution, by type, category and priority (and status). */
export function FeedbackCharts() {
  const stats = useFeedbackStats();
  if (stats.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>Loading counts…</Text>
      </Group>
    );
  }
  if (stats.isError) {
    return (
      <Alert color="red" role="alert" title="Counts could not be loaded">
        {stats.error.message}
      </Alert>
    );
  }
  const s = stats.data;
  if (s.total === 0) {
    return <Text role="status">No feedback has been submitted in your institution yet.</Text>;
  }
  return (
    <>
      <Text mb="sm">
        {s.total} item{s.total === 1 ? '' : 's'} in total, {s.open} open.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CountChart title="By type" counts={s.byType} labels={TYPE_LABELS} color="blue.6" />
        <CountChart
          title="By category"
          counts={s.byCategory}
          labels={CATEGORY_LABELS}
          color="teal.6"
        />
        <CountChart
          title="By priority"
          counts={s.byPriority}
          labels={PRIORITY_LABELS}
          color="orange.6"
        />
        <CountChart title="By status" counts={s.byStatus} labels={STATUS_LABELS} color="grape.6" />
      </SimpleGrid>
    </>
  );
}
