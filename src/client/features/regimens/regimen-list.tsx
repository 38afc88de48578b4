import { Anchor, Badge, Chip, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { cancerSchema, type Cancer, type Intent } from '../../../core/knowledge/regimen';
import { CANCER_LABEL } from '../../lib/cancer-labels';
import type { RegimenSummary } from './api';
import { EMETOGENIC_LABEL, INTENT_LABEL, SETTING_LABEL, capitalise } from './labels';

export interface RegimenFilters {
  q: string;
  cancer: Cancer | null;
  intent: Intent | null;
}

/**
 * Client-side filter over the full list: the library is about fifty regimens, so filtering in the
 * browser is instant and gives the per-cancer counts. It matches what the server's `q` matches:
 * name, aliases, id and drug names.
 */
export function filterRegimens(all: RegimenSummary[], f: RegimenFilters): RegimenSummary[] {
  const q = f.q.trim().toLowerCase();
  return all.filter(
    (r) =>
      (!f.cancer || r.cancers.includes(f.cancer)) &&
      (!f.intent || r.intent.includes(f.intent)) &&
      (!q ||
        [r.id, r.name, ...r.aliases, ...r.drugs.map((d) => d.name)].some((t) =>
          t.toLowerCase().includes(q),
        )),
  );
}

export function RegimenList({
  regimens,
  filters,
  onFilters,
  hrefFor,
}: {
  regimens: RegimenSummary[];
  filters: RegimenFilters;
  onFilters(f: RegimenFilters): void;
  hrefFor(id: string): string;
}) {
  const shown = filterRegimens(regimens, filters);
  const counts = new Map<Cancer, number>();
  for (const r of filterRegimens(regimens, { ...filters, cancer: null })) {
    for (const c of r.cancers) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const cancers = cancerSchema.options.filter((c) => counts.has(c));

  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search regimens"
          placeholder="Name, alias or drug, e.g. FOLFOX or cisplatin"
          leftSection={<Search size={16} aria-hidden />}
          value={filters.q}
          onChange={(e) => onFilters({ ...filters, q: e.currentTarget.value })}
          w={{ base: '100%', sm: 340 }}
          type="search"
        />
        <Select
          label="Cancer"
          placeholder="All cancers"
          data={cancerSchema.options.map((c) => ({ value: c, label: CANCER_LABEL[c] }))}
          value={filters.cancer}
          onChange={(v) => onFilters({ ...filters, cancer: (v as Cancer | null) ?? null })}
          clearable
          searchable
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label="Intent"
          placeholder="Any intent"
          data={[
            { value: 'curative', label: 'Curative' },
            { value: 'palliative', label: 'Palliative' },
          ]}
          value={filters.intent}
          onChange={(v) => onFilters({ ...filters, intent: (v as Intent | null) ?? null })}
          clearable
          w={{ base: '100%', sm: 180 }}
        />
      </Group>

      <Group gap={6} aria-label="Browse by cancer" role="group" visibleFrom="sm">
        {cancers.map((c) => (
          <Chip
            key={c}
            size="xs"
            variant="outline"
            checked={filters.cancer === c}
            onChange={() => onFilters({ ...filters, cancer: filters.cancer === c ? null : c })}
          >
            {CANCER_LABEL[c]} ({counts.get(c)})
          </Chip>
        ))}
      </Group>

      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {shown.length} of {regimens.length} regimens
      </Text>

      {shown.length === 0 ? (
        <Text>
          No regimen matches
          {filters.q ? ` "${filters.q}"` : ''}
          {filters.cancer ? ` in ${CANCER_LABEL[filters.cancer].toLowerCase()} cancer` : ''}
          {filters.intent ? ` with ${filters.intent} intent` : ''}. Clear a filter to see more.
        </Text>
      ) : (
        <Table.ScrollContainer type="native" tabIndex={0} minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Caption>Regimens in the knowledge base</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Regimen</Table.Th>
                <Table.Th scope="col">Cancer</Table.Th>
                <Table.Th scope="col">Setting</Table.Th>
                <Table.Th scope="col">Drugs</Table.Th>
                <Table.Th scope="col">Cycles</Table.Th>
                <Table.Th scope="col">Emetogenic risk</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Th scope="row" fw={400}>
                    <Anchor component={Link} to={hrefFor(r.id)} fw={600}>
                      {r.name}
                    </Anchor>
                    {r.aliases.length > 0 ? (
                      <Text size="xs" c="dimmed">
                        also {r.aliases.join(', ')}
                      </Text>
                    ) : null}
                  </Table.Th>
                  <Table.Td>{r.cancers.map((c) => CANCER_LABEL[c]).join(', ')}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.setting.map((s) => SETTING_LABEL[s]).join(', ')}</Text>
                    <Group gap={4} mt={2}>
                      {r.intent.map((i) => (
                        <Badge key={i} size="xs" variant="outline" color="gray.8" tt="none">
                          {INTENT_LABEL[i]}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{r.drugs.map((d) => capitalise(d.name)).join(', ')}</Table.Td>
                  <Table.Td>
                    {r.phases.map((p) => (
                      <Text key={p.id} size="sm">
                        {r.phases.length > 1 ? `${p.name}: ` : ''}
                        {p.cycleText}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>{EMETOGENIC_LABEL[r.emetogenicRisk] ?? r.emetogenicRisk}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
