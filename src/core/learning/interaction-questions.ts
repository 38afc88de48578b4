import {
  SEVERITY_ORDER,
  type CuratedInteraction,
  type Participant,
} from '../knowledge/interaction';
import { formatSource } from '../knowledge/source';
import type { Question, QuestionOption } from './types';

/** The management actions of the curated interaction schema, as a learner reads them. */
export const MANAGEMENT_ACTION_LABELS = {
  avoid: 'Avoid the combination',
  'adjust-dose': 'Adjust the dose',
  'separate-administration': 'Separate the administration times',
  monitor: 'Give both and monitor',
  substitute: 'Substitute another drug',
  'no-action-needed': 'No action needed',
} as const satisfies Record<CuratedInteraction['management']['action'], string>;

const SEVERITY_LABELS: Record<CuratedInteraction['severity'], string> = {
  contraindicated: 'Contraindicated',
  major: 'Major',
  moderate: 'Moderate',
  minor: 'Minor',
};

const MECHANISM_LABELS: Record<CuratedInteraction['mechanism']['type'], string> = {
  pharmacokinetic: 'pharmacokinetic',
  pharmacodynamic: 'pharmacodynamic',
  mixed: 'pharmacokinetic and pharmacodynamic',
};

export interface InteractionQuestionSource {
  interactions: readonly CuratedInteraction[];
  /** The knowledge base's name of a drug id (undefined when the id is not a record). */
  drugName(id: string): string | undefined;
  /** The name of a drug group ("Strong CYP3A4 inhibitors"). */
  groupName(id: string): string | undefined;
}

const severityOptions: QuestionOption[] = SEVERITY_ORDER.map((s) => ({
  id: s,
  label: SEVERITY_LABELS[s],
}));
const managementOptions: QuestionOption[] = Object.entries(MANAGEMENT_ACTION_LABELS).map(
  ([id, label]) => ({ id, label }),
);

/**
 * "How severe is the interaction between X and Y, and what is the management?": one question per
 * curated interaction whose two sides have names. Severity and management action are read from
 * the record; the explanation is its effect, mechanism and management text.
 */
export function interactionQuestions(source: InteractionQuestionSource): Question[] {
  const name = (p: Participant) =>
    'drug' in p ? source.drugName(p.drug) : source.groupName(p.group);
  const questions: Question[] = [];
  for (const record of source.interactions) {
    const a = name(record.a);
    const b = name(record.b);
    if (!a || !b) continue;
    const risk =
      record.riskFactors.length > 0 ? ` Risk rises with: ${record.riskFactors.join('; ')}.` : '';
    questions.push({
      id: `interaction:${record.id}`,
      kind: 'interaction',
      topic: `${a} + ${b}`,
      prompt: `How severe is the interaction between ${a} and ${b}, and what is the management?`,
      parts: [
        { id: 'severity', prompt: 'Severity', options: severityOptions },
        { id: 'management', prompt: 'Management', options: managementOptions },
      ],
      answer: { severity: record.severity, management: record.management.action },
      explanation:
        `${SEVERITY_LABELS[record.severity]} (${record.evidence} evidence). ${record.effect} ` +
        `Mechanism (${MECHANISM_LABELS[record.mechanism.type]}): ${record.mechanism.text} ` +
        `Management: ${record.management.text}${risk}`,
      sources: record.sources.map(formatSource),
      recordId: record.id,
    });
  }
  return questions;
}
