import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Info, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { term, type TermKey } from '../../../core/access';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { useAuth } from '../../stores/auth';
import { usePatientContext } from '../../stores/patient-context';
import { useDrilldown, useInsights, type InsightSection, type InsightsResponse } from './api';
import { AlertSeverityBadge, countOf } from './labels';

function useTerm(): (key: TermKey, plural?: boolean) => string {
  const role = useAuth((s) => s.user?.role);
  return (key, plural = false) =>
    role ? term(role, key, plural) : `${key[0]?.toUpperCase()}${key.slice(1)}${plural ? 's' : ''}`;
}

type Target = { section: InsightSection; key: string; label: string };

function Section({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm">{summary}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Alert variant="outline" color={TONE.info} icon={<Info size={16} aria-hidden />}>
      <Text size="sm">{children}</Text>
    </Alert>
  );
}

function ShowButton({
  target,
  onOpen,
  count,
}: {
  target: Target;
  onOpen(t: Target): void;
  count: number;
}) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      disabled={count === 0}
      onClick={() => onOpen(target)}
      aria-label={`Show the ${countOf(count, 'record')} for ${target.label}`}
    >
      Show
    </Button>
  );
}

function Drilldown({ target, onClose }: { target: Target | null; onClose(): void }) {
  const t = useTerm();
  const query = useDrilldown(target ? { section: target.section, key: target.key } : null);
  const setCurrent = usePatientContext((s) => s.setCurrent);
  const navigate = useNavigate();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close the list' }}
      title={query.data?.title ?? target?.label ?? ''}
      size="lg"
    >
      {query.isPending ? (
        <LoadingState what={t('patient', true).toLowerCase()} />
      ) : query.isError ? (
        <LoadError
          error={query.error}
          retry={() => void query.refetch()}
          title="Could not load the list"
        />
      ) : query.data.items.length === 0 ? (
        <Text>No {t('patient', true).toLowerCase()} now.</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {countOf(
              query.data.total,
              t('patient').toLowerCase(),
              t('patient', true).toLowerCase(),
            )}
            {query.data.truncated ? `; the first ${query.data.items.length} are listed` : ''}.
          </Text>
          <Table.ScrollContainer minWidth={360}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('patient')}</Table.Th>
                  <Table.Th>Detail</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">Open</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((p) => (
                  <Table.Tr key={p.patientId}>
                    <Table.Td>{p.label}</Table.Td>
                    <Table.Td>{p.detail}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={`Open recommendations for ${p.label}`}
                        onClick={() => {
                          setCurrent({ id: p.patientId, label: p.label });
                          void navigate('/ai');
                        }}
                      >
                        Recommendations
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Modal>
  );
}

