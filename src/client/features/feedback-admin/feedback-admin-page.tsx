import { Stack, Tabs, Text, Title } from '@mantine/core';
import { BarChart3, CircleDot, KanbanSquare, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useGithubConfig } from './api';
import { FeedbackCharts } from './feedback-charts';
import { GithubPanel } from './github-panel';
import { SprintBoard } from './sprint-board';
import { TriageTable } from './triage-table';

/**
 * /admin/feedback (oncologist and pharmacist; the server enforces it and scopes everything to the
 * user's institution): triage, counts, the sprint plan and the GitHub integration.
 */
export default function FeedbackAdminPage() {
  const [tab, setTab] = useState<string | null>('triage');
  const github = useGithubConfig();
  const githubEnabled = Boolean(github.data?.configured && github.data.enabled);
  return (
    <Stack>
      <div>
        <Title order={2}>Feedback administration</Title>
        <Text size="sm" c="dimmed">
          Feedback from everyone in your institution, classified on arrival.
        </Text>
      </div>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="triage" leftSection={<ListChecks size={16} aria-hidden />}>
            Triage
          </Tabs.Tab>
          <Tabs.Tab value="charts" leftSection={<BarChart3 size={16} aria-hidden />}>
            Charts
          </Tabs.Tab>
          <Tabs.Tab value="sprints" leftSection={<KanbanSquare size={16} aria-hidden />}>
            Sprint plan
          </Tabs.Tab>
          <Tabs.Tab value="github" leftSection={<CircleDot size={16} aria-hidden />}>
            GitHub
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="triage" pt="md">
          <TriageTable githubEnabled={githubEnabled} />
        </Tabs.Panel>
        <Tabs.Panel value="charts" pt="md">
          <FeedbackCharts />
        </Tabs.Panel>
        <Tabs.Panel value="sprints" pt="md">
          <SprintBoard />
        </Tabs.Panel>
        <Tabs.Panel value="github" pt="md">
          <GithubPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
