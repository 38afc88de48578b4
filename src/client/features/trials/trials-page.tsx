import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ChevronLeft, ChevronRight, UserRound } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '../../components/query-state';
import { usePatientContext } from '../../stores/patient-context';
import {
  hasSearchText,
  readSearchParams,
  searchQueryString,
  useTrialSearch,
  type TrialSearchParams,
} from './api';
import { RegistryError } from './registry-error';
import { DEFAULT_STATUS, TrialSearchForm } from './search-form';
import { TrialCard } from './trial-results';
import { useTerm } from './use-term';

/** Tokens of the pages before this one ('' is the first page), kept in the history entry. */
interface PageState {
  trail?: string[];
}

export default function TrialsPage() {
  const t = useTerm();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const search = readSearchParams(params);
  const active = hasSearchText(search);
  const pageToken = params.get('pageToken');
  const trail = (location.state as PageState | null)?.trail ?? [];
  const results = useTrialSearch(active ? search : null, pageToken);
  const current = usePatientContext((s) => s.current);

  const go = (p: TrialSearchParams, token: string | null, nextTrail: string[]) =>
    navigate(`/trials?${searchQueryString(p, token)}`, { state: { trail: nextTrail } });
  const studyHref = (nctId: string) => {
    const back = searchQueryString(search, pageToken);
    const q = new URLSearchParams({ from: back });
    if (search.location.trim()) q.set('location', search.location.trim());
    return `/trials/${nctId}?${q.toString()}`;
  };
  // A page reached without its trail (a bookmarked later page) cannot know its number.
  const pageLabel = pageToken && trail.length === 0 ? 'More results' : `Page ${trail.length + 1}`;

  return (
    <Stack>
      <div>
        <Title order={2}>Clinical trials</Title>
        <Text c="dimmed">
          Search ClinicalTrials.gov live, then open a study to read its eligibility criteria as
          registered and compare its structured criteria with the current{' '}
          {t('patient').toLowerCase()}.
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        <UserRound size={16} aria-hidden />
        <Text size="sm">
          {current
            ? `Current ${t('patient').toLowerCase()}: ${current.label}`
            : `No current ${t('patient').toLowerCase()}: you can choose one on a study’s page.`}
        </Text>
      </Group>
      <Card withBorder>
        <TrialSearchForm
          key={params.toString()}
          initial={active ? search : { ...search, status: DEFAULT_STATUS }}
          onSearch={(p) => go(p, null, [])}
        />
      </Card>
      {!active ? null : results.isPending ? (
        <LoadingState what="trials from ClinicalTrials.gov" />
      ) : results.isError ? (
        <RegistryError
          error={results.error}
          retry={() => void results.refetch()}
          title="The search did not run"
        />
      ) : (
        <section aria-labelledby="trial-results-heading">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Title order={3} size="h4" id="trial-results-heading" aria-live="polite">
                {results.data.studies.length === 0
                  ? 'No studies match this search'
                  : results.data.totalCount !== null
                    ? `${results.data.totalCount.toLocaleString()} ${results.data.totalCount === 1 ? 'study' : 'studies'} on ClinicalTrials.gov`
                    : pageLabel}
              </Title>
              {results.data.studies.length > 0 && results.data.totalCount !== null ? (
                <Text size="sm" c="dimmed">
                  {pageLabel}
                </Text>
              ) : null}
            </Group>
            {results.data.studies.length === 0 ? (
              <Text size="sm">
                The registry has no study for these words and filters. Try fewer words, another
                status or phase, or no location.
              </Text>
            ) : null}
            {results.data.studies.map((s) => (
              <TrialCard
                key={s.nctId}
                trial={s}
                href={studyHref(s.nctId)}
                searchedLocation={search.location.trim() !== ''}
              />
            ))}
            {trail.length > 0 || results.data.nextPageToken ? (
              <Group justify="space-between" component="nav" aria-label="Result pages">
                <Button
                  variant="default"
                  leftSection={<ChevronLeft size={16} aria-hidden />}
                  disabled={trail.length === 0}
                  onClick={() => go(search, trail.at(-1) || null, trail.slice(0, -1))}
                >
                  Previous page
                </Button>
                <Button
                  variant="default"
                  rightSection={<ChevronRight size={16} aria-hidden />}
                  disabled={!results.data.nextPageToken}
                  onClick={() =>
                    go(search, results.data.nextPageToken, [...trail, pageToken ?? ''])
                  }
                >
                  Next page
                </Button>
              </Group>
            ) : null}
          </Stack>
        </section>
      )}
    </Stack>
  );
}