function Pgx({ data, open }: { data: InsightsResponse['pgx']; open(t: Target): void }) {
  const t = useTerm();
  const noun = (n: number) =>
    countOf(n, t('patient').toLowerCase(), t('patient', true).toLowerCase());
  return (
    <Section
      id="insight-pgx"
      title="Actionable pharmacogenomic results"
      summary={
        data.patientsTested === 0
          ? 'No genotype results are recorded in your institution.'
          : `${noun(data.patientsTested)} tested; with a result that changes a drug’s dosing or choice: ${data.patientsActionable}, of whom on such a drug now: ${data.patientsOnAffectedDrug}.`
      }
    >
      {data.groups.length === 0 ? (
        data.patientsTested > 0 ? (
          <Empty>No recorded result is actionable under the CPIC or label rules.</Empty>
        ) : null
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Result</Table.Th>
                <Table.Th>{t('patient', true)}</Table.Th>
                <Table.Th>On an affected drug</Table.Th>
                <Table.Th>Drugs it affects</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Patients</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.groups.map((g) => (
                <Table.Tr key={g.key}>
                  <Table.Td>{g.label}</Table.Td>
                  <Table.Td>{g.patients}</Table.Td>
                  <Table.Td>{g.onAffectedDrug}</Table.Td>
                  <Table.Td>{g.drugs.join(', ')}</Table.Td>
                  <Table.Td>
                    <ShowButton
                      count={g.patients}
                      onOpen={open}
                      target={{ section: 'pgx', key: g.key, label: g.label }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs">{data.note}</Text>
    </Section>
  );
}

function Alerts({ data, open }: { data: InsightsResponse['alerts']; open(t: Target): void }) {
  const t = useTerm();
  return (
    <Section
      id="insight-alerts"
      title="Most frequent alerts"
      summary={
        data.patientsWithAlerts === 0
          ? 'No stored alerts yet.'
          : `${countOf(data.patientsWithAlerts, t('patient').toLowerCase(), t('patient', true).toLowerCase())} have current alerts${data.hiddenLevels.length > 0 ? ` at the levels your role is shown (not ${data.hiddenLevels.join(', ')})` : ''}.`
      }
    >
      {data.byKind.length === 0 ? (
        <Empty>
          Alerts are stored when a {t('patient').toLowerCase()}’s alerts are opened; none are stored
          yet.
        </Empty>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Table.ScrollContainer minWidth={300}>
            <Table striped>
              <Table.Caption>By kind</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>{t('patient', true)}</Table.Th>
                  <Table.Th>Alerts</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">Patients</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.byKind.map((k) => (
                  <Table.Tr key={k.kind}>
                    <Table.Td>{k.kind}</Table.Td>
                    <Table.Td>{k.patients}</Table.Td>
                    <Table.Td>{k.alerts}</Table.Td>
                    <Table.Td>
                      <ShowButton
                        count={k.patients}
                        onOpen={open}
                        target={{ section: 'alert-kind', key: k.kind, label: `${k.kind} alerts` }}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <List size="sm" spacing={6} aria-label="Most frequent alerts">
            {data.top.map((a) => (
              <List.Item key={a.key}>
                <Group gap={6} wrap="wrap">
                  <AlertSeverityBadge severity={a.severity} />
                  <Text size="sm" span>
                    {a.label}
                    {a.titlesVary ? ' (values differ between patients)' : ''}:{' '}
                    {countOf(
                      a.patients,
                      t('patient').toLowerCase(),
                      t('patient', true).toLowerCase(),
                    )}
                  </Text>
                  <ShowButton
                    count={a.patients}
                    onOpen={open}
                    target={{ section: 'alert', key: a.key, label: a.label }}
                  />
                </Group>
              </List.Item>
            ))}
          </List>
        </SimpleGrid>
      )}
      <Text size="xs">{data.note}</Text>
    </Section>
  );
}

function Critical({ data, open }: { data: InsightsResponse['critical']; open(t: Target): void }) {
  return (
    <Section
      id="insight-critical"
      title="Unacknowledged critical alerts by age"
      summary={
        !data.shown
          ? 'Your role is not shown critical alerts.'
          : data.total === 0
            ? 'No critical alert is waiting for acknowledgement.'
            : `${countOf(data.total, 'critical alert')} not yet acknowledged.`
      }
    >
      {data.shown && data.total > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Raised</Table.Th>
                <Table.Th>Alerts</Table.Th>
                <Table.Th>Patients</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Patients</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.bands.map((b) => (
                <Table.Tr key={b.key}>
                  <Table.Td>{b.label}</Table.Td>
                  <Table.Td>{b.alerts}</Table.Td>
                  <Table.Td>{b.patients}</Table.Td>
                  <Table.Td>
                    <ShowButton
                      count={b.patients}
                      onOpen={open}
                      target={{ section: 'critical', key: b.key, label: b.label }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Section>
  );
}

function Labs({ data, open }: { data: InsightsResponse['labs']; open(t: Target): void }) {
  const t = useTerm();
  const noun = (n: number) =>
    countOf(n, t('patient').toLowerCase(), t('patient', true).toLowerCase());
  return (
    <Section
      id="insight-labs"
      title="Abnormal pre-treatment labs"
      summary={
        data.patientsOnTreatment === 0
          ? 'No one is on an anticancer drug now.'
          : `Of ${noun(data.patientsOnTreatment)} on an anticancer drug, ${data.patientsWithAbnormal} have an abnormal latest value still current (each lab’s pre-cycle window: ${data.windowDays} days for most, longer for LVEF, TSH, QTc and HbA1c), and ${data.patientsWithoutRecentLabs} have no current lab (cannot assess).`
      }
    >
      {data.byLab.length > 0 ? (
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Lab</Table.Th>
                <Table.Th>Abnormal</Table.Th>
                <Table.Th>Critical</Table.Th>
                <Table.Th>Tested</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Patients</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.byLab.map((l) => (
                <Table.Tr key={l.key}>
                  <Table.Td>{l.label}</Table.Td>
                  <Table.Td>{l.abnormal}</Table.Td>
                  <Table.Td>{l.critical}</Table.Td>
                  <Table.Td>{l.tested}</Table.Td>
                  <Table.Td>
                    <ShowButton
                      count={l.abnormal}
                      onOpen={open}
                      target={{ section: 'labs', key: l.key, label: l.label }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : data.patientsOnTreatment > 0 ? (
        <Empty>No abnormal latest value in the window.</Empty>
      ) : null}
    </Section>
  );
}

function Headroom({ data, open }: { data: InsightsResponse['headroom']; open(t: Target): void }) {
  const t = useTerm();
  return (
    <Section
      id="insight-headroom"
      title="Cumulative anthracycline headroom"
      summary={
        data.patientsWithAnthracycline === 0
          ? 'No anthracycline is recorded in any treatment history.'
          : `${countOf(data.patientsWithAnthracycline, t('patient').toLowerCase(), t('patient', true).toLowerCase())} with anthracycline exposure${data.uncountedPatients > 0 ? `; for ${data.uncountedPatients}, some doses could not be counted` : ''}.`
      }
    >
      {data.patientsWithAnthracycline > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Doxorubicin equivalents used</Table.Th>
                <Table.Th>{t('patient', true)}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Patients</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.bands.map((b) => (
                <Table.Tr key={b.key}>
                  <Table.Td>{b.label}</Table.Td>
                  <Table.Td>{b.patients}</Table.Td>
                  <Table.Td>
                    <ShowButton
                      count={b.patients}
                      onOpen={open}
                      target={{ section: 'headroom', key: b.key, label: b.label }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Text size="xs">{data.note}</Text>
    </Section>
  );
}

/**
 * Population insights for the user's institution, computed from the database on request; each
 * insight lists its patients with the labels the patient list gives the role.
 */
export default function AiInsightsPage() {
  const t = useTerm();
  const insights = useInsights();
  const [target, setTarget] = useState<Target | null>(null);
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>AI insights</Title>
          <Text c="dimmed">
            Patterns across your institution’s {t('patient', true).toLowerCase()}, computed from the
            records when you open this page.
          </Text>
        </div>
        <Button
          variant="light"
          leftSection={<RefreshCw size={16} aria-hidden />}
          loading={insights.isFetching}
          onClick={() => void insights.refetch()}
        >
          Recompute
        </Button>
      </Group>
      {insights.isPending ? (
        <LoadingState what="insights" />
      ) : insights.isError ? (
        <LoadError
          error={insights.error}
          retry={() => void insights.refetch()}
          title="Could not compute the insights"
        />
      ) : (
        <>
          <Text size="sm">
            {countOf(
              insights.data.patients.active,
              `active ${t('patient').toLowerCase()}`,
              `active ${t('patient', true).toLowerCase()}`,
            )}
            ; computed {new Date(insights.data.computedAt).toLocaleString()}.
          </Text>
          {insights.data.patients.active === 0 ? (
            <Empty>
              Your institution has no {t('patient', true).toLowerCase()} yet, so there is nothing to
              summarise.
            </Empty>
          ) : null}
          <Pgx data={insights.data.pgx} open={setTarget} />
          <Alerts data={insights.data.alerts} open={setTarget} />
          <Critical data={insights.data.critical} open={setTarget} />
          <Labs data={insights.data.labs} open={setTarget} />
          <Headroom data={insights.data.headroom} open={setTarget} />
        </>
      )}
      <Drilldown target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
