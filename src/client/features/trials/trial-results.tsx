import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { ExternalLink, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { TrialSummary } from '../../../core/trials';
import { PhaseBadge, siteText, StatusBadge, statusLabel } from './labels';

export function RegistryLink({ url, nctId }: { url: string; nctId: string }) {
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} component="span" wrap="nowrap" display="inline-flex">
        {nctId} on ClinicalTrials.gov
        <ExternalLink size={14} aria-hidden />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </Group>
    </Anchor>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

export function TrialCard({
  trial,
  href,
  searchedLocation,
}: {
  trial: TrialSummary;
  href: string;
  searchedLocation: boolean;
}) {
  const titleId = `trial-${trial.nctId}`;
  const interventions = trial.interventions.map((i) => i.name);
  return (
    <Card withBorder component="article" aria-labelledby={titleId} padding="md">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={700} ff="monospace">
            {trial.nctId}
          </Text>
          <PhaseBadge phases={trial.phases} />
          <StatusBadge status={trial.status} />
        </Group>
        <Title order={3} size="h5" id={titleId}>
          <Anchor component={Link} to={href} state={{ fromResults: true }} inherit>
            {trial.title}
            {trial.acronym ? ` (${trial.acronym})` : ''}
          </Anchor>
        </Title>
        <Field label="Conditions">
          {trial.conditions.length ? trial.conditions.join('; ') : 'none listed'}
        </Field>
        <Field label="Interventions">
          {interventions.length ? interventions.join('; ') : 'none listed'}
        </Field>
        <Field label="Eligibility">{trial.eligibility.summary}</Field>
        <div>
          <Text size="sm" fw={600}>
            {trial.locationCount === 0
              ? 'Sites: none listed'
              : searchedLocation
                ? `Nearest sites (${Math.min(trial.locations.length, trial.locationCount)} of ${trial.locationCount})`
                : `Sites (${Math.min(trial.locations.length, trial.locationCount)} of ${trial.locationCount})`}
          </Text>
          {trial.locations.length > 0 ? (
            <List size="sm" spacing={2} icon={<MapPin size={14} aria-hidden />} center>
              {trial.locations.map((l, i) => (
                <List.Item key={i}>
                  {siteText(l) || 'Site name not given'}
                  {l.status ? ` — ${statusLabel(l.status).toLowerCase()}` : ''}
                </List.Item>
              ))}
            </List>
          ) : null}
        </div>
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to={href} state={{ fromResults: true }} size="sm">
            Eligibility and match
          </Anchor>
          <RegistryLink url={trial.registryUrl} nctId={trial.nctId} />
          {trial.lastUpdated ? (
            <Text size="xs" c="dimmed">
              Registry record updated {trial.lastUpdated}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
