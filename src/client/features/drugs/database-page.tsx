import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PATHWAYS, qtRiskSchema, routeSchema } from '../../../core/knowledge/drug';
import { countOf } from '../../../core/access';
import { AddToCompareButton } from '../../components/add-to-compare-button';
import {
  drugKeys,
  fetchDrugClasses,
  monographPath,
  searchDrugs,
  type DrugFilters,
} from '../../lib/drug-api';
import { QT_RISK_SHORT, routeLabel } from '../../lib/drug-format';
import { appConfig } from '../../lib/environment';
import { LoadError } from '../../components/query-state';
import { ClassBrowser } from './class-browser';

const FILTER_KEYS = ['class', 'route', 'qtRisk', 'pathway'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** Filters live in the URL so a filtered view can be linked and survives reload. */
export function filtersFromParams(params: URLSearchParams): Required<Pick<DrugFilters, FilterKey>> {
  return {
    class: params.get('class') ?? '',
    route: params.get('route') ?? '',
    qtRisk: params.get('qtRisk') ?? '',
    pathway: params.get('pathway') ?? '',
  };
}

const ROUTE_OPTIONS = routeSchema.options.map((r) => ({ value: r, label: routeLabel(r) }));
const QT_OPTIONS = qtRiskSchema.options.map((q) => ({ value: q, label: QT_RISK_SHORT[q] }));
const PATHWAY_OPTIONS = PATHWAYS.map((p) => ({ value: p, label: p }));

/**
 * `/database` (issue 4 "Pages"): browse the knowledge base by class, filter by route, QT risk and
 * metabolic pathway, and open each drug's monograph. Lists are paged at the search cap
 * (`maxSearchResults`), so every drug can be reached however large the base grows.
 */
export default function DatabasePage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [name, setName] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(name.trim(), 250);
  const pageSize = Math.min(50, appConfig.maxSearchResults);
  // The class list sits beside the results from the md breakpoint; narrower screens use the class
  // select of the filters, and the list is not drawn at all (hidden with CSS it still cost a phone
  // its hundreds of elements).
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, false, {
    getInitialValueInEffect: false,
  });
  const request: DrugFilters = {
    ...filters,
    q,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
  const list = useQuery({
    queryKey: drugKeys.search(request),
    queryFn: ({ signal }) => searchDrugs(request, signal),
    placeholderData: keepPreviousData,
  });

  const update = (changes: Partial<Record<FilterKey | 'page' | 'q', string>>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };
  const anyFilter = FILTER_KEYS.some((k) => filters[k]) || q !== '';
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <Stack gap="md">
      <Title order={2}>Drug database</Title>
      <Grid gap="md">
        {wide ? (
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <ClassBrowser selected={filters.class} onSelect={(c) => update({ class: c })} />
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="sm">
            <Card
              withBorder
              padding="sm"
              component="form"
              role="search"
              aria-label="Filter drugs"
              onSubmit={(e) => e.preventDefault()}
            >
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="xs">
                <TextInput
                  label="Name contains"
                  placeholder="Generic or brand"
                  value={name}
                  onChange={(e) => {
                    setName(e.currentTarget.value);
                    if (page !== 1) update({ page: '' });
                  }}
                />
                <ClassSelect value={filters.class} onChange={(v) => update({ class: v })} />
                <Select
                  label="Route"
                  placeholder="Any route"
                  data={ROUTE_OPTIONS}
                  value={filters.route || null}
                  onChange={(v) => update({ route: v ?? '' })}
                  clearable
                />
                <Select
                  label="QT risk"
                  placeholder="Any"
                  data={QT_OPTIONS}
                  value={filters.qtRisk || null}
                  onChange={(v) => update({ qtRisk: v ?? '' })}
                  clearable
                />
                <Select
                  label="Metabolic pathway"
                  description="Any documented role"
                  placeholder="Any pathway"
                  data={PATHWAY_OPTIONS}
                  value={filters.pathway || null}
                  onChange={(v) => update({ pathway: v ?? '' })}
                  clearable
                  searchable
                />
              </SimpleGrid>
              {anyFilter ? (
                <Button
                  variant="subtle"
                  size="xs"
                  mt="xs"
                  onClick={() => {
                    setName('');
                    update({ class: '', route: '', qtRisk: '', pathway: '', q: '' });
                  }}
                >
                  Clear all filters
                </Button>
              ) : null}
            </Card>

            <section aria-label="Drugs" aria-busy={list.isFetching}>
              {list.isPending ? (
                <Group gap="xs" role="status">
                  <Loader size="sm" />
                  <Text>Loading drugs…</Text>
                </Group>
              ) : list.isError ? (
                <LoadError
                  error={list.error}
                  retry={() => void list.refetch()}
                  title="The drug list could not be loaded"
                />
              ) : list.data.results.length === 0 ? (
                <Alert color="gray" variant="outline" title="No drug matches these filters">
                  Remove a filter to widen the list. A pathway filter finds drugs with a documented
                  role only; a drug missing from it may simply have no data.
                </Alert>
              ) : (
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Text size="sm" role="status">
                      {countOf(total, 'drug')}
                      {anyFilter ? (total === 1 ? ' matches' : ' match') : ' in the knowledge base'}
                      {pages > 1 ? ` · page ${page} of ${pages}` : ''}
                    </Text>
                    {list.isFetching ? <Loader size="xs" aria-label="Updating" /> : null}
                  </Group>
                  <Table.ScrollContainer minWidth={340}>
                    <Table striped highlightOnHover withTableBorder aria-label="Drugs">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th scope="col">Drug</Table.Th>
                          <Table.Th scope="col">Class</Table.Th>
                          <Table.Th scope="col">Routes</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {list.data.results.map((d) => {
                          const path = monographPath(d);
                          return (
                            <Table.Tr key={d.id ?? d.rxcui ?? d.name}>
                              <Table.Td>
                                {path ? (
                                  <Anchor component={Link} to={path} fw={600}>
                                    {d.name}
                                  </Anchor>
                                ) : (
                                  <Text fw={600}>{d.name}</Text>
                                )}
                                {d.brandNames.length > 0 ? (
                                  <Text size="xs" c="dimmed">
                                    {d.brandNames.join(', ')}
                                  </Text>
                                ) : null}
                                <AddToCompareButton
                                  rxcui={d.rxcui}
                                  name={d.name}
                                  source="database"
                                  mt={4}
                                />
                              </Table.Td>
                              <Table.Td>
                                <Anchor
                                  component="button"
                                  type="button"
                                  size="sm"
                                  c="inherit"
                                  ta="left"
                                  onClick={() => update({ class: d.drugClass })}
                                  aria-label={`Show all drugs in class ${d.drugClass}`}
                                >
                                  {d.drugClass}
                                </Anchor>
                              </Table.Td>
                              <Table.Td>
                                <Text size="sm">{d.routes.map(routeLabel).join(', ')}</Text>
                              </Table.Td>
                            </Table.Tr>
                          );
                        })}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                  {pages > 1 ? (
                    <Pagination
                      total={pages}
                      value={page}
                      onChange={(p) => update({ page: String(p) })}
                      getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                      getControlProps={(control) => ({
                        'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page`,
                      })}
                    />
                  ) : null}
                </Stack>
              )}
            </section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The class filter as a select with counts, for narrow screens where the browser is hidden. */
function ClassSelect({ value, onChange }: { value: string; onChange(v: string): void }) {
  const classes = useQuery({
    queryKey: drugKeys.classes(),
    queryFn: ({ signal }) => fetchDrugClasses(signal),
    staleTime: 5 * 60_000,
  });
  const data = (classes.data ?? []).map((c) => ({
    value: c.drugClass,
    label: `${c.drugClass} (${c.count})`,
  }));
  if (value && !data.some((d) => d.value.toLowerCase() === value.toLowerCase())) {
    data.unshift({ value, label: value });
  }
  return (
    <Select
      label="Class"
      placeholder={classes.isPending ? 'Loading classes…' : 'Any class'}
      data={data}
      value={data.find((d) => d.value.toLowerCase() === value.toLowerCase())?.value ?? null}
      onChange={(v) => onChange(v ?? '')}
      searchable
      clearable
      nothingFoundMessage="No class matches"
      error={classes.isError ? 'Classes could not be loaded' : undefined}
    />
  );
}
