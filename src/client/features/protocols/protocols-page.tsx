import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { protocolCategorySchema } from '../../../core/knowledge/protocol';
import { LoadError, LoadingState } from '../../components/query-state';
import { useProtocolList } from './api';
import { ProtocolList, type ProtocolFilters } from './protocol-list';
import { ProtocolView } from './protocol-view';

function readFilters(params: URLSearchParams): ProtocolFilters {
  const category = protocolCategorySchema.safeParse(params.get('category'));
  return { q: params.get('q') ?? '', category: category.success ? category.data : null };
}

function writeFilters(f: ProtocolFilters): Record<string, string> {
  return { ...(f.q ? { q: f.q } : {}), ...(f.category ? { category: f.category } : {}) };
}

export default function ProtocolsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const id = params.get('id');
  const list = useProtocolList();

  if (id) {
    return (
      <ProtocolView
        key={id}
        id={id}
        backHref={`?${new URLSearchParams(writeFilters(filters)).toString()}`}
      />
    );
  }

  return (
    <Stack>
      <div>
        <Title order={2}>Protocols</Title>
        <Text c="dimmed">
          Supportive-care pathways from published guidelines and FDA labels. Open one to step
          through it, or show all its steps at once.
        </Text>
      </div>
      {list.isPending ? (
        <LoadingState what="protocols" />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          retry={() => void list.refetch()}
          title="Could not load protocols"
        />
      ) : list.data.protocols.length === 0 ? (
        <Text>The knowledge base has no protocols.</Text>
      ) : (
        <ProtocolList
          protocols={list.data.protocols}
          filters={filters}
          onFilters={(f) => setParams(writeFilters(f), { replace: true })}
          hrefFor={(pid) =>
            `?${new URLSearchParams({ ...writeFilters(filters), id: pid }).toString()}`
          }
        />
      )}
    </Stack>
  );
}
