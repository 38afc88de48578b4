import { z } from 'zod';
import { appliedPolicySchema } from '../../../core/alert-policy';
import { ALERT_KINDS, ALERT_SEVERITIES } from '../../../core/alerts';
import { QUESTION_KINDS } from '../../../core/learning';
import { safeText } from '../../../core/validation/safe-text';

const sourceLink = z.object({ label: z.string(), url: z.string().optional() });
const option = z.object({ id: z.string(), label: z.string() });
const part = z.object({ id: z.string(), prompt: z.string(), options: z.array(option) });

export const questionSchema = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  topic: z.string(),
  prompt: z.string(),
  parts: z.array(part),
});

const kindCount = z.object({
  kind: z.enum([...QUESTION_KINDS, 'case']),
  /** Questions (or cases) the knowledge base yields. */
  available: z.number().int(),
  /** Distinct questions answered at least once. */
  attempted: z.number().int(),
  /** Distinct questions answered correctly at least once. */
  mastered: z.number().int(),
  answers: z.number().int(),
  correctAnswers: z.number().int(),
});

export const quizQuerySchema = z
  .object({
    kind: z.enum(QUESTION_KINDS).optional(),
    count: z.coerce
      .number({ error: 'count must be a whole number from 1 to 20' })
      .int('count must be a whole number from 1 to 20')
      .min(1, 'count must be a whole number from 1 to 20')
      .max(20, 'count must be a whole number from 1 to 20')
      .default(5),
  })
  .strict();

export const quizResponseSchema = z.object({
  questions: z.array(questionSchema),
  knowledgeVersion: z.string(),
});

const optionId = safeText().min(1).max(200);

export const answerQuestionSchema = z
  .object({
    questionId: safeText().min(1).max(300),
    /** The option chosen for each part, by part id. */
    answer: z.record(safeText().min(1).max(40), optionId),
  })
  .strict();

export const answerResultSchema = z.object({
  questionId: z.string(),
  correct: z.boolean(),
  score: z.number(),
  parts: z.array(
    z.object({
      id: z.string(),
      prompt: z.string(),
      chosen: z.string(),
      chosenLabel: z.string(),
      correctOption: z.string(),
      correctLabel: z.string(),
      correct: z.boolean(),
    }),
  ),
  explanation: z.string(),
  sources: z.array(sourceLink),
  progress: z.array(kindCount),
});

export const caseIdParams = z.object({ id: z.string().regex(/^case-\d{1,3}$/, 'not a case id') });

const day = z.string().nullable();

export const caseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  medicationCount: z.number().int(),
  /** The learner's best attempt at this case, if any. */
  best: z.object({ score: z.number(), correct: z.boolean() }).nullable(),
});

export const caseListSchema = z.object({ items: z.array(caseSummarySchema) });

export const caseDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  patient: z.object({
    ageYears: z.number().nullable(),
    sex: z.string(),
    heightCm: z.number().nullable(),
    weightKg: z.number().nullable(),
  }),
  conditions: z.array(
    z.object({
      name: z.string().nullable(),
      icd10: z.string().nullable(),
      stage: z.string().nullable(),
      status: z.string(),
      diagnosed: day,
    }),
  ),
  medications: z.array(
    z.object({
      /** The knowledge base's name; null when the order names something it does not hold. */
      name: z.string().nullable(),
      dosage: z.string().nullable(),
      frequency: z.string().nullable(),
      route: z.string().nullable(),
      started: day,
      active: z.boolean(),
    }),
  ),
  allergies: z.array(
    z.object({ allergen: z.string().nullable(), type: z.string(), severity: z.string() }),
  ),
  labs: z.array(
    z.object({
      name: z.string().nullable(),
      value: z.number(),
      unit: z.string().nullable(),
      when: day,
      abnormal: z.boolean().nullable(),
      critical: z.boolean().nullable(),
    }),
  ),
  genetics: z.array(
    z.object({
      gene: z.string(),
      diplotype: z.string().nullable(),
      phenotype: z.string().nullable(),
    }),
  ),
  treatmentHistory: z.array(
    z.object({
      drug: z.string().nullable(),
      dose: z.number(),
      unit: z.string(),
      cycle: z.number().nullable(),
      when: day,
    }),
  ),
  /** What the learner may choose from: every kind of problem the alert engine checks. */
  problemKinds: z.array(z.object({ id: z.enum(ALERT_KINDS), label: z.string() })),
});

export const answerCaseSchema = z
  .object({
    kinds: z
      .array(z.enum(ALERT_KINDS, { error: `kinds must be among ${ALERT_KINDS.join(', ')}` }))
      .max(ALERT_KINDS.length),
  })
  .strict();

export const caseResultSchema = z.object({
  caseId: z.string(),
  correct: z.boolean(),
  score: z.number(),
  found: z.array(z.enum(ALERT_KINDS)),
  missed: z.array(z.enum(ALERT_KINDS)),
  extra: z.array(z.enum(ALERT_KINDS)),
  findings: z.array(
    z.object({
      kind: z.enum(ALERT_KINDS),
      kindLabel: z.string(),
      severity: z.enum(ALERT_SEVERITIES),
      title: z.string(),
      rationale: z.string(),
      management: z.string(),
      sources: z.array(sourceLink),
      /** Set when the institution's alert policy grades it (issue 22): the knowledge base's own. */
      kbSeverity: z.enum(ALERT_SEVERITIES).optional(),
      localPolicy: appliedPolicySchema.optional(),
    }),
  ),
  /** What the engine could not check in this record (never read as "no problem"). */
  limitations: z.array(z.string()),
});

export const progressSchema = z.object({
  byKind: z.array(kindCount),
  recent: z.array(
    z.object({
      itemId: z.string(),
      kind: z.string(),
      topic: z.string(),
      correct: z.boolean(),
      score: z.number(),
      answeredAt: z.string(),
    }),
  ),
});
