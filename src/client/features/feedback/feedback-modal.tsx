import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DELAYS_MS } from '../../../core/config';
import {
  CLINICAL_SAFETY_KINDS,
  CLINICAL_SAFETY_LABELS,
  FEEDBACK_MISSING_TEXT_MESSAGE,
  FEEDBACK_TITLE_MAX_LENGTH,
  FEEDBACK_TYPES,
  feedbackFormSchema,
  type ClinicalSafetyKind,
  type FeedbackForm,
  type FeedbackType,
} from '../../../core/feedback';
import { PROBLEM_TYPES, TYPE_LABELS } from './feedback-labels';

/** SPEC §8: the one message shown when submitting throws. */
export const SUBMIT_FAILED_MESSAGE = 'Failed to submit feedback. Please try again.';

export interface FeedbackModalProps {
  opened: boolean;
  title: string;
  initialType: FeedbackType;
  /** Prefills the contact e-mail when the user ticks allowContact. */
  defaultEmail?: string;
  onClose(): void;
  /** Resolves with whether the server already has it (false: saved here, sent later). */
  onSubmit(form: FeedbackForm): Promise<{ sent: boolean }>;
  /** SPEC §9: the success screen shows for 2 s. */
  successMs?: number;
}

type Phase = 'form' | 'submitting' | 'success';

interface Fields {
  type: FeedbackType;
  title: string;
  description: string;
  reproductionSteps: string;
  expectedBehavior: string;
  actualBehavior: string;
  component: string;
  allowContact: boolean;
  email: string;
  /** Ticked: a problem that could harm a patient; the kind is then required. */
  clinicalSafety: boolean;
  safetyKind: ClinicalSafetyKind;
}

function emptyFields(type: FeedbackType): Fields {
  return {
    type,
    title: '',
    description: '',
    reproductionSteps: '',
    expectedBehavior: '',
    actualBehavior: '',
    component: '',
    allowContact: false,
    email: '',
    clinicalSafety: false,
    safetyKind: 'wrong-dose',
  };
}

const optional = (text: string) => (text.trim() === '' ? undefined : text);

/** The modal's fields as core's form schema reads them; problem-only fields only for problems. */
function formInput(f: Fields) {
  const problem = PROBLEM_TYPES.has(f.type);
  return {
    type: f.type,
    title: f.title,
    description: f.description,
    reproductionSteps: problem ? optional(f.reproductionSteps) : undefined,
    expectedBehavior: problem ? optional(f.expectedBehavior) : undefined,
    actualBehavior: problem ? optional(f.actualBehavior) : undefined,
    component: optional(f.component),
    allowContact: f.allowContact,
    email: f.allowContact ? f.email : undefined,
    clinicalSafety: f.clinicalSafety ? f.safetyKind : undefined,
  };
}

/**
 * The feedback form (SPEC §2, §4, §5, §8). Submit stays disabled, with the SPEC message, until the
 * trimmed title and description both have text; the e-mail field exists only while allowContact
 * is ticked. States: form → submitting → success (2 s) → reset and close. A throw while
 * submitting shows the SPEC message in a red box and leaves the form as it was.
 */
