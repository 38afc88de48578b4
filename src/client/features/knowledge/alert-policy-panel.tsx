import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { TONE } from '../../components/tones';
import { useSearchParams } from 'react-router';
import { useAlertPolicy, useChangePolicy, type PolicyEntry, type PolicySeverity } from './api';
import { PolicyDrugPicker, PolicyRulePicker } from './policy-pickers';

/*
 * The institution alert policy (issue 22) on /knowledge: what the pharmacy and therapeutics
 * committee changed, the knowledge base's severity beside each local one, and the propose →
 * second-person approve → revert cycle. The server enforces who may change it and refuses to
 * silence or downgrade a critical label contraindication; this panel shows what it answers.
 */

const SEVERITIES: PolicySeverity[] = ['critical', 'high', 'medium', 'low'];
const STATUS_COLOR: Record<PolicyEntry['status'], string> = {
  pending: TONE.warning,
  active: TONE.success,
  rejected: 'gray',
  reverted: 'gray',
  superseded: 'gray',
};

function localOf(e: PolicyEntry): string {
  return e.action === 'do-not-interrupt'
    ? `${e.kbSeverity}, do not interrupt`
    : `${e.localSeverity}`;
}

function EntryCard({ entry, canChange }: { entry: PolicyEntry; canChange: boolean }) {
  const change = useChangePolicy();
  const [reason, setReason] = useState('');
  return (
    <Card withBorder component="article" aria-label={`Policy for ${entry.targetLabel}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{entry.targetLabel}</Text>
          <Group gap="xs">
            <Badge color={STATUS_COLOR[entry.status]} variant="light">
              {entry.status}
              {entry.status === 'active' && !entry.inEffect ? ', not in effect' : ''}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">
          Local: <strong>{localOf(entry)}</strong> · Knowledge base:{' '}
          <strong>{entry.kbSeverity}</strong>
          {entry.kbSeverityNow && entry.kbSeverityNow !== entry.kbSeverity
            ? ` (now ${entry.kbSeverityNow}: this entry no longer applies)`
            : ''}{' '}
          · From {entry.effectiveFrom}
        </Text>
        <Text size="sm">{entry.rationale}</Text>
        <Text size="xs" c="dimmed">
          Proposed by {entry.proposedBy}
          {entry.decidedBy
            ? `; ${entry.status === 'rejected' ? 'rejected' : 'approved'} by ${entry.decidedBy}`
            : ''}
          {entry.revertedBy ? `; ended by ${entry.revertedBy}: ${entry.revertReason ?? ''}` : ''}
        </Text>
        {change.error ? (
          <Alert color={TONE.danger} title="Not saved">
            {change.error.message}
          </Alert>
        ) : null}
        {canChange && entry.status === 'pending' ? (
          <Group>
            <Button
              size="xs"
              onClick={() => change.mutate({ op: 'approve', id: entry.id })}
              loading={change.isPending}
            >
              Approve policy change
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => change.mutate({ op: 'reject', id: entry.id })}
              loading={change.isPending}
            >
              Reject
            </Button>
          </Group>
        ) : null}
        {canChange && entry.status === 'active' ? (
          <Group align="end">
            <TextInput
              size="xs"
              label="Reason to revert"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Button
              size="xs"
              variant="light"
              color={TONE.danger}
              disabled={reason.trim().length < 3}
              onClick={() => change.mutate({ op: 'revert', id: entry.id, reason })}
              loading={change.isPending}
            >
              Revert
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function ProposeForm() {
  const [params] = useSearchParams();
  const change = useChangePolicy();
  const [type, setType] = useState<'rule' | 'pair'>(params.get('ruleId') ? 'rule' : 'pair');
  const [kind, setKind] = useState(params.get('kind') ?? 'interaction');
  const [ruleId, setRuleId] = useState<string | null>(params.get('ruleId'));
  const [drugA, setDrugA] = useState<string | null>(null);
  const [drugB, setDrugB] = useState<string | null>(null);
  const targetChosen = type === 'rule' ? Boolean(ruleId) : Boolean(drugA && drugB);
  const [action, setAction] = useState<'severity' | 'do-not-interrupt'>('severity');
  const [severity, setSeverity] = useState<PolicySeverity>('medium');
  const [rationale, setRationale] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState(new Date().toISOString().slice(0, 10));
  return (
    <Card
      withBorder
      component="form"
      aria-label="Propose an alert policy change"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate({
          op: 'propose',
          target:
            type === 'rule'
              ? { type, kind, ruleId: ruleId ?? '' }
              : { type, drugs: [drugA ?? '', drugB ?? ''] },
          action,
          ...(action === 'severity' ? { severity } : {}),
          rationale,
          effectiveFrom,
        });
      }}
    >
      <Stack gap="xs">
        <Title order={4}>Propose a change</Title>
        <Text size="xs" c="dimmed">
          A change takes effect once a second person approves it. Critical contraindications from a
          label cannot be silenced or downgraded.
        </Text>
        <NativeSelect
          label="Applies to"
          value={type}
          onChange={(e) => setType(e.currentTarget.value as 'rule' | 'pair')}
          data={[
            { value: 'pair', label: 'An interaction pair' },
            { value: 'rule', label: 'An alert rule' },
          ]}
        />
        {type === 'rule' ? (
          // One column on a phone: a rule's name is long and must be readable once picked.
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <NativeSelect
              label="Rule kind"
              value={kind}
              onChange={(e) => {
                setKind(e.currentTarget.value);
                setRuleId(null);
              }}
              data={[
                { value: 'lab', label: 'Lab threshold' },
                { value: 'duplicate', label: 'Duplicate therapy' },
                { value: 'interaction', label: 'Curated interaction' },
              ]}
            />
            <PolicyRulePicker kind={kind} value={ruleId} onChange={setRuleId} />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <PolicyDrugPicker label="First drug" value={drugA} onChange={setDrugA} />
            <PolicyDrugPicker label="Second drug" value={drugB} onChange={setDrugB} />
          </SimpleGrid>
        )}
        <Group grow>
          <NativeSelect
            label="Change"
            value={action}
            onChange={(e) => setAction(e.currentTarget.value as 'severity' | 'do-not-interrupt')}
            data={[
              { value: 'severity', label: 'Change the severity' },
              { value: 'do-not-interrupt', label: 'Do not interrupt' },
            ]}
          />
          {action === 'severity' ? (
            <NativeSelect
              label="Local severity"
              value={severity}
              onChange={(e) => setSeverity(e.currentTarget.value as PolicySeverity)}
              data={SEVERITIES}
            />
          ) : null}
          <TextInput
            type="date"
            label="Effective from"
            value={effectiveFrom}
            onChange={(e) => setEffectiveFrom(e.currentTarget.value)}
          />
        </Group>
        <Textarea
          label="Rationale"
          description="The committee's reasoning and evidence (override rate, local protocol)"
          value={rationale}
          onChange={(e) => setRationale(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        {change.error ? (
          <Alert color={TONE.danger} title="Not proposed">
            {change.error.message}
          </Alert>
        ) : null}
        {change.isSuccess ? <Text size="sm">Proposed; waiting for a second approver.</Text> : null}
        <Group>
          <Button
            type="submit"
            loading={change.isPending}
            disabled={!targetChosen || rationale.trim().length < 10}
          >
            Propose policy change
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function AlertPolicyPanel() {
  const policy = useAlertPolicy();
  if (!policy.data)
    return policy.isError ? <Alert color={TONE.danger}>{policy.error.message}</Alert> : null;
  const { entries, canChange } = policy.data;
  return (
    <Stack id="alert-policy">
      <Title order={3}>Institution alert policy</Title>
      <Text size="sm" c="dimmed">
        How your pharmacy and therapeutics committee grades alerts here, beside the knowledge
        base&apos;s own severity. Institution administrators and knowledge reviewers propose and
        approve changes.
      </Text>
      {canChange ? <ProposeForm /> : null}
      {entries.length === 0 ? (
        <Text size="sm">No local alert policy: the knowledge base grades every alert.</Text>
      ) : null}
      {entries.map((e) => (
        <EntryCard key={e.id} entry={e} canChange={canChange} />
      ))}
    </Stack>
  );
}
