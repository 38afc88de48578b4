import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Info, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { canAccessRoute, term, type TermKey } from '../../../core/access';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../stores/auth';
import { usePatientContext } from '../../stores/patient-context';
import {
  useAcceptRecommendation,
  usePatientSearch,
  useRecommendations,
  useStopMedication,
  type RecommendationsResponse,
} from './api';
import { GeneratedPanel } from './generated-panel';
import { countOf } from './labels';
import { RecommendationCard } from './recommendation-card';

function useTerm(): (key: TermKey, plural?: boolean) => string {
  const role = useAuth((s) => s.user?.role);
  return (key, plural = false) =>
    role ? term(role, key, plural) : `${key[0]?.toUpperCase()}${key.slice(1)}${plural ? 's' : ''}`;
}

/** No current patient: the recent ones, a search over the patient list, and the list itself. */
function PatientPicker() {
  const t = useTerm();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 250);
  const search = usePatientSearch(debounced);
  const recent = usePatientContext((s) => s.recent);
  const setCurrent = usePatientContext((s) => s.setCurrent);
  const noun = t('patient').toLowerCase();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ai-pick-title">
      <Stack gap="sm">
        <Title order={3} size="h3" id="ai-pick-title">
          Choose a {noun}
        </Title>
        <Text size="sm">
          Recommendations are worked out for one {noun} at a time. Pick one here or from the{' '}
          <Anchor component={Link} to="/patients">
            {t('patient', true).toLowerCase()} list
          </Anchor>
          .
        </Text>
        {recent.length > 0 ? (
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Recent:
            </Text>
            {recent.slice(0, 5).map((p) => (
              <Button key={p.id} size="xs" variant="light" onClick={() => setCurrent(p)}>
                {p.label}
              </Button>
            ))}
          </Group>
        ) : null}
        <TextInput
          label={`Search ${t('patient', true).toLowerCase()}`}
          description="Name, MRN, condition or drug"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
        />
        {search.isPending ? (
          <LoadingState what={t('patient', true).toLowerCase()} />
        ) : search.isError ? (
          <LoadError
            error={search.error}
            retry={() => void search.refetch()}
            title="Could not search"
          />
        ) : search.data.items.length === 0 ? (
          <Text size="sm">No {t('patient', true).toLowerCase()} match.</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {search.data.items.map((p) => {
              const alerts = p.alertCounts.critical + p.alertCounts.high;
              return (
                <li key={p.id}>
                  <UnstyledButton
                    onClick={() => setCurrent({ id: p.id, label: p.label })}
                    p="xs"
                    style={{
                      borderRadius: 6,
                      width: '100%',
                      border: '1px solid var(--mantine-color-gray-3)',
                    }}
                  >
                    <Group gap="xs" wrap="nowrap">
                      <UserRound size={18} aria-hidden />
                      <div>
                        <Text fw={600}>{p.label}</Text>
                        <Text size="sm">
                          {p.ageYears !== null ? `${p.ageYears} y, ` : ''}
                          {p.sex}
                          {p.isDemo ? ', demonstration record' : ''}
                          {alerts > 0 ? `, ${countOf(alerts, 'high or critical alert')}` : ''}
                        </Text>
                      </div>
                    </Group>
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Recommendations({
  patientId,
  data,
}: {
  patientId: string;
  data: RecommendationsResponse;
}) {
  const role = useAuth((s) => s.user?.role);
  const accept = useAcceptRecommendation(patientId);
  const stop = useStopMedication(patientId);
  const t = useTerm();
  const canOpenCalculator = role ? canAccessRoute(role, '/regimens') : false;
  const message = (e: unknown) =>
    e instanceof ApiError || e instanceof Error ? e.message : 'Failed';
  return (
    <Stack gap="md" component="section" aria-labelledby="ai-recs-title">
      <Title order={3} size="h3" id="ai-recs-title">
        Recommendations
      </Title>
      <Text size="sm">
        Ranked by severity, then evidence. Each comes from a cited record (a CPIC or label rule, a
        curated interaction) applied to this {t('patient').toLowerCase()}’s data; alternatives
        appear only where a record names them.
      </Text>
      {data.hiddenLevels.length > 0 && data.hiddenCount > 0 ? (
        <Text size="sm">
          {countOf(data.hiddenCount, 'recommendation')} at levels your role is not shown (
          {data.hiddenLevels.join(', ')}) are not listed.
        </Text>
      ) : null}
      {data.recommendations.length === 0 ? (
        <Alert
          variant="outline"
          color={TONE.info}
          icon={<Info size={18} aria-hidden />}
          title="No recommendations"
        >
          <Text size="sm">
            The alert engine raised no finding that a record gives an action for. That is not a
            statement of safety: see what could not be assessed below.
          </Text>
        </Alert>
      ) : (
        data.recommendations.map((rec, i) => (
          <RecommendationCard
            key={rec.id}
            index={i}
            rec={rec}
            actions={{
              canAccept: data.canAccept,
              canOpenCalculator,
              accepting: accept.isPending && accept.variables?.recommendationId === rec.id,
              stopping: stop.isPending,
              onAccept: (comment) =>
                accept.mutate({ recommendationId: rec.id, ...(comment ? { comment } : {}) }),
              onStop: (medicationId) => stop.mutate(medicationId),
              acceptError:
                accept.isError && accept.variables?.recommendationId === rec.id
                  ? message(accept.error)
                  : null,
              stopError:
                stop.isError &&
                rec.change?.kind === 'stop-medication' &&
                rec.change.medicationIds.includes(stop.variables ?? '')
                  ? message(stop.error)
                  : null,
            }}
          />
        ))
      )}
      {data.unresolved.length > 0 ? (
        <div>
          <Text fw={600} size="sm">
            Alerts without a recorded action
          </Text>
          <List size="sm">
            {data.unresolved.map((u) => (
              <List.Item key={u.key}>
                {u.severity} {u.kind}: {u.title}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {data.limitations.length > 0 ? (
        <div>
          <Text fw={600} size="sm">
            Could not be assessed
          </Text>
          <List size="sm">
            {data.limitations.map((l) => (
              <List.Item key={l}>{l}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </Stack>
  );
}

export default function AiPage() {
  const t = useTerm();
  const current = usePatientContext((s) => s.current);
  const clear = usePatientContext((s) => s.clearCurrent);
  const forget = usePatientContext((s) => s.forget);
  const recs = useRecommendations(current?.id ?? null);
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={2}>AI recommendations</Title>
        <Text c="dimmed">
          Explainable advice for the current {t('patient').toLowerCase()}: what to change, why, and
          from which source.
        </Text>
      </div>
      {!current ? (
        <PatientPicker />
      ) : (
        <>
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>
              {t('patient')}: {current.label}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={clear}>
              Choose another {t('patient').toLowerCase()}
            </Button>
          </Group>
          {recs.isPending ? (
            <LoadingState what="recommendations" />
          ) : recs.isError ? (
            recs.error instanceof ApiError && recs.error.status === 404 ? (
              <Alert variant="outline" color={TONE.warning} title={`${t('patient')} not found`}>
                <Text size="sm">
                  This {t('patient').toLowerCase()} is not in your institution or no longer exists.
                </Text>
                <Button size="xs" mt="xs" variant="light" onClick={() => forget(current.id)}>
                  Choose another
                </Button>
              </Alert>
            ) : (
              <LoadError
                error={recs.error}
                retry={() => void recs.refetch()}
                title="Could not work out the recommendations"
              />
            )
          ) : (
            <>
              <Recommendations patientId={current.id} data={recs.data} />
              <GeneratedPanel patientId={current.id} languageModel={recs.data.languageModel} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
