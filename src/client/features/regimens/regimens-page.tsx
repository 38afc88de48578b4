import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { cancerSchema, intentSchema } from '../../../core/knowledge/regimen';
import { LoadError, LoadingState } from '../../components/query-state';
import { useRegimenList } from './api';
import { RegimenList, type RegimenFilters } from './regimen-list';
import { PlanOrderSheetView } from './plan-order-sheet';
import { RegimenView } from './regimen-view';

/** Filters live in the URL, so a filtered list can be bookmarked and Back returns to it. */
function readFilters(params: URLSearchParams): RegimenFilters {
  const cancer = cancerSchema.safeParse(params.get('cancer'));
  const intent = intentSchema.safeParse(params.get('intent'));
  return {
    q: params.get('q') ?? '',
    cancer: cancer.success ? cancer.data : null,
    intent: intent.success ? intent.data : null,
  };
}

function writeFilters(f: RegimenFilters): Record<string, string> {
  return {
    ...(f.q ? { q: f.q } : {}),
    ...(f.cancer ? { cancer: f.cancer } : {}),
    ...(f.intent ? { intent: f.intent } : {}),
  };
}

export default function RegimensPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const id = params.get('id');
  const listHref = `?${new URLSearchParams(writeFilters(filters)).toString()}`;
  const list = useRegimenList();

  const planId = params.get('plan');
  // Opened from a patient's treatment plan: that cycle's order sheet, signer and verifier included.
  if (id && planId) {
    return <PlanOrderSheetView key={planId} planId={planId} cycleNumber={Number(params.get('cycle') ?? '1')} />;
  }
  if (id) return <RegimenView key={id} id={id} backHref={listHref} />;

  return (
    <Stack>
      <div>
        <Title order={2}>Treatment plans</Title>
        <Text c="dimmed">
          Chemotherapy regimens from primary trials and FDA labels: open one to see its schedule,
          supportive care and dose modifications, and to calculate doses and print an order sheet.
        </Text>
      </div>
      {list.isPending ? (
        <LoadingState what="regimens" />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          retry={() => void list.refetch()}
          title="Could not load regimens"
        />
      ) : list.data.regimens.length === 0 ? (
        <Text>The knowledge base has no regimens.</Text>
      ) : (
        <RegimenList
          regimens={list.data.regimens}
          filters={filters}
          onFilters={(f) => setParams(writeFilters(f), { replace: true })}
          hrefFor={(regimenId) =>
            `?${new URLSearchParams({ ...writeFilters(filters), id: regimenId }).toString()}`
          }
        />
      )}
    </Stack>
  );
}
