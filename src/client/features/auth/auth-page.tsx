import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { checkPassword, isValidEmail } from '../../../core/validation';
import { authClient } from '../../lib/auth-client';
import { useAuth, authStore } from '../../stores/auth';
import { PasswordChecklist } from './password-checklist';

// The sign-in form is what this page shows first; the account form and the two-factor step are
// fetched when they are needed, so the sign-in page stays within its download budget
// (scripts/bundle-budget.mjs).
const SignUpForm = lazy(() => import('./sign-up-form'));
const MfaForm = lazy(() => import('./mfa-form'));

function Loading() {
  return <Text role="status">Loading…</Text>;
}

function SignInForm({
  onForgot,
  initialEmail,
}: {
  onForgot(email: string): void;
  initialEmail: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const status = useAuth((s) => s.status);
  const error = useAuth((s) => s.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void authStore.getState().login(email.trim(), password);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && status === 'failure' ? (
          <Alert color="red" role="alert" title={error}>
            Check your e-mail and password and try again.
          </Alert>
        ) : null}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={() => onForgot(email.trim())}>
            Forgot password?
          </Anchor>
          <Button type="submit" loading={status === 'loading'} disabled={!email || !password}>
            Sign in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryRequest({ onBack, initialEmail }: { onBack(): void; initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<'form' | 'sending' | 'sent' | 'error'>('form');
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        setState('sending');
        const { error } = await authClient.resetPasswordForEmail(email.trim());
        setState(error ? 'error' : 'sent');
      }}
    >
      <Stack>
        <Title order={2} size="h3">
          Reset your password
        </Title>
        {state === 'sent' ? (
          <Alert color="green" role="status">
            If an account exists for {email}, a reset link is on its way. It works once, for one
            hour.
          </Alert>
        ) : null}
        {state === 'error' ? (
          <Alert color="red" role="alert">
            The request could not be sent. Wait a few minutes and try again.
          </Alert>
        ) : null}
        <TextInput
          label="E-mail"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Group justify="space-between">
          <Anchor component="button" type="button" onClick={onBack} size="sm">
            Back to sign in
          </Anchor>
          <Button type="submit" loading={state === 'sending'} disabled={!isValidEmail(email)}>
            Send reset link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NewPasswordForm({ tokenHash }: { tokenHash: string }) {
  const [password, setPassword] = useState('');
  const [state, setState] = useState<'verifying' | 'ready' | 'saving' | 'invalid' | 'error'>(
    'verifying',
  );
  const navigate = useNavigate();
  useEffect(() => {
    void authClient
      .verifyOtp({ token_hash: tokenHash, type: 'recovery' })
      .then(({ error }) => setState(error ? 'invalid' : 'ready'));
  }, [tokenHash]);
  if (state === 'verifying') return <Text>Checking your reset link…</Text>;
  if (state === 'invalid')
    return (
      <Alert color="red" role="alert" title="This reset link has expired or was already used">
        Ask for a new link from the sign-in page.
      </Alert>
    );
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        setState('saving');
        const { error } = await authClient.updateUser({ password });
        if (error) setState('error');
        else navigate('/', { replace: true });
      }}
    >
      <Stack>
        <Title order={2} size="h3">
          Choose a new password
        </Title>
        {state === 'error' ? (
          <Alert color="red" role="alert">
            The password could not be saved.
          </Alert>
        ) : null}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordChecklist password={password} />
        <Button type="submit" disabled={!checkPassword(password).ok} loading={state === 'saving'}>
          Save password
        </Button>
      </Stack>
    </form>
  );
}

export default function AuthPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const status = useAuth((s) => s.status);
  const authenticated = useAuth((s) => s.isAuthenticated);
  const [mode, setMode] = useState<'tabs' | 'recover'>('tabs');
  // Carried from one form to the next (sign-up to sign-in or recovery): nobody types it twice.
  const [knownEmail, setKnownEmail] = useState('');
  const initialTab = location.pathname === '/signup' ? 'signup' : 'signin';
  const [tab, setTab] = useState<string | null>(initialTab);
  const tokenHash = params.get('type') === 'recovery' ? params.get('token_hash') : null;
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (authenticated && !tokenHash) return <Navigate to={from} replace />;

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper
        component="main"
        withBorder
        shadow="sm"
        p={{ base: 'md', sm: 'xl' }}
        w="100%"
        maw={560}
        radius="lg"
      >
        <Stack gap="md">
          <Stack gap={2} align="center">
            <Title order={1}>OncoCDS</Title>
            <Text c="dimmed" ta="center" size="sm">
              Clinical decision support for oncology drug therapy
            </Text>
          </Stack>
          {status === 'idle' || (status === 'loading' && !tab) ? (
            <Loading />
          ) : tokenHash ? (
            <NewPasswordForm tokenHash={tokenHash} />
          ) : status === 'mfa' ? (
            <Suspense fallback={<Loading />}>
              <MfaForm />
            </Suspense>
          ) : mode === 'recover' ? (
            <RecoveryRequest onBack={() => setMode('tabs')} initialEmail={knownEmail} />
          ) : (
            <Tabs
              keepMounted={false}
              value={tab}
              onChange={(v) => {
                setTab(v);
                authStore.getState().setError(null);
              }}
            >
              <Tabs.List grow mb="md">
                <Tabs.Tab value="signin">Sign in</Tabs.Tab>
                <Tabs.Tab value="signup">Create account</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="signin">
                <SignInForm
                  initialEmail={knownEmail}
                  onForgot={(email) => {
                    setKnownEmail(email);
                    setMode('recover');
                  }}
                />
              </Tabs.Panel>
              <Tabs.Panel value="signup">
                <Suspense fallback={<Loading />}>
                  <SignUpForm
                    onSignIn={(email) => {
                      setKnownEmail(email);
                      authStore.getState().setError(null);
                      setTab('signin');
                    }}
                    onRecover={(email) => {
                      setKnownEmail(email);
                      authStore.getState().setError(null);
                      setMode('recover');
                    }}
                  />
                </Suspense>
              </Tabs.Panel>
            </Tabs>
          )}
          <Text size="xs" c="dimmed" ta="center">
            Decision support only: it does not replace clinical judgement. Verify doses and
            interactions against the current product labelling and local protocols.
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
