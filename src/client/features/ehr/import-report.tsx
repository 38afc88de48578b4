import { Alert, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { CircleAlert, CircleCheck, CircleSlash } from 'lucide-react';
import { TONE } from '../../components/tones';
import type { ImportReport } from './api';

/*
 * What an import will do (dry run) or did: the counts per list, every resource mapped and what it
 * became, every resource skipped and why, every code the product does not know (kept as written;
 * a lab reads "cannot assess"), and what a new patient would still need.
 */

const SECTION_LABEL: Record<keyof ImportReport['counts'], string> = {
  medications: 'Medications',
  allergies: 'Allergies',
  conditions: 'Conditions',
  labValues: 'Lab values',
  vitals: 'Vital signs',
  genetics: 'Genetics',
  treatmentHistory: 'Treatment history',
  tumourMeasurements: 'Tumour measurements',
};

const SECTION_OF_MAPPED: Record<string, string> = {
  ...SECTION_LABEL,
  demographics: 'Demographics',
};

const DEMOGRAPHIC_LABEL: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  dateOfBirth: 'full date of birth',
  sex: 'sex (gender)',
  mrn: 'medical record number (identifier)',
};

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Title order={4} size="h5">
        {title} ({count})
      </Title>
      {count === 0 ? <Text size="sm">None.</Text> : children}
    </Stack>
  );
}

function Scroll({ children, label }: { children: React.ReactNode; label: string }) {
  // Keyboard users can scroll a long or wide table: the scrolling box itself is focusable and named.
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ maxHeight: 360, overflow: 'auto' }}>
      {children}
    </div>
  );
}

const MATCHED_BY: Record<NonNullable<ImportReport['update']>['matchedBy'], string> = {
  patientId: 'the patient you chose',
  mrn: 'the same medical record number',
  identifier: 'another identifier of the patient and the same date of birth',
};

const DEMOGRAPHIC_CHANGE_LABEL: Record<string, string> = {
  heightCm: 'Height (cm)',
  weightKg: 'Weight (kg)',
  deceased: 'Deceased',
  deceasedDate: 'Date of death',
};

const show = (v: string | number | boolean | null) =>
  v === null ? '—' : v === true ? 'yes' : v === false ? 'no' : String(v);

