import { Anchor, Badge, Group, List, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { ArrowLeft, Footprints, ListOrdered } from 'lucide-react';
import { Link } from 'react-router';
import { formatSource } from '../../../core/knowledge/source';
import { LoadError, LoadingState } from '../../components/query-state';
import { CANCER_LABEL } from '../../lib/cancer-labels';
import { useProtocol, type ProtocolDetail } from './api';
import { ProtocolAllSteps } from './protocol-all-steps';
import { ProtocolStepper } from './protocol-stepper';
import { CATEGORY_LABEL, drugName } from './protocol-text';
import { useTerm } from './use-term';

function AppliesTo({
  protocol,
  names,
}: {
  protocol: ProtocolDetail;
  names: ReadonlyMap<string, string>;
}) {
  const t = useTerm();
  const a = protocol.appliesTo;
  const rows: Array<[string, string[]]> = [
    ['Cancers', a.cancers.map((c) => CANCER_LABEL[c])],
    ['Regimens (ids)', a.regimens],
    [t('medication', true), a.drugs.map((id) => drugName(names, id))],
    ['Contexts', a.contexts],
  ];
  const shown = rows.filter(([, items]) => items.length > 0);
  if (shown.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Applies to
      </Text>
      {shown.map(([label, items]) => (
        <Text key={label} size="sm">
          <strong>{label}:</strong> {items.join('; ')}
        </Text>
      ))}
    </Stack>
  );
}

export function ProtocolView({ id, backHref }: { id: string; backHref: string }) {
  const query = useProtocol(id);
  const back = (
    <Anchor component={Link} to={backHref} size="sm">
      <ArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px' }} /> All protocols
    </Anchor>
  );
  if (query.isPending) {
    return (
      <Stack>
        {back}
        <LoadingState what="protocol" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack>
        {back}
        <LoadError
          error={query.error}
          retry={() => void query.refetch()}
          title="Could not load the protocol"
          notFoundTitle="Protocol not found"
        />
      </Stack>
    );
  }
  const protocol = query.data;
  const names = new Map(protocol.drugs.map((d) => [d.id, d.name]));
  return (
    <Stack>
      {back}
      <div>
        <Badge variant="light" tt="none" mb={4}>
          {CATEGORY_LABEL[protocol.category]}
        </Badge>
        <Title order={2}>{protocol.name}</Title>
      </div>
      <Text>{protocol.summary}</Text>
      <AppliesTo protocol={protocol} names={names} />
      <Tabs defaultValue="step">
        <Tabs.List mb="md">
          <Tabs.Tab value="step" leftSection={<Footprints size={16} aria-hidden />}>
            Step through
          </Tabs.Tab>
          <Tabs.Tab value="all" leftSection={<ListOrdered size={16} aria-hidden />}>
            Show all steps ({protocol.steps.length})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="step">
          <ProtocolStepper steps={protocol.steps} names={names} />
        </Tabs.Panel>
        <Tabs.Panel value="all">
          <ProtocolAllSteps steps={protocol.steps} names={names} />
        </Tabs.Panel>
      </Tabs>
      {protocol.notes.length > 0 ? (
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb={4}>
            Notes
          </Title>
          <List size="sm">
            {protocol.notes.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb={4}>
          Sources
        </Title>
        <List size="sm" spacing={2}>
          {protocol.sources.map((s) => {
            const f = formatSource(s);
            return (
              <List.Item key={f.label}>
                {f.url ? (
                  <Anchor href={f.url} target="_blank" rel="noreferrer" size="sm">
                    {f.label}
                  </Anchor>
                ) : (
                  f.label
                )}
              </List.Item>
            );
          })}
        </List>
      </Paper>
      <Group>{back}</Group>
    </Stack>
  );
}
