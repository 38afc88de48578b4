import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { Dna, Grid3x3, ListChecks, Microscope, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFromPatientButton } from '../../components/load-from-patient';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { ApiError } from '../../lib/api';
import type { PatientDetail } from '../../lib/patient-api';
import { activeMedicationNames } from '../../lib/patient-load';
import { useEvaluatePgx, usePgxGenes, usePgxMatrix } from './api';
import { GeneDrugMatrix } from './gene-drug-matrix';
import { GenesOverview } from './genes-overview';
import { GenotypeForm } from './genotype-form';
import { genotypeRowsFromRecord, loadSummary, type GenotypePrefill } from './patient-prefill';
import { PgxResults } from './pgx-results';
import { TumourProfile } from './tumour-profile';
import { useTerm } from './use-term';

const TABS = ['interpret', 'tumour', 'matrix', 'genes'] as const;
type Tab = (typeof TABS)[number];

/** Field errors of a 400 from /api/pgx/evaluate, by genotype index. */
function genotypeErrors(error: unknown): Record<number, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const out: Record<number, string> = {};
  for (const d of error.details as Array<{ path?: string; message?: string }>) {
    const m = /genotypes\.(\d+)/.exec(d.path ?? '');
    if (m?.[1] && d.message) out[Number(m[1])] = d.message;
  }
  return out;
}

interface LoadedPatient extends GenotypePrefill {
  version: number;
  medications: string[];
  summary: string;
}

export default function GenomicsPage() {
  const t = useTerm();
  const [params, setParams] = useSearchParams();
  const raw = params.get('view');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'interpret';
  const genes = usePgxGenes();
  const matrix = usePgxMatrix();
  const evaluate = useEvaluatePgx();
  const [loaded, setLoaded] = useState<LoadedPatient | null>(null);

  const loadPatient = (record: PatientDetail) => {
    const prefill = genotypeRowsFromRecord(record.genetics, genes.data?.genes ?? []);
    const { names } = activeMedicationNames(record);
    evaluate.reset();
    setLoaded({
      ...prefill,
      version: (loaded?.version ?? 0) + 1,
      medications: names,
      summary: loadSummary(record, prefill.rows.length, names.length, {
        one: t('medication').toLowerCase(),
        many: t('medication', true).toLowerCase(),
      }),
    });
  };

  let interpret: ReactNode;
  if (genes.isPending) interpret = <LoadingState what="genes" />;
  else if (genes.isError)
    interpret = (
      <LoadError
        error={genes.error}
        retry={() => void genes.refetch()}
        title="Could not load genes"
      />
    );
  else
    interpret = (
      <Stack gap="xl">
        {loaded ? (
          <Alert color={TONE.info} variant="light" role="status" title="Loaded from the record">
            <Text size="sm">{loaded.summary}</Text>
            {loaded.notes.map((n) => (
              <Text size="sm" key={n}>
                {n}
              </Text>
            ))}
          </Alert>
        ) : null}
        <GenotypeForm
          key={loaded?.version ?? 0}
          initial={loaded ?? undefined}
          headerAction={
            <LoadFromPatientButton
              what={`genetics results and active ${t('medication', true).toLowerCase()}`}
              onLoad={loadPatient}
            />
          }
          genes={genes.data.genes}
          pending={evaluate.isPending}
          serverErrors={genotypeErrors(evaluate.error)}
          onSubmit={(body) => evaluate.mutate(body)}
        />
        {evaluate.isError ? (
          <Alert
            variant="outline"
            color="red.9"
            icon={<TriangleAlert size={18} aria-hidden />}
            title="Could not interpret the results"
            role="alert"
          >
            {evaluate.error.message}
          </Alert>
        ) : null}
        {evaluate.isSuccess ? <PgxResults result={evaluate.data} /> : null}
      </Stack>
    );

  return (
    <Stack>
      <div>
        <Title order={2}>Pharmacogenomics</Title>
        <Text c="dimmed">
          Interpret genotype results with CPIC tables: phenotype, activity score and the
          genotype-guided recommendation for each drug, with sources. The tumour profile matches a
          tumour&apos;s biomarkers to biomarker-defined therapies and resistance markers.
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(v) => setParams(v && v !== 'interpret' ? { view: v } : {}, { replace: true })}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="interpret" leftSection={<Dna size={16} aria-hidden />}>
            Interpret results
          </Tabs.Tab>
          <Tabs.Tab value="tumour" leftSection={<Microscope size={16} aria-hidden />}>
            Tumour profile
          </Tabs.Tab>
          <Tabs.Tab value="matrix" leftSection={<Grid3x3 size={16} aria-hidden />}>
            Gene–drug matrix
          </Tabs.Tab>
          <Tabs.Tab value="genes" leftSection={<ListChecks size={16} aria-hidden />}>
            Genes and tables
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="interpret">{interpret}</Tabs.Panel>
        <Tabs.Panel value="tumour">
          <TumourProfile />
        </Tabs.Panel>
        <Tabs.Panel value="matrix">
          {matrix.isPending || genes.isPending ? (
            <LoadingState what="the gene–drug matrix" />
          ) : matrix.isError ? (
            <LoadError
              error={matrix.error}
              retry={() => void matrix.refetch()}
              title="Could not load the gene–drug matrix"
            />
          ) : (
            <GeneDrugMatrix matrix={matrix.data} genes={genes.data?.genes ?? []} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="genes">
          {genes.isPending ? (
            <LoadingState what="genes" />
          ) : genes.isError ? (
            <LoadError
              error={genes.error}
              retry={() => void genes.refetch()}
              title="Could not load genes"
            />
          ) : (
            <GenesOverview genes={genes.data.genes} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
