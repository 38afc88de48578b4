import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ArrowDown,
  ArrowUp,
  ChevronDown,
  ChevronUp,
  ExternalLink,
  GitCompareArrows,
  GripVertical,
  X,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useLocation } from 'react-router';
import { MIN_COMPARISON_DRUGS } from '../../../core/config';
import { compareHref } from '../../../core/selection';
import { useComparisonTray, type TrayNotice } from '../../stores/comparison-tray';
import { TONE } from '../../components/tones';

/** What a notice says; rejections name the reason so the user knows what to do next. */
export function trayNoticeText(notice: TrayNotice): string {
  switch (notice.kind) {
    case 'added':
      return `${notice.name} added to the comparison.`;
    case 'duplicate':
      return `${notice.name} is already in the comparison, so it was not added again.`;
    case 'full':
      return `The comparison holds at most ${notice.maxItems} drugs. ${notice.name} was not added; remove a drug first.`;
  }
}

interface PendingFocus {
  rxcui: string;
  control: 'up' | 'down';
}

/**
 * The drug comparison tray (SPEC §2, §4), mounted by the shell on every page. Hidden while empty;
 * expands and collapses; items are reordered by dragging or with the move buttons (keyboard);
 * "Compare" opens /compare in a new tab once it holds 2 drugs. Capacity: see `trayCapacity`.
 */
export function ComparisonTray() {
  const items = useComparisonTray((s) => s.items);
  const isOpen = useComparisonTray((s) => s.isOpen);
  const maxItems = useComparisonTray((s) => s.maxItems);
  const notice = useComparisonTray((s) => s.notice);
  const actions = useComparisonTray((s) => s);
  const isMobile = useMediaQuery('(max-width: 639px)', false, { getInitialValueInEffect: false });
  const listId = useId();
  const dragFrom = useRef<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [pendingFocus, setPendingFocus] = useState<PendingFocus | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // Moving an item re-inserts its DOM node, which drops focus; put it back on the same control,
  // or on the other one when the item reached an end and the pressed button became disabled.
  useEffect(() => {
    if (!pendingFocus || !rootRef.current) return;
    const find = (control: string) =>
      rootRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${control}"][data-rxcui="${pendingFocus.rxcui}"]:not(:disabled)`,
      );
    const other = pendingFocus.control === 'up' ? 'down' : 'up';
    (find(pendingFocus.control) ?? find(other))?.focus();
    setPendingFocus(null);
  }, [pendingFocus, items]);

  // On /compare the page is the comparison; the floating tray would only cover its table.
  if (items.length === 0 || pathname === '/compare') return null;

  const href = compareHref(items);
  const move = (from: number, to: number, control: 'up' | 'down') => {
    const item = items[from];
    if (!item) return;
    actions.reorder(from, to);
    setAnnouncement(`${item.drug.name} moved to position ${to + 1} of ${items.length}.`);
    setPendingFocus({ rxcui: item.drug.rxcui, control });
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = dragFrom.current;
    dragFrom.current = null;
    setDragOver(null);
    if (from === null || from === to) return;
    const item = items[from];
    actions.reorder(from, to);
    if (item) setAnnouncement(`${item.drug.name} moved to position ${to + 1} of ${items.length}.`);
  };
  const rejected = notice && notice.kind !== 'added' ? notice : null;

  return (
    <Paper
      ref={rootRef}
      component="aside"
      aria-label="Drug comparison tray"
      className="no-print"
      shadow="lg"
      withBorder
      radius="md"
      style={{
        position: 'fixed',
        zIndex: 150,
        bottom: isMobile ? 72 : 16,
        right: isMobile ? 8 : 88,
        left: isMobile ? 8 : 'auto',
        width: isMobile ? 'auto' : 360,
        maxHeight: 'calc(100dvh - 140px)',
        overflowY: 'auto',
      }}
    >
      <UnstyledButton
        onClick={actions.toggle}
        aria-expanded={isOpen}
        aria-controls={listId}
        w="100%"
        p="sm"
        style={{ minHeight: 44 }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <GitCompareArrows size={18} aria-hidden />
            <Text fw={600}>Comparison</Text>
            <Badge variant="light" aria-label={`${items.length} of ${maxItems} drugs`}>
              {items.length}/{maxItems}
            </Badge>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="dimmed">
              {isOpen ? 'Collapse' : 'Expand'}
            </Text>
            {isOpen ? <ChevronDown size={18} aria-hidden /> : <ChevronUp size={18} aria-hidden />}
          </Group>
        </Group>
      </UnstyledButton>

      {rejected ? (
        <Alert
          color={rejected.kind === 'full' ? TONE.danger : TONE.warning}
          mx="sm"
          mb="sm"
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss message"
          onClose={actions.dismissNotice}
          p="xs"
        >
          <Text size="sm">{trayNoticeText(rejected)}</Text>
        </Alert>
      ) : null}

      <div className="visually-hidden" role="status" aria-live="polite">
        {notice?.kind === 'added' ? trayNoticeText(notice) : ''} {announcement}
      </div>

      <Stack id={listId} gap="xs" px="sm" pb="sm" display={isOpen ? 'flex' : 'none'}>
        <Text size="xs" c="dimmed">
          Drag a drug, or use its arrows, to change the column order.
        </Text>
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Drugs to compare">
          {items.map((item, index) => (
            <li
              key={item.drug.rxcui}
              draggable
              onDragStart={(event) => {
                dragFrom.current = index;
                event.dataTransfer?.setData('text/plain', item.drug.rxcui);
                if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                event.preventDefault();
                if (dragOver !== index) setDragOver(index);
              }}
              onDragLeave={() => setDragOver((v) => (v === index ? null : v))}
              onDragEnd={() => {
                dragFrom.current = null;
                setDragOver(null);
              }}
              onDrop={(event) => onDrop(event, index)}
              data-testid={`tray-item-${item.drug.rxcui}`}
              style={{
                borderTop:
                  dragOver === index
                    ? '2px solid var(--mantine-primary-color-filled)'
                    : '2px solid transparent',
              }}
            >
              <Group gap={4} wrap="nowrap" py={2}>
                <GripVertical size={16} aria-hidden style={{ cursor: 'grab', flexShrink: 0 }} />
                <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate="end">
                  <Text span c="dimmed" size="xs" mr={6}>
                    {index + 1}.
                  </Text>
                  {item.drug.name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={`Move ${item.drug.name} up`}
                  disabled={index === 0}
                  data-move="up"
                  data-rxcui={item.drug.rxcui}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  <ArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={`Move ${item.drug.name} down`}
                  disabled={index === items.length - 1}
                  data-move="down"
                  data-rxcui={item.drug.rxcui}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  <ArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color={TONE.danger}
                  size="lg"
                  aria-label={`Remove ${item.drug.name} from comparison`}
                  onClick={() => {
                    actions.remove(item.drug.rxcui);
                    setAnnouncement(`${item.drug.name} removed from the comparison.`);
                  }}
                >
                  <X size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </li>
          ))}
        </ol>
        {href ? null : (
          <Text size="sm" c="dimmed">
            Add at least {MIN_COMPARISON_DRUGS} drugs to compare.
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" color={TONE.danger} size="sm" onClick={actions.clear}>
            Clear all
          </Button>
          {href ? (
            <Button
              component="a"
              href={href}
              target="_blank"
              rel="noopener"
              size="sm"
              rightSection={<ExternalLink size={14} aria-hidden />}
              aria-label={`Compare ${items.length} drugs (opens in a new tab)`}
            >
              Compare
            </Button>
          ) : (
            <Button size="sm" disabled>
              Compare
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
