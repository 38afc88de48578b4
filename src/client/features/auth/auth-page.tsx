import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Checkbox,
  Group,
  List,
  NumberInput,
  Paper,
  PasswordInput,
  PinInput,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Check, ShieldCheck, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ROLES, roleProfile, type Role } from '../../../core/access';
import { checkPassword, isValidEmail } from '../../../core/validation';
import { authClient } from '../../lib/auth-client';
import { useAuth, authStore } from '../../stores/auth';

function PasswordChecklist({ password }: { password: string }) {
  const { rules } = checkPassword(password);
  return (
    <List spacing={2} size="sm" center aria-label="Password requirements" aria-live="polite">
      {rules.map((rule) => (
        <List.Item
          key={rule.id}
          icon={
            <ThemeIcon
              color={rule.met ? 'green' : 'gray'}
              size={18}
              radius="xl"
              variant={rule.met ? 'filled' : 'light'}
            >
              {rule.met ? <Check size={12} aria-hidden /> : <X size={12} aria-hidden />}
            </ThemeIcon>
          }
        >
          <Text size="sm" c={rule.met ? undefined : 'dimmed'}>
            {rule.label}
            <span className="visually-hidden">{rule.met ? ' (met)' : ' (not met)'}</span>
          </Text>
        </List.Item>
      ))}
    </List>
  );
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

function MfaForm() {
  const [code, setCode] = useState('');
  const status = useAuth((s) => s.status);
  const error = useAuth((s) => s.error);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void authStore.getState().verifyMfa(code);
      }}
    >
      <Stack align="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <ShieldCheck aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          Two-factor verification
        </Title>
        <Text size="sm" ta="center">
          Enter the 6-digit code from your authenticator app.
        </Text>
        {error ? (
          <Alert color="red" role="alert" w="100%">
            {error}
          </Alert>
        ) : null}
        <PinInput
          length={6}
          type="number"
          oneTimeCode
          value={code}
          onChange={setCode}
          aria-label="Authentication code"
          autoFocus
        />
        <Group>
          <Button variant="default" onClick={() => void authStore.getState().logout()}>
            Cancel
          </Button>
          <Button type="submit" disabled={code.length !== 6} loading={status === 'loading'}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: roleProfile(r).label }));

