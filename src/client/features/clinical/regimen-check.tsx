import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  List,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { BellRing, Calculator, Info, ShieldQuestion } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { canAccessRoute, term, type Role } from '../../../core/access';
import {
  ALERT_KIND_LABEL,
  ALERT_SEVERITY_META,
  AlertCountBadges,
  AlertSeverityBadge,
  hiddenAlertsSentence,
  SourcesLine,
} from '../../components/patient-alerts';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { ApiError } from '../../lib/api';
import {
  useCheckRegimen,
  useRegimenOptions,
  type CheckRegimenBody,
  type CheckRegimenResponse,
  type PlannedFinding,
} from './api';
import {
  calculatorRows,
  groupFindings,
  INITIAL_REGIMEN_CHECK,
  missingInputs,
  regimenCalculatorLink,
  regimenCheckBody,
  regimenSearchText,
  serverRegimenErrors,
  type RegimenCheckErrors,
  type RegimenCheckValues,
} from './regimen-check-logic';

/**
 * "Check a planned regimen for this patient" (issue 11): the regimen about to be ordered, checked
 * with the patient's active therapy, labs, genotypes and treatment history by
 * `POST /api/patients/:id/check-regimen` (nothing is stored). Shows the findings by severity, what
 * could not be checked, and what the record gives the regimen calculator.
 */
export function RegimenCheck({ patientId, role }: { patientId: string; role: Role }) {
  const regimens = useRegimenOptions();
  const check = useCheckRegimen(patientId);
  const [values, setValues] = useState<RegimenCheckValues>(INITIAL_REGIMEN_CHECK);
  const [errors, setErrors] = useState<RegimenCheckErrors>({});
  const [sent, setSent] = useState<CheckRegimenBody | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const options = useMemo(
    () => (regimens.data?.regimens ?? []).map((r) => ({ value: r.id, label: r.name })),
    [regimens.data],
  );
  const searchText = useMemo(
    () => new Map((regimens.data?.regimens ?? []).map((r) => [r.id, regimenSearchText(r)])),
    [regimens.data],
  );
  const chosen = regimens.data?.regimens.find((r) => r.id === values.regimenId) ?? null;

  const set = (patch: Partial<RegimenCheckValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof RegimenCheckErrors];
      return next;
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const attempt = regimenCheckBody(values);
    if (!attempt.ok) {
      setErrors(attempt.errors);
      return;
    }
    setErrors({});
    setSent(attempt.body);
    check.mutate(attempt.body, {
      onSuccess: () => resultsRef.current?.focus(),
      onError: (error) => {
        if (error instanceof ApiError) setErrors(serverRegimenErrors(error.details));
      },
    });
  };

  if (regimens.isPending) return <LoadingState what="regimens" />;
  if (regimens.isError)
    return (
      <LoadError
        error={regimens.error}
        retry={() => void regimens.refetch()}
        title="Could not load the regimens"
      />
    );

  const stale =
    check.isSuccess &&
    sent !== null &&
    JSON.stringify(regimenCheckBody(values)) !== JSON.stringify({ ok: true, body: sent });

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label="Planned regimen">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Checks the regimen with this {term(role, 'patient').toLowerCase()}’s active{' '}
            {term(role, 'medication', true).toLowerCase()}, labs, genotypes and treatment history:{' '}
            {term(role, 'interaction', true).toLowerCase()}, pharmacogenomics, renal and hepatic
            function, pre-treatment labs and the projected lifetime dose. Nothing is ordered or
            saved.
          </Text>
          <Select
            label="Regimen"
            placeholder="Search by name, alias or drug"
            data={options}
            value={values.regimenId}
            onChange={(regimenId) => set({ regimenId })}
            filter={({ options: opts, search }) => {
              const q = search.trim().toLowerCase();
              if (!q) return opts;
              return opts.filter(
                (o) => 'value' in o && (searchText.get(o.value) ?? '').includes(q),
              );
            }}
            searchable
            required
            error={errors.regimenId}
            nothingFoundMessage="No regimen matches"
            description={
              chosen
                ? `${chosen.drugs.map((d) => d.name).join(', ')} · ${chosen.phases
                    .map((p) => p.cycleText)
                    .join('; ')}`
                : `${options.length} regimens in the knowledge base`
            }
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label="Cycles"
              description="Empty: the regimen’s own number"
              value={values.cycles}
              onChange={(cycles) => set({ cycles })}
              error={errors.cycles}
              allowDecimal={false}
              allowNegative={false}
              min={1}
              max={100}
            />
            <NumberInput
              label="Dose level (%)"
              description="100 is the full dose; 75 a 25 % reduction"
              value={values.doseLevelPercent}
              onChange={(doseLevelPercent) => set({ doseLevelPercent })}
              error={errors.doseLevelPercent}
              allowNegative={false}
              min={10}
              max={150}
              required
            />
            <NumberInput
              label="Prior anthracycline (mg/m²)"
              description="Lifetime total so far in doxorubicin equivalents; the record’s history counts if larger"
              value={values.priorDoxorubicinEquivalentMgM2}
              onChange={(v) => set({ priorDoxorubicinEquivalentMgM2: v })}
              error={errors.priorDoxorubicinEquivalentMgM2}
              allowNegative={false}
              min={0}
              max={2000}
            />
          </SimpleGrid>
          <Checkbox
            label="Prior chest or mediastinal radiation"
            description="Lowers the lifetime anthracycline limit"
            checked={values.priorChestRadiation}
            onChange={(e) => set({ priorChestRadiation: e.currentTarget.checked })}
          />
          <Group>
            <Button type="submit" loading={check.isPending}>
              Check regimen
            </Button>
          </Group>
        </Stack>
      </form>

      <section aria-labelledby="regimen-check-results" aria-busy={check.isPending}>
        <Title order={4} id="regimen-check-results" ref={resultsRef} tabIndex={-1} mb="xs">
          {check.data ? `Findings for ${check.data.regimen.name}` : 'Findings'}
        </Title>
        {check.isPending ? (
          <Text size="sm" role="status">
            Checking the regimen with the record…
          </Text>
        ) : check.isError ? (
          <Alert color={TONE.danger} variant="outline" role="alert" title="The check failed">
            {check.error.message}
            {Object.keys(errors).length > 0 ? ' Correct the marked fields and check again.' : ''}
          </Alert>
        ) : check.data ? (
          <Stack gap="md">
            {stale ? (
              <Alert color={TONE.warning} p="xs" role="status">
                The form has changed since this check. Check again to update the findings.
              </Alert>
            ) : null}
            <CheckResult result={check.data} sent={sent} role={role} patientId={patientId} />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No check run yet. Choose a regimen and press “Check regimen”.
          </Text>
        )}
      </section>
    </Stack>
  );
}

