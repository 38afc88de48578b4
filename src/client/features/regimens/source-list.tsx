import { Anchor, List } from '@mantine/core';
import { formatSource, type Source } from '../../../core/knowledge/source';

export function SourceList({ sources, size = 'sm' }: { sources: Source[]; size?: 'xs' | 'sm' }) {
  return (
    <List size={size} spacing={2}>
      {sources.map((s) => {
        const f = formatSource(s);
        return (
          <List.Item key={f.label}>
            {f.url ? (
              <Anchor href={f.url} target="_blank" rel="noreferrer" size={size}>
                {f.label}
              </Anchor>
            ) : (
              f.label
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
