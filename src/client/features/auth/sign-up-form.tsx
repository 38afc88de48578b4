import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ROLES, roleProfile, type Role } from '../../../core/access';
import { checkPassword, isValidEmail } from '../../../core/validation';
import { useAuth, authStore } from '../../stores/auth';
import { PasswordChecklist } from './password-checklist';

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: roleProfile(r).label }));

/** The "Create account" tab: a chunk of its own, fetched when the tab opens (bundle budget). */
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

export default function SignUpForm({
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
