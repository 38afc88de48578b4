import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { PlugZap, Search, ServerOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { seesIdentifiedPatients } from '../../../core/access';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { useAuth } from '../../stores/auth';
import {
  useRemoteImport,
  useRemotePreview,
  useRemoteSearch,
  useSaveConnection,
  useTestConnection,
  type Connection,
  type ConnectionInput,
  type ImportTarget,
} from './api';
import { ImportReportView } from './import-report';
import { ErrorMessage, ImportDone, TargetChooser, useDefaultTarget } from './import-target';
import { useTerm } from './use-term';

const SOURCE: Record<Connection['source'], string> = {
  institution: "your institution's setting",
  'server-default': "the server's default (FHIR_BASE_URL)",
  none: 'nothing',
};

/** Institution administrators: the server, its token and the SMART client. Secrets are write-only. */
function ConnectionForm({ connection }: { connection: Connection }) {
  const save = useSaveConnection();
  const test = useTestConnection();
  const [form, setForm] = useState({
    baseUrl: connection.source === 'institution' ? (connection.baseUrl ?? '') : '',
    token: '',
    clearToken: false,
    smartClientId: connection.smart.clientId ?? '',
    smartClientSecret: '',
    clearSmartClientSecret: false,
    smartScopes: connection.smart.scopes,
  });
  const set = (patch: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...patch }));
    save.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: ConnectionInput = {
      baseUrl: form.baseUrl.trim() || null,
      ...(form.token ? { token: form.token } : {}),
      clearToken: form.clearToken,
      smartClientId: form.smartClientId.trim() || null,
      ...(form.smartClientSecret ? { smartClientSecret: form.smartClientSecret } : {}),
      clearSmartClientSecret: form.clearSmartClientSecret,
      smartScopes: form.smartScopes.trim() || null,
    };
    save.mutate(input, {
      onSuccess: () =>
        setForm((f) => ({
          ...f,
          token: '',
          smartClientSecret: '',
          clearToken: false,
          clearSmartClientSecret: false,
        })),
    });
  };
  return (
    <form onSubmit={submit} aria-label="FHIR server configuration" noValidate>
      <Stack gap="sm">
        <TextInput
          label="FHIR base URL"
          placeholder={connection.defaultBaseUrl ?? 'https://fhir.hospital.example/r4'}
          description={
            connection.allowedOrigins.length > 0
              ? `Blank for the server default. Allowed servers: ${connection.allowedOrigins.join(', ')}.`
              : 'The operator has allowed no FHIR server (FHIR_BASE_URL, FHIR_ALLOWED_URLS): none can be set here.'
          }
          value={form.baseUrl}
          onChange={(e) => set({ baseUrl: e.currentTarget.value })}
        />
        <PasswordInput
          label="Bearer token"
          autoComplete="off"
          description={
            connection.tokenSet
              ? `A token ending in …${connection.tokenLast4 ?? ''} is saved. Leave blank to keep it.`
              : 'Optional: sent as Authorization: Bearer to the FHIR server.'
          }
          value={form.token}
          onChange={(e) => set({ token: e.currentTarget.value })}
        />
        {connection.tokenSet ? (
          <Checkbox
            label="Remove the saved token"
            checked={form.clearToken}
            onChange={(e) => set({ clearToken: e.currentTarget.checked })}
          />
        ) : null}
        <Title order={4} size="h5" mt="xs">
          SMART App Launch client
        </Title>
        <Text size="sm">
          Register OncoCDS with the EHR's authorization server: launch URL{' '}
          <code>{connection.smart.launchUrl}</code>, redirect URL{' '}
          <code>{connection.smart.redirectUrl}</code>.
        </Text>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Client id"
            value={form.smartClientId}
            onChange={(e) => set({ smartClientId: e.currentTarget.value })}
            miw={220}
          />
          <TextInput
            label="Scopes"
            description="launch, openid and fhirUser are added"
            value={form.smartScopes}
            onChange={(e) => set({ smartScopes: e.currentTarget.value })}
            miw={220}
          />
        </Group>
        <PasswordInput
          label="Client secret (confidential clients only)"
          autoComplete="off"
          description={
            connection.smart.clientSecretSet
              ? 'A secret is saved. Leave blank to keep it.'
              : 'Leave blank for a public client (PKCE).'
          }
          value={form.smartClientSecret}
          onChange={(e) => set({ smartClientSecret: e.currentTarget.value })}
        />
        {connection.smart.clientSecretSet ? (
          <Checkbox
            label="Remove the saved client secret"
            checked={form.clearSmartClientSecret}
            onChange={(e) => set({ clearSmartClientSecret: e.currentTarget.checked })}
          />
        ) : null}
        {save.isError ? (
          <ErrorMessage error={save.error} title="The configuration was not saved" />
        ) : null}
        {save.isSuccess ? (
          <Text size="sm" c={TONE.success} role="status">
            Saved.
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          <Button
            variant="light"
            leftSection={<PlugZap size={16} aria-hidden />}
            onClick={() => test.mutate()}
            loading={test.isPending}
            disabled={!connection.configured}
          >
            Test the connection
          </Button>
        </Group>
        {test.data ? (
          <Text size="sm" c={test.data.success ? TONE.success : TONE.danger} role="status">
            {test.data.message}
            {test.data.software ? ` (${test.data.software})` : ''}
          </Text>
        ) : null}
        {test.isError ? <ErrorMessage error={test.error} title="Connection failed" /> : null}
      </Stack>
    </form>
  );
}

function RemotePreview({ remoteId }: { remoteId: string }) {
  const preview = useRemotePreview(remoteId);
  const importer = useRemoteImport();
  const [target, setTarget] = useState<ImportTarget>(useDefaultTarget());
  if (preview.isPending) return <LoadingState what="the record from the FHIR server" />;
  if (preview.isError)
    return (
      <LoadError
        error={preview.error}
        retry={() => void preview.refetch()}
        title="The record could not be read"
      />
    );
  const { report, method, notes } = preview.data;
  return (
    <Stack gap="sm">
      <Text size="sm">
        Read with{' '}
        {method === '$everything' ? <code>$everything</code> : 'one search per resource type'}.
      </Text>
      {notes.map((n) => (
        <Text key={n} size="sm">
          {n}
        </Text>
      ))}
      <ImportReportView report={report} forNewPatient={target.kind === 'new'} title="Preview" />
      {importer.data ? (
        <ImportDone result={importer.data} created={!importer.data.report.update} />
      ) : (
        <>
          <TargetChooser name={`remote-target-${remoteId}`} value={target} onChange={setTarget} />
          <Group>
            <Button
              loading={importer.isPending}
              disabled={target.kind === 'new' && report.missingDemographics.length > 0}
              onClick={() => importer.mutate({ remoteId, target })}
            >
              Import
            </Button>
          </Group>
        </>
      )}
      {importer.isError ? (
        <ErrorMessage error={importer.error} title="Nothing was imported" />
      ) : null}
    </Stack>
  );
}

function RemoteSearch() {
  const t = useTerm();
  const [name, setName] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [query, setQuery] = useState<{ name?: string; identifier?: string } | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const search = useRemoteSearch(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPreviewing(null);
    setQuery({
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(identifier.trim() ? { identifier: identifier.trim() } : {}),
    });
  };
  return (
    <Stack gap="sm">
      <form
        onSubmit={submit}
        aria-label={`Search the FHIR server's ${t('patient', true).toLowerCase()}`}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            miw={200}
          />
          <TextInput
            label="Identifier (MRN)"
            value={identifier}
            onChange={(e) => setIdentifier(e.currentTarget.value)}
            miw={200}
          />
          <Button
            type="submit"
            leftSection={<Search size={16} aria-hidden />}
            disabled={!name.trim() && !identifier.trim()}
            loading={search.isFetching}
          >
            Search
          </Button>
        </Group>
      </form>
      {search.isError ? <ErrorMessage error={search.error} title="The search failed" /> : null}
      {search.data ? (
        search.data.patients.length === 0 ? (
          <Text size="sm">No {t('patient', true).toLowerCase()} found on the FHIR server.</Text>
        ) : (
          <Table striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Born</Table.Th>
                <Table.Th scope="col">Identifiers</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {search.data.patients.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.name ?? 'no name'}</Table.Td>
                  <Table.Td>{p.birthDate ?? '—'}</Table.Td>
                  <Table.Td>{p.identifiers.map((i) => i.value).join(', ') || '—'}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant={previewing === p.id ? 'filled' : 'light'}
                      onClick={() => setPreviewing(p.id)}
                      aria-label={`Preview ${p.name ?? p.id}`}
                    >
                      Preview
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      ) : null}
      {previewing ? <RemotePreview key={previewing} remoteId={previewing} /> : null}
    </Stack>
  );
}

export function FhirServerPanel({ connection }: { connection: Connection }) {
  const role = useAuth((s) => s.user?.role);
  const full = role ? seesIdentifiedPatients(role) : false;
  return (
    <Stack gap="md">
      {connection.configured ? (
        <Text size="sm">
          Connected to <code>{connection.baseUrl}</code>, from {SOURCE[connection.source]}
          {connection.tokenSet ? ', with a bearer token' : ', without a token'}.
        </Text>
      ) : (
        <Alert
          color={TONE.warning}
          variant="outline"
          icon={<ServerOff size={18} aria-hidden />}
          title="No FHIR server is configured"
        >
          <Text size="sm">
            {connection.canConfigure
              ? 'Set one below (an allowed server), or ask the operator to set FHIR_BASE_URL.'
              : 'An administrator of your institution can set one here, or the operator can set FHIR_BASE_URL. Importing a file works without it.'}
          </Text>
        </Alert>
      )}
      {connection.canConfigure ? (
        <Card withBorder>
          <ConnectionForm connection={connection} />
        </Card>
      ) : null}
      {connection.configured ? (
        full ? (
          <RemoteSearch />
        ) : (
          <Text size="sm">
            Your role sees de-identified records only, so it cannot read identified records from the
            EHR.
          </Text>
        )
      ) : null}
    </Stack>
  );
}
