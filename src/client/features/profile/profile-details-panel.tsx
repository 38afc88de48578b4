import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { roleProfile } from '../../../core/access';
import { authStore, useAuth } from '../../stores/auth';

export function ProfileDetailsPanel() {
  const user = useAuth((s) => s.user);
  const [form, setForm] = useState(() => ({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    specialty: user?.specialty ?? '',
    licenseNumber: user?.licenseNumber ?? '',
    yearsExperience: user?.yearsExperience ?? ('' as number | ''),
  }));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [k]: v }));

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await authStore.getState().updateProfile({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        specialty: form.specialty.trim() || null,
        licenseNumber: form.licenseNumber.trim() || null,
        yearsExperience: form.yearsExperience === '' ? null : form.yearsExperience,
      });
      notifications.show({ color: 'green', message: 'Profile saved' });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Failed to update profile');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          value={form.firstName}
          onChange={(e) => set('firstName', e.currentTarget.value)}
        />
        <TextInput
          label="Last name"
          value={form.lastName}
          onChange={(e) => set('lastName', e.currentTarget.value)}
        />
        <TextInput
          label="Specialty"
          value={form.specialty}
          onChange={(e) => set('specialty', e.currentTarget.value)}
        />
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
        <TextInput label="E-mail" value={user.email} readOnly description="Sign-in address" />
      </SimpleGrid>
      <Text size="sm">
        Role: <b>{roleProfile(user.role).label}</b> — fixed at sign-up. Institution:{' '}
        <b>{user.institution}</b>.
      </Text>
      <Group>
        <Button
          onClick={save}
          loading={saving}
          disabled={!form.firstName.trim() || !form.lastName.trim()}
        >
          Save details
        </Button>
      </Group>
    </Stack>
  );
}
