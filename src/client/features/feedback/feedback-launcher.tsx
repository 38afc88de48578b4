import { ActionIcon, Button, Stack, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Bug, HelpCircle, Lightbulb, MessageSquarePlus, MessageSquareText } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { FeedbackForm, FeedbackType } from '../../../core/feedback';
import { useAuth } from '../../stores/auth';
import { syncFeedback } from './feedback-api';
import { FeedbackModal } from './feedback-modal';
import { FEEDBACK_STORAGE_KEY, feedbackStore } from './feedback-store';
import { newUuid, tabSessionId } from './ids';
import { submitFeedback } from './submit-feedback';

interface Entry {
  type: FeedbackType;
  title: string;
}

const ENTRIES = {
  bug: { type: 'bug', title: 'Report a bug' },
  feature: { type: 'feature_request', title: 'Request a feature' },
  question: { type: 'question', title: 'Ask a question' },
  general: { type: 'question', title: 'Send feedback' },
} as const satisfies Record<string, Entry>;

/**
 * Sends queued feedback when it can: once storage is read at start, whenever the browser comes
 * back online, and when another tab changes the stored queue (it is re-read and merged first).
 */
function useOutboxSync(userId: string | null) {
  useEffect(() => {
    if (!userId) return;
    const sync = () => void syncFeedback(userId).catch(() => undefined);
    sync();
    const onStorage = (event: StorageEvent) => {
      if (event.key === FEEDBACK_STORAGE_KEY) void feedbackStore.persist.rehydrate();
    };
    window.addEventListener('online', sync);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('storage', onStorage);
    };
  }, [userId]);
}

/**
 * The floating feedback button (SPEC §2), on every layout. The first click expands it to Report
 * Bug, Request Feature and Ask Question; clicking it again while expanded opens general feedback
 * with type question. Escape folds it.
 */
export function FeedbackLauncher() {
  const user = useAuth((s) => s.user);
  const userId = user?.id ?? null;
  const location = useLocation();
  const isMobile = useMediaQuery('(max-width: 639px)');
  const [expanded, setExpanded] = useState(false);
  const [entry, setEntry] = useState<Entry | null>(null);
  // A fresh modal (empty form) for every opening.
  const [openCount, setOpenCount] = useState(0);
  const menuId = useId();

  useOutboxSync(userId);

  const open = (next: Entry) => {
    setExpanded(false);
    setEntry(next);
    setOpenCount((n) => n + 1);
  };
  const close = useCallback(() => setEntry(null), []);

  const onSubmit = useCallback(
    (form: FeedbackForm) =>
      submitFeedback(form, {
        store: feedbackStore,
        sync: syncFeedback,
        userId,
        context: {
          now: () => new Date(),
          newId: newUuid,
          sessionId: tabSessionId(),
          pathname: location.pathname,
          href: window.location.href,
          userAgent: navigator.userAgent,
        },
      }),
    [userId, location.pathname],
  );

  return (
    <>
      <div
        className="no-print"
        style={{
          position: 'fixed',
          zIndex: 140,
          right: isMobile ? 8 : 16,
          // Clear of the mobile tab bar (64 px) and the collapsed comparison tray above it.
          bottom: isMobile ? 132 : 16,
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && expanded) {
            e.stopPropagation();
            setExpanded(false);
          }
        }}
      >
        <Stack align="flex-end" gap="xs">
          {expanded ? (
            <Stack id={menuId} gap="xs" align="flex-end" role="group" aria-label="Feedback options">
              <Button
                leftSection={<Bug size={16} aria-hidden />}
                color="red.9"
                radius="xl"
                onClick={() => open(ENTRIES.bug)}
              >
                Report Bug
              </Button>
              <Button
                leftSection={<Lightbulb size={16} aria-hidden />}
                color="yellow.4"
                c="dark.9"
                radius="xl"
                onClick={() => open(ENTRIES.feature)}
              >
                Request Feature
              </Button>
              <Button
                leftSection={<HelpCircle size={16} aria-hidden />}
                color="blue.9"
                radius="xl"
                onClick={() => open(ENTRIES.question)}
              >
                Ask Question
              </Button>
            </Stack>
          ) : null}
          <Tooltip
            label={expanded ? 'General feedback' : 'Feedback'}
            position="left"
            openDelay={200}
          >
            <ActionIcon
              size={52}
              radius="xl"
              variant="filled"
              aria-label={expanded ? 'General feedback' : 'Feedback'}
              aria-expanded={expanded}
              aria-controls={expanded ? menuId : undefined}
              onClick={() => (expanded ? open(ENTRIES.general) : setExpanded(true))}
              style={{ boxShadow: 'var(--mantine-shadow-md)' }}
            >
              {expanded ? (
                <MessageSquareText size={24} aria-hidden />
              ) : (
                <MessageSquarePlus size={24} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
        </Stack>
      </div>
      {entry ? (
        <FeedbackModal
          key={openCount}
          opened
          title={entry.title}
          initialType={entry.type}
          defaultEmail={user?.email}
          onClose={close}
          onSubmit={onSubmit}
        />
      ) : null}
    </>
  );
}
