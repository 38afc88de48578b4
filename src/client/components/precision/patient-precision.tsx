import { Card, Stack, Text, Title } from '@mantine/core';
import type { PatientDetail } from '../../lib/patient-api';
import { activeMedicationNames } from '../../lib/patient-load';
import { LoadError, LoadingState } from '../query-state';
import { usePatientPrecision } from './api';
import { PrecisionResults } from './precision-results';

/**
 * The patient's tumour findings matched to biomarker-defined therapies, on the genetics tab. The
 * read is audited on the server, so it runs only when the record holds tumour findings.
 */
export function PatientPrecision({ patient }: { patient: PatientDetail }) {
  const hasFindings = patient.genetics.some((g) => g.alterationType);
  const query = usePatientPrecision(patient.id, hasFindings);
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-label="Tumour biomarker therapies"
    >
      <Stack gap="sm">
        <Title order={3} size="h4">
          Tumour biomarkers: matched therapies
        </Title>
        {!hasFindings ? (
          <Text size="sm" c="dimmed">
            No tumour findings recorded (somatic variants, fusions, copy number, MSI, TMB): no
            biomarker-defined therapy can be matched.
          </Text>
        ) : query.isPending ? (
          <LoadingState what="matched therapies" />
        ) : query.isError ? (
          <LoadError
            error={query.error}
            retry={() => void query.refetch()}
            title="Could not match the tumour findings"
          />
        ) : (
          <PrecisionResults
            result={query.data}
            currentDrugs={activeMedicationNames(patient).names}
            headingOrder={4}
          />
        )}
      </Stack>
    </Card>
  );
}
