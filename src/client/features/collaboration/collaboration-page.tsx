import { Alert, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ArrowLeft, MessageSquarePlus, Radio, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { term } from '../../../core/access';
import { TONE } from '../../components/tones';
import { useAuth } from '../../stores/auth';
import { usePatientContext } from '../../stores/patient-context';
import type { ThreadFilters } from './api';
import { useCollaborationLive, type LiveStatus } from './live';
import { NewThreadModal } from './new-thread-modal';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

const STATUS_TEXT: Record<LiveStatus, { label: string; color: string }> = {
  live: { label: 'Live', color: TONE.success },
  connecting: { label: 'Connecting…', color: '#495057' },
  reconnecting: { label: 'Reconnecting…', color: TONE.warning },
  off: { label: 'Live updates off', color: '#495057' },
};

function LiveBadge({ status }: { status: LiveStatus }) {
  const s = STATUS_TEXT[status];
  return (
    <Badge
      color={s.color}
      leftSection={<Radio size={12} aria-hidden />}
      role="status"
      aria-live="polite"
    >
      {s.label}
    </Badge>
  );
}

/** /collaboration: case discussions of the institution, live. */
export default function CollaborationPage() {
  const role = useAuth((s) => s.user?.role);
  const current = usePatientContext((s) => s.current);
  const live = useCollaborationLive();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const threadId = params.get('thread');
  const patientFilter = params.get('patient');
  const [filters, setFilters] = useState<Omit<ThreadFilters, 'patientId'>>({
    status: 'open',
    filter: 'all',
    page: 1,
  });
  const [composing, setComposing] = useState(false);
  const patientWord = role ? term(role, 'patient') : 'Patient';

  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) merged.delete(k);
      else merged.set(k, v);
    }
    setParams(merged);
  };
  const narrowedTo = patientFilter && current?.id === patientFilter ? current.label : null;

  const list = (
    <ThreadList
      filters={{ ...filters, patientId: patientFilter ?? undefined }}
      onFilters={({ patientId: _ignored, ...rest }) => setFilters(rest)}
      selectedId={threadId}
      onSelect={(id) => update({ thread: id })}
      patientLabel={narrowedTo}
    />
  );
  const detail = threadId ? (
    <ThreadView key={threadId} threadId={threadId} />
  ) : (
    <Paper withBorder p="lg" radius="sm">
      <Text c="dimmed">Choose a discussion to read it, or start one.</Text>
    </Paper>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={2}>Case discussions</Title>
          <Text c="dimmed" size="sm">
            Discuss a {patientWord.toLowerCase()} with colleagues of your institution. Mention a
            colleague with @ to notify them; new comments appear as they are posted.
          </Text>
        </div>
        <Group gap="xs">
          <LiveBadge status={live} />
          <Button
            leftSection={<MessageSquarePlus size={16} aria-hidden />}
            onClick={() => setComposing(true)}
          >
            Start a discussion
          </Button>
        </Group>
      </Group>

      {current ? (
        <Alert
          variant="light"
          color={TONE.info}
          title={`Current ${patientWord.toLowerCase()}: ${current.label}`}
        >
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="white" onClick={() => setComposing(true)}>
              Discuss {current.label}
            </Button>
            {patientFilter === current.id ? (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<X size={14} aria-hidden />}
                onClick={() => update({ patient: null })}
              >
                Show every discussion
              </Button>
            ) : (
              <Button size="xs" variant="subtle" onClick={() => update({ patient: current.id })}>
                Only discussions about {current.label}
              </Button>
            )}
          </Group>
        </Alert>
      ) : null}

      {wide ? (
        <Grid gap="lg">
          <Grid.Col span={5}>{list}</Grid.Col>
          <Grid.Col span={7}>{detail}</Grid.Col>
        </Grid>
      ) : threadId ? (
        <Stack gap="sm">
          <Button
            variant="subtle"
            leftSection={<ArrowLeft size={16} aria-hidden />}
            onClick={() => update({ thread: null })}
            style={{ alignSelf: 'flex-start' }}
          >
            All discussions
          </Button>
          {detail}
        </Stack>
      ) : (
        list
      )}

      {composing ? (
        <NewThreadModal
          opened
          onClose={() => setComposing(false)}
          onCreated={(thread) => {
            setComposing(false);
            update({ thread: thread.id });
          }}
          current={current ? { id: current.id, label: current.label } : null}
          patientWord={patientWord}
        />
      ) : null}
    </Stack>
  );
}
