import { Alert, Anchor, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { term, type Role } from '../../../core/access';
import { patientPatchSchema } from '../../../core/patients/schemas';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { usePatient, useUpdatePatient, type PatientDetail } from '../../lib/patient-api';
import { useAuth } from '../../stores/auth';
import { patientContextStore } from '../../stores/patient-context';
import { demographicsFromPatient, patchPayload, type DemographicsValues } from './form-values';
import { DemographicsFields } from './record-fields';
import { SaveProblem, submitHandler, useSchemaForm } from './schema-form';

type EditValues = { demographics: DemographicsValues; isActive: boolean };
const toPatch = (v: EditValues) => patchPayload(v.demographics, v.isActive);

export default function EditPatientPage() {
  const { id = '' } = useParams();
  const role = useAuth((s) => s.user?.role);
  const patient = usePatient(id);
  if (!role) return null;
  const word = term(role, 'patient');
  if (patient.isPending) return <LoadingState what={word.toLowerCase()} />;
  if (patient.isError)
    return (
      <LoadError
        error={patient.error}
        retry={() => void patient.refetch()}
        title={`Could not load the ${word.toLowerCase()}`}
        notFoundTitle={`No such ${word.toLowerCase()} in your institution`}
      />
    );
  if (!patient.data.editableSections.includes('demographics')) {
    return (
      <Stack maw={720}>
        <Title order={2}>Edit {patient.data.label}</Title>
        <Alert color={TONE.warning} variant="outline" title="Your role does not edit demographics">
          Registration details are kept by oncologists and nurses.{' '}
          <Anchor component={Link} to={`/patients/${id}`}>
            Back to the record
          </Anchor>
        </Alert>
      </Stack>
    );
  }
  return <EditForm patient={patient.data} role={role} />;
}

function EditForm({ patient, role }: { patient: PatientDetail; role: Role }) {
  const navigate = useNavigate();
  const update = useUpdatePatient(patient.id);
  const form = useSchemaForm<EditValues>(
    { demographics: demographicsFromPatient(patient), isActive: patient.isActive },
    patientPatchSchema,
    toPatch,
  );
  const onSubmit = submitHandler(form, toPatch, update, (saved) => {
    patientContextStore.getState().update(saved.id, { label: saved.label });
    navigate(`/patients/${saved.id}`);
  });
  return (
    <Stack gap="md" maw={900}>
      <Title order={2}>Edit {patient.label}</Title>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={`Edit ${term(role, 'patient').toLowerCase()}`}
      >
        <Stack gap="md">
          <Card withBorder>
            <DemographicsFields form={form} prefix="demographics" />
          </Card>
          <Checkbox
            label={`Active record (an inactive ${term(role, 'patient').toLowerCase()} is hidden from the default list)`}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Text size="sm" c="dimmed">
            Allergies, {term(role, 'medication', true).toLowerCase()}, conditions, labs and the rest
            change on the record's tabs.
          </Text>
          {update.isError ? <SaveProblem error={update.error} values={form.getValues()} /> : null}
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
            <Button variant="default" component={Link} to={`/patients/${patient.id}`}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
