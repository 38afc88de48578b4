import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { TONE } from '../../components/tones';
import {
  checkPayload,
  formErrorMessage,
  serverFieldErrors,
  type FieldErrors,
} from '../../lib/form-errors';

/** What a form needs of a TanStack mutation, whatever its body type. */
export interface SaveMutation<R> {
  mutate(
    body: never,
    options?: { onSuccess?: (result: R) => void; onError?: (error: Error) => void },
  ): void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/** Every leaf path of a values object ("demographics.firstName", "medications.0.route"). */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object') return prefix ? [prefix] : [];
  const entries = Array.isArray(values)
    ? values.map((v, i) => [String(i), v] as const)
    : Object.entries(values as Record<string, unknown>);
  const out = entries.flatMap(([k, v]) => fieldPaths(v, prefix ? `${prefix}.${k}` : k));
  return prefix && out.length === 0 ? [prefix] : out;
}

/** Errors for `values`: the server's schema run on the payload the values would send. */
export function validateWith<V>(
  schema: z.ZodType,
  toPayload: (values: V) => unknown,
): (values: V) => FieldErrors {
  return (values) => {
    const result = checkPayload(schema, toPayload(values));
    return result.ok ? {} : result.errors;
  };
}

/**
 * A Mantine form whose validation is the server's zod schema. Values are kept whatever happens:
 * a failed save leaves everything typed in place, with the server's field errors beside the
 * inputs they name.
 */
export function useSchemaForm<V extends Record<string, unknown>>(
  initialValues: V,
  schema: z.ZodType,
  toPayload: (values: V) => unknown,
): UseFormReturnType<V> {
  return useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: validateWith(schema, toPayload),
  });
}

/** Submits the payload through `mutation`; on failure puts the server's field errors on the form. */
export function submitHandler<V extends Record<string, unknown>, R>(
  form: UseFormReturnType<V>,
  toPayload: (values: V) => unknown,
  mutation: SaveMutation<R>,
  onSaved?: (result: R, values: V) => void,
) {
  return form.onSubmit((values) => {
    // The payload was checked against the endpoint's schema by the form's validation.
    mutation.mutate(toPayload(values) as never, {
      onSuccess: (result) => onSaved?.(result, values),
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    });
  });
}

/** The line above the buttons after a failed save (or nothing). */
export function SaveProblem({ error, values }: { error: unknown; values: unknown }) {
  const message = formErrorMessage(error, fieldPaths(values));
  if (!message) return null;
  return (
    <Text size="sm" c={TONE.danger} role="alert">
      {message}
    </Text>
  );
}

/**
 * A small "add to the record" form: fields, the save problem if any, Save and Cancel. Used by
 * every sub-resource (allergy, condition, lab, genotype, vitals, administration, note).
 */
export function EntryForm<V extends Record<string, unknown>, R>({
  label,
  form,
  toPayload,
  mutation,
  submitLabel,
  onDone,
  children,
}: {
  label: string;
  form: UseFormReturnType<V>;
  toPayload: (values: V) => unknown;
  mutation: SaveMutation<R>;
  submitLabel: string;
  onDone(result?: R): void;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={submitHandler(form, toPayload, mutation, (result) => {
        form.reset();
        onDone(result);
      })}
    >
      <Stack gap="sm">
        {children}
        {mutation.isError ? <SaveProblem error={mutation.error} values={form.getValues()} /> : null}
        <Group gap="xs">
          <Button type="submit" loading={mutation.isPending}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={() => onDone()} disabled={mutation.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
