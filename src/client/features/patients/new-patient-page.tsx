import { Alert, Button, Card, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { canCreatePatients, term, type Role } from '../../../core/access';
import { patientInputSchema } from '../../../core/patients/schemas';
import { TONE } from '../../components/tones';
import { useCreatePatient } from '../../lib/patient-api';
import { patientContextStore } from '../../stores/patient-context';
import { useAuth } from '../../stores/auth';
import {
  emptyAllergy,
  emptyCondition,
  emptyMedication,
  emptyNewPatient,
  newPatientPayload,
  type NewPatientValues,
} from './form-values';
import {
  AllergyFields,
  ConditionFields,
  DemographicsFields,
  MedicationFields,
} from './record-fields';
import { SaveProblem, submitHandler, useSchemaForm } from './schema-form';

export default function NewPatientPage() {
  const user = useAuth((s) => s.user);
  if (!user) return null;
  if (!canCreatePatients(user.role)) {
    return (
      <Stack maw={720}>
        <Title order={2}>New {term(user.role, 'patient').toLowerCase()}</Title>
        <Alert color={TONE.warning} variant="outline" title="Your role does not create records">
          Only roles with the create-patients permission (oncologists) register new patients. You
          can open the records of your institution from the{' '}
          <Link to="/patients">{term(user.role, 'patient', true).toLowerCase()} list</Link>.
        </Alert>
      </Stack>
    );
  }
  return <NewPatientForm role={user.role} prescriber={`${user.firstName} ${user.lastName}`} />;
}

function NewPatientForm({ role, prescriber }: { role: Role; prescriber: string }) {
  const navigate = useNavigate();
  const create = useCreatePatient();
  const form = useSchemaForm<NewPatientValues>(
    emptyNewPatient(),
    patientInputSchema,
    newPatientPayload,
  );
  const values = form.getValues();
  const patientWord = term(role, 'patient');
  const medWord = term(role, 'medication');

  const onSubmit = submitHandler(form, newPatientPayload, create, (patient) => {
    patientContextStore.getState().setCurrent({ id: patient.id, label: patient.label });
    navigate(`/patients/${patient.id}`);
  });

  return (
    <Stack gap="md" maw={1100}>
      <Title order={2}>New {patientWord.toLowerCase()}</Title>
      <form onSubmit={onSubmit} noValidate aria-label={`New ${patientWord.toLowerCase()}`}>
        <Stack gap="md">
          <Card withBorder component="section" aria-labelledby="demographics-heading">
            <Title order={3} size="h4" mb="sm" id="demographics-heading">
              Demographics
            </Title>
            <DemographicsFields form={form} prefix="demographics" />
          </Card>

          <ListSection
            title="Allergies"
            addLabel="Add allergy"
            empty="No allergies entered. Leave empty only when none are known; you can add them later."
            count={values.allergies.length}
            onAdd={() => form.insertListItem('allergies', emptyAllergy())}
            onRemove={(i) => form.removeListItem('allergies', i)}
            itemLabel={(i) => `allergy ${i + 1}`}
            render={(i) => <AllergyFields form={form} prefix={`allergies.${i}`} />}
          />

          <ListSection
            title="Conditions"
            addLabel="Add condition"
            empty="No conditions entered."
            count={values.conditions.length}
            onAdd={() => form.insertListItem('conditions', emptyCondition())}
            onRemove={(i) => form.removeListItem('conditions', i)}
            itemLabel={(i) => `condition ${i + 1}`}
            render={(i) => <ConditionFields form={form} prefix={`conditions.${i}`} />}
          />

          <ListSection
            title={term(role, 'medication', true)}
            addLabel={`Add ${medWord.toLowerCase()}`}
            empty={`No ${term(role, 'medication', true).toLowerCase()} entered. Each one is checked against the others, the allergies and the genotype once saved.`}
            count={values.medications.length}
            onAdd={() =>
              form.insertListItem('medications', { ...emptyMedication(), prescribedBy: prescriber })
            }
            onRemove={(i) => form.removeListItem('medications', i)}
            itemLabel={(i) => `${medWord.toLowerCase()} ${i + 1}`}
            render={(i) => (
              <MedicationFields form={form} prefix={`medications.${i}`} drugLabel="Drug" />
            )}
          />

          <Text size="sm" c="dimmed">
            Labs, genotypes, vital signs, treatment history and notes are added on the record's page
            once it is saved.
          </Text>
          {create.isError ? <SaveProblem error={create.error} values={values} /> : null}
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create {patientWord.toLowerCase()}
            </Button>
            <Button variant="default" component={Link} to="/patients">
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function ListSection({
  title,
  addLabel,
  empty,
  count,
  onAdd,
  onRemove,
  itemLabel,
  render,
}: {
  title: string;
  addLabel: string;
  empty: string;
  count: number;
  onAdd(): void;
  onRemove(index: number): void;
  itemLabel(index: number): string;
  render(index: number): React.ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        <Button
          variant="light"
          size="xs"
          leftSection={<Plus size={14} aria-hidden />}
          onClick={onAdd}
        >
          {addLabel}
        </Button>
      </Group>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="sm">
          {Array.from({ length: count }, (_, i) => (
            <Card key={i} withBorder padding="sm" bg="var(--mantine-color-gray-0)">
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={600}>
                  {itemLabel(i).replace(/^./, (c) => c.toUpperCase())}
                </Text>
                <CloseButton aria-label={`Remove ${itemLabel(i)}`} onClick={() => onRemove(i)} />
              </Group>
              {render(i)}
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}
