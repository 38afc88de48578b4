import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  canCosignAlerts,
  canUseCareSessions,
  roleProfile,
  term,
  type Role,
} from '../../../core/access';
import type { AlertSeverity } from '../../../core/alerts/types';
import {
  acknowledgementState,
  AlertCountBadges,
  AlertSeverityBadge,
  groupAlertsBySeverity,
  hiddenAlertsSentence,
  usePatientAlerts,
  usePendingCosign,
} from '../../components/patient-alerts';
import { TONE } from '../../components/tones';
import { ApiError } from '../../lib/api';
import { useActiveCareSessions, useEndCareSession, usePatientList } from '../../lib/patient-api';
import { patientContextStore, usePatientContext } from '../../stores/patient-context';

const SHOWN_ALERTS = 5;

const lower = (s: string) => s.toLowerCase();

/** The patient being worked on, with the open alerts of its last check (run now). */
export function CurrentPatientCard({ role }: { role: Role }) {
  const current = usePatientContext((s) => s.current);
  const alerts = usePatientAlerts(current?.id);
  const gone = alerts.error instanceof ApiError && alerts.error.status === 404;
  useEffect(() => {
    if (gone && current) patientContextStore.getState().forget(current.id);
  }, [gone, current]);
  const word = term(role, 'patient');
  const alertWord = term(role, 'alert', true);

  return (
    <Card withBorder component="section" aria-labelledby="dash-current">
      <Title order={3} size="h4" mb="sm" id="dash-current">
        Current {lower(word)}
      </Title>
      {!current ? (
        <Text size="sm">
          None selected. Open a record from the{' '}
          <Anchor component={Link} to="/patients">
            {lower(term(role, 'patient', true))} list
          </Anchor>{' '}
          to work on it here.
        </Text>
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Anchor component={Link} to={`/patients/${current.id}`} fw={600}>
              {current.label}
            </Anchor>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => patientContextStore.getState().clearCurrent()}
            >
              Clear
            </Button>
          </Group>
          {alerts.isPending ? (
            <Text size="sm" role="status">
              Checking {lower(alertWord)}…
            </Text>
          ) : alerts.isError ? (
            <Text size="sm" c={TONE.danger}>
              Could not check {lower(alertWord)}: {alerts.error.message}
            </Text>
          ) : (
            <CurrentAlerts role={role} patientId={current.id} data={alerts.data} />
          )}
        </Stack>
      )}
    </Card>
  );
}

