import { Alert, Anchor, Box, List, Paper, Stack, Text, Title } from '@mantine/core';
import { BookOpen, CircleAlert, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatSource, type Source } from '../../../core/knowledge/source';

/** The arithmetic, one step per line, numbers substituted, in a monospace list. */
export function Working({ lines, label = 'Working' }: { lines: string[]; label?: string }) {
  if (lines.length === 0) return null;
  return (
    <Box
      component="ol"
      aria-label={label}
      m={0}
      p="xs"
      style={{
        listStyle: 'none',
        background: 'var(--mantine-color-default-hover)',
        borderRadius: 'var(--mantine-radius-sm)',
        overflowWrap: 'anywhere',
      }}
    >
      {lines.map((line, i) => (
        <Text component="li" key={i} ff="monospace" size="sm">
          {line}
        </Text>
      ))}
    </Box>
  );
}

/** A headline figure: label, value and unit, readable at a glance. */
export function Figure({ label, value, unit }: { label: string; value: string; unit: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}{' '}
        <Text span fz="md" fw={500}>
          {unit}
        </Text>
      </Text>
    </div>
  );
}

/** Says what is still needed before a result can be shown (the calculator's empty state). */
export function NeedsInput({ fields }: { fields: string[] }) {
  return (
    <Text c="dimmed" role="status">
      Enter {fields.join(', ')} to calculate.
    </Text>
  );
}

/** A calculation that cannot be done for these inputs: the core function's reason, verbatim. */
export function CannotCalculate({ title, reason }: { title: string; reason: string }) {
  return (
    <Alert variant="outline" color="orange.9" icon={<TriangleAlert size={18} />} title={title}>
      {reason.charAt(0).toUpperCase() + reason.slice(1)}.
    </Alert>
  );
}

export function Notes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <Alert variant="outline" color="yellow.9" icon={<CircleAlert size={18} />} title="Take note">
      <List size="sm">
        {notes.map((n) => (
          <List.Item key={n}>{n}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

export function SourceList({ sources }: { sources: Source[] }) {
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        <BookOpen size={14} aria-hidden style={{ marginRight: 6, verticalAlign: '-2px' }} />
        Sources
      </Title>
      <List size="sm" spacing={2}>
        {sources.map((s) => {
          const f = formatSource(s);
          return (
            <List.Item key={f.label}>
              {f.url ? (
                <Anchor href={f.url} target="_blank" rel="noreferrer">
                  {f.label}
                </Anchor>
              ) : (
                f.label
              )}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

/** A titled panel for a group of results. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
