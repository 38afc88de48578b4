import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The shapes of /api/learning (server: features/learning/schemas.ts). */

export type QuestionKind = 'interaction' | 'pgx' | 'dosing';

export interface QuizQuestion {
  id: string;
  kind: QuestionKind;
  topic: string;
  prompt: string;
  parts: Array<{ id: string; prompt: string; options: Array<{ id: string; label: string }> }>;
}

export interface SourceLink {
  label: string;
  url?: string;
}

export interface KindProgress {
  kind: QuestionKind | 'case';
  available: number;
  attempted: number;
  mastered: number;
  answers: number;
  correctAnswers: number;
}

export interface AnswerResult {
  questionId: string;
  correct: boolean;
  score: number;
  parts: Array<{
    id: string;
    prompt: string;
    chosen: string;
    chosenLabel: string;
    correctOption: string;
    correctLabel: string;
    correct: boolean;
  }>;
  explanation: string;
  sources: SourceLink[];
  progress: KindProgress[];
}

export interface CaseSummary {
  id: string;
  title: string;
  medicationCount: number;
  best: { score: number; correct: boolean } | null;
}

export interface CaseDetail {
  id: string;
  title: string;
  patient: {
    ageYears: number | null;
    sex: string;
    heightCm: number | null;
    weightKg: number | null;
  };
  conditions: Array<{
    name: string | null;
    icd10: string | null;
    stage: string | null;
    status: string;
    diagnosed: string | null;
  }>;
  medications: Array<{
    name: string | null;
    dosage: string | null;
    frequency: string | null;
    route: string | null;
    started: string | null;
    active: boolean;
  }>;
  allergies: Array<{ allergen: string | null; type: string; severity: string }>;
  labs: Array<{
    name: string | null;
    value: number;
    unit: string | null;
    when: string | null;
    abnormal: boolean | null;
    critical: boolean | null;
  }>;
  genetics: Array<{ gene: string; diplotype: string | null; phenotype: string | null }>;
  treatmentHistory: Array<{
    drug: string | null;
    dose: number;
    unit: string;
    cycle: number | null;
    when: string | null;
  }>;
  problemKinds: Array<{ id: string; label: string }>;
}

export interface CaseResult {
  caseId: string;
  correct: boolean;
  score: number;
  found: string[];
  missed: string[];
  extra: string[];
  findings: Array<{
    kind: string;
    kindLabel: string;
    severity: 'low' | 'medium' | 'high' | 'critical';
    title: string;
    rationale: string;
    management: string;
    sources: SourceLink[];
    /** Issue 22: the institution's alert policy graded it; the knowledge base's severity beside. */
    kbSeverity?: 'low' | 'medium' | 'high' | 'critical';
    localPolicy?: {
      action: 'severity' | 'do-not-interrupt';
      kbSeverity: string;
      localSeverity: string;
    };
  }>;
  limitations: string[];
}

export interface Progress {
  byKind: KindProgress[];
  recent: Array<{
    itemId: string;
    kind: string;
    topic: string;
    correct: boolean;
    score: number;
    answeredAt: string;
  }>;
}

const keys = {
  progress: ['learning', 'progress'] as const,
  cases: ['learning', 'cases'] as const,
};

/** A quiz is fetched once per round: `round` changes when the learner asks for a new one. */
export function useQuiz(kind: QuestionKind | null, round: number) {
  return useQuery({
    queryKey: ['learning', 'quiz', kind ?? 'mixed', round],
    queryFn: ({ signal }) =>
      api<{ questions: QuizQuestion[]; knowledgeVersion: string }>(
        `/api/learning/quiz?count=5${kind ? `&kind=${kind}` : ''}`,
        { signal },
      ),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useAnswerQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { questionId: string; answer: Record<string, string> }) =>
      api<AnswerResult>('/api/learning/quiz/answers', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.progress }),
  });
}

export function useCases() {
  return useQuery({
    queryKey: keys.cases,
    queryFn: ({ signal }) => api<{ items: CaseSummary[] }>('/api/learning/cases', { signal }),
  });
}

export function useCase(id: string | null) {
  return useQuery({
    queryKey: ['learning', 'case', id],
    queryFn: ({ signal }) =>
      api<CaseDetail>(`/api/learning/cases/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}

export function useAnswerCase(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (kinds: string[]) =>
      api<CaseResult>(`/api/learning/cases/${encodeURIComponent(id)}/answers`, {
        method: 'POST',
        body: { kinds },
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.progress });
      void qc.invalidateQueries({ queryKey: keys.cases });
    },
  });
}

export function useProgress() {
  return useQuery({
    queryKey: keys.progress,
    queryFn: ({ signal }) => api<Progress>('/api/learning/progress', { signal }),
  });
}
