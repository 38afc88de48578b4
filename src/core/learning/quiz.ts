import type { CuratedInteraction } from '../knowledge/interaction';
import type { Drug } from '../knowledge/drug';
import type { PgxEngine } from '../pgx';
import { dosingQuestions } from './dosing-questions';
import { interactionQuestions } from './interaction-questions';
import { mixedOrder } from './order';
import { pgxQuestions } from './pgx-questions';
import { QUESTION_KINDS, type Question, type QuestionKind } from './types';

export interface QuestionBankSource {
  interactions: readonly CuratedInteraction[];
  drugsById: ReadonlyMap<string, Drug>;
  groupName(id: string): string | undefined;
  pgx: PgxEngine;
}

/** Every practice question the knowledge base yields, in a fixed mixed order. */
export function buildQuestionBank(source: QuestionBankSource): Question[] {
  const questions = [
    ...interactionQuestions({
      interactions: source.interactions,
      drugName: (id) => source.drugsById.get(id)?.name,
      groupName: source.groupName,
    }),
    ...pgxQuestions(source.pgx),
    ...dosingQuestions(source.drugsById.get('carboplatin')),
  ];
  return mixedOrder(questions, (q) => q.id);
}

export interface QuestionHistory {
  /** Questions the learner has answered, right or wrong. */
  answered: ReadonlySet<string>;
  /** Questions the learner has answered correctly at least once. */
  mastered: ReadonlySet<string>;
}

/**
 * The next `count` questions for a learner: first those never answered, then those answered
 * but never right, then the rest, each group in bank order. A mixed quiz (no `kind`) takes the
 * kinds in turn, so that the many curated interactions do not crowd out the other topics. The
 * same history always gives the same questions, so a quiz can be resumed and checked.
 */
export function nextQuestions(
  bank: readonly Question[],
  history: QuestionHistory,
  options: { kind?: QuestionKind | undefined; count: number },
): Question[] {
  const rank = (q: Question) =>
    !history.answered.has(q.id) ? 0 : !history.mastered.has(q.id) ? 1 : 2;
  const ordered = (kind: QuestionKind) =>
    bank
      .map((q, i) => ({ q, i }))
      .filter(({ q }) => q.kind === kind)
      .sort((a, b) => rank(a.q) - rank(b.q) || a.i - b.i)
      .map(({ q }) => q);
  if (options.kind) return ordered(options.kind).slice(0, options.count);
  const queues = QUESTION_KINDS.map(ordered);
  // Round by round, the least-practised questions of each kind come before any kind's next ones.
  const picked: Question[] = [];
  for (let round = 0; picked.length < options.count; round += 1) {
    const layer = queues
      .map((queue) => queue[round])
      .filter((q): q is Question => q !== undefined)
      .sort((a, b) => rank(a) - rank(b));
    if (layer.length === 0) break;
    picked.push(...layer);
  }
  return picked.slice(0, options.count);
}

export interface PartGrade {
  id: string;
  chosen: string;
  correctOption: string;
  correct: boolean;
}

export interface Grade {
  correct: boolean;
  /** The share of parts answered correctly. */
  score: number;
  parts: PartGrade[];
}

/**
 * What is wrong with an answer before it can be graded: a part left out, a part or an option the
 * question does not have. Empty when the answer is complete.
 */
export function answerProblems(question: Question, chosen: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const part of question.parts) {
    const option = chosen[part.id];
    if (option === undefined) problems.push(`${part.id}: choose an option`);
    else if (!part.options.some((o) => o.id === option)) {
      problems.push(`${part.id}: "${option}" is not one of this question's options`);
    }
  }
  for (const id of Object.keys(chosen)) {
    if (!question.parts.some((p) => p.id === id)) problems.push(`${id}: no such part`);
  }
  return problems;
}

/** Grades a complete answer (see `answerProblems`) against the record's answer. */
export function gradeAnswer(question: Question, chosen: Record<string, string>): Grade {
  const parts = question.parts.map((part) => {
    const correctOption = question.answer[part.id]!;
    const pick = chosen[part.id] ?? '';
    return { id: part.id, chosen: pick, correctOption, correct: pick === correctOption };
  });
  const right = parts.filter((p) => p.correct).length;
  return {
    correct: right === parts.length,
    score: parts.length === 0 ? 0 : right / parts.length,
    parts,
  };
}
