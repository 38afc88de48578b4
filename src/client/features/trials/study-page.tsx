import { Anchor, Badge, Card, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { NCT_ID, type TrialDetail } from '../../../core/trials';
import { LoadingState } from '../../components/query-state';
import { useTrial } from './api';
import { PhaseBadge, statusLabel, StatusBadge } from './labels';
import { MatchPanel } from './match-panel';
import { RegistryError } from './registry-error';
import { RegistryLink } from './trial-results';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `study-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={3} size="h4" mb="xs" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

const none = (text: string) => (
  <Text size="sm" c="dimmed" fs="italic">
    {text}
  </Text>
);

function Eligibility({ d }: { d: TrialDetail }) {
  const e = d.eligibility;
  return (
    <Section title="Eligibility">
      <Stack gap="xs">
        <Text size="sm">{e.summary}</Text>
        {e.stdAges.length > 0 ? (
          <Group gap={6}>
            {e.stdAges.map((a) => (
              <Badge key={a} variant="outline" color="gray.8" radius="sm">
                {a === 'OLDER_ADULT' ? 'Older adult' : a === 'ADULT' ? 'Adult' : 'Child'}
              </Badge>
            ))}
          </Group>
        ) : null}
        {e.genderBased && e.genderDescription ? (
          <Text size="sm">Gender-based eligibility: {e.genderDescription}</Text>
        ) : null}
        <Title order={4} size="h5" mt="xs" id="criteria-as-registered">
          Criteria as registered
        </Title>
        <Text size="xs" c="dimmed">
          Shown exactly as written on ClinicalTrials.gov. The match reads only the rules it names
          (stage, disease status, prior therapy and lines, biomarkers); read the rest as written.
        </Text>
        {e.criteria ? (
          <ScrollArea.Autosize mah={480} type="auto" offsetScrollbars>
            <Text
              component="pre"
              size="sm"
              tabIndex={0}
              aria-labelledby="criteria-as-registered"
              style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}
            >
              {e.criteria}
            </Text>
          </ScrollArea.Autosize>
        ) : (
          none('The registry record has no eligibility criteria text.')
        )}
      </Stack>
    </Section>
  );
}

function Sites({ d, searched }: { d: TrialDetail; searched: string | null }) {
  return (
    <Section title={`Sites (${d.locationCount})`}>
      {d.locations.length === 0 ? (
        none('The registry lists no sites for this study.')
      ) : (
        <Stack gap="xs">
          {searched ? (
            <Text size="sm" c="dimmed">
              Sites matching “{searched}” first.
            </Text>
          ) : null}
          <div
            role="region"
            aria-label="Study sites, scrollable"
            tabIndex={0}
            style={{ overflowX: 'auto' }}
          >
            <Table striped withTableBorder miw={520} aria-label="Study sites">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Facility</Table.Th>
                  <Table.Th scope="col">Place</Table.Th>
                  <Table.Th scope="col">Site status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.locations.map((l, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{l.facility ?? 'Not given'}</Table.Td>
                    <Table.Td>
                      {[l.city, l.state, l.zip, l.country].filter(Boolean).join(', ')}
                    </Table.Td>
                    <Table.Td>{l.status ? statusLabel(l.status) : 'Not stated'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {d.locationCount > d.locations.length ? (
            <Text size="sm" c="dimmed">
              {d.locations.length} of {d.locationCount} sites shown; the registry lists them all.
            </Text>
          ) : null}
        </Stack>
      )}
    </Section>
  );
}

function Study({ d, searched }: { d: TrialDetail; searched: string | null }) {
  return (
    <Stack>
      <div>
        <Group gap="xs" wrap="wrap" mb={4}>
          <Text size="sm" fw={700} ff="monospace">
            {d.nctId}
          </Text>
          <PhaseBadge phases={d.phases} />
          <StatusBadge status={d.status} />
        </Group>
        <Title order={2}>
          {d.title}
          {d.acronym ? ` (${d.acronym})` : ''}
        </Title>
        {d.officialTitle && d.officialTitle !== d.title ? (
          <Text c="dimmed" size="sm" mt={4}>
            {d.officialTitle}
          </Text>
        ) : null}
        <Group gap="md" mt="xs" wrap="wrap">
          <RegistryLink url={d.registryUrl} nctId={d.nctId} />
          {d.sponsor ? <Text size="sm">Sponsor: {d.sponsor}</Text> : null}
          {d.lastUpdated ? (
            <Text size="sm" c="dimmed">
              Record updated {d.lastUpdated}
            </Text>
          ) : null}
        </Group>
      </div>
      {d.briefSummary ? (
        <Section title="Summary">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {d.briefSummary}
          </Text>
        </Section>
      ) : null}
      <Section title="Conditions and interventions">
        <Stack gap={6}>
          <Text size="sm">
            <Text span fw={600}>
              Conditions:{' '}
            </Text>
            {d.conditions.length ? d.conditions.join('; ') : 'none listed'}
          </Text>
          {d.keywords.length ? (
            <Text size="sm">
              <Text span fw={600}>
                Keywords:{' '}
              </Text>
              {d.keywords.join('; ')}
            </Text>
          ) : null}
          <Text size="sm">
            <Text span fw={600}>
              Interventions:{' '}
            </Text>
            {d.interventions.length
              ? d.interventions
                  .map(
                    (i) =>
                      `${i.name}${i.type ? ` (${i.type.toLowerCase().replace(/_/g, ' ')})` : ''}` +
                      (i.otherNames.length ? `, also ${i.otherNames.join(', ')}` : ''),
                  )
                  .join('; ')
              : 'none listed'}
          </Text>
        </Stack>
      </Section>
      <MatchPanel nctId={d.nctId} />
      <Eligibility d={d} />
      <Sites d={d} searched={searched} />
    </Stack>
  );
}

export default function StudyPage() {
  const { nctId = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = nctId.toUpperCase();
  const searched = params.get('location');
  const valid = NCT_ID.test(id);
  const study = useTrial(id, searched);
  const fromResults = (location.state as { fromResults?: boolean } | null)?.fromResults === true;
  const back = `/trials${params.get('from') ? `?${params.get('from')}` : ''}`;

  return (
    <Stack>
      <Anchor
        component={Link}
        to={back}
        size="sm"
        onClick={(e) => {
          // Back in history keeps the result page and its paging trail as they were.
          if (fromResults) {
            e.preventDefault();
            void navigate(-1);
          }
        }}
      >
        <Group gap={4} component="span" display="inline-flex">
          <ArrowLeft size={14} aria-hidden /> Back to results
        </Group>
      </Anchor>
      {!valid ? (
        <RegistryError
          error={new Error(`${nctId} is not an NCT number (NCT followed by 8 digits).`)}
          retry={() => void navigate('/trials')}
          title="No such study"
        />
      ) : study.isPending ? (
        <LoadingState what={`${id} from ClinicalTrials.gov`} />
      ) : study.isError ? (
        <RegistryError
          error={study.error}
          retry={() => void study.refetch()}
          title="The study could not be loaded"
          notFoundTitle="No such study on ClinicalTrials.gov"
        />
      ) : (
        <Study d={study.data} searched={searched} />
      )}
    </Stack>
  );
}
