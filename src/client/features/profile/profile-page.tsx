import { Stack, Tabs, Title } from '@mantine/core';
import { InstitutionPanel } from './institution-panel';
import { PersonaPanel } from './persona-panel';
import { PreferencesPanel } from './preferences-panel';
import { ProfileDetailsPanel } from './profile-details-panel';
import { SecurityPanel } from './security-panel';

export default function ProfilePage() {
  return (
    <Stack maw={860}>
      <Title order={2}>Profile and settings</Title>
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="preferences">Preferences</Tabs.Tab>
          <Tabs.Tab value="persona">Persona</Tabs.Tab>
          <Tabs.Tab value="security">Security</Tabs.Tab>
          <Tabs.Tab value="institution">Institution</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          <ProfileDetailsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="preferences">
          <PreferencesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="persona">
          <PersonaPanel />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecurityPanel />
        </Tabs.Panel>
        <Tabs.Panel value="institution">
          <InstitutionPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