/** What the sign-up form offers when a refusal has a remedy (issue 13). */
function SignupIssueAlert({
  onSignIn,
  onRecover,
  onUseRole,
}: {
  onSignIn(email: string): void;
  onRecover(email: string): void;
  onUseRole(role: Role): void;
}) {
  const issue = useAuth((s) => s.signupIssue);
  const error = useAuth((s) => s.error);
  if (!issue) {
    return (
      <Alert color="red" role="alert" title={error}>
        The account could not be created. Check the form and try again.
      </Alert>
    );
  }
  if (issue.kind === 'account-exists') {
    return (
      <Alert color="orange" role="alert" title="An account with this e-mail already exists">
        <Stack gap="xs">
          <Text size="sm">Sign in to it, or reset its password if you have forgotten it.</Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => onSignIn(issue.email)}>
              Sign in instead
            </Button>
            <Button size="xs" variant="default" onClick={() => onRecover(issue.email)}>
              Reset password
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (issue.kind === 'invite-role') {
    const label = roleProfile(issue.role).label;
    return (
      <Alert color="orange" role="alert" title={`This invitation is for the ${label} role`}>
        <Stack gap="xs">
          <Text size="sm">{issue.message}</Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => onUseRole(issue.role)}>
              Sign up as {label}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" title="This invitation code is not valid">
      It may have expired, been used up or been revoked. Ask an administrator of your institution
      for a new code.
    </Alert>
  );
}

function SignUpForm({
  onSignIn,
  onRecover,
}: {
  onSignIn(email: string): void;
  onRecover(email: string): void;
}) {
  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    role: '' as Role | '',
    specialty: '',
    institution: '',
    inviteCode: '',
    licenseNumber: '',
    yearsExperience: '' as number | '',
  });
  const [joining, setJoining] = useState(false);
  const [touched, setTouched] = useState(false);
  const status = useAuth((s) => s.status);
  const error = useAuth((s) => s.error);
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [k]: v }));
  const pw = checkPassword(form.password);
  const emailOk = isValidEmail(form.email);
  const valid =
    form.firstName.trim() &&
    form.lastName.trim() &&
    emailOk &&
    pw.ok &&
    form.role &&
    (joining ? form.inviteCode.trim() : form.institution.trim());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!valid || !form.role) return;
    void authStore.getState().signup({
      email: form.email.trim(),
      password: form.password,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      role: form.role,
      specialty: form.specialty.trim() || undefined,
      institution: joining ? undefined : form.institution.trim(),
      inviteCode: joining ? form.inviteCode.trim() : undefined,
      licenseNumber: form.licenseNumber.trim() || undefined,
      yearsExperience: form.yearsExperience === '' ? undefined : form.yearsExperience,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && status === 'failure' ? (
          <SignupIssueAlert
            onSignIn={onSignIn}
            onRecover={onRecover}
            onUseRole={(role) => {
              set('role', role);
              authStore.getState().setError(null);
            }}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            required
            autoComplete="given-name"
            value={form.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
            error={touched && !form.firstName.trim() ? 'Required' : undefined}
          />
          <TextInput
            label="Last name"
            required
            autoComplete="family-name"
            value={form.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
            error={touched && !form.lastName.trim() ? 'Required' : undefined}
          />
        </SimpleGrid>
        <TextInput
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          value={form.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={
            (touched || form.email) && !emailOk
              ? 'Enter a valid e-mail address (name@example.org)'
              : undefined
          }
        />
        <PasswordInput
          label="Password"
          required
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => set('password', e.currentTarget.value)}
          aria-describedby="password-rules"
        />
        <Box id="password-rules">
          <PasswordChecklist password={form.password} />
        </Box>
        <Select
          label="Role"
          description={
            joining
              ? 'Choose the role your invitation was created for. It sets what you can see and do and cannot be changed later.'
              : 'Your role sets what you can see and do. It cannot be changed later.'
          }
          required
          data={ROLE_OPTIONS}
          value={form.role || null}
          onChange={(v) => set('role', (v as Role | null) ?? '')}
          error={touched && !form.role ? 'Choose your role' : undefined}
          allowDeselect={false}
        />
        <TextInput
          label="Specialty"
          value={form.specialty}
          onChange={(e) => set('specialty', e.currentTarget.value)}
        />
        <Checkbox
          label="I have an invitation code to join an existing institution"
          checked={joining}
          onChange={(e) => setJoining(e.currentTarget.checked)}
        />
        {joining ? (
          <TextInput
            label="Invitation code"
            description="Ask an administrator of your institution for a code (Profile → Institution). Each code is for one role."
            placeholder="XXXX-XXXX-XXXX"
            required
            value={form.inviteCode}
            onChange={(e) => set('inviteCode', e.currentTarget.value)}
            error={
              touched && !form.inviteCode.trim() ? 'Required to join an institution' : undefined
            }
          />
        ) : (
          <TextInput
            label="Institution"
            description="Creates a new institution workspace. To join your colleagues' workspace, use an invitation code."
            required
            autoComplete="organization"
            value={form.institution}
            onChange={(e) => set('institution', e.currentTarget.value)}
            error={touched && !form.institution.trim() ? 'Required' : undefined}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Licence number"
            value={form.licenseNumber}
            onChange={(e) => set('licenseNumber', e.currentTarget.value)}
          />
          <NumberInput
            label="Years of experience"
            min={0}
            max={70}
            allowDecimal={false}
            value={form.yearsExperience}
            onChange={(v) => set('yearsExperience', typeof v === 'number' ? v : '')}
          />
        </SimpleGrid>
        <Button type="submit" loading={status === 'loading'}>
          Create account
        </Button>
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
            <Text role="status">Loading…</Text>
          ) : tokenHash ? (
            <NewPasswordForm tokenHash={tokenHash} />
          ) : status === 'mfa' ? (
            <MfaForm />
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
