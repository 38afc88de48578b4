import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  Stack,
  TagsInput,
  TextInput,
  Title,
} from '@mantine/core';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { PgxGenotypeInput } from '../../../core/pgx';
import type { DrugRef, PgxEvaluateBody, PgxGeneInfo } from './api';
import { DIPLOTYPE_EXAMPLES } from './gene-examples';
import { PgxDrugPicker } from './pgx-drug-picker';
import { useTerm } from './use-term';

type Mode = 'diplotype' | 'phenotype';

export interface GenotypeRow {
  key: number;
  gene: string | null;
  /** HLA-B only, phenotype mode: which risk allele the positive/negative refers to. */
  allele: string | null;
  mode: Mode;
  diplotype: string;
  phenotype: string | null;
  activityScore: number | string;
}

type RowErrors = { gene?: string; allele?: string; value?: string };

const emptyRow = (key: number): GenotypeRow => ({
  key,
  gene: null,
  allele: null,
  mode: 'diplotype',
  diplotype: '',
  phenotype: null,
  activityScore: '',
});

/** Checks a row before sending; the server checks again and its answer wins. */
export function validateRow(row: GenotypeRow): RowErrors {
  const errors: RowErrors = {};
  if (!row.gene) errors.gene = 'Choose a gene';
  if (row.mode === 'diplotype' && row.diplotype.trim() === '') {
    errors.value = 'Enter the diplotype from the report';
  }
  if (row.mode === 'phenotype') {
    if (row.phenotype === null && row.activityScore === '') {
      errors.value = 'Choose the reported phenotype';
    }
    if (row.gene === 'HLA-B' && !row.allele) errors.allele = 'Choose the HLA-B allele tested';
  }
  return errors;
}

/** The request entry for one row, in the engine's input shape. */
export function toGenotypeInput(row: GenotypeRow): PgxGenotypeInput {
  const gene =
    row.gene === 'HLA-B' && row.mode === 'phenotype' && row.allele
      ? `HLA-B${row.allele}`
      : (row.gene ?? '');
  if (row.mode === 'diplotype') return { gene, diplotype: row.diplotype.trim() };
  return {
    gene,
    ...(row.phenotype !== null ? { phenotype: row.phenotype } : {}),
    ...(typeof row.activityScore === 'number' ? { activityScore: row.activityScore } : {}),
  };
}

export interface GenotypeFormProps {
  genes: PgxGeneInfo[];
  pending: boolean;
  /** Field messages from a 400, by genotype index. */
  serverErrors?: Record<number, string>;
  onSubmit(body: PgxEvaluateBody): void;
  /** Beside the heading: "load from the current patient". */
  headerAction?: ReactNode;
  /** Starting values (a patient's results); the page remounts the form to apply new ones. */
  initial?: { rows: Array<Omit<GenotypeRow, 'key'>>; medications: string[] };
}

