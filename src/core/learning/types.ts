/*
 * Practice questions (issue 15, /learning). Each question is generated from one knowledge record
 * (a curated interaction, a CPIC allele table read by the PGx engine, the carboplatin dosing
 * function) and its answer is read from that record, never written by hand. The server keeps
 * the answers; the browser receives a question without them and learns the answer, the
 * explanation and the source only after it has answered.
 */

export const QUESTION_KINDS = ['interaction', 'pgx', 'dosing'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface QuestionOption {
  id: string;
  label: string;
}

/** One multiple-choice part: a question may ask two things at once (severity and management). */
export interface QuestionPart {
  id: string;
  prompt: string;
  options: QuestionOption[];
}

export interface SourceLink {
  label: string;
  url?: string;
}

export interface Question {
  /** Stable across restarts: `interaction:<record id>`, `pgx:<gene>:<diplotype>`, `dosing:...`. */
  id: string;
  kind: QuestionKind;
  /** What the question is about, for lists ("DPYD", "Warfarin + Capecitabine"). */
  topic: string;
  prompt: string;
  parts: QuestionPart[];
  /** The correct option id of each part, read from the record. */
  answer: Record<string, string>;
  /** Why, from the record, shown after the answer. */
  explanation: string;
  sources: SourceLink[];
  /** The knowledge record the answer comes from (interaction id, gene, drug id). */
  recordId: string;
}

/** What the browser receives before it answers. */
export type PublicQuestion = Pick<Question, 'id' | 'kind' | 'topic' | 'prompt' | 'parts'>;

export function publicQuestion(q: Question): PublicQuestion {
  return { id: q.id, kind: q.kind, topic: q.topic, prompt: q.prompt, parts: q.parts };
}
