import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  TREATMENT_INTENTS,
  TREATMENT_SETTINGS,
  type TreatmentIntent,
  type TreatmentSetting,
} from '../../../core/patients/schemas';
import { useChangeAdministration, type TreatmentItem } from '../../lib/patient-api';
import { SaveProblem } from './schema-form';

/*
 * The setting and intent of an administration (issue 20): shown in the treatment history and
 * changed in place. Trial matching reads them per line ("no prior therapy for metastatic
 * disease"); "Not recorded" is what it reads as unknown.
 */

export const SETTING_LABEL: Record<TreatmentSetting, string> = {
  neoadjuvant: 'Neoadjuvant',
  adjuvant: 'Adjuvant',
  perioperative: 'Perioperative',
  'definitive-chemoradiation': 'Definitive chemoradiation',
  induction: 'Induction',
  consolidation: 'Consolidation',
  maintenance: 'Maintenance',
  'first-line': 'First line (advanced)',
  'second-line': 'Second line (advanced)',
  'later-line': 'Later line (advanced)',
};

export const INTENT_LABEL: Record<TreatmentIntent, string> = {
  curative: 'Curative',
  palliative: 'Palliative',
};

export const SETTING_OPTIONS = [
  { value: '', label: 'Not recorded' },
  ...TREATMENT_SETTINGS.map((s) => ({ value: s, label: SETTING_LABEL[s] })),
];
export const INTENT_OPTIONS = [
  { value: '', label: 'Not recorded' },
  ...TREATMENT_INTENTS.map((i) => ({ value: i, label: INTENT_LABEL[i] })),
];

/** "Adjuvant · curative", "Palliative intent", or null when neither is recorded. */
export function settingText(t: Pick<TreatmentItem, 'setting' | 'intent'>): string | null {
  if (t.setting && t.intent) return `${SETTING_LABEL[t.setting]} · ${t.intent}`;
  if (t.setting) return SETTING_LABEL[t.setting];
  if (t.intent) return `${INTENT_LABEL[t.intent]} intent`;
  return null;
}

export function TreatmentSettingCell({
  item,
  patientId,
  canEdit,
  drugLabel,
}: {
  item: TreatmentItem;
  patientId: string;
  canEdit: boolean;
  drugLabel: string;
}) {
  const [editing, setEditing] = useState(false);
  const [setting, setSetting] = useState<string>(item.setting ?? '');
  const [intent, setIntent] = useState<string>(item.intent ?? '');
  const change = useChangeAdministration(patientId);
  const shown = settingText(item);
  if (!editing) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c={shown ? undefined : 'dimmed'}>
          {shown ?? 'Not recorded'}
        </Text>
        {canEdit ? (
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={`Change setting of ${drugLabel} on ${item.date}`}
            onClick={() => {
              setSetting(item.setting ?? '');
              setIntent(item.intent ?? '');
              setEditing(true);
            }}
          >
            Change
          </Button>
        ) : null}
      </Group>
    );
  }
  return (
    <form
      noValidate
      aria-label={`Setting of ${drugLabel} on ${item.date}`}
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate(
          {
            administrationId: item.id,
            patch: {
              setting: (setting || null) as TreatmentSetting | null,
              intent: (intent || null) as TreatmentIntent | null,
            },
          },
          { onSuccess: () => setEditing(false) },
        );
      }}
    >
      <Stack gap={4}>
        <NativeSelect
          size="xs"
          label="Setting"
          data={SETTING_OPTIONS}
          value={setting}
          onChange={(e) => setSetting(e.currentTarget.value)}
        />
        <NativeSelect
          size="xs"
          label="Intent"
          data={INTENT_OPTIONS}
          value={intent}
          onChange={(e) => setIntent(e.currentTarget.value)}
        />
        {change.isError ? <SaveProblem error={change.error} values={{ setting, intent }} /> : null}
        <Group gap={4}>
          <Button type="submit" size="compact-xs" loading={change.isPending}>
            Save
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
