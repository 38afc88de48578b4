import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Download, FileInput, LogIn, Server } from 'lucide-react';
import { Link } from 'react-router';
import { seesIdentifiedPatients } from '../../../core/access';
import { LoadError, LoadingState } from '../../components/query-state';
import { FhirDownloadButton } from '../../components/fhir-download-button';
import { useAuth } from '../../stores/auth';
import { usePatientContext } from '../../stores/patient-context';
import { useConnection } from './api';
import { BundleImport } from './bundle-import';
import { FhirServerPanel } from './fhir-server-panel';
import { SmartPanel } from './smart-pages';
import { useTerm } from './use-term';

function ExportPanel() {
  const t = useTerm();
  const role = useAuth((s) => s.user?.role);
  const current = usePatientContext((s) => s.current);
  const word = t('patient').toLowerCase();
  if (!current) {
    return (
      <Text size="sm">
        No current {word}. Choose one on the{' '}
        <Anchor component={Link} to="/patients">
          {t('patient', true)}
        </Anchor>{' '}
        page to export it.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        {current.label} as a FHIR R4 collection Bundle shaped to mCODE (primary cancer condition
        with its stage, ECOG, cancer-related orders and administrations, pharmacogenomic genotypes)
        and US Core.
        {role && !seesIdentifiedPatients(role)
          ? ' Your role receives it de-identified: no name, MRN or birth date, and every date shifted.'
          : ''}
      </Text>
      <Group>
        <FhirDownloadButton patientId={current.id} label={current.label} />
      </Group>
    </Stack>
  );
}

/** /ehr: FHIR R4 import (file or the EHR's server), SMART launch and export. */
export default function EhrPage() {
  const connection = useConnection();
  return (
    <Stack maw={1100}>
      <Title order={2}>EHR integration</Title>
      <Text>
        Bring records in from the EHR in FHIR R4 and send them back out. Every import shows its
        report first: what was mapped, what was skipped and why, and which codes OncoCDS does not
        know.
      </Text>
      <Tabs defaultValue="import" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="import" leftSection={<FileInput size={16} aria-hidden />}>
            Import a bundle
          </Tabs.Tab>
          <Tabs.Tab value="server" leftSection={<Server size={16} aria-hidden />}>
            FHIR server
          </Tabs.Tab>
          <Tabs.Tab value="smart" leftSection={<LogIn size={16} aria-hidden />}>
            SMART launch
          </Tabs.Tab>
          <Tabs.Tab value="export" leftSection={<Download size={16} aria-hidden />}>
            Export
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="import" pt="md">
          <BundleImport />
        </Tabs.Panel>
        {(['server', 'smart'] as const).map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            {connection.isPending ? (
              <LoadingState what="the FHIR connection" />
            ) : connection.isError ? (
              <LoadError
                error={connection.error}
                retry={() => void connection.refetch()}
                title="The FHIR connection could not be read"
              />
            ) : tab === 'server' ? (
              <FhirServerPanel connection={connection.data} />
            ) : (
              <SmartPanel connection={connection.data} />
            )}
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="export" pt="md">
          <ExportPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