function CurrentAlerts({
  role,
  patientId,
  data,
}: {
  role: Role;
  patientId: string;
  data: NonNullable<ReturnType<typeof usePatientAlerts>['data']>;
}) {
  const alertWord = term(role, 'alert', true);
  const open = groupAlertsBySeverity(data.alerts)
    .flatMap((g) => g.alerts)
    .filter((a) => acknowledgementState(a) !== 'acknowledged');
  const hidden = hiddenAlertsSentence(data.counts, data.hiddenLevels, {
    singular: term(role, 'alert'),
    plural: alertWord,
  });
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {open.length === 0
            ? `No open ${lower(alertWord)} at your role's levels.`
            : `${open.length} open ${open.length === 1 ? lower(term(role, 'alert')) : lower(alertWord)}`}
        </Text>
        <AlertCountBadges
          counts={data.counts}
          levels={(['critical', 'high', 'medium', 'low'] as const).filter(
            (l) => !data.hiddenLevels.includes(l),
          )}
        />
      </Group>
      {open.length > 0 ? (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {open.slice(0, SHOWN_ALERTS).map((a) => (
            <Group key={a.id} gap="xs" wrap="nowrap" align="flex-start" component="li">
              <AlertSeverityBadge severity={a.severity} size="sm" />
              <Text size="sm">
                {a.title}
                {acknowledgementState(a) === 'pending' ? ' (awaiting co-signature)' : ''}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
      {data.limitations.length > 0 ? (
        <Text size="sm" c="dimmed">
          {data.limitations.length} thing{data.limitations.length === 1 ? '' : 's'} could not be
          checked (unknown, not safe).
        </Text>
      ) : null}
      {hidden ? (
        <Text size="sm" c="dimmed">
          {hidden}
        </Text>
      ) : null}
      <div>
        <Button component={Link} to={`/patients/${patientId}?tab=alerts`} size="xs" variant="light">
          Review {lower(alertWord)}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * What needs someone now: acknowledgements awaiting this role's co-signature, and the records
 * whose last check left open alerts at this role's levels.
 */
export function AttentionCard({ role }: { role: Role }) {
  const cosigner = canCosignAlerts(role);
  const pending = usePendingCosign(cosigner);
  const levels = roleProfile(role).alertLevels as readonly AlertSeverity[];
  // The two most severe levels the role is shown: what should not wait.
  const urgent = (['critical', 'high', 'medium', 'low'] as const)
    .filter((l) => levels.includes(l))
    .slice(0, 2);
  const flagged = usePatientList({ alerts: urgent.join(','), sort: '-updated', pageSize: 5 });
  const alertWord = term(role, 'alert', true);
  const patientsWord = term(role, 'patient', true);

  return (
    <Card withBorder component="section" aria-labelledby="dash-attention">
      <Title order={3} size="h4" mb="sm" id="dash-attention">
        {alertWord} needing attention
      </Title>
      <Stack gap="sm">
        {cosigner ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Awaiting your co-signature
            </Text>
            {pending.isPending ? (
              <Text size="sm">Loading…</Text>
            ) : pending.isError ? (
              <Text size="sm" c={TONE.danger}>
                Could not load: {pending.error.message}
              </Text>
            ) : pending.data.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                None: no nurse's or student's acknowledgement is waiting.
              </Text>
            ) : (
              <List size="sm" spacing={4}>
                {pending.data.items.slice(0, SHOWN_ALERTS).map((p) => (
                  <List.Item key={p.alertId}>
                    <Anchor component={Link} to={`/patients/${p.patientId}?tab=alerts`} size="sm">
                      {p.patientLabel}
                    </Anchor>
                    : {p.title} ({p.severity}), acknowledged by {p.by?.name ?? 'a colleague'}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {patientsWord} with open {urgent.join(' or ')} {lower(alertWord)}
          </Text>
          {flagged.isPending ? (
            <Text size="sm">Loading…</Text>
          ) : flagged.isError ? (
            <Text size="sm" c={TONE.danger}>
              Could not load: {flagged.error.message}
            </Text>
          ) : flagged.data.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              None at their last check. Records are checked when opened.
            </Text>
          ) : (
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {flagged.data.items.map((p) => (
                <Group key={p.id} gap="xs" component="li" wrap="wrap">
                  <Anchor component={Link} to={`/patients/${p.id}?tab=alerts`} size="sm">
                    {p.label}
                  </Anchor>
                  <AlertCountBadges counts={p.alertCounts} size="xs" />
                </Group>
              ))}
              {flagged.data.total > flagged.data.items.length ? (
                <Anchor component={Link} to={`/patients?alerts=${urgent.join(',')}`} size="sm">
                  All {flagged.data.total}
                </Anchor>
              ) : null}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

export function RecentPatientsCard({ role }: { role: Role }) {
  const recent = usePatientContext((s) => s.recent);
  const current = usePatientContext((s) => s.current);
  return (
    <Card withBorder component="section" aria-labelledby="dash-recent">
      <Title order={3} size="h4" mb="sm" id="dash-recent">
        Recent {lower(term(role, 'patient', true))}
      </Title>
      {recent.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet on this browser.
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {recent.map((p) => (
            <Group key={p.id} gap="xs" component="li" justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/patients/${p.id}`} size="sm">
                {p.label}
              </Anchor>
              <Group gap={6} wrap="nowrap">
                {current?.id === p.id ? (
                  <Badge size="xs" variant="light">
                    Current
                  </Badge>
                ) : null}
                <Text size="xs" c="dimmed">
                  {new Date(p.lastUpdated).toLocaleDateString(undefined, { dateStyle: 'medium' })}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** This clinician's open care sessions, each with End. Not for de-identified roles. */
export function CareSessionsCard({ role }: { role: Role }) {
  const enabled = canUseCareSessions(role);
  const sessions = useActiveCareSessions(enabled);
  const end = useEndCareSession();
  if (!enabled) return null;
  return (
    <Card withBorder component="section" aria-labelledby="dash-sessions">
      <Title order={3} size="h4" mb="sm" id="dash-sessions">
        Active care sessions
      </Title>
      {sessions.isPending ? (
        <Text size="sm">Loading…</Text>
      ) : sessions.isError ? (
        <Text size="sm" c={TONE.danger}>
          Could not load: {sessions.error.message}
        </Text>
      ) : sessions.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None open. Start one from a {lower(term(role, 'patient'))}'s page.
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.data.items.map((s) => (
            <Group key={s.id} gap="xs" component="li" justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Anchor component={Link} to={`/patients/${s.patientId}`} size="sm">
                  {s.patientLabel}
                </Anchor>
                <Text size="xs" c="dimmed">
                  since{' '}
                  {new Date(s.startTime).toLocaleString(undefined, {
                    dateStyle: 'short',
                    timeStyle: 'short',
                  })}
                </Text>
              </Stack>
              <Button
                size="compact-sm"
                variant="default"
                loading={end.isPending && end.variables === s.id}
                onClick={() => end.mutate(s.id)}
                aria-label={`End care session with ${s.patientLabel}`}
              >
                End
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {end.isError ? (
        <Text size="sm" c={TONE.danger} role="alert">
          {end.error.message}
        </Text>
      ) : null}
    </Card>
  );
}
