import {
  Anchor,
  Badge,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { protocolCategorySchema, type ProtocolCategory } from '../../../core/knowledge/protocol';
import type { ProtocolSummary } from './api';
import { CATEGORY_LABEL } from './protocol-text';

export interface ProtocolFilters {
  q: string;
  category: ProtocolCategory | null;
}

export function filterProtocols(all: ProtocolSummary[], f: ProtocolFilters): ProtocolSummary[] {
  const q = f.q.trim().toLowerCase();
  return all.filter(
    (p) =>
      (!f.category || p.category === f.category) &&
      (!q || [p.id, p.name, p.summary].some((t) => t.toLowerCase().includes(q))),
  );
}

/** Protocols grouped under their category headings, in the schema's category order. */
export function ProtocolList({
  protocols,
  filters,
  onFilters,
  hrefFor,
}: {
  protocols: ProtocolSummary[];
  filters: ProtocolFilters;
  onFilters(f: ProtocolFilters): void;
  hrefFor(id: string): string;
}) {
  const shown = filterProtocols(protocols, filters);
  const categories = protocolCategorySchema.options.filter((c) =>
    shown.some((p) => p.category === c),
  );
  const present = protocolCategorySchema.options.filter((c) =>
    protocols.some((p) => p.category === c),
  );
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search protocols"
          placeholder="e.g. neutropenia, rasburicase, hepatitis"
          type="search"
          leftSection={<Search size={16} aria-hidden />}
          value={filters.q}
          onChange={(e) => onFilters({ ...filters, q: e.currentTarget.value })}
          w={{ base: '100%', sm: 340 }}
        />
        <Select
          label="Category"
          placeholder="All categories"
          data={present.map((c) => ({ value: c, label: CATEGORY_LABEL[c] }))}
          value={filters.category}
          onChange={(v) =>
            onFilters({ ...filters, category: (v as ProtocolCategory | null) ?? null })
          }
          clearable
          w={{ base: '100%', sm: 300 }}
        />
      </Group>
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {shown.length} of {protocols.length} protocols
      </Text>
      {shown.length === 0 ? (
        <Text>
          No protocol matches{filters.q ? ` "${filters.q}"` : ''}
          {filters.category ? ` in ${CATEGORY_LABEL[filters.category].toLowerCase()}` : ''}. Clear a
          filter to see more.
        </Text>
      ) : (
        categories.map((c) => (
          <section key={c} aria-labelledby={`category-${c}`}>
            <Title order={3} size="h4" id={`category-${c}`} mb="xs">
              {CATEGORY_LABEL[c]}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {shown
                .filter((p) => p.category === c)
                .map((p) => (
                  <Paper key={p.id} withBorder p="md" radius="md" component="article">
                    <Stack gap={6}>
                      <Anchor component={Link} to={hrefFor(p.id)} fw={600}>
                        {p.name}
                      </Anchor>
                      <Text size="sm">{p.summary}</Text>
                      <Group gap={6}>
                        <Badge size="sm" variant="outline" color="gray.8" tt="none">
                          {p.stepCount} steps
                        </Badge>
                      </Group>
                    </Stack>
                  </Paper>
                ))}
            </SimpleGrid>
          </section>
        ))
      )}
    </Stack>
  );
}
