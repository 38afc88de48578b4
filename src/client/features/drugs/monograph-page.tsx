import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, OctagonX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PATHWAYS } from '../../../core/knowledge/drug';
import { SEVERITY_ORDER } from '../../../core/knowledge/interaction';
import { rxcuiSchema } from '../../../core/selection';
import { AddToCompareButton } from '../../components/add-to-compare-button';
import { SourceList } from '../../components/interaction-details';
import { useInteractionTerm } from '../../components/interaction-results';
import { EvidenceBadge, SEVERITY_META, SeverityBadge } from '../../components/severity';
import { ApiError } from '../../lib/api';
import {
  drugKeys,
  fetchDrug,
  fetchDrugById,
  monographPath,
  type DrugInteractionRecord,
  type DrugRecord,
} from '../../lib/drug-api';
import {
  EMETOGENIC_LABEL,
  ORGAN_STATUS_LABEL,
  QT_RISK_LABEL,
  organRuleText,
  routeLabel,
  tagLabel,
} from '../../lib/drug-format';
import { AddToCheckButton } from './drug-actions';
import {
  MonographSections,
  MonographSources,
  Provenance,
  ScrollableTable,
} from './monograph-sections';
import { TONE } from '../../components/tones';

const KIND_LABEL: Record<DrugRecord['kind'], string> = {
  antineoplastic: 'Antineoplastic',
  supportive: 'Supportive care / co-prescribed',
  substance: 'Herb, food or other substance',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

const noData = (text: string) => (
  <Text size="sm" c="dimmed" fs="italic">
    {text}
  </Text>
);

function OrganSection({ title, adj }: { title: string; adj: DrugRecord['renal'] }) {
  return (
    <Section title={title}>
      <Stack gap="xs">
        <Badge
          size="lg"
          variant="outline"
          color={adj.status === 'avoid' ? '#b91c1c' : adj.status === 'adjust' ? '#b45309' : 'gray'}
          style={{ alignSelf: 'flex-start' }}
        >
          {ORGAN_STATUS_LABEL[adj.status]}
        </Badge>
        {adj.status === 'no-data' ? (
          <Text size="sm" fw={600}>
            No data: the label does not state an adjustment. This is not the same as “no adjustment
            needed”.
          </Text>
        ) : null}
        <Text size="sm">{adj.summary}</Text>
        {adj.rules.length > 0 ? (
          <List size="sm" spacing={2}>
            {adj.rules.map((r) => (
              <List.Item key={organRuleText(r)}>{organRuleText(r)}</List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Section>
  );
}

function PathwayTable({ drug }: { drug: DrugRecord }) {
  const rows = PATHWAYS.flatMap((p) => {
    const role = drug.pathways[p];
    return role ? [{ pathway: p, role }] : [];
  });
  if (rows.length === 0) {
    return noData(
      'No documented enzyme or transporter role. This means none is documented in our sources, not that none exists.',
    );
  }
  const cell = (v: string | undefined) => (v ? tagLabel(v) : '—');
  return (
    <>
      <ScrollableTable label={`Metabolism and transport of ${drug.name} (scrolls sideways)`}>
        <Table
          withTableBorder
          striped
          miw={480}
          aria-label={`Metabolism and transport of ${drug.name}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Enzyme or transporter</Table.Th>
              <Table.Th scope="col">Substrate</Table.Th>
              <Table.Th scope="col">Inhibitor</Table.Th>
              <Table.Th scope="col">Inducer</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ pathway, role }) => (
              <Table.Tr key={pathway}>
                <Table.Th scope="row">{pathway}</Table.Th>
                <Table.Td>
                  {cell(role.substrate)}
                  {role.prodrugActivation ? ' (activates the prodrug)' : ''}
                </Table.Td>
                <Table.Td>{cell(role.inhibitor)}</Table.Td>
                <Table.Td>{cell(role.inducer)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollableTable>
      <Text size="xs" c="dimmed" mt={4}>
        FDA DDI terms (2020 guidance): a sensitive substrate’s exposure rises at least 5-fold with a
        strong inhibitor, a moderate one 2- to 5-fold. Pathways not listed have no documented role
        in our sources.
      </Text>
    </>
  );
}

function drugLinks(drugs: DrugInteractionRecord['otherDrugs']): ReactNode {
  return drugs.map((d, index) => {
    const path = monographPath(d);
    return (
      <span key={d.id ?? d.name}>
        {index > 0 ? ', ' : ''}
        {path ? (
          <Anchor component={Link} to={path}>
            {d.name}
          </Anchor>
        ) : (
          d.name
        )}
      </span>
    );
  });
}

/**
 * The other side of a record: a group (named, with its size) or the drugs themselves. Plain text:
 * it sits inside the accordion's button, where a link would nest one control in another (axe
 * nested-interactive, issue 13); the panel carries the links.
 */
function partnerLabel(i: DrugInteractionRecord): ReactNode {
  if (!i.group) return i.otherDrugs.map((d) => d.name).join(', ');
  const n = i.otherDrugs.length;
  return (
    <>
      {i.group.name}
      <Text span size="xs" c="dimmed">
        {' '}
        ({n} {n === 1 ? 'drug' : 'drugs'})
      </Text>
    </>
  );
}

function KnownInteractions({ drug }: { drug: DrugRecord }) {
  const words = useInteractionTerm();
  if (drug.interactions.length === 0) {
    return noData(
      `No curated ${words.many.toLowerCase()} list ${drug.name}. The checker may still infer some from the profile above; the absence of a record is not proof of safety.`,
    );
  }
  return (
    <Stack gap="sm">
      {SEVERITY_ORDER.map((severity) => {
        const items = drug.interactions.filter((i) => i.severity === severity);
        if (items.length === 0) return null;
        const meta = SEVERITY_META[severity];
        return (
          <div key={severity}>
            <Title order={4} size="h5" mb={4}>
              <Group gap={6} component="span" c={meta.color}>
                <meta.Icon size={16} aria-hidden />
                {meta.label} ({items.length})
              </Group>
            </Title>
            <Accordion multiple variant="separated">
              {items.map((i) => (
                <Accordion.Item
                  key={i.id}
                  value={i.id}
                  style={{ borderLeft: `4px solid ${meta.color}` }}
                >
                  <Accordion.Control>
                    <Group gap="xs" wrap="wrap">
                      <SeverityBadge severity={i.severity} size="sm" />
                      <Text size="sm" fw={600} component="span">
                        with {partnerLabel(i)}
                      </Text>
                      {i.via ? (
                        <Text size="xs" c="dimmed">
                          as one of the {i.via.name}
                        </Text>
                      ) : null}
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="xs">
                      <EvidenceBadge evidence={i.evidence} />
                      <Text size="sm">
                        <b>
                          Management{i.managementAction ? ` (${tagLabel(i.managementAction)})` : ''}
                          :
                        </b>{' '}
                        {i.management}
                      </Text>
                      <Text size="sm">
                        <b>Effect:</b> {i.effect}
                      </Text>
                      <Text size="sm">
                        <b>Mechanism:</b> {i.mechanism}
                      </Text>
                      {i.otherDrugs.length > 0 ? (
                        <Text size="sm">
                          <b>{i.group ? `${i.group.name}:` : 'Open monograph:'}</b>{' '}
                          {drugLinks(i.otherDrugs)}
                        </Text>
                      ) : null}
                      <SourceList sources={i.sources} />
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </div>
        );
      })}
    </Stack>
  );
}

/**
 * `/database/:drugId`, the drug monograph. The route parameter is the RxCUI; the few records
 * without one are reached by their kebab-case id. Every field is shown, and a missing value is
 * named as missing ("no data", "not rated") rather than hidden or read as "none".
 */
export default function MonographPage() {
  const { drugId = '' } = useParams();
  const byRxcui = rxcuiSchema.safeParse(drugId).success;
  const words = useInteractionTerm();
  const query = useQuery({
    queryKey: byRxcui ? drugKeys.detail(drugId) : drugKeys.detailById(drugId),
    queryFn: ({ signal }) => (byRxcui ? fetchDrug(drugId, signal) : fetchDrugById(drugId, signal)),
  });

  if (query.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>Loading the drug record…</Text>
      </Group>
    );
  }
  if (query.isError) {
    const notFound =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Stack gap="md">
        <Title order={2}>Drug monograph</Title>
        <Alert
          color={notFound ? TONE.warning : TONE.danger}
          role="alert"
          title={notFound ? 'No such drug' : 'Could not load the drug'}
        >
          {notFound
            ? `No drug in the knowledge base has the code “${drugId}”.`
            : query.error.message}
        </Alert>
        <Button
          component={Link}
          to="/database"
          variant="default"
          leftSection={<ArrowLeft size={16} aria-hidden />}
          w="fit-content"
        >
          Back to the drug database
        </Button>
      </Stack>
    );
  }

  const d = query.data;
  return (
    <Stack gap="md" maw={1100}>
      <Stack gap={4}>
        <Anchor component={Link} to="/database" size="sm">
          ← Drug database
        </Anchor>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2}>{d.name}</Title>
            {d.brandNames.length > 0 ? (
              <Text c="dimmed">Brands: {d.brandNames.join(', ')}</Text>
            ) : null}
          </Stack>
          <Group gap="xs">
            <AddToCheckButton rxcui={d.rxcui} name={d.name} />
            <AddToCompareButton rxcui={d.rxcui} name={d.name} source="monograph" />
          </Group>
        </Group>
        <Group gap={6}>
          <Badge variant="light" style={{ textTransform: 'none' }}>
            {d.drugClass}
          </Badge>
          <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
            {KIND_LABEL[d.kind]}
          </Badge>
          <Text size="sm" c="dimmed">
            RxCUI {d.rxcui ?? 'none (no RxNorm ingredient concept)'}
            {d.atc.length > 0 ? ` · ATC ${d.atc.join(', ')}` : ''}
          </Text>
        </Group>
        {d.rxcui === null && d.rxcuiNote ? (
          <Text size="xs" c="dimmed">
            Why no RxCUI: {d.rxcuiNote}
          </Text>
        ) : null}
        {d.synonyms.length > 0 ? (
          <Text size="sm" c="dimmed">
            Also known as: {d.synonyms.join(', ')}
          </Text>
        ) : null}
      </Stack>

      {d.boxedWarnings.length > 0 ? (
        <Alert
          color={TONE.danger}
          variant="outline"
          icon={<OctagonX size={22} aria-hidden />}
          title={
            d.boxedWarnings.length === 1
              ? 'Boxed warning'
              : `Boxed warnings (${d.boxedWarnings.length})`
          }
          role="note"
          styles={{ root: { borderWidth: 3 } }}
        >
          <List size="sm" spacing={4}>
            {d.boxedWarnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          No boxed warning in the label.
        </Text>
      )}

      <MonographSections drug={d} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Mechanism">
          <Text size="sm">{d.mechanism}</Text>
        </Section>
        <Section title="Routes">
          <Text size="sm">{d.routes.map(routeLabel).join(', ')}</Text>
        </Section>
        <Section title="QT risk">
          <Text size="sm" fw={d.qtRisk === 'known' ? 700 : undefined}>
            {QT_RISK_LABEL[d.qtRisk]}
          </Text>
        </Section>
        <Section title="pH-dependent absorption">
          <Text size="sm">
            {d.phDependentAbsorption
              ? 'Yes: absorption falls when gastric pH rises. Acid suppressants (PPIs, H2 blockers, antacids) can lower exposure; see the interactions below.'
              : 'Not flagged as pH-dependent in the label.'}
          </Text>
        </Section>
      </SimpleGrid>

      <Section title="Metabolism and transport">
        <PathwayTable drug={d} />
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Toxicities">
          <Stack gap="xs">
            {d.toxicities.length > 0 ? (
              <Group gap={4}>
                {d.toxicities.map((t) => (
                  <Badge key={t} variant="light" color="gray" style={{ textTransform: 'none' }}>
                    {tagLabel(t)}
                  </Badge>
                ))}
              </Group>
            ) : (
              noData('No toxicity flags recorded.')
            )}
            {d.rareToxicities.length > 0 ? (
              <div>
                <Text size="sm" fw={600}>
                  Rare or idiosyncratic
                </Text>
                <Group gap={4} mt={2}>
                  {d.rareToxicities.map((t) => (
                    <Badge key={t} variant="outline" color="gray" style={{ textTransform: 'none' }}>
                      {tagLabel(t)}
                    </Badge>
                  ))}
                </Group>
              </div>
            ) : null}
          </Stack>
        </Section>
        <Section title="Emetogenic risk">
          {d.emetogenicRisk ? (
            <Text size="sm">{EMETOGENIC_LABEL[d.emetogenicRisk]}</Text>
          ) : (
            noData(
              d.kind === 'antineoplastic'
                ? 'Not rated: no data.'
                : 'Not rated (emetogenic risk is rated for antineoplastics only).',
            )
          )}
        </Section>
        <OrganSection title="Renal adjustment" adj={d.renal} />
        <OrganSection title="Hepatic adjustment" adj={d.hepatic} />
        <Section title="Dose cap and cumulative limit">
          <Stack gap="xs">
            {d.doseCap ? (
              <Text size="sm">
                <b>
                  Per-dose cap: {d.doseCap.maxDose} {d.doseCap.unit}.
                </b>{' '}
                {d.doseCap.note}
              </Text>
            ) : (
              noData('No per-dose cap recorded.')
            )}
            {d.cumulativeLimit ? (
              <Text size="sm">
                <b>
                  Lifetime cumulative limit: {d.cumulativeLimit.value} {d.cumulativeLimit.unit}.
                </b>{' '}
                {d.cumulativeLimit.doxorubicinEquivalence !== undefined
                  ? `Doxorubicin equivalence ×${d.cumulativeLimit.doxorubicinEquivalence}. `
                  : ''}
                {d.cumulativeLimit.note}
              </Text>
            ) : (
              noData('No lifetime cumulative limit recorded.')
            )}
          </Stack>
        </Section>
        <Section title="Pharmacogenomics">
          {d.pgxGenes.length > 0 ? (
            <Group gap={4}>
              {d.pgxGenes.map((g) => (
                <Badge key={g} variant="outline">
                  {g}
                </Badge>
              ))}
            </Group>
          ) : (
            noData('No pharmacogenomic gene with CPIC or label guidance recorded.')
          )}
        </Section>
      </SimpleGrid>

      <Section title="Monitoring">
        {d.monitoring.length > 0 ? (
          <List size="sm" spacing={2}>
            {d.monitoring.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        ) : (
          noData('No monitoring recorded.')
        )}
      </Section>

      <Section title={`Known ${words.many.toLowerCase()} (curated)`}>
        <KnownInteractions drug={d} />
      </Section>

      <Section title="Sources">
        <Stack gap={4}>
          <Provenance drug={d} />
          <SourceList sources={d.sources} />
          <MonographSources drug={d} />
        </Stack>
      </Section>
    </Stack>
  );
}
