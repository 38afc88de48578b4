import { Alert, Button, Text } from '@mantine/core';
import { CloudOff } from 'lucide-react';
import { LoadError } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { isRegistryDown } from './api';

/**
 * A failed registry call said plainly: when ClinicalTrials.gov cannot be reached or answers with
 * an error, the page says that no trials can be shown now (nothing older stands in for them);
 * anything else is the ordinary load error with the server's message.
 */
export function RegistryError({
  error,
  retry,
  title,
  notFoundTitle,
}: {
  error: unknown;
  retry(): void;
  title: string;
  notFoundTitle?: string;
}) {
  if (!isRegistryDown(error)) {
    return <LoadError error={error} retry={retry} title={title} notFoundTitle={notFoundTitle} />;
  }
  return (
    <Alert
      variant="outline"
      color={TONE.danger}
      icon={<CloudOff size={18} aria-hidden />}
      title="ClinicalTrials.gov cannot be reached right now"
      role="alert"
    >
      <Text size="sm">{error instanceof Error ? error.message : ''}</Text>
      <Text size="sm" mt={4}>
        OncoCDS shows trials only as the registry gives them, live: no stored or sample trials are
        shown in their place.
      </Text>
      <Button size="xs" variant="light" mt="xs" onClick={retry}>
        Try again
      </Button>
    </Alert>
  );
}
