import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import {
  allergySchema,
  conditionSchema,
  geneticResultSchema,
  noteSchema,
} from '../../../core/patients/schemas';
import { receptorEntry } from '../../../core/patients/receptor-entries';
import {
  useAddAllergy,
  useAddCondition,
  useAddGenetic,
  useAddNote,
  useChangeCondition,
  type ConditionItem,
  type ConditionStatus,
  type PatientDetail,
} from '../../lib/patient-api';
import { formatDate, formatDateTime } from './format';
import {
  allergyPayload,
  conditionPayload,
  emptyAllergy,
  emptyCondition,
  emptyGenetic,
  geneticPayload,
  notePayload,
  type AllergyValues,
  type ConditionValues,
  type GeneticValues,
} from './form-values';
import { Empty, RecordSection } from './record-bits';
import { AllergyFields, CONDITION_STATUS_OPTIONS, ConditionFields } from './record-fields';
import { EntryForm, SaveProblem, useSchemaForm } from './schema-form';

const withheld = (v: string | null) => v ?? 'Withheld (free text)';

export function AllergiesTab({ patient }: { patient: PatientDetail }) {
  const add = useAddAllergy(patient.id);
  const form = useSchemaForm<AllergyValues>(emptyAllergy(), allergySchema, allergyPayload);
  return (
    <RecordSection
      title={`Allergies (${patient.allergies.length})`}
      addLabel="Add allergy"
      canAdd={patient.editableSections.includes('allergies')}
      form={(close) => (
        <EntryForm
          label="Add an allergy"
          form={form}
          toPayload={allergyPayload}
          mutation={add}
          submitLabel="Add"
          onDone={close}
        >
          <AllergyFields form={form} prefix="" />
        </EntryForm>
      )}
    >
      {patient.allergies.length === 0 ? (
        <Empty>No allergies recorded. That is not the same as "no known allergies".</Empty>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Allergen</Table.Th>
                <Table.Th scope="col">Type</Table.Th>
                <Table.Th scope="col">Reaction</Table.Th>
                <Table.Th scope="col">Severity</Table.Th>
                <Table.Th scope="col">Reported</Table.Th>
                <Table.Th scope="col">Verified</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {patient.allergies.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Th scope="row" fw={500}>
                    {withheld(a.allergen)}
                  </Table.Th>
                  <Table.Td>{a.allergenType}</Table.Td>
                  <Table.Td>{a.reaction ?? '—'}</Table.Td>
                  <Table.Td>
                    {a.severity === 'severe' ? (
                      <Badge color="#b91c1c" variant="outline" size="sm">
                        Severe
                      </Badge>
                    ) : (
                      a.severity
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(a.dateReported)}</Table.Td>
                  <Table.Td>{a.verified ? 'Yes' : 'No'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </RecordSection>
  );
}

export function ConditionsTab({ patient }: { patient: PatientDetail }) {
  const add = useAddCondition(patient.id);
  const form = useSchemaForm<ConditionValues>(emptyCondition(), conditionSchema, conditionPayload);
  const canEdit = patient.editableSections.includes('conditions');
  return (
    <RecordSection
      title={`Conditions (${patient.conditions.length})`}
      addLabel="Add condition"
      canAdd={canEdit}
      form={(close) => (
        <EntryForm
          label="Add a condition"
          form={form}
          toPayload={conditionPayload}
          mutation={add}
          submitLabel="Add"
          onDone={close}
        >
          <ConditionFields form={form} prefix="" />
        </EntryForm>
      )}
    >
      {patient.conditions.length === 0 ? (
        <Empty>No conditions recorded.</Empty>
      ) : (
        <Stack gap="xs">
          {patient.conditions.map((c) => (
            <ConditionCard key={c.id} condition={c} patientId={patient.id} canEdit={canEdit} />
          ))}
        </Stack>
      )}
    </RecordSection>
  );
}

function ConditionCard({
  condition: c,
  patientId,
  canEdit,
}: {
  condition: ConditionItem;
  patientId: string;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<ConditionStatus>(c.status);
  const [stage, setStage] = useState(c.stage ?? '');
  const change = useChangeCondition(patientId);
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {withheld(c.name)}
            {c.icd10 ? ` (${c.icd10})` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {c.status}
            {c.stage ? ` · stage ${c.stage}` : ''}
            {c.dateOfDiagnosis ? ` · diagnosed ${formatDate(c.dateOfDiagnosis)}` : ''}
          </Text>
        </Stack>
        {canEdit && !editing ? (
          <Button size="xs" variant="default" onClick={() => setEditing(true)}>
            Change status
          </Button>
        ) : null}
      </Group>
      {editing ? (
        <form
          noValidate
          aria-label={`Change ${c.name ?? 'condition'}`}
          onSubmit={(e) => {
            e.preventDefault();
            change.mutate(
              { conditionId: c.id, patch: { status, stage: stage.trim() || null } },
              { onSuccess: () => setEditing(false) },
            );
          }}
        >
          <Stack gap="xs" mt="xs">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NativeSelect
                label="Status"
                data={CONDITION_STATUS_OPTIONS}
                value={status}
                onChange={(e) => setStatus(e.currentTarget.value as ConditionStatus)}
              />
              <TextInput
                label="Stage"
                value={stage}
                maxLength={40}
                onChange={(e) => setStage(e.currentTarget.value)}
              />
            </Group>
            {change.isError ? (
              <SaveProblem error={change.error} values={{ status, stage }} />
            ) : null}
            <Group gap="xs">
              <Button type="submit" size="xs" loading={change.isPending}>
                Save
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Card>
  );
}

/** A tumour finding as the genetics table shows it: "p.E746_A750del (indel)", "not detected". */
function tumourFindingText(g: PatientDetail['genetics'][number]): string | null {
  if (!g.alterationType || !g.alteration) return null;
  const value =
    g.value !== null && g.value !== undefined
      ? ` ${g.value}${g.valueUnit ? ` ${g.valueUnit}` : ''}`
      : '';
  const partner = g.partner ? ` with ${g.partner}` : '';
  const negative = g.status === 'not-detected' ? ', not detected' : '';
  return `${g.alteration}${partner}${value} (${g.alterationType}${negative})`;
}

export function GeneticsTab({ patient }: { patient: PatientDetail }) {
  const add = useAddGenetic(patient.id);
  const form = useSchemaForm<GeneticValues>(emptyGenetic(), geneticResultSchema, geneticPayload);
  return (
    <RecordSection
      title={`Genetic results (${patient.genetics.length})`}
      addLabel="Add result"
      canAdd={patient.editableSections.includes('genetics')}
      note={
        <Text size="sm" c="dimmed">
          A gene without a result here is unknown, never assumed normal.
        </Text>
      }
      form={(close) => (
        <EntryForm
          label="Add a pharmacogenomic result"
          form={form}
          toPayload={geneticPayload}
          mutation={add}
          submitLabel="Add"
          onDone={close}
        >
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              label="Gene"
              withAsterisk
              placeholder="e.g. DPYD"
              {...form.getInputProps('gene')}
              miw={160}
            />
            <TextInput
              label="Diplotype"
              placeholder="e.g. *1/*2A"
              {...form.getInputProps('diplotype')}
              miw={160}
            />
            <TextInput
              label="Phenotype"
              placeholder="e.g. Intermediate Metabolizer"
              {...form.getInputProps('phenotype')}
              miw={200}
            />
          </Group>
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              label="Test date"
              type="date"
              {...form.getInputProps('testDate')}
              miw={160}
            />
            <TextInput label="Laboratory" {...form.getInputProps('laboratory')} miw={200} />
          </Group>
        </EntryForm>
      )}
    >
      {patient.genetics.length === 0 ? (
        <Empty>No genotypes recorded: gene–drug checks cannot run.</Empty>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Gene</Table.Th>
                <Table.Th scope="col">Diplotype</Table.Th>
                <Table.Th scope="col">Phenotype</Table.Th>
                <Table.Th scope="col">Tested</Table.Th>
                <Table.Th scope="col">Laboratory</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {patient.genetics.map((g) => {
                // ER, PR and HER2 results read by their receptor's name and status (issue 20).
                const receptor = receptorEntry(g);
                return (
                  <Table.Tr key={g.id}>
                    <Table.Th scope="row" fw={600}>
                      {receptor?.name ?? g.gene}
                    </Table.Th>
                    <Table.Td>
                      {receptor?.status ?? g.diplotype ?? tumourFindingText(g) ?? '—'}
                    </Table.Td>
                    <Table.Td>
                      {g.phenotype ??
                        (receptor
                          ? `Receptor status${g.origin ? ` (${g.origin})` : ''}`
                          : g.alterationType
                            ? `Tumour finding${g.origin ? ` (${g.origin})` : ''}`
                            : 'Not reported (derived by the checks)')}
                    </Table.Td>
                    <Table.Td>{formatDate(g.testDate)}</Table.Td>
                    <Table.Td>{g.laboratory ?? '—'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </RecordSection>
  );
}

export function NotesTab({ patient }: { patient: PatientDetail }) {
  const add = useAddNote(patient.id);
  const form = useSchemaForm<{ text: string }>({ text: '' }, noteSchema, (v) =>
    notePayload(v.text),
  );
  const notes = [...patient.notes].sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  return (
    <RecordSection
      title={`Notes (${notes.length})`}
      addLabel="Add note"
      canAdd={patient.editableSections.includes('notes')}
      form={(close) => (
        <EntryForm
          label="Add a note"
          form={form}
          toPayload={(v) => notePayload(v.text)}
          mutation={add}
          submitLabel="Add note"
          onDone={close}
        >
          <Textarea
            label="Note"
            description="Signed with your name and the time."
            withAsterisk
            autosize
            minRows={3}
            maxLength={10_000}
            {...form.getInputProps('text')}
          />
        </EntryForm>
      )}
    >
      {notes.length === 0 ? (
        <Empty>No notes.</Empty>
      ) : (
        <Stack gap="xs">
          {notes.map((n) => (
            <Card key={n.id} withBorder padding="sm">
              <Text size="xs" c="dimmed" mb={4}>
                {n.author} · {formatDateTime(n.timestamp)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {n.text}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </RecordSection>
  );
}