export function GenotypeForm({
  genes,
  pending,
  serverErrors = {},
  onSubmit,
  headerAction,
  initial,
}: GenotypeFormProps) {
  const t = useTerm();
  const [rows, setRows] = useState<GenotypeRow[]>(() =>
    initial && initial.rows.length > 0
      ? initial.rows.map((r, key) => ({ ...r, key }))
      : [emptyRow(0)],
  );
  const [nextKey, setNextKey] = useState(() => Math.max(1, initial?.rows.length ?? 0));
  const [scope, setScope] = useState<'all' | 'selected'>('all');
  const [drugIds, setDrugIds] = useState<string[]>([]);
  const [medications, setMedications] = useState<string[]>(() => initial?.medications ?? []);
  const [showErrors, setShowErrors] = useState(false);

  const byGene = new Map(genes.map((g) => [g.gene as string, g]));
  const drugOptions = uniqueDrugs(genes).map((d) => ({ value: d.id, label: d.name }));
  const errors = rows.map(validateRow);
  const scopeError =
    showErrors && scope === 'selected' && drugIds.length === 0
      ? 'Choose at least one drug, or check all drugs'
      : null;

  const update = (key: number, patch: Partial<GenotypeRow>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  function submit(e: FormEvent) {
    e.preventDefault();
    setShowErrors(true);
    const invalid = errors.some((x) => Object.keys(x).length > 0);
    if (invalid || (scope === 'selected' && drugIds.length === 0)) return;
    onSubmit({
      genotypes: rows.map(toGenotypeInput),
      ...(scope === 'selected' ? { drugs: drugIds } : {}),
      ...(medications.length > 0 ? { medications } : {}),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Genotype results">
      <Stack>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={3} size="h4">
            Test results
          </Title>
          {headerAction}
        </Group>

        {rows.map((row, index) => {
          const info = row.gene ? byGene.get(row.gene) : undefined;
          const rowErrors = showErrors ? (errors[index] ?? {}) : {};
          const serverError = serverErrors[index];
          const examples = info ? DIPLOTYPE_EXAMPLES[info.gene] : [];
          const label = row.gene ?? `Result ${index + 1}`;
          return (
            <Paper key={row.key} withBorder p="sm" radius="md" aria-label={`Result ${index + 1}`}>
              <Group align="flex-start" wrap="wrap" gap="sm">
                <Select
                  label="Gene"
                  placeholder="Choose a gene"
                  data={genes.map((g) => ({ value: g.gene, label: `${g.gene} — ${g.name}` }))}
                  value={row.gene}
                  onChange={(gene) =>
                    update(row.key, { gene, allele: null, phenotype: null, activityScore: '' })
                  }
                  searchable
                  required
                  error={rowErrors.gene ?? serverError}
                  w={{ base: '100%', sm: 260 }}
                />
                <Radio.Group
                  label="Enter as"
                  value={row.mode}
                  onChange={(v) => update(row.key, { mode: v as Mode })}
                >
                  <Group mt={8} gap="md">
                    <Radio value="diplotype" label="Diplotype" />
                    <Radio value="phenotype" label="Phenotype" />
                  </Group>
                </Radio.Group>
                {row.mode === 'diplotype' ? (
                  <TextInput
                    label="Diplotype"
                    placeholder={examples[0] ?? '*1/*4'}
                    description={
                      examples.length > 0
                        ? `e.g. ${examples.join('  or  ')}`
                        : 'Two alleles separated by "/", e.g. *1/*4'
                    }
                    value={row.diplotype}
                    onChange={(e) => update(row.key, { diplotype: e.currentTarget.value })}
                    error={rowErrors.value}
                    required
                    autoComplete="off"
                    spellCheck={false}
                    style={{ flex: 1, minWidth: 220 }}
                  />
                ) : (
                  <>
                    {row.gene === 'HLA-B' ? (
                      <Select
                        label="Allele tested"
                        data={(info?.riskAlleles ?? []).map((a) => ({
                          value: a,
                          label: `HLA-B${a}`,
                        }))}
                        value={row.allele}
                        onChange={(allele) => update(row.key, { allele })}
                        error={rowErrors.allele}
                        required
                        w={{ base: '100%', sm: 160 }}
                      />
                    ) : null}
                    <Select
                      label="Phenotype"
                      placeholder="As reported"
                      data={info?.cpicPhenotypes ?? []}
                      value={row.phenotype}
                      onChange={(phenotype) => update(row.key, { phenotype })}
                      error={rowErrors.value}
                      disabled={!info}
                      required
                      w={{ base: '100%', sm: 260 }}
                    />
                    {info?.method === 'activity-score' ? (
                      <NumberInput
                        label="Activity score (optional)"
                        description="CPIC splits some advice by score"
                        value={row.activityScore}
                        onChange={(activityScore) => update(row.key, { activityScore })}
                        min={0}
                        max={20}
                        step={0.25}
                        decimalScale={2}
                        allowNegative={false}
                        w={{ base: '100%', sm: 190 }}
                      />
                    ) : null}
                  </>
                )}
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size="lg"
                  mt={26}
                  onClick={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
                  disabled={rows.length === 1}
                  aria-label={`Remove ${label}`}
                >
                  <Trash2 size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<Plus size={16} aria-hidden />}
            onClick={() => {
              setRows((rs) => [...rs, emptyRow(nextKey)]);
              setNextKey((k) => k + 1);
            }}
            disabled={rows.length >= 60}
          >
            Add another gene
          </Button>
        </Group>

        <TagsInput
          label={`Current ${t('medication', true).toLowerCase()}`}
          description="Checked for CYP2D6 inhibitors, which lower the effective CYP2D6 phenotype (phenoconversion). Type a name and press Enter."
          placeholder="e.g. paroxetine"
          value={medications}
          onChange={setMedications}
          clearable
        />

        <Radio.Group
          label="Drugs to check"
          value={scope}
          onChange={(v) => setScope(v === 'selected' ? 'selected' : 'all')}
        >
          <Group mt={6}>
            <Radio value="all" label="Every drug with guidance for these genes" />
            <Radio value="selected" label="Only the drugs I choose" />
          </Group>
        </Radio.Group>
        {scope === 'selected' ? (
          <PgxDrugPicker
            options={drugOptions}
            value={drugIds}
            onChange={setDrugIds}
            error={scopeError}
          />
        ) : null}

        {showErrors && errors.some((x) => Object.keys(x).length > 0) ? (
          <Alert variant="outline" color="red.9" title="Some results are incomplete">
            Fix the highlighted fields, then interpret again.
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={pending}>
            Interpret genotypes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function uniqueDrugs(genes: PgxGeneInfo[]): DrugRef[] {
  const byId = new Map<string, DrugRef>();
  for (const g of genes) for (const d of g.drugs) byId.set(d.id, d);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
