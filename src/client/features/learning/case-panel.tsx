import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { ArrowLeft, CheckCircle2, CircleX, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { LocalPolicyBadge } from '../../components/local-policy-badge';
import { useAnswerCase, useCase, useCases, type CaseDetail, type CaseResult } from './api';
import { SourceList } from './sources';

/** White text on these passes WCAG AA (Tailwind red-900, red-700, amber-700, blue-700). */
const SEVERITY_COLOR = {
  critical: '#7f1d1d',
  high: '#b91c1c',
  medium: '#b45309',
  low: '#1d4ed8',
} as const;

const dash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : String(v);

function Section({
  title,
  children,
  empty,
}: {
  title: string;
  children: ReactNode;
  empty: boolean;
}) {
  return (
    <Stack gap={4}>
      <Title order={4} size="h5">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          None on record
        </Text>
      ) : (
        <Table.ScrollContainer type="native" tabIndex={0} minWidth={420}>
          {children}
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function CaseRecord({ c }: { c: CaseDetail }) {
  return (
    <Stack gap="md">
      <Text size="sm">
        {[
          c.patient.sex,
          c.patient.ageYears === null ? null : `${c.patient.ageYears} years`,
          c.patient.heightCm === null ? null : `${c.patient.heightCm} cm`,
          c.patient.weightKg === null ? null : `${c.patient.weightKg} kg`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Section title="Conditions" empty={c.conditions.length === 0}>
        <Table striped aria-label="Conditions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Condition</Table.Th>
              <Table.Th>ICD-10</Table.Th>
              <Table.Th>Stage</Table.Th>
              <Table.Th>Diagnosed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.conditions.map((x, i) => (
              <Table.Tr key={i}>
                <Table.Td>{x.name ?? 'Withheld'}</Table.Td>
                <Table.Td>{dash(x.icd10)}</Table.Td>
                <Table.Td>{dash(x.stage)}</Table.Td>
                <Table.Td>{dash(x.diagnosed)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title="Medications" empty={c.medications.length === 0}>
        <Table striped aria-label="Medications">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Drug</Table.Th>
              <Table.Th>Dose</Table.Th>
              <Table.Th>Frequency</Table.Th>
              <Table.Th>Route</Table.Th>
              <Table.Th>Started</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.medications.map((m, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  {m.name ?? (
                    <Text span size="sm" c="dimmed">
                      A product not in the knowledge base
                    </Text>
                  )}
                  {m.active ? null : ' (stopped)'}
                </Table.Td>
                <Table.Td>{dash(m.dosage)}</Table.Td>
                <Table.Td>{dash(m.frequency)}</Table.Td>
                <Table.Td>{dash(m.route)}</Table.Td>
                <Table.Td>{dash(m.started)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title="Allergies" empty={c.allergies.length === 0}>
        <Table striped aria-label="Allergies">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Allergen</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Severity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.allergies.map((a, i) => (
              <Table.Tr key={i}>
                <Table.Td>{a.allergen ?? 'Withheld'}</Table.Td>
                <Table.Td>{a.type}</Table.Td>
                <Table.Td>{a.severity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title="Laboratory values" empty={c.labs.length === 0}>
        <Table striped aria-label="Laboratory values">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Test</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th>Flag</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.labs.map((l, i) => (
              <Table.Tr key={i}>
                <Table.Td>{l.name ?? 'Withheld'}</Table.Td>
                <Table.Td>
                  {l.value} {l.unit ?? ''}
                </Table.Td>
                <Table.Td>{dash(l.when)}</Table.Td>
                <Table.Td>
                  {l.critical ? (
                    <Badge size="sm" color={SEVERITY_COLOR.critical}>
                      Critical
                    </Badge>
                  ) : l.abnormal ? (
                    <Badge size="sm" color={SEVERITY_COLOR.medium}>
                      Abnormal
                    </Badge>
                  ) : l.abnormal === false ? (
                    'Normal'
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title="Pharmacogenomic results" empty={c.genetics.length === 0}>
        <Table striped aria-label="Pharmacogenomic results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Gene</Table.Th>
              <Table.Th>Diplotype</Table.Th>
              <Table.Th>Phenotype</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.genetics.map((g, i) => (
              <Table.Tr key={i}>
                <Table.Td>{g.gene}</Table.Td>
                <Table.Td>{dash(g.diplotype)}</Table.Td>
                <Table.Td>{dash(g.phenotype)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title="Treatment given" empty={c.treatmentHistory.length === 0}>
        <Table striped aria-label="Treatment given">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Drug</Table.Th>
              <Table.Th>Dose</Table.Th>
              <Table.Th>Cycle</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.treatmentHistory.map((t, i) => (
              <Table.Tr key={i}>
                <Table.Td>{dash(t.when)}</Table.Td>
                <Table.Td>{t.drug ?? 'Not in the knowledge base'}</Table.Td>
                <Table.Td>
                  {t.dose} {t.unit}
                </Table.Td>
                <Table.Td>{dash(t.cycle)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
    </Stack>
  );
}

function CaseFeedback({ result, labels }: { result: CaseResult; labels: Map<string, string> }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), [result]);
  const names = (kinds: string[]) => kinds.map((k) => labels.get(k) ?? k).join(', ');
  return (
    <Stack gap="md">
      <Alert
        variant="light"
        color={result.correct ? TONE.success : TONE.warning}
        icon={
          result.correct ? (
            <CheckCircle2 size={18} aria-hidden />
          ) : (
            <CircleX size={18} aria-hidden />
          )
        }
        aria-live="polite"
      >
        <Title order={4} ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
          {result.correct ? 'You found every problem' : `Score ${Math.round(result.score * 100)}%`}
        </Title>
        {result.found.length > 0 ? <Text size="sm">Found: {names(result.found)}.</Text> : null}
        {result.missed.length > 0 ? <Text size="sm">Missed: {names(result.missed)}.</Text> : null}
        {result.extra.length > 0 ? (
          <Text size="sm">Not raised by this record: {names(result.extra)}.</Text>
        ) : null}
      </Alert>
      <Title order={4} size="h5">
        What the alert engine finds
      </Title>
      {result.findings.length === 0 ? (
        <Text size="sm" c="dimmed">
          The engine raises no alert for this record.
        </Text>
      ) : (
        <Stack gap="sm">
          {result.findings.map((f, i) => (
            <Card withBorder key={i} padding="sm" component="article" aria-label={f.title}>
              <Group gap="xs" wrap="wrap">
                <Badge color={SEVERITY_COLOR[f.severity]}>{f.severity}</Badge>
                <Badge variant="outline" color="gray.8">
                  {f.kindLabel}
                </Badge>
                <LocalPolicyBadge policy={f.localPolicy} />
              </Group>
              <Text fw={600} mt={6}>
                {f.title}
              </Text>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                {f.rationale}
              </Text>
              <Text size="sm" mt={6}>
                <strong>Management:</strong> {f.management}
              </Text>
              <div style={{ marginTop: 6 }}>
                <SourceList sources={f.sources} />
              </div>
            </Card>
          ))}
        </Stack>
      )}
      {result.limitations.length > 0 ? (
        <div>
          <Title order={4} size="h5">
            What the engine could not check
          </Title>
          <List size="sm" spacing={2}>
            {result.limitations.map((l, i) => (
              <List.Item key={i}>{l}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </Stack>
  );
}

function CaseStudy({ id, onBack }: { id: string; onBack(): void }) {
  const study = useCase(id);
  const answer = useAnswerCase(id);
  const [kinds, setKinds] = useState<string[]>([]);
  if (study.isPending) return <LoadingState what="the case" />;
  if (study.isError)
    return (
      <LoadError
        error={study.error}
        retry={() => void study.refetch()}
        title="Could not load the case"
        notFoundTitle="No such case"
      />
    );
  const c = study.data;
  const labels = new Map(c.problemKinds.map((k) => [k.id, k.label]));
  return (
    <Stack gap="md">
      <Button
        variant="subtle"
        leftSection={<ArrowLeft size={16} aria-hidden />}
        onClick={onBack}
        style={{ alignSelf: 'flex-start' }}
      >
        All cases
      </Button>
      <div>
        <Title order={3}>{c.title}</Title>
        <Group gap={6} mt={4} wrap="nowrap" align="flex-start">
          <ShieldCheck size={16} aria-hidden color={TONE.success} style={{ flexShrink: 0 }} />
          <Text size="xs" c="dimmed">
            A fictional demonstration patient, de-identified: no name, record number or birth date,
            and days counted from today.
          </Text>
        </Group>
      </div>
      <CaseRecord c={c} />
      <Card withBorder>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            answer.mutate(kinds);
          }}
        >
          <Checkbox.Group
            label="Which kinds of problem does this record raise?"
            description="Choose every kind you find, then check your answer against the alert engine."
            value={kinds}
            onChange={(v) => {
              if (!answer.isSuccess) setKinds(v);
            }}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing={6}>
              {c.problemKinds.map((k) => (
                <Checkbox key={k.id} value={k.id} label={k.label} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {answer.isError ? (
            <Text c={TONE.danger} size="sm" role="alert" mt="xs">
              {answer.error.message}
            </Text>
          ) : null}
          <Group mt="md">
            {answer.isSuccess ? (
              <Button
                variant="default"
                onClick={() => {
                  answer.reset();
                  setKinds([]);
                }}
              >
                Try again
              </Button>
            ) : (
              <Button type="submit" loading={answer.isPending}>
                Check my answer
              </Button>
            )}
          </Group>
        </form>
      </Card>
      {answer.isSuccess ? <CaseFeedback result={answer.data} labels={labels} /> : null}
    </Stack>
  );
}

export function CasePanel({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect(id: string | null): void;
}) {
  const cases = useCases();
  if (selected) return <CaseStudy key={selected} id={selected} onBack={() => onSelect(null)} />;
  if (cases.isPending) return <LoadingState what="case studies" />;
  if (cases.isError)
    return (
      <LoadError
        error={cases.error}
        retry={() => void cases.refetch()}
        title="Could not load the cases"
      />
    );
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {cases.data.items.map((c, i) => (
        <Card withBorder key={c.id} component="article" aria-labelledby={`case-${c.id}`}>
          <Stack gap="xs" h="100%" justify="space-between">
            <div>
              <Text size="xs" c="dimmed">
                Case {i + 1}
              </Text>
              <Title order={3} size="h5" id={`case-${c.id}`}>
                {c.title}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {c.medicationCount} active medications
              </Text>
            </div>
            <Group justify="space-between" wrap="wrap">
              {c.best ? (
                <Badge color={c.best.correct ? TONE.success : TONE.warning}>
                  Best: {Math.round(c.best.score * 100)}%
                </Badge>
              ) : (
                <Text size="xs" c="dimmed">
                  Not attempted
                </Text>
              )}
              <Button
                size="xs"
                onClick={() => onSelect(c.id)}
                aria-label={`Study this case ${i + 1}`}
              >
                Study this case
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
