import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import {
  useSmartCallback,
  useSmartImport,
  useSmartLaunch,
  useSmartPreview,
  useSmartSession,
  type Connection,
  type ImportTarget,
} from './api';
import { ImportReportView } from './import-report';
import { ErrorMessage, ImportDone, TargetChooser, useDefaultTarget } from './import-target';
import { useTerm } from './use-term';

/*
 * SMART App Launch in the browser: the launch page (the EHR opens /ehr/launch?iss=…&launch=…)
 * asks the server for the authorization URL and goes there; the EHR sends the browser back to
 * /ehr/callback?code=…&state=…, and that page hands both to the server, then shows the patient in
 * context for preview and import. The access token never reaches the browser.
 */

/** The EHR tab's launch entry, and what to register with the EHR. */
export function SmartPanel({ connection }: { connection: Connection }) {
  const launch = useSmartLaunch();
  const go = () =>
    launch.mutate({}, { onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl) });
  return (
    <Stack gap="sm">
      <Text size="sm">
        OncoCDS can be opened from inside the EHR with the patient in context (EHR launch), or sign
        in to the EHR from here and pick a patient there (standalone launch). Both use SMART App
        Launch with PKCE; the EHR's access token stays on the OncoCDS server.
      </Text>
      {connection.smart.configured ? (
        <Text size="sm">
          Client <code>{connection.smart.clientId}</code>, scopes{' '}
          <code>{connection.smart.scopes}</code>.
        </Text>
      ) : (
        <Alert color={TONE.warning} variant="outline" title="SMART launch is not configured">
          <Text size="sm">
            An administrator of your institution must enter the client id the EHR registered for
            OncoCDS (FHIR server tab).
          </Text>
        </Alert>
      )}
      <Text size="sm">
        Register with the EHR — launch URL: <code>{connection.smart.launchUrl}</code>; redirect URL:{' '}
        <code>{connection.smart.redirectUrl}</code>.
      </Text>
      <Group>
        <Button
          leftSection={<LogIn size={16} aria-hidden />}
          onClick={go}
          loading={launch.isPending || launch.isSuccess}
          disabled={!connection.smart.configured || !connection.configured}
        >
          Standalone launch
        </Button>
      </Group>
      {launch.isError ? (
        <ErrorMessage error={launch.error} title="The launch could not start" />
      ) : null}
    </Stack>
  );
}

/** /ehr/launch: the EHR launch URL. */
export function SmartLaunchPage() {
  const [params] = useSearchParams();
  const iss = params.get('iss');
  const launchToken = params.get('launch');
  const launch = useSmartLaunch();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !iss) return;
    started.current = true;
    launch.mutate(
      { iss, ...(launchToken ? { launch: launchToken } : {}) },
      { onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl) },
    );
  }, [iss, launchToken, launch]);
  return (
    <Stack maw={720}>
      <Title order={2}>SMART launch</Title>
      {!iss ? (
        <Alert color={TONE.warning} variant="outline" title="Nothing to launch">
          <Text size="sm">
            This page is opened by the EHR with <code>iss</code> and <code>launch</code>. To start
            from OncoCDS, use the{' '}
            <Anchor component={Link} to="/ehr">
              EHR page
            </Anchor>
            .
          </Text>
        </Alert>
      ) : launch.isError ? (
        <ErrorMessage error={launch.error} title="The launch could not start" />
      ) : (
        <Group role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>Connecting to the EHR's sign-in…</Text>
        </Group>
      )}
    </Stack>
  );
}

function SessionImport({ sessionId }: { sessionId: string }) {
  const t = useTerm();
  const session = useSmartSession(sessionId);
  const preview = useSmartPreview(sessionId, !!session.data?.patient);
  const importer = useSmartImport();
  const [target, setTarget] = useState<ImportTarget>(useDefaultTarget());
  if (session.isPending) return <LoadingState what="the SMART session" />;
  if (session.isError)
    return (
      <LoadError
        error={session.error}
        retry={() => void session.refetch()}
        title="The session could not be read"
      />
    );
  const s = session.data;
  return (
    <Stack gap="md">
      <Card withBorder>
        <Text size="sm">
          Signed in to <code>{s.serverOrigin}</code>
          {s.fhirUser ? (
            <>
              {' '}
              as <code>{s.fhirUser}</code>
            </>
          ) : null}{' '}
          until {new Date(s.expiresAt).toLocaleTimeString()}.{' '}
          {s.patient
            ? `${t('patient')} in context: ${s.patient}.`
            : `The EHR gave no ${t('patient').toLowerCase()} in context.`}
        </Text>
      </Card>
      {!s.patient ? null : preview.isPending ? (
        <LoadingState what="the record from the EHR" />
      ) : preview.isError ? (
        <LoadError
          error={preview.error}
          retry={() => void preview.refetch()}
          title="The record could not be read"
        />
      ) : (
        <>
          {preview.data.notes.map((n) => (
            <Text key={n} size="sm">
              {n}
            </Text>
          ))}
          <ImportReportView
            report={preview.data.report}
            forNewPatient={target.kind === 'new'}
            title="Preview"
          />
          {importer.data ? (
            <ImportDone result={importer.data} created={!importer.data.report.update} />
          ) : (
            <>
              <TargetChooser name="smart-target" value={target} onChange={setTarget} />
              <Group>
                <Button
                  loading={importer.isPending}
                  disabled={
                    target.kind === 'new' && preview.data.report.missingDemographics.length > 0
                  }
                  onClick={() => importer.mutate({ sessionId, target })}
                >
                  Import
                </Button>
              </Group>
            </>
          )}
          {importer.isError ? (
            <ErrorMessage error={importer.error} title="Nothing was imported" />
          ) : null}
        </>
      )}
    </Stack>
  );
}

/** /ehr/callback: the redirect URL. */
export function SmartCallbackPage() {
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const authError = params.get('error');
  const sessionParam = params.get('session');
  const complete = useSmartCallback();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !code || !state) return;
    started.current = true;
    // The code is single-use: once exchanged, the address keeps only the session id (a reload works).
    complete.mutate(
      { code, state },
      { onSuccess: (s) => setParams({ session: s.sessionId }, { replace: true }) },
    );
  }, [code, state, complete, setParams]);
  return (
    <Stack maw={1000}>
      <Title order={2}>EHR record</Title>
      {authError ? (
        <Alert
          color={TONE.danger}
          variant="outline"
          title="The EHR did not authorize OncoCDS"
          role="alert"
        >
          <Text size="sm">
            {authError}
            {params.get('error_description') ? `: ${params.get('error_description')}` : ''}
          </Text>
        </Alert>
      ) : complete.isError ? (
        <ErrorMessage error={complete.error} title="The sign-in could not be completed" />
      ) : sessionParam ? (
        <SessionImport sessionId={sessionParam} />
      ) : code ? (
        <Group role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>Completing the sign-in…</Text>
        </Group>
      ) : (
        <Text>
          Nothing to complete here. Start from the{' '}
          <Anchor component={Link} to="/ehr">
            EHR page
          </Anchor>
          .
        </Text>
      )}
    </Stack>
  );
}