/** Re-import of a stored patient (issue 20): what the import adds, changes and leaves, per list. */
function UpdateView({ update }: { update: NonNullable<ImportReport['update']> }) {
  const rows = Object.entries(update.sections) as Array<
    [keyof ImportReport['counts'], (typeof update.sections)[keyof ImportReport['counts']]]
  >;
  const changed = rows.flatMap(([key, s]) =>
    s.changed.map((c) => ({ key, summary: c.summary, fields: c.fields })),
  );
  return (
    <Stack gap="xs" role="group" aria-label="Update of the stored record">
      <Alert
        color={TONE.info}
        variant="outline"
        title="Already stored: this import updates the record"
      >
        <Text size="sm">
          Found by {MATCHED_BY[update.matchedBy]}. New entries are added and changed ones updated;
          entries stored here that the bundle does not mention are kept. Name, date of birth, sex
          and MRN are not changed.
        </Text>
      </Alert>
      <Scroll label="Changes per list">
        <Table striped withTableBorder fz="sm" miw={480}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">List</Table.Th>
              <Table.Th scope="col">Added</Table.Th>
              <Table.Th scope="col">Changed</Table.Th>
              <Table.Th scope="col">Unchanged</Table.Th>
              <Table.Th scope="col">Kept (not in the bundle)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([key, s]) => (
              <Table.Tr key={key}>
                <Table.Th scope="row">{SECTION_LABEL[key]}</Table.Th>
                <Table.Td>{s.added.length}</Table.Td>
                <Table.Td>{s.changed.length}</Table.Td>
                <Table.Td>{s.unchanged}</Table.Td>
                <Table.Td>{s.kept}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Scroll>
      {update.demographics.length > 0 || changed.length > 0 ? (
        <List size="sm" spacing={2} aria-label="What changes">
          {update.demographics.map((d) => (
            <List.Item key={d.field}>
              {DEMOGRAPHIC_CHANGE_LABEL[d.field] ?? d.field}: {show(d.from)} → {show(d.to)}
            </List.Item>
          ))}
          {changed.slice(0, 50).map((c, i) => (
            <List.Item key={`${c.key}-${i}`}>
              {SECTION_LABEL[c.key]}: {c.summary} (changes {c.fields.join(', ')})
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">Nothing stored changes.</Text>
      )}
    </Stack>
  );
}

export function ImportReportView({
  report,
  forNewPatient,
  title = 'Import report',
}: {
  report: ImportReport;
  /** A new patient needs full demographics; an existing one does not. */
  forNewPatient: boolean;
  title?: string;
}) {
  const counts = Object.entries(report.counts) as Array<[keyof ImportReport['counts'], number]>;
  return (
    <Stack gap="md" aria-label={title} role="group">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm">
        {report.resourceCount} resources read: {report.mapped.length} mapped,{' '}
        {report.skipped.length} skipped, {report.unresolvedCodes.length} codes not recognised.
      </Text>
      <Group gap="md" wrap="wrap" role="list" aria-label="Entries per list">
        {counts.map(([key, n]) => (
          <Text key={key} role="listitem" size="sm" fw={n > 0 ? 600 : 400}>
            {SECTION_LABEL[key]}: {n}
          </Text>
        ))}
      </Group>
      {report.update ? <UpdateView update={report.update} /> : null}
      {forNewPatient && !report.update && report.missingDemographics.length > 0 ? (
        <Alert
          color={TONE.warning}
          variant="outline"
          icon={<CircleAlert size={18} aria-hidden />}
          title="Not enough for a new patient"
        >
          <Text size="sm">
            The bundle does not give the{' '}
            {report.missingDemographics.map((f) => DEMOGRAPHIC_LABEL[f] ?? f).join(', ')}. Import it
            into an existing patient instead, or add a Patient resource.
          </Text>
        </Alert>
      ) : null}
      {report.notes.length > 0 ? (
        <List size="sm" spacing={2}>
          {report.notes.map((n) => (
            <List.Item key={n}>{n}</List.Item>
          ))}
        </List>
      ) : null}

      <Section title="Mapped" count={report.mapped.length}>
        <Scroll label="Mapped resources">
          <Table striped withTableBorder fz="sm" miw={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Entry</Table.Th>
                <Table.Th scope="col">Became</Table.Th>
                <Table.Th scope="col">Into</Table.Th>
                <Table.Th scope="col">Resource</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.mapped.map((m, i) => (
                <Table.Tr key={`${m.entry}-${i}`}>
                  <Table.Td>{m.entry}</Table.Td>
                  <Table.Td miw={220}>
                    <Group gap={4} wrap="nowrap" align="flex-start">
                      <CircleCheck
                        size={14}
                        color={TONE.success}
                        aria-hidden
                        style={{ flexShrink: 0, marginTop: 3 }}
                      />
                      <span>{m.summary}</span>
                    </Group>
                  </Table.Td>
                  <Table.Td>{SECTION_OF_MAPPED[m.section] ?? m.section}</Table.Td>
                  <Table.Td>{m.resourceType}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Scroll>
      </Section>

      <Section title="Skipped" count={report.skipped.length}>
        <Scroll label="Skipped resources">
          <Table striped withTableBorder fz="sm" miw={480}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Entry</Table.Th>
                <Table.Th scope="col">Why</Table.Th>
                <Table.Th scope="col">Resource</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.skipped.map((s, i) => (
                <Table.Tr key={`${s.entry}-${i}`}>
                  <Table.Td>{s.entry}</Table.Td>
                  <Table.Td miw={220}>
                    <Group gap={4} wrap="nowrap" align="flex-start">
                      <CircleSlash
                        size={14}
                        color={TONE.warning}
                        aria-hidden
                        style={{ flexShrink: 0, marginTop: 3 }}
                      />
                      <span>{s.reason}</span>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {s.resourceType}
                    {s.id ? (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        {s.id}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Scroll>
      </Section>

      <Section title="Codes not recognised" count={report.unresolvedCodes.length}>
        <Text size="sm">
          Kept as written. A medication that matches no drug is not checked for interactions; a lab
          value the product does not read is shown as “cannot assess”.
        </Text>
        <Scroll label="Codes not recognised">
          <Table striped withTableBorder fz="sm" miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Entry</Table.Th>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Code</Table.Th>
                <Table.Th scope="col">Display</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.unresolvedCodes.map((u, i) => (
                <Table.Tr key={`${u.entry}-${i}`}>
                  <Table.Td>{u.entry}</Table.Td>
                  <Table.Td>{u.field}</Table.Td>
                  <Table.Td>
                    {u.code ?? '—'}
                    {u.system ? (
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        {u.system}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{u.display ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Scroll>
      </Section>
    </Stack>
  );
}