function CheckResult({
  result,
  sent,
  role,
  patientId,
}: {
  result: CheckRegimenResponse;
  sent: CheckRegimenBody | null;
  role: Role;
  patientId: string;
}) {
  const alertTerm = { singular: term(role, 'alert'), plural: term(role, 'alert', true) };
  const groups = groupFindings(result.findings);
  const hidden = hiddenAlertsSentence(result.counts, result.hiddenLevels, alertTerm);
  const shownLevels = (['critical', 'high', 'medium', 'low'] as const).filter(
    (l) => !result.hiddenLevels.includes(l),
  );
  const already = result.findings.filter((f) => f.existingAlertId !== null).length;
  const rows = calculatorRows(result.calculatorInputs);
  const missing = missingInputs(rows);

  return (
    <Stack gap="md">
      <Group gap="xs" data-testid="regimen-check-summary">
        <Text size="sm" fw={600}>
          {result.findings.length === 0
            ? `No findings at the levels your role is shown.`
            : `${result.findings.length} ${result.findings.length === 1 ? 'finding' : 'findings'}${
                already > 0 ? `, ${already} already raised for the current therapy` : ''
              }.`}
        </Text>
        <AlertCountBadges counts={result.counts} levels={shownLevels} />
      </Group>
      {sent ? (
        <Text size="xs" c="dimmed">
          Checked as: {sent.cycles ? `${sent.cycles} cycles` : 'the regimen’s own cycles'}, dose
          level {sent.doseLevelPercent ?? 100} %
          {sent.priorDoxorubicinEquivalentMgM2 !== undefined
            ? `, prior anthracycline ${sent.priorDoxorubicinEquivalentMgM2} mg/m² stated`
            : ''}
          {sent.priorChestRadiation ? ', prior chest radiation' : ''}.
        </Text>
      ) : null}
      {result.findings.length === 0 ? (
        <Text size="sm">
          This does not mean the regimen is safe for this {term(role, 'patient').toLowerCase()}:
          only what the knowledge base covers was checked
          {result.limitations.length > 0 ? ', and some things could not be (below)' : ''}.
        </Text>
      ) : null}

      {groups.map((g) => {
        const meta = ALERT_SEVERITY_META[g.severity];
        return (
          <Stack
            key={g.severity}
            gap="xs"
            component="section"
            aria-label={`${meta.label} findings`}
            data-testid={`finding-group-${g.severity}`}
          >
            <Title order={5}>
              <Group gap={6} component="span">
                <meta.Icon size={18} color={meta.color} aria-hidden />
                <span>
                  {meta.label} ({g.findings.length})
                </span>
              </Group>
            </Title>
            {g.findings.map((f, i) => (
              <FindingCard key={`${f.kind}-${f.title}-${i}`} finding={f} role={role} />
            ))}
          </Stack>
        );
      })}

      {hidden ? (
        <Text size="sm" c="dimmed">
          {hidden}
        </Text>
      ) : null}
      {result.limitations.length > 0 ? (
        <Alert
          variant="light"
          color="gray"
          icon={<ShieldQuestion size={16} aria-hidden />}
          title="Not checked (unknown, not safe)"
        >
          <List size="sm" spacing={2}>
            {result.limitations.map((l, i) => (
              <List.Item key={i}>{l}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {result.notes.length > 0 ? (
        <Stack gap={2}>
          <Group gap={6}>
            <Info size={14} aria-hidden />
            <Text size="sm" fw={600}>
              Notes
            </Text>
          </Group>
          <List size="sm" spacing={2}>
            {result.notes.map((n, i) => (
              <List.Item key={i}>{n}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}

      <Card withBorder padding="sm" component="section" aria-labelledby="calculator-inputs">
        <Title order={5} id="calculator-inputs" mb="xs">
          What the record gives the regimen calculator
        </Title>
        <Table withRowBorders={false} verticalSpacing={2} aria-labelledby="calculator-inputs">
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.label}>
                <Table.Th scope="row" fw={600} w="40%">
                  {r.label}
                </Table.Th>
                <Table.Td>
                  {r.value ?? (
                    <Text span size="sm" c={TONE.warning}>
                      Missing: {r.missing}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" mt="xs">
          {missing.length === 0
            ? 'Everything the dose calculation needs is on record.'
            : `Enter ${missing.join(', ')} by hand in the calculator; the record does not give ${
                missing.length === 1 ? 'it' : 'them'
              }.`}
        </Text>
        {canAccessRoute(role, '/regimens') ? (
          <Group mt="sm">
            <Button
              component={Link}
              to={regimenCalculatorLink(patientId, result.regimen.id)}
              variant="light"
              leftSection={<Calculator size={16} aria-hidden />}
            >
              Open in the regimen calculator
            </Button>
          </Group>
        ) : null}
      </Card>
    </Stack>
  );
}

function FindingCard({ finding, role }: { finding: PlannedFinding; role: Role }) {
  const meta = ALERT_SEVERITY_META[finding.severity];
  const [open, setOpen] = useState(finding.severity === 'critical' || finding.severity === 'high');
  const whyId = useId();
  const kind =
    finding.kind === 'interaction' ? term(role, 'interaction') : ALERT_KIND_LABEL[finding.kind];
  return (
    <Card
      withBorder
      padding="sm"
      data-testid="planned-finding"
      data-severity={finding.severity}
      style={{ borderLeft: `4px solid ${meta.color}` }}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <AlertSeverityBadge severity={finding.severity} size="sm" />
          <Badge variant="outline" color="gray" size="sm">
            {kind}
          </Badge>
          {finding.existingAlertId ? (
            <Badge
              variant="outline"
              color="gray.7"
              size="sm"
              leftSection={<BellRing size={12} aria-hidden />}
            >
              Already raised
            </Badge>
          ) : (
            <Badge variant="light" color={TONE.info} size="sm">
              New with this regimen
            </Badge>
          )}
        </Group>
        <Title order={6} fz="sm">
          {finding.title}
        </Title>
        {finding.drugs.length > 0 ? (
          <Text size="sm">
            <Text span fw={600}>
              {term(role, 'medication', finding.drugs.length > 1)}:
            </Text>{' '}
            {finding.drugs.join(', ')}
          </Text>
        ) : null}
        <Text size="sm">
          <Text span fw={600}>
            What to do:
          </Text>{' '}
          {finding.management}
        </Text>
        {finding.existingAlertId ? (
          <Text size="xs" c="dimmed">
            The same finding is already among this {term(role, 'patient').toLowerCase()}’s{' '}
            {term(role, 'alert', true).toLowerCase()} for the current therapy.
          </Text>
        ) : null}
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            aria-expanded={open}
            aria-controls={whyId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? 'Hide why and sources' : 'Why, and sources'}
          </Button>
          <Collapse expanded={open} id={whyId}>
            <Stack gap={4} pt={4}>
              <List size="sm" spacing={2}>
                {finding.rationale
                  .split('\n')
                  .filter((line) => line.trim().length > 0)
                  .map((line, i) => (
                    <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
                      {line}
                    </List.Item>
                  ))}
              </List>
              <SourcesLine sources={finding.sources} />
            </Stack>
          </Collapse>
        </div>
      </Stack>
    </Card>
  );
}
