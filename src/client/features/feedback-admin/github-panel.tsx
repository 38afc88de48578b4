import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  NativeSelect,
  PasswordInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CheckCircle2, ExternalLink, PlugZap, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  ISSUE_TRACKER_CONFIG_MESSAGES as M,
  validateIssueTrackerConfig,
} from '../../../core/validation';
import { ApiError } from '../../lib/api';
import {
  useGithubConfig,
  useGithubIssues,
  useSaveGithubConfig,
  useTestConnection,
  useUpdateIssue,
  type GithubConfig,
  type GithubConfigInput,
  type IssueFilters,
} from './api';
import { formatDate } from './labels';

/** SPEC §8. */
export const SAVE_FAILED_MESSAGE = 'Failed to save GitHub configuration';

type FieldName = 'owner' | 'repo' | 'token' | 'apiUrl';

const FIELD_OF: Record<string, FieldName> = {
  [M.ownerRequired]: 'owner',
  [M.ownerInvalid]: 'owner',
  [M.repoRequired]: 'repo',
  [M.repoInvalid]: 'repo',
  [M.tokenRequired]: 'token',
  [M.tokenTooShort]: 'token',
  [M.apiUrlNotHttps]: 'apiUrl',
  [M.apiUrlInvalid]: 'apiUrl',
};

function errorsFrom(error: unknown): string[] {
  if (error instanceof ApiError && error.code === 'validation') {
    const details = error.details as { errors?: unknown } | undefined;
    if (Array.isArray(details?.errors)) return details.errors.map(String);
    return [error.message];
  }
  return [SAVE_FAILED_MESSAGE];
}

