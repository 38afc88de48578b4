import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { TriangleAlert } from 'lucide-react';
import { ApiError } from '../lib/api';
import { TONE } from './tones';

/** What a page shows while a query loads: announced politely to screen readers. */
export function LoadingState({ what }: { what: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text>Loading {what}…</Text>
      </Stack>
    </Center>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A failed query: the server's message, and Try again unless the record does not exist (a retry
 * cannot bring back a 404, so the not-found title says so instead, in the warning tone).
 */
export function LoadError({
  error,
  retry,
  title,
  notFoundTitle,
}: {
  error: unknown;
  retry(): void;
  title: string;
  /** Set where a 404 means "no such record" rather than a failure. */
  notFoundTitle?: string;
}) {
  const notFound = notFoundTitle !== undefined && isNotFound(error);
  return (
    <Alert
      variant="outline"
      color={notFound ? TONE.warning : TONE.danger}
      icon={<TriangleAlert size={18} aria-hidden />}
      title={notFound ? notFoundTitle : title}
    >
      <Text size="sm">{error instanceof Error ? error.message : 'Unknown error'}</Text>
      {notFound ? null : (
        <Button size="xs" variant="light" mt="xs" onClick={retry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
