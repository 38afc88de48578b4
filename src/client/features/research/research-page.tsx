import { Alert, Stack, Text, Title } from '@mantine/core';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { LoadingState } from '../../components/query-state';
import { ApiError } from '../../lib/api';
import { fieldErrors, useCohort, type CohortRequest } from './api';
import { CohortForm } from './cohort-form';
import { CohortResults } from './cohort-results';
import { toCriteria } from './criteria';

const PAGE_SIZE = 25;

/**
 * /research (SPEC §2: researcher and oncologist; the server enforces it): a de-identified cohort
 * builder over the institution's records, in the researcher's words (subjects, interventions,
 * adverse events) whoever opens it. Every query is audited on the server.
 */
export default function ResearchPage() {
  const [request, setRequest] = useState<CohortRequest | null>(null);
  const cohort = useCohort(request);
  const errors = fieldErrors(cohort.error);
  const general =
    cohort.isError && Object.keys(errors).length === 0
      ? cohort.error instanceof ApiError || cohort.error instanceof Error
        ? cohort.error.message
        : 'The query failed.'
      : null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Research: cohort builder</Title>
        <Text size="sm" c="dimmed" maw={820}>
          Count and describe the subjects of your institution that match every criterion you set.
          Subjects are de-identified: pseudonyms, shifted dates, clinical words and codes only.
          Groups of fewer than 5 subjects are shown as “&lt;5”. Every query is recorded in the audit
          trail.
        </Text>
      </div>
      <CohortForm
        pending={cohort.isFetching}
        errors={errors}
        onSubmit={(values) =>
          setRequest({ criteria: toCriteria(values), page: 1, pageSize: PAGE_SIZE })
        }
        onClear={() => setRequest(null)}
      />
      {general ? (
        <Alert
          variant="outline"
          color="red.9"
          icon={<TriangleAlert size={18} aria-hidden />}
          title="The query could not be run"
          role="alert"
        >
          {general}
        </Alert>
      ) : Object.keys(errors).length > 0 ? (
        <Alert variant="outline" color="red.9" role="alert" title="Check the criteria">
          {Object.values(errors).join(' ')}
        </Alert>
      ) : null}
      {request === null ? (
        <Text c="dimmed">
          Set criteria and run the query; with none, every active subject counts.
        </Text>
      ) : cohort.isPending ? (
        <LoadingState what="the cohort" />
      ) : cohort.data && !cohort.isError ? (
        <CohortResults
          data={cohort.data}
          criteria={request.criteria}
          onPage={(page) => setRequest({ ...request, page })}
        />
      ) : null}
    </Stack>
  );
}
