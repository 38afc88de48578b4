import { Stack, Tabs, Text, Title } from '@mantine/core';
import { BookOpenCheck, ChartNoAxesColumn, ClipboardList } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CasePanel } from './case-panel';
import { ProgressPanel } from './progress-panel';
import { QuizPanel } from './quiz-panel';

const TABS = ['cases', 'quiz', 'progress'] as const;
type Tab = (typeof TABS)[number];

/**
 * /learning (SPEC §6, student: learning, cases, assessments): case studies from the
 * demonstration patients and practice quizzes generated from the knowledge base.
 */
export default function LearningPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'cases';
  const caseId = params.get('case');
  const go = (next: Record<string, string>) => setParams(next, { replace: false });

  return (
    <Stack>
      <div>
        <Title order={2}>Learning</Title>
        <Text c="dimmed">
          Work through de-identified cases and practise with questions drawn from the knowledge
          base. Every answer is scored on the server and explained with its source.
        </Text>
      </div>
      <Tabs value={tab} onChange={(v) => go(v ? { tab: v } : {})}>
        <Tabs.List mb="md">
          <Tabs.Tab value="cases" leftSection={<ClipboardList size={16} aria-hidden />}>
            Case studies
          </Tabs.Tab>
          <Tabs.Tab value="quiz" leftSection={<BookOpenCheck size={16} aria-hidden />}>
            Practice quiz
          </Tabs.Tab>
          <Tabs.Tab value="progress" leftSection={<ChartNoAxesColumn size={16} aria-hidden />}>
            Progress
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cases">
          {tab === 'cases' ? (
            <CasePanel
              selected={caseId}
              onSelect={(id) => go(id ? { tab: 'cases', case: id } : { tab: 'cases' })}
            />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="quiz">{tab === 'quiz' ? <QuizPanel /> : null}</Tabs.Panel>
        <Tabs.Panel value="progress">{tab === 'progress' ? <ProgressPanel /> : null}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
