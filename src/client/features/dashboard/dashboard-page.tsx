import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { quickActionsFor, roleProfile, term, termIn, visibleNavItems } from '../../../core/access';
import { useHealth } from '../../app/shell/use-health';
import { useAuth } from '../../stores/auth';
import {
  AttentionCard,
  CareSessionsCard,
  CurrentPatientCard,
  RecentPatientsCard,
} from './patient-cards';

export default function DashboardPage() {
  const user = useAuth((s) => s.user);
  const health = useHealth();
  if (!user) return null;
  const profile = roleProfile(user.role);
  const counts = health.data?.knowledgeBase.counts;
  const tools = visibleNavItems(user.role).filter((i) => i.id !== 'dashboard');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>Welcome, {user.firstName}</Title>
        <Group gap="xs">
          <Badge variant="light">{profile.label}</Badge>
          <Badge variant="outline">{user.persona.name}</Badge>
          <Text size="sm" c="dimmed">
            {user.institution}
          </Text>
        </Group>
      </Stack>

      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          Quick actions
        </Title>
        <Group>
          {quickActionsFor(user.role).map((a) => (
            <Button key={a.id} component={Link} to={a.path} variant="light">
              {a.label}
            </Button>
          ))}
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CurrentPatientCard role={user.role} />
        <AttentionCard role={user.role} />
        <RecentPatientsCard role={user.role} />
        <CareSessionsCard role={user.role} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Your workflow
          </Title>
          <Stepper active={-1} orientation="vertical" size="sm" allowNextStepsSelect={false}>
            {profile.workflowSteps.map((step) => (
              <Stepper.Step
                key={step}
                label={step.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())}
              />
            ))}
          </Stepper>
        </Card>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Knowledge base
          </Title>
          {counts ? (
            <Stack gap={6}>
              <Text size="sm">
                Version {health.data?.knowledgeBase.version} ·{' '}
                {health.data?.database === 'postgres' ? 'PostgreSQL' : 'embedded database'}
              </Text>
              <SimpleGrid cols={2} spacing="xs">
                <Fact label="Drugs" value={counts.drugs} />
                <Fact label="Anticancer drugs" value={counts.antineoplastics} />
                <Fact
                  label={`Curated ${termIn(user.role, 'interaction', 'reference', true).toLowerCase()}`}
                  value={counts.interactions}
                />
                <Fact label="Regimens" value={counts.regimens} />
                <Fact label="PGx genes" value={counts.pgxGenes} />
                <Fact label="PGx drugs" value={counts.pgxDrugs} />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                Every record cites its source (label section, CPIC guideline or PMID).
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c={health.isError ? 'red.8' : 'dimmed'}>
              {health.isError ? 'The server could not be reached.' : 'Loading…'}
            </Text>
          )}
          <Text size="sm" mt="sm">
            {term(user.role, 'alert', true)} shown for your role: {profile.alertLevels.join(', ')}.
          </Text>
        </Card>
      </SimpleGrid>

      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          Your tools
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
          {tools.map((t) => (
            <Anchor key={t.id} component={Link} to={t.path}>
              {t.displayLabel}
            </Anchor>
          ))}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={700}>
        {value ?? '—'}
      </Text>
    </Group>
  );
}
