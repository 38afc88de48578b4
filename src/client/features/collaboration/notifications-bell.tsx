import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TONE } from '../../components/tones';
import { useMarkAllRead, useNotifications, useUnreadCount } from './api';
import { formatDateTime } from './format';
import { useCollaborationLive } from './live';

/**
 * The header's notifications: mentions and replies in case discussions, with the unread count,
 * kept current by the live connection (which this keeps open while signed in).
 */
export function NotificationsBell() {
  useCollaborationLive();
  const [open, setOpen] = useState(false);
  const count = useUnreadCount();
  const list = useNotifications(open);
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const unread = count.data?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <Popover
      opened={open}
      onChange={setOpen}
      position="bottom-end"
      width={340}
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <Tooltip label={label} disabled={open}>
          <Indicator
            label={unread > 99 ? '99+' : unread}
            size={16}
            color={TONE.danger}
            disabled={unread === 0}
            offset={4}
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={label}
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => setOpen((o) => !o)}
            >
              <Bell size={18} aria-hidden />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs" role="dialog" aria-label="Notifications">
        <Group justify="space-between" mb="xs">
          <Text fw={600} size="sm">
            Notifications
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Mark all read
          </Button>
        </Group>
        {list.isPending ? (
          <Text size="sm" c="dimmed" role="status">
            Loading…
          </Text>
        ) : list.isError ? (
          <Text size="sm" c={TONE.danger} role="alert">
            {list.error.message}
          </Text>
        ) : list.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No mentions or replies yet.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.data.items.map((n) => (
                <li key={n.id}>
                  <UnstyledButton
                    w="100%"
                    p={6}
                    style={{
                      borderRadius: 'var(--mantine-radius-sm)',
                      background: n.readAt ? undefined : 'var(--mantine-primary-color-light)',
                    }}
                    onClick={() => {
                      setOpen(false);
                      navigate(`/collaboration?thread=${encodeURIComponent(n.threadId)}`);
                    }}
                  >
                    <Text size="sm">
                      <strong>{n.actor?.name ?? 'A colleague'}</strong>{' '}
                      {n.kind === 'mention' ? 'mentioned you in' : 'replied in'} “{n.threadTitle}”
                    </Text>
                    <Text size="xs" c="dimmed">
                      {n.patientLabel} · {formatDateTime(n.createdAt)}
                      {n.readAt ? '' : ' · unread'}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {list.data ? (
          <Text size="xs" c="dimmed" mt="xs">
            {list.data.email
              ? 'Mentions and replies are also sent to you by e-mail (without the patient’s name).'
              : 'E-mail notifications are off: the server has no mail (SMTP) configured.'}
          </Text>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
