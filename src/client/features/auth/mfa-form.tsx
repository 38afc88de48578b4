import { Alert, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { CodeInput } from '../../components/code-input';
import { useAuth, authStore } from '../../stores/auth';

/** The second sign-in step for accounts with two-factor authentication (loaded when needed). */
export default function MfaForm() {
  const [code, setCode] = useState('');
  const status = useAuth((s) => s.status);
  const error = useAuth((s) => s.error);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void authStore.getState().verifyMfa(code);
      }}
    >
      <Stack align="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <ShieldCheck aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          Two-factor verification
        </Title>
        <Text size="sm" ta="center">
          Enter the 6-digit code from your authenticator app.
        </Text>
        {error ? (
          <Alert color="red" role="alert" w="100%">
            {error}
          </Alert>
        ) : null}
        <CodeInput label="Authentication code" value={code} onChange={setCode} autoFocus />
        <Group>
          <Button variant="default" onClick={() => void authStore.getState().logout()}>
            Cancel
          </Button>
          <Button type="submit" disabled={code.length !== 6} loading={status === 'loading'}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
