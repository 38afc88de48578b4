import { Alert, Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { isDevelopment } from '../lib/environment';
import { reportError } from '../lib/error-reporting';

/** SPEC §2 rendering failure: generic texts, the message only in development. */
export function RenderErrorScreen({ error }: { error: unknown }) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={560} role="alert">
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text>An unexpected error occurred</Text>
        {isDevelopment && error instanceof Error ? <Code block>{error.message}</Code> : null}
        <Group>
          <Button onClick={() => window.location.reload()}>Reload Page</Button>
          <Button variant="default" component="a" href="/">
            Go Home
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

export class RenderErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    reportError(error, 'high');
  }

  override componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <RenderErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** SPEC §2 top-level screen, used when even the providers fail. No Mantine: it may be what broke. */
export class TopLevelErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, 'critical');
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main
        role="alert"
        style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', textAlign: 'center' }}
      >
        <h1>Something went wrong</h1>
        <p>Try reloading the page.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          style={{ padding: '0.5rem 1rem' }}
        >
          Reload Page
        </button>
      </main>
    );
  }
}

/** SPEC §2 routing failure. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Center mih="60vh" p="md">
      <Stack maw={640} role="alert">
        <Title order={1} size="h2">
          Unexpected Application Error!
        </Title>
        <Text c="red.8">{message}</Text>
        <Button variant="default" component="a" href="/" w="fit-content">
          Go Home
        </Button>
      </Stack>
    </Center>
  );
}

export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1} size="h2">
          Access Denied
        </Title>
        <Alert color="red" variant="light" title="Not available for your role">
          You don&apos;t have permission to access this page.
        </Alert>
        <Button onClick={() => navigate(-1)}>Go Back</Button>
      </Stack>
    </Center>
  );
}
