import { Alert, Card, SegmentedControl, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PreferencesPatch } from '../../../core/access';
import { authStore, useAuth } from '../../stores/auth';

export function PreferencesPanel() {
  const prefs = useAuth((s) => s.user?.preferences);
  const [error, setError] = useState<string | null>(null);
  if (!prefs) return null;
  const save = (patch: PreferencesPatch) => {
    setError(null);
    authStore
      .getState()
      .updateProfile({ preferences: patch })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'Failed to update profile'));
  };
  return (
    <Stack>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          Appearance
        </Title>
        <Text size="sm" id="theme-label" mb={4}>
          Theme
        </Text>
        <SegmentedControl
          aria-labelledby="theme-label"
          value={prefs.theme}
          onChange={(v) => save({ theme: v as 'light' | 'dark' | 'auto' })}
          data={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
            { value: 'auto', label: 'System' },
          ]}
        />
      </Card>
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          Notifications
        </Title>
        <Stack gap="xs">
          <Switch
            label="E-mail"
            checked={prefs.notifications.email}
            onChange={(e) => save({ notifications: { email: e.currentTarget.checked } })}
          />
          <Switch
            label="Push"
            checked={prefs.notifications.push}
            onChange={(e) => save({ notifications: { push: e.currentTarget.checked } })}
          />
          <Switch
            label="Critical alerts"
            checked={prefs.notifications.criticalAlerts}
            onChange={(e) => save({ notifications: { criticalAlerts: e.currentTarget.checked } })}
          />
          <Switch
            label="Weekly reports"
            checked={prefs.notifications.weeklyReports}
            onChange={(e) => save({ notifications: { weeklyReports: e.currentTarget.checked } })}
          />
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          Dashboard
        </Title>
        <Stack gap="xs">
          <Select
            label="Default view"
            value={prefs.dashboard.defaultView}
            onChange={(v) => v && save({ dashboard: { defaultView: v as 'overview' } })}
            data={['overview', 'patients', 'alerts', 'analytics']}
            allowDeselect={false}
          />
          <Switch
            label="Compact mode"
            checked={prefs.dashboard.compactMode}
            onChange={(e) => save({ dashboard: { compactMode: e.currentTarget.checked } })}
          />
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          Clinical
        </Title>
        <Stack gap="xs">
          <Switch
            label="Show genomics by default"
            checked={prefs.clinical.showGenomicsByDefault}
            onChange={(e) => save({ clinical: { showGenomicsByDefault: e.currentTarget.checked } })}
          />
          <Switch
            label="Calculate doses automatically"
            checked={prefs.clinical.autoCalculateDosing}
            onChange={(e) => save({ clinical: { autoCalculateDosing: e.currentTarget.checked } })}
          />
          <Switch
            label="Require acknowledgement of interaction alerts"
            checked={prefs.clinical.requireInteractionAck}
            onChange={(e) => save({ clinical: { requireInteractionAck: e.currentTarget.checked } })}
          />
          <Switch
            label="Show patient photos"
            checked={prefs.clinical.showPatientPhotos}
            onChange={(e) => save({ clinical: { showPatientPhotos: e.currentTarget.checked } })}
          />
          <Select
            label="Low-creatinine reference for carboplatin"
            description="Below this serum creatinine, the regimen calculator also shows the Calvert dose with creatinine raised to it (many institutions use 0.7 mg/dL)."
            value={String(prefs.clinical.lowCreatinineReferenceMgDl)}
            onChange={(v) => {
              if (v) save({ clinical: { lowCreatinineReferenceMgDl: Number(v) } });
            }}
            allowDeselect={false}
            data={['0.6', '0.7', '0.8', '0.9', '1'].map((x) => ({ value: x, label: `${x} mg/dL` }))}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