export function FeedbackModal(props: FeedbackModalProps) {
  const { opened, title, initialType, defaultEmail, onClose, onSubmit } = props;
  const successMs = props.successMs ?? DELAYS_MS.feedbackSuccess;
  const [fields, setFields] = useState<Fields>(() => emptyFields(initialType));
  const [phase, setPhase] = useState<Phase>('form');
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(true);
  const hintId = useId();
  // The success timer must not restart because the parent passed a new onClose function.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const parsed = feedbackFormSchema.safeParse(formInput(fields));
  const missingText = fields.title.trim() === '' || fields.description.trim() === '';
  const emailError =
    !parsed.success && fields.allowContact
      ? parsed.error.issues.find((i) => i.path[0] === 'email')?.message
      : undefined;
  const canSubmit = parsed.success && phase === 'form';

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));

  const resetAndClose = () => {
    setFields(emptyFields(initialType));
    setPhase('form');
    setFailed(false);
    onClose();
  };

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => {
      setFields(emptyFields(initialType));
      setPhase('form');
      setFailed(false);
      onCloseRef.current();
    }, successMs);
    return () => clearTimeout(timer);
  }, [phase, successMs, initialType]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || phase !== 'form') return;
    setPhase('submitting');
    setFailed(false);
    try {
      const outcome = await onSubmit(parsed.data);
      setSent(outcome.sent);
      setPhase('success');
    } catch (error) {
      console.error('feedback submission failed', error);
      setFailed(true);
      setPhase('form');
    }
  };

  const problem = PROBLEM_TYPES.has(fields.type);

  return (
    <Modal
      opened={opened}
      onClose={phase === 'submitting' ? () => undefined : resetAndClose}
      title={phase === 'success' ? 'Feedback sent' : title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close feedback' }}
    >
      {phase === 'success' ? (
        <Stack align="center" gap="sm" py="lg" role="status" aria-live="polite">
          <CheckCircle2 size={48} color="var(--mantine-color-green-7)" aria-hidden />
          <Text fw={600} size="lg">
            Thank you for your feedback!
          </Text>
          <Text size="sm" ta="center">
            {sent
              ? 'It has been received and will be reviewed by the team.'
              : 'It is saved on this device and will be sent when you are back online.'}
          </Text>
        </Stack>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Feedback form">
          <Stack gap="sm">
            {failed ? (
              <Alert
                color="red"
                variant="filled"
                role="alert"
                icon={<AlertCircle size={18} aria-hidden />}
              >
                {SUBMIT_FAILED_MESSAGE}
              </Alert>
            ) : null}
            <NativeSelect
              label="Type"
              value={fields.type}
              onChange={(e) => set('type', e.currentTarget.value as FeedbackType)}
              data={FEEDBACK_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
            />
            <TextInput
              label="Title"
              required
              maxLength={FEEDBACK_TITLE_MAX_LENGTH}
              value={fields.title}
              onChange={(e) => set('title', e.currentTarget.value)}
              data-autofocus
            />
            <Textarea
              label="Description"
              required
              autosize
              minRows={3}
              maxRows={10}
              value={fields.description}
              onChange={(e) => set('description', e.currentTarget.value)}
            />
            {problem ? (
              <>
                <Textarea
                  label="Steps to reproduce"
                  autosize
                  minRows={2}
                  maxRows={8}
                  value={fields.reproductionSteps}
                  onChange={(e) => set('reproductionSteps', e.currentTarget.value)}
                />
                <Textarea
                  label="Expected behaviour"
                  autosize
                  minRows={1}
                  maxRows={6}
                  value={fields.expectedBehavior}
                  onChange={(e) => set('expectedBehavior', e.currentTarget.value)}
                />
                <Textarea
                  label="Actual behaviour"
                  autosize
                  minRows={1}
                  maxRows={6}
                  value={fields.actualBehavior}
                  onChange={(e) => set('actualBehavior', e.currentTarget.value)}
                />
              </>
            ) : null}
            <Checkbox
              label="This is a clinical-safety problem"
              description="A wrong dose, a missed interaction, a wrong severity or advice that could harm a patient. It is reviewed first."
              checked={fields.clinicalSafety}
              onChange={(e) => set('clinicalSafety', e.currentTarget.checked)}
            />
            {fields.clinicalSafety ? (
              <NativeSelect
                label="What kind of problem"
                value={fields.safetyKind}
                onChange={(e) => set('safetyKind', e.currentTarget.value as ClinicalSafetyKind)}
                data={CLINICAL_SAFETY_KINDS.map((k) => ({
                  value: k,
                  label: CLINICAL_SAFETY_LABELS[k],
                }))}
              />
            ) : null}
            <TextInput
              label="Component or screen"
              description="Optional, e.g. interaction table or dose calculator"
              value={fields.component}
              onChange={(e) => set('component', e.currentTarget.value)}
            />
            <Checkbox
              label="You may contact me about this feedback"
              checked={fields.allowContact}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setFields((f) => ({
                  ...f,
                  allowContact: checked,
                  email: checked && f.email === '' ? (defaultEmail ?? '') : f.email,
                }));
              }}
            />
            {fields.allowContact ? (
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                value={fields.email}
                error={fields.email.trim() === '' ? undefined : emailError}
                onChange={(e) => set('email', e.currentTarget.value)}
              />
            ) : null}
            <Text size="xs" c="dimmed">
              Please do not include patient names or record numbers.
            </Text>
            {missingText ? (
              <Group gap={6} wrap="nowrap" id={hintId} aria-live="polite">
                <Info size={16} aria-hidden />
                <Text size="sm">{FEEDBACK_MISSING_TEXT_MESSAGE}</Text>
              </Group>
            ) : null}
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={resetAndClose} disabled={phase === 'submitting'}>
                Cancel
              </Button>
              <Button
                type="submit"
                disabled={!canSubmit}
                loading={phase === 'submitting'}
                aria-describedby={missingText ? hintId : undefined}
              >
                Submit feedback
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
