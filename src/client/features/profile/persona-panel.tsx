import { Alert, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { defaultPersona, type Persona } from '../../../core/access';
import { authStore, useAuth } from '../../stores/auth';

const OPTIONS = {
  riskTolerance: ['conservative', 'moderate', 'aggressive'],
  alertSensitivity: ['low', 'medium', 'high'],
  workflowStyle: ['thorough', 'efficient', 'collaborative', 'guided'],
  decisionSupport: ['consultative', 'guided', 'autonomous'],
} as const;

const LABELS: Record<keyof typeof OPTIONS, string> = {
  riskTolerance: 'Risk tolerance',
  alertSensitivity: 'Alert sensitivity',
  workflowStyle: 'Workflow style',
  decisionSupport: 'Decision support',
};

export function PersonaPanel() {
  const user = useAuth((s) => s.user);
  const [draft, setDraft] = useState<Persona | null>(user?.persona ?? null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!user || !draft) return null;

  const apply = async (persona: Persona) => {
    setSaving(true);
    setError(null);
    try {
      await authStore.getState().switchPersona(persona);
      setDraft(persona);
      notifications.show({ color: 'green', message: `Persona: ${persona.name}` });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Failed to update persona');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Text size="sm">
        Your persona tunes how much the app interrupts and explains. Alert sensitivity decides which
        findings interrupt you; everything is still listed.
      </Text>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Card withBorder>
        <Stack>
          <TextInput
            label="Persona name"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value, id: 'custom' })}
          />
          {(Object.keys(OPTIONS) as Array<keyof typeof OPTIONS>).map((key) => (
            <Select
              key={key}
              label={LABELS[key]}
              data={[...OPTIONS[key]]}
              value={draft.preferences[key]}
              allowDeselect={false}
              onChange={(v) =>
                v &&
                setDraft({
                  ...draft,
                  id: 'custom',
                  preferences: { ...draft.preferences, [key]: v } as Persona['preferences'],
                })
              }
            />
          ))}
          <Group>
            <Button onClick={() => apply(draft)} loading={saving} disabled={!draft.name.trim()}>
              Use this persona
            </Button>
            <Button
              variant="default"
              onClick={() =>
                apply(defaultPersona(user.role, user.specialty ? [user.specialty] : []))
              }
            >
              Reset to the {defaultPersona(user.role).name} default
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
