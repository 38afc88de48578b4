import { Anchor, Badge, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SourceList } from '../../components/interaction-details';
import type { DrugRecord } from '../../lib/drug-api';

/*
 * The pharmacist's reference sections of a monograph (issue 13): indications, usual dose with the
 * label's modifications, administration, hazardous handling, pregnancy and lactation, adverse
 * reactions. They are plain sections on one page, not tabs, so the browser's own find (Ctrl+F)
 * searches all of them; a short contents list links to each. A section the record lacks says
 * "no data" rather than disappearing.
 */

type MonographData = NonNullable<DrugRecord['monograph']>;

export const MONOGRAPH_SECTIONS = [
  { id: 'indications', title: 'Indications and usual dose' },
  { id: 'administration', title: 'Administration' },
  { id: 'adverse-reactions', title: 'Adverse reactions' },
  { id: 'pregnancy-lactation', title: 'Pregnancy and lactation' },
  { id: 'hazardous', title: 'Hazardous-drug handling' },
] as const;

const NIOSH_LABEL: Record<MonographData['hazardous']['niosh'], string> = {
  'table-1': 'NIOSH 2024 Table 1',
  'table-2': 'NIOSH 2024 Table 2',
  'not-listed': 'Not on the NIOSH 2024 list',
  unknown: 'NIOSH status not checked',
};

/**
 * A table that may scroll sideways on a phone. The scrolling box is focusable and named so a
 * keyboard user can scroll it (axe scrollable-region-focusable).
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}

function noData(text: string) {
  return (
    <Text size="sm" c="dimmed" fs="italic">
      {text}
    </Text>
  );
}

function MonographSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder component="section" aria-labelledby={`mono-${id}`} id={id}>
      <Title order={3} size="h4" mb="xs" id={`mono-${id}`}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Dosing({ m }: { m: MonographData }) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={4} size="h5" mb={4}>
          FDA-approved indications
        </Title>
        <List size="sm" spacing={2}>
          {m.indications.map((i) => (
            <List.Item key={i}>{i}</List.Item>
          ))}
        </List>
      </div>
      <div>
        <Title order={4} size="h5" mb={4}>
          Usual adult dose
        </Title>
        <Stack gap="xs">
          {m.dosing.map((d) => (
            <Card key={d.indication} withBorder padding="sm" radius="sm">
              <Text size="sm" fw={700}>
                {d.indication}
              </Text>
              <Text size="sm">{d.dose}</Text>
              {d.modifications.length > 0 ? (
                <>
                  <Text size="sm" fw={600} mt={4}>
                    Dose modifications
                  </Text>
                  <List size="sm" spacing={2}>
                    {d.modifications.map((x) => (
                      <List.Item key={x}>{x}</List.Item>
                    ))}
                  </List>
                </>
              ) : (
                noData('No dose modification stated for this indication.')
              )}
            </Card>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}

function AdverseReactions({ m, drugName }: { m: MonographData; drugName: string }) {
  const { common, serious } = m.adverseReactions;
  return (
    <Stack gap="sm">
      {common.length > 0 ? (
        <ScrollableTable label={`Common adverse reactions of ${drugName} (scrolls sideways)`}>
          <Table withTableBorder striped aria-label={`Common adverse reactions of ${drugName}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Reaction</Table.Th>
                <Table.Th scope="col">Frequency (label)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {common.map((r) => (
                <Table.Tr key={r.reaction}>
                  <Table.Td>{r.reaction}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.frequency}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      ) : (
        noData('No data: common adverse reactions with frequencies are not recorded.')
      )}
      <div>
        <Title order={4} size="h5" mb={4}>
          Serious adverse reactions
        </Title>
        {serious.length > 0 ? (
          <List size="sm" spacing={2}>
            {serious.map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
          </List>
        ) : (
          noData('No data: serious adverse reactions are not recorded.')
        )}
      </div>
    </Stack>
  );
}

/** Links to each section; plain anchors so they work with the keyboard and without scripts. */
function Contents() {
  return (
    <nav aria-label="Monograph sections">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          Jump to:
        </Text>
        {MONOGRAPH_SECTIONS.map((s) => (
          <Anchor key={s.id} href={`#${s.id}`} size="sm">
            {s.title}
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}

export function MonographSections({ drug }: { drug: DrugRecord }) {
  const m = drug.monograph;
  if (!m) {
    return (
      <Card withBorder component="section" aria-labelledby="mono-missing">
        <Title order={3} size="h4" mb="xs" id="mono-missing">
          Prescribing monograph
        </Title>
        {noData(
          'No data: indications, usual dose, administration, adverse reactions, pregnancy and lactation, and hazardous handling are not yet written for this drug. Use the current US label.',
        )}
      </Card>
    );
  }
  return (
    <Stack gap="md">
      <Contents />
      <MonographSection id="indications" title="Indications and usual dose">
        <Dosing m={m} />
      </MonographSection>
      <MonographSection id="administration" title="Administration">
        <List size="sm" spacing={2}>
          {m.administration.map((a) => (
            <List.Item key={a}>{a}</List.Item>
          ))}
        </List>
      </MonographSection>
      <MonographSection id="adverse-reactions" title="Adverse reactions">
        <AdverseReactions m={m} drugName={drug.name} />
      </MonographSection>
      <MonographSection id="pregnancy-lactation" title="Pregnancy and lactation">
        <Stack gap="xs">
          <Text size="sm">
            <b>Pregnancy:</b> {m.pregnancy}
          </Text>
          <Text size="sm">
            <b>Lactation:</b> {m.lactation}
          </Text>
        </Stack>
      </MonographSection>
      <MonographSection id="hazardous" title="Hazardous-drug handling">
        <Stack gap="xs">
          <Badge
            variant="outline"
            color={m.hazardous.niosh === 'table-1' ? '#b91c1c' : 'gray'}
            size="lg"
            style={{ alignSelf: 'flex-start', textTransform: 'none' }}
          >
            {NIOSH_LABEL[m.hazardous.niosh]}
          </Badge>
          {m.hazardous.note ? <Text size="sm">{m.hazardous.note}</Text> : null}
        </Stack>
      </MonographSection>
    </Stack>
  );
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2022-12' → 'December 2022'; anything else is shown as sent. */
export function revisionLabel(ym: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(ym);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${month} ${m[1]}` : ym;
}

/** Label revision and review date, shown beside the sources they date. */
export function Provenance({ drug }: { drug: DrugRecord }) {
  const label =
    drug.labelRevised === null
      ? 'No US label (not a licensed drug product).'
      : drug.labelRevised
        ? `US label revision checked: ${revisionLabel(drug.labelRevised)}.`
        : 'US label revision: not recorded.';
  return (
    <Text size="sm" c="dimmed" data-testid="provenance">
      {label} Last reviewed: {drug.lastReviewed ?? 'not recorded'}.
    </Text>
  );
}

export function MonographSources({ drug }: { drug: DrugRecord }) {
  if (!drug.monograph) return null;
  return (
    <>
      <Title order={4} size="h5" mt="sm" mb={4}>
        Monograph sections
      </Title>
      <SourceList sources={drug.monograph.sources} />
    </>
  );
}
