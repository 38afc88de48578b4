import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Kbd,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AddToCompareButton } from '../../components/add-to-compare-button';
import { drugKeys, monographPath, searchDrugs, type DrugSummary } from '../../lib/drug-api';
import { routeLabel } from '../../lib/drug-format';
import { appConfig } from '../../lib/environment';
import { AddToCheckButton } from './drug-actions';
import { LoadError } from '../../components/query-state';

const PAGE = 25;
const DEBOUNCE_MS = 250;

/** Why a row matched when it was not by its generic name, e.g. "brand Keytruda". */
export function matchNote(drug: DrugSummary): string | null {
  if (!drug.matchedOn || drug.matchedOn === 'name' || !drug.matchedText) return null;
  const what = { brand: 'brand', synonym: 'also known as', rxcui: 'RxCUI' }[drug.matchedOn];
  return `Matched ${what} ${drug.matchedText}`;
}

export function DrugResultCard({ drug, source }: { drug: DrugSummary; source: string }) {
  const path = monographPath(drug);
  const note = matchNote(drug);
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
          {path ? (
            <Anchor component={Link} to={path} fw={700} size="lg">
              {drug.name}
            </Anchor>
          ) : (
            <Text fw={700} size="lg">
              {drug.name}
            </Text>
          )}
          {note ? (
            <Text size="xs" c="#0f766e">
              {note}
            </Text>
          ) : null}
          {drug.brandNames.length > 0 ? (
            <Text size="sm" c="dimmed">
              Brands: {drug.brandNames.join(', ')}
            </Text>
          ) : null}
          <Group gap={4}>
            <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
              {drug.drugClass}
            </Badge>
            {drug.routes.map((r) => (
              <Badge key={r} variant="outline" color="gray" size="sm">
                {routeLabel(r)}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Group gap="xs">
          <AddToCheckButton rxcui={drug.rxcui} name={drug.name} />
          <AddToCompareButton rxcui={drug.rxcui} name={drug.name} source={source} />
        </Group>
      </Group>
    </Card>
  );
}

/**
 * `/search?q=` (issue 4 "Pages"): typeahead over generic names, brands, synonyms and RxCUIs,
 * debounced, with the query kept in the URL so results can be linked and the back button works.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const urlQ = (params.get('q') ?? '').trim();
  const [value, setValue] = useState(urlQ);
  const [seenUrlQ, setSeenUrlQ] = useState(urlQ);
  const [limit, setLimit] = useState(PAGE);
  const [debounced] = useDebouncedValue(value.trim(), DEBOUNCE_MS);

  // A new ?q= from elsewhere (the header search box) replaces what is typed here.
  if (urlQ !== seenUrlQ) {
    setSeenUrlQ(urlQ);
    if (urlQ !== debounced) setValue(urlQ);
    setLimit(PAGE);
  }

  // Typing settles into the URL; an unsettled debounce (right after an outside change) must not
  // write the old text back.
  const settled = debounced === value.trim();
  useEffect(() => {
    if (!settled || debounced === (params.get('q') ?? '').trim()) return;
    setParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [settled, debounced, params, setParams]);

  const query = useQuery({
    queryKey: drugKeys.search({ q: urlQ, limit }),
    queryFn: ({ signal }) => searchDrugs({ q: urlQ, limit }, signal),
    enabled: urlQ.length > 0,
    placeholderData: keepPreviousData,
  });
  const typing = value.trim() !== urlQ;
  const data = urlQ ? query.data : undefined;
  const maxResults = appConfig.maxSearchResults;

  return (
    <Stack gap="md" maw={960}>
      <Title order={2}>Drug search</Title>
      <TextInput
        label="Drug, brand or RxCUI"
        description="Generic name, brand name, synonym or RxCUI. Spelling mistakes are tolerated."
        placeholder="e.g. Keytruda, carboplatin, 1442981"
        leftSection={<Search size={16} aria-hidden />}
        rightSection={typing || query.isFetching ? <Loader size="xs" /> : null}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        type="search"
        autoFocus
        size="md"
      />
      <Text size="xs" c="dimmed">
        Tip: <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd> opens quick drug search from any page.
      </Text>

      <section aria-label="Search results" aria-busy={query.isFetching}>
        {!urlQ ? (
          <Text c="dimmed">Results appear as you type.</Text>
        ) : query.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>Searching for “{urlQ}”…</Text>
          </Group>
        ) : query.isError ? (
          <LoadError error={query.error} retry={() => void query.refetch()} title="Search failed" />
        ) : data && data.results.length === 0 ? (
          <Alert color="gray" variant="outline" title={`No drug matches “${urlQ}”`}>
            Check the spelling, or try the generic or brand name. The knowledge base covers
            antineoplastic agents and common supportive-care and co-prescribed drugs; a drug that is
            missing here has no record, which says nothing about its safety.
          </Alert>
        ) : data ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {data.results.length === data.total
                ? `${data.total} ${data.total === 1 ? 'drug matches' : 'drugs match'} “${urlQ}”.`
                : `Showing ${data.results.length} of ${data.total} matches for “${urlQ}”.`}
            </Text>
            <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.results.map((d) => (
                <DrugResultCard key={d.id ?? d.rxcui ?? d.name} drug={d} source="search" />
              ))}
            </Stack>
            {data.results.length < data.total ? (
              limit < maxResults ? (
                <Button
                  variant="default"
                  onClick={() => setLimit(Math.min(limit + PAGE, maxResults))}
                  loading={query.isFetching}
                >
                  Show more
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  Search shows at most {maxResults} results; refine the search to see the rest.
                </Text>
              )
            ) : null}
          </Stack>
        ) : null}
      </section>
    </Stack>
  );
}
