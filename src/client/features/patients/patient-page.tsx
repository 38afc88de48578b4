import { Anchor, Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { ArrowLeft, Pencil, Play, Square } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { canUseCareSessions, term, type Role } from '../../../core/access';
import {
  PatientAlertList,
  unresolvedCount,
  usePatientAlerts,
} from '../../components/patient-alerts';
import { FhirDownloadButton } from '../../components/fhir-download-button';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { ApiError } from '../../lib/api';
import {
  useActiveCareSessions,
  useEndCareSession,
  useIsInstitutionAdmin,
  usePatient,
  useStartCareSession,
  type PatientDetail,
} from '../../lib/patient-api';
import { useAuth } from '../../stores/auth';
import { patientContextStore } from '../../stores/patient-context';
import { ageSex, formatDate } from './format';
import { MedicationsTab } from './medications-tab';
import { SummaryTab } from './summary-tab';

// The tabs behind the first one load when opened (only the open panel is drawn): their forms,
// tables and number inputs were ~20 KB of what every /patients/:id downloaded up front, over the
// 400 KB budget of issue 24. Summary, medications and alerts stay in the page's own chunk.
const AuditTab = lazy(() => import('./audit-tab').then((m) => ({ default: m.AuditTab })));
const LabsTab = lazy(() => import('./labs-tab').then((m) => ({ default: m.LabsTab })));
const PatientPrecision = lazy(() =>
  import('../../components/precision/patient-precision').then((m) => ({
    default: m.PatientPrecision,
  })),
);
const AllergiesTab = lazy(() => import('./list-tabs').then((m) => ({ default: m.AllergiesTab })));
const ConditionsTab = lazy(() => import('./list-tabs').then((m) => ({ default: m.ConditionsTab })));
const GeneticsTab = lazy(() => import('./list-tabs').then((m) => ({ default: m.GeneticsTab })));
const NotesTab = lazy(() => import('./list-tabs').then((m) => ({ default: m.NotesTab })));
const PlansTab = lazy(() =>
  import('../../components/treatment-plans/plans-tab').then((m) => ({ default: m.PlansTab })),
);
const TumourMeasurementsSection = lazy(() =>
  import('./tumour-measurements').then((m) => ({ default: m.TumourMeasurementsSection })),
);
const TreatmentTab = lazy(() =>
  import('./vitals-treatment-tabs').then((m) => ({ default: m.TreatmentTab })),
);
const VitalsTab = lazy(() =>
  import('./vitals-treatment-tabs').then((m) => ({ default: m.VitalsTab })),
);

export const PATIENT_TABS = [
  'summary',
  'medications',
  'allergies',
  'conditions',
  'labs',
  'genetics',
  'vitals',
  'plans',
  'treatment',
  'notes',
  'alerts',
  'audit',
] as const;
export type PatientTab = (typeof PATIENT_TABS)[number];

export default function PatientPage() {
  const { id = '' } = useParams();
  const role = useAuth((s) => s.user?.role);
  const patient = usePatient(id);
  const word = role ? term(role, 'patient') : 'Patient';

  // Opening a record makes it the current patient (SPEC §4), with the label the server gave.
  const label = patient.data?.label;
  useEffect(() => {
    if (label) patientContextStore.getState().setCurrent({ id, label });
  }, [id, label]);
  // A record this user may not see (another institution, deleted) leaves the recent list.
  const notFound = patient.error instanceof ApiError && patient.error.status === 404;
  useEffect(() => {
    if (notFound) patientContextStore.getState().forget(id);
  }, [id, notFound]);

  if (!role) return null;
  if (patient.isPending) return <LoadingState what={word.toLowerCase()} />;
  if (patient.isError)
    return (
      <Stack>
        <BackLink role={role} />
        <LoadError
          error={patient.error}
          retry={() => void patient.refetch()}
          title={`Could not load the ${word.toLowerCase()}`}
          notFoundTitle={`No such ${word.toLowerCase()} in your institution`}
        />
      </Stack>
    );
  return <PatientRecord patient={patient.data} role={role} refreshing={patient.isFetching} />;
}

function BackLink({ role }: { role: Role }) {
  return (
    <Anchor component={Link} to="/patients" size="sm">
      <Group gap={4} component="span">
        <ArrowLeft size={14} aria-hidden />
        All {term(role, 'patient', true).toLowerCase()}
      </Group>
    </Anchor>
  );
}

function PatientRecord({
  patient,
  role,
  refreshing,
}: {
  patient: PatientDetail;
  role: Role;
  refreshing: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const admin = useIsInstitutionAdmin();
  const alerts = usePatientAlerts(patient.id);
  const tabParam = params.get('tab');
  const tabs = PATIENT_TABS.filter(
    (t) => (t !== 'notes' || patient.identified) && (t !== 'audit' || admin.data === true),
  );
  const tab: PatientTab = (tabs as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as PatientTab)
    : 'summary';
  const d = patient.demographics;
  const openAlerts = alerts.data ? unresolvedCount(alerts.data.alerts) : null;

  const label: Record<PatientTab, string> = {
    summary: 'Summary',
    medications: term(role, 'medication', true),
    allergies: 'Allergies',
    conditions: 'Conditions',
    labs: 'Labs',
    genetics: 'Genetics',
    vitals: 'Vitals',
    plans: 'Treatment plan',
    treatment: 'Treatment history',
    notes: 'Notes',
    alerts: term(role, 'alert', true),
    audit: 'Audit trail',
  };

  return (
    <Stack gap="md" aria-busy={refreshing || undefined}>
      <BackLink role={role} />
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2}>{patient.label}</Title>
            {patient.isDemo ? (
              <Badge variant="outline" color="gray">
                Demo record
              </Badge>
            ) : null}
            {!patient.isActive ? (
              <Badge variant="outline" color="gray">
                Inactive
              </Badge>
            ) : null}
            {d.deceased ? (
              <Badge variant="filled" color="dark">
                {d.deceasedDate ? `Deceased ${formatDate(d.deceasedDate)}` : 'Deceased'}
              </Badge>
            ) : null}
          </Group>
          {d.deceased ? (
            <Text size="sm">
              Deceased: no therapy alerts are computed; the age shown is the age at death.
            </Text>
          ) : null}
          <Text size="sm">
            {ageSex(d.ageYears, d.sex)}
            {d.dateOfBirth ? ` · born ${formatDate(d.dateOfBirth)}` : ''}
            {d.mrn ? ` · MRN ${d.mrn}` : ''}
          </Text>
          {!patient.identified ? (
            <Text size="sm" c="dimmed">
              De-identified view: no names, MRN, birth date or free text; dates are shifted.
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          {patient.editableSections.includes('demographics') ? (
            <Button
              variant="default"
              component={Link}
              to={`/patients/${patient.id}/edit`}
              leftSection={<Pencil size={16} aria-hidden />}
            >
              Edit
            </Button>
          ) : null}
          {canUseCareSessions(role) ? <CareSessionButton patient={patient} /> : null}
          <FhirDownloadButton patientId={patient.id} label={patient.label} variant="default" />
        </Group>
      </Group>

      <Tabs
        value={tab}
        onChange={(v) => {
          const next = new URLSearchParams(params);
          if (!v || v === 'summary') next.delete('tab');
          else next.set('tab', v);
          setParams(next, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {label[t]}
              {t === 'alerts' && openAlerts ? (
                <Badge
                  size="xs"
                  ml={6}
                  color={TONE.danger}
                  variant="filled"
                  aria-label={`${openAlerts} open`}
                >
                  {openAlerts}
                </Badge>
              ) : null}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Suspense fallback={<LoadingState what="this tab" />}>
          <Tabs.Panel value="summary" pt="md">
            <SummaryTab
              patient={patient}
              role={role}
              alerts={alerts}
              onOpenTab={(t) => setParams({ tab: t }, { replace: true })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="medications" pt="md">
            <MedicationsTab patient={patient} role={role} />
          </Tabs.Panel>
          <Tabs.Panel value="allergies" pt="md">
            <AllergiesTab patient={patient} />
          </Tabs.Panel>
          <Tabs.Panel value="conditions" pt="md">
            <Stack gap="lg">
              <ConditionsTab patient={patient} />
              <TumourMeasurementsSection patient={patient} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="labs" pt="md">
            <LabsTab patient={patient} />
          </Tabs.Panel>
          <Tabs.Panel value="genetics" pt="md">
            <Stack gap="md">
              <GeneticsTab patient={patient} />
              <PatientPrecision patient={patient} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="vitals" pt="md">
            <VitalsTab patient={patient} />
          </Tabs.Panel>
          <Tabs.Panel value="plans" pt="md">
            <PlansTab patient={patient} role={role} />
          </Tabs.Panel>
          <Tabs.Panel value="treatment" pt="md">
            <TreatmentTab patient={patient} role={role} />
          </Tabs.Panel>
          {patient.identified ? (
            <Tabs.Panel value="notes" pt="md">
              <NotesTab patient={patient} />
            </Tabs.Panel>
          ) : null}
          <Tabs.Panel value="alerts" pt="md">
            <PatientAlertList patientId={patient.id} role={role} headingOrder={3} />
          </Tabs.Panel>
          {admin.data ? (
            <Tabs.Panel value="audit" pt="md">
              <AuditTab patient={patient} />
            </Tabs.Panel>
          ) : null}
        </Suspense>
      </Tabs>
    </Stack>
  );
}

/** Start or end this clinician's care session with the patient (SPEC §4). */
function CareSessionButton({ patient }: { patient: PatientDetail }) {
  const sessions = useActiveCareSessions();
  const start = useStartCareSession();
  const end = useEndCareSession();
  const open = sessions.data?.items.find((s) => s.patientId === patient.id);
  const error = start.error ?? end.error;
  return (
    <Stack gap={2} align="flex-end">
      {open ? (
        <Button
          variant="outline"
          color={TONE.warning}
          leftSection={<Square size={14} aria-hidden />}
          loading={end.isPending}
          onClick={() => end.mutate(open.id)}
        >
          End care session
        </Button>
      ) : (
        <Button
          variant="light"
          leftSection={<Play size={14} aria-hidden />}
          loading={start.isPending || sessions.isPending}
          onClick={() => start.mutate(patient.id)}
        >
          Start care session
        </Button>
      )}
      {open ? (
        <Text size="xs" c="dimmed">
          In session since{' '}
          {new Date(open.startTime).toLocaleTimeString(undefined, { timeStyle: 'short' })}
        </Text>
      ) : null}
      {error ? (
        <Text size="xs" c={TONE.danger} role="alert">
          {error.message}
        </Text>
      ) : null}
    </Stack>
  );
}