function ConfigForm({ config }: { config: GithubConfig }) {
  const save = useSaveGithubConfig();
  const [form, setForm] = useState<GithubConfigInput>({
    enabled: config.enabled,
    owner: config.owner,
    repo: config.repo,
    token: '',
    apiUrl: config.apiUrl ?? '',
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof GithubConfigInput>(key: K, value: GithubConfigInput[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setSaved(false);
  };
  const fieldError = (field: FieldName) =>
    errors.filter((e) => FIELD_OF[e] === field).join(' ') || undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // The same checks and messages as the server (SPEC §5); the server checks again.
    const check = config.tokenSet
      ? validateIssueTrackerConfig(form, { tokenOptional: true })
      : validateIssueTrackerConfig(form);
    if (!check.valid) {
      setErrors(check.errors);
      return;
    }
    setErrors([]);
    save.mutate(form, {
      onSuccess: () => {
        setSaved(true);
        setForm((f) => ({ ...f, token: '' }));
      },
      onError: (error) => setErrors(errorsFrom(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="GitHub configuration">
      <Stack gap="sm">
        <Switch
          label="Enable the GitHub integration"
          checked={form.enabled}
          onChange={(e) => set('enabled', e.currentTarget.checked)}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Repository owner"
            required
            value={form.owner}
            onChange={(e) => set('owner', e.currentTarget.value)}
            error={fieldError('owner')}
          />
          <TextInput
            label="Repository name"
            required
            value={form.repo}
            onChange={(e) => set('repo', e.currentTarget.value)}
            error={fieldError('repo')}
          />
        </Group>
        <PasswordInput
          label="GitHub token"
          required={!config.tokenSet}
          description={
            config.tokenSet
              ? `A token ending in …${config.tokenLast4 ?? ''} is saved. Leave blank to keep it.`
              : 'A fine-grained token with read and write access to issues of this repository.'
          }
          autoComplete="off"
          value={form.token}
          onChange={(e) => set('token', e.currentTarget.value)}
          error={fieldError('token')}
        />
        <TextInput
          label="API URL"
          description={`For GitHub Enterprise Server. Leave blank for ${config.defaultApiUrl}.`}
          placeholder={config.defaultApiUrl}
          value={form.apiUrl}
          onChange={(e) => set('apiUrl', e.currentTarget.value)}
          error={fieldError('apiUrl')}
        />
        {errors.length > 0 ? (
          <Alert color="red" role="alert" title="The configuration was not saved">
            <List size="sm">
              {errors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {saved ? (
          <Alert color="green" role="status" icon={<CheckCircle2 size={18} aria-hidden />}>
            GitHub configuration saved.
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save configuration
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ConnectionTest({ configured }: { configured: boolean }) {
  const test = useTestConnection();
  const result = test.data;
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="light"
          leftSection={<PlugZap size={16} aria-hidden />}
          onClick={() => test.mutate()}
          loading={test.isPending}
          disabled={!configured}
        >
          Test connection
        </Button>
        {!configured ? (
          <Text size="sm" c="dimmed">
            Save a configuration first.
          </Text>
        ) : null}
      </Group>
      {result ? (
        <Alert
          color={result.success ? 'green' : 'red'}
          role={result.success ? 'status' : 'alert'}
          icon={
            result.success ? (
              <CheckCircle2 size={18} aria-hidden />
            ) : (
              <XCircle size={18} aria-hidden />
            )
          }
          title={result.message}
        >
          {result.repository ? (
            <Anchor href={result.repository.url} target="_blank" rel="noopener noreferrer">
              {result.repository.fullName}
            </Anchor>
          ) : null}
          {result.detail ? (
            <Text size="sm">
              {result.detail}
              {result.status ? ` (HTTP ${result.status})` : ''}
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {test.isError ? (
        <Alert color="red" role="alert" title="Connection failed">
          {test.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

function IssueList() {
  const [filters, setFilters] = useState<IssueFilters>({ state: 'open', labels: 'feedback' });
  const [labelsDraft, setLabelsDraft] = useState('feedback');
  const issues = useGithubIssues(filters, true);
  const update = useUpdateIssue();
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <NativeSelect
          label="State"
          value={filters.state}
          onChange={(e) =>
            setFilters((f) => ({ ...f, state: e.currentTarget.value as IssueFilters['state'] }))
          }
          data={[
            { value: 'open', label: 'Open' },
            { value: 'closed', label: 'Closed' },
            { value: 'all', label: 'All' },
          ]}
        />
        <TextInput
          label="Labels (comma-separated, all must match)"
          value={labelsDraft}
          onChange={(e) => setLabelsDraft(e.currentTarget.value)}
          onBlur={() => setFilters((f) => ({ ...f, labels: labelsDraft }))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setFilters((f) => ({ ...f, labels: labelsDraft }));
          }}
        />
      </Group>
      {issues.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Loading issues…</Text>
        </Group>
      ) : issues.isError ? (
        <Alert color="red" role="alert">
          {issues.error.message}
        </Alert>
      ) : issues.data.issues.length === 0 ? (
        <Text role="status">
          No {filters.state === 'all' ? '' : `${filters.state} `}issues match.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Issue</Table.Th>
                <Table.Th scope="col">State</Table.Th>
                <Table.Th scope="col">Labels</Table.Th>
                <Table.Th scope="col">Updated</Table.Th>
                <Table.Th scope="col">Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {issues.data.issues.map((issue) => (
                <Table.Tr key={issue.number}>
                  <Table.Td>
                    <Anchor href={issue.url} target="_blank" rel="noopener noreferrer" size="sm">
                      #{issue.number} {issue.title}{' '}
                      <ExternalLink size={12} aria-label="(opens in a new tab)" />
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={issue.state === 'open' ? 'green' : 'gray'} variant="light">
                      {issue.state}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{issue.labels.join(', ')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(issue.updatedAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      loading={update.isPending && update.variables?.number === issue.number}
                      onClick={() =>
                        update.mutate({
                          number: issue.number,
                          patch:
                            issue.state === 'open'
                              ? { state: 'closed', stateReason: 'completed' }
                              : { state: 'open', stateReason: 'reopened' },
                        })
                      }
                    >
                      {issue.state === 'open'
                        ? `Close #${issue.number}`
                        : `Reopen #${issue.number}`}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {update.isError ? (
        <Alert color="red" role="alert">
          {update.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The institution's GitHub settings, a connection test and the repository's issues. */
export function GithubPanel() {
  const config = useGithubConfig();
  if (config.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>Loading the GitHub configuration…</Text>
      </Group>
    );
  }
  if (config.isError) {
    return (
      <Alert color="red" role="alert" title="The GitHub configuration could not be loaded">
        {config.error.message}
      </Alert>
    );
  }
  const c = config.data;
  return (
    <Stack>
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          Configuration
        </Title>
        <Text size="sm" mb="sm">
          Kept on the server for your institution. The token is stored encrypted and is never shown
          again after saving.
        </Text>
        <ConfigForm config={c} />
      </Card>
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          Connection
        </Title>
        <ConnectionTest configured={c.configured} />
      </Card>
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          Issues {c.configured ? `in ${c.owner}/${c.repo}` : ''}
        </Title>
        {c.configured && c.enabled ? (
          <IssueList />
        ) : (
          <Text size="sm" role="status">
            {c.configured ? 'GitHub integration not enabled' : 'GitHub integration not configured'}.
            Issues are listed once the integration is configured and enabled.
          </Text>
        )}
      </Card>
    </Stack>
  );
}
