import type { Fact } from './facts';

/*
 * The language-model contract (issue 15): the prompt lists the facts with their ids and asks for
 * an answer that cites them in square brackets; the answer is shown only when every citation is
 * an id the prompt held and it cites at least one. Pure: the server sends and receives.
 */

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const RULES = [
  'You are a clinical decision-support assistant for oncology drug therapy, writing for a clinician.',
  'Use only the numbered facts below. Do not add drugs, doses, numbers or advice that the facts do not state.',
  'After every sentence, cite the fact ids it rests on in square brackets, for example [rec:1] or [alert:2, ddi:warfarin-nsaids].',
  'Cite only ids that appear in the facts. If the facts do not answer the question, say that the records provided do not answer it and cite the facts that come closest.',
  'Absence of an alert is not a statement of safety; say what could not be assessed when a fact says so.',
  'Write plain prose of at most 150 words; no headings, no lists, no markdown.',
].join('\n');

function factLines(facts: readonly Fact[]): string {
  return facts
    .map((f) => `[${f.id}] ${f.title}${/[.!?]$/.test(f.title) ? '' : '.'} ${f.text}`)
    .join('\n');
}

export function narrativeMessages(facts: readonly Fact[]): ChatMessage[] {
  return [
    { role: 'system', content: RULES },
    {
      role: 'user',
      content: `FACTS\n${factLines(facts)}\n\nTASK\nSummarise this patient's recommendations for the treating team: what to change first and why, in order of severity.`,
    },
  ];
}

export function questionMessages(facts: readonly Fact[], question: string): ChatMessage[] {
  return [
    { role: 'system', content: RULES },
    {
      role: 'user',
      content: `FACTS\n${factLines(facts)}\n\nQUESTION\n${question}`,
    },
  ];
}

export interface AnswerSentence {
  text: string;
  citations: string[];
}

export type CheckedAnswer =
  | { ok: true; sentences: AnswerSentence[]; cited: string[] }
  | { ok: false; reason: 'empty' | 'no-citation' | 'unknown-citation'; unknown: string[] };

const CITATION = /\[([^[\]]{1,300})\]/g;

/** Splits after ., ! or ? (and any citations that follow), before the next sentence. */
function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /[.!?](\s*\[[^[\]]{1,300}\])*(?=\s+|$)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = m.index + m[0].length;
    out.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

/**
 * Checks a model's answer against the ids it was given: every bracketed citation must be one of
 * them, and there must be at least one. Returns the answer as sentences with their citations.
 */
export function checkAnswer(answer: string, given: ReadonlySet<string>): CheckedAnswer {
  const text = answer.trim();
  if (text.length === 0) return { ok: false, reason: 'empty', unknown: [] };
  const unknown = new Set<string>();
  const cited = new Set<string>();
  const parts = sentences(text).map((s) => {
    const citations: string[] = [];
    for (const m of s.matchAll(CITATION)) {
      for (const raw of (m[1] ?? '').split(/[,;]/)) {
        const id = raw.trim();
        if (id.length === 0) continue;
        if (given.has(id)) {
          cited.add(id);
          if (!citations.includes(id)) citations.push(id);
        } else unknown.add(id);
      }
    }
    return {
      text: s
        .replace(CITATION, '')
        .replace(/\s+([.,;!?])/g, '$1')
        .replace(/\s{2,}/g, ' ')
        .trim(),
      citations,
    };
  });
  if (unknown.size > 0) return { ok: false, reason: 'unknown-citation', unknown: [...unknown] };
  if (cited.size === 0) return { ok: false, reason: 'no-citation', unknown: [] };
  return { ok: true, sentences: parts.filter((p) => p.text.length > 0), cited: [...cited] };
}
