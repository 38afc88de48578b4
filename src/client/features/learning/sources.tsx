import { Anchor, List, Text } from '@mantine/core';
import type { SourceLink } from './api';

/** The sources an answer comes from, linked where they have an address. */
export function SourceList({
  sources,
  label = 'Sources',
}: {
  sources: SourceLink[];
  label?: string;
}) {
  if (sources.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <List size="sm" spacing={2}>
        {sources.map((s) => (
          <List.Item key={`${s.label}|${s.url ?? ''}`}>
            {s.url ? (
              <Anchor href={s.url} target="_blank" rel="noreferrer noopener" size="sm">
                {s.label}
              </Anchor>
            ) : (
              s.label
            )}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
