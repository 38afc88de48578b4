import {
  Alert,
  Badge,
  Card,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useSprintPlan, type PlannedTicket } from './api';
import { EFFORT_LABELS, PriorityBadge, TYPE_LABELS } from './labels';

function Column({
  title,
  tickets,
  points,
  capacity,
  empty,
}: {
  title: string;
  tickets: PlannedTicket[];
  points: number;
  capacity: number | null;
  empty: string;
}) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Group justify="space-between" mb={4}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" fw={600}>
          {capacity === null ? `${points} points` : `${points} / ${capacity} points`}
        </Text>
      </Group>
      {capacity !== null ? (
        <Progress
          value={Math.min(100, (points / capacity) * 100)}
          mb="sm"
          aria-label={`${title}: ${points} of ${capacity} points planned`}
        />
      ) : null}
      {tickets.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {tickets.map((t) => (
            <Card key={t.id} component="li" withBorder padding="xs" radius="sm">
              <Text size="sm" fw={600} lineClamp={2}>
                {t.title}
              </Text>
              <Group gap={6} mt={4}>
                <PriorityBadge priority={t.priority} />
                <Badge variant="outline" size="sm">
                  {EFFORT_LABELS[t.effort]} · {t.points} pt{t.points === 1 ? '' : 's'}
                </Badge>
                <Text size="xs" c="dimmed">
                  {TYPE_LABELS[t.type]}
                </Text>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/**
 * The SPEC §4 sprint plan over open feedback: most urgent first, each ticket into the current
 * sprint if it still fits 40 points, else the next, else the backlog.
 */
export function SprintBoard() {
  const plan = useSprintPlan();
  if (plan.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>Planning sprints…</Text>
      </Group>
    );
  }
  if (plan.isError) {
    return (
      <Alert color="red" role="alert" title="The sprint plan could not be loaded">
        {plan.error.message}
      </Alert>
    );
  }
  const p = plan.data;
  return (
    <Stack>
      <Text size="sm">
        Open feedback (not done, closed or won&apos;t fix), ordered critical, high, medium, low,
        fills sprints of {p.capacity} points. Effort points: XS 1, S 2, M 5, L 8, XL 13, XXL 21.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Column
          title="Current sprint"
          tickets={p.current}
          points={p.pointsCurrent}
          capacity={p.capacity}
          empty="No open feedback to plan."
        />
        <Column
          title="Next sprint"
          tickets={p.next}
          points={p.pointsNext}
          capacity={p.capacity}
          empty="Everything open fits in the current sprint."
        />
        <Column
          title="Backlog"
          tickets={p.backlog}
          points={p.pointsBacklog}
          capacity={null}
          empty="Nothing left over after two sprints."
        />
      </SimpleGrid>
    </Stack>
  );
}
