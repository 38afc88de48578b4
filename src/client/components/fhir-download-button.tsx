import { Alert, Button, Stack, Text } from '@mantine/core';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadFile } from '../lib/api';
import { TONE } from './tones';

/** A file name from the patient's label (letters, digits and dashes only). */
export function fhirFileName(label: string): string {
  const safe = label.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '');
  return `${safe || 'patient'}.fhir.json`;
}

/**
 * Downloads a patient as a FHIR R4 Bundle (`GET /api/patients/:id/fhir`, issue 14). The server
 * decides the view: roles without identified access receive it de-identified.
 */
export function FhirDownloadButton({
  patientId,
  label,
  variant = 'filled',
}: {
  patientId: string;
  label: string;
  variant?: 'filled' | 'default';
}) {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(
        `/api/patients/${encodeURIComponent(patientId)}/fhir`,
        fhirFileName(label),
      );
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Button
        variant={variant}
        leftSection={<Download size={16} aria-hidden />}
        onClick={() => void download()}
        loading={busy}
      >
        Download FHIR bundle
      </Button>
      {error ? (
        <Alert color={TONE.danger} variant="outline" title="The export failed" role="alert">
          <Text size="sm">{error instanceof Error ? error.message : 'Unknown error'}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
