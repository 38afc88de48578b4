import { Anchor, Badge, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PgxGeneInfo } from './api';
import { DIPLOTYPE_EXAMPLES } from './gene-examples';

/** What the engine can read for each gene, which CPIC table it follows, and the drugs affected. */
export function GenesOverview({ genes }: { genes: PgxGeneInfo[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {genes.map((g) => (
        <Paper key={g.gene} withBorder p="md" radius="md" component="article">
          <Stack gap={6}>
            <Title order={3} size="h5">
              {g.gene}{' '}
              <Text span size="sm" c="dimmed" fw={400}>
                {g.name}
              </Text>
            </Title>
            <Text size="sm">
              <strong>Tables:</strong> {g.tableVersion}
            </Text>
            {DIPLOTYPE_EXAMPLES[g.gene].length > 0 ? (
              <Text size="sm">
                <strong>Examples:</strong>{' '}
                <Text span ff="monospace" size="sm">
                  {DIPLOTYPE_EXAMPLES[g.gene].join(' · ')}
                </Text>
              </Text>
            ) : null}
            <Text size="sm" fw={600}>
              Accepted input
            </Text>
            <List size="sm" spacing={2}>
              {g.inputFormats.map((f) => (
                <List.Item key={f}>{f}</List.Item>
              ))}
            </List>
            <Text size="sm" fw={600}>
              Drugs with guidance ({g.drugs.length})
            </Text>
            <div>
              {g.drugs.map((d) => (
                <Badge key={d.id} variant="outline" color="gray.8" mr={4} mb={4} tt="none">
                  {d.name}
                </Badge>
              ))}
            </div>
            {g.notes.length > 0 ? (
              <List size="xs" c="dimmed" spacing={2}>
                {g.notes.map((n) => (
                  <List.Item key={n}>{n}</List.Item>
                ))}
              </List>
            ) : null}
            <List size="xs" spacing={2}>
              {g.sources.map((s) => (
                <List.Item key={s.label}>
                  {s.url ? (
                    <Anchor href={s.url} target="_blank" rel="noreferrer">
                      {s.label}
                    </Anchor>
                  ) : (
                    s.label
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
