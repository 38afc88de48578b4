import { Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PgxAction } from '../../../core/knowledge/pgx';
import { ACTION_ORDER, ActionBadge } from './action-meta';
import type { PgxGeneInfo, PgxMatrix } from './api';
import { capitalise } from './format';

type Cell = PgxMatrix['cells'][number];

/** Distinct actions over all phenotypes of a cell, most restrictive first. */
export function cellActions(cells: Cell[]): PgxAction[] {
  const set = new Set<PgxAction>();
  for (const c of cells)
    for (const list of Object.values(c.actions)) list.forEach((a) => set.add(a));
  return ACTION_ORDER.filter((a) => set.has(a) && a !== 'indeterminate');
}

function cellKeyLabel(c: Cell): string {
  return c.allele ? `${c.gene}${c.allele}` : c.gene;
}

/**
 * Gene × drug overview: which actions CPIC gives across a gene's phenotypes for each drug. A
 * gene can then be opened to see the action per phenotype.
 */
export function GeneDrugMatrix({ matrix, genes }: { matrix: PgxMatrix; genes: PgxGeneInfo[] }) {
  const [focus, setFocus] = useState<string | null>(null);
  const usedGenes = matrix.genes.filter((g) => matrix.cells.some((c) => c.gene === g));
  const drugs = [...matrix.drugs].sort((a, b) => a.name.localeCompare(b.name));
  const cellsFor = (gene: string, drugId: string) =>
    matrix.cells.filter((c) => c.gene === gene && c.drugId === drugId);

  if (matrix.cells.length === 0) {
    return <Text c="dimmed">The knowledge base has no gene–drug rules to show.</Text>;
  }

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Each cell lists the actions the guideline gives across that gene&apos;s phenotypes
        (indeterminate results always give no genotype-based advice). A dash means no rule.
      </Text>
      <Table.ScrollContainer
        type="native"
        tabIndex={0}
        minWidth={Math.max(600, 140 + usedGenes.length * 110)}
      >
        <Table withColumnBorders withTableBorder verticalSpacing={6} horizontalSpacing={6}>
          <Table.Caption>
            Pharmacogenomic actions by drug (rows) and gene (columns): {drugs.length} drugs,{' '}
            {usedGenes.length} genes
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Drug</Table.Th>
              {usedGenes.map((g) => (
                <Table.Th scope="col" key={g}>
                  {g}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {drugs.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Th scope="row">{capitalise(d.name)}</Table.Th>
                {usedGenes.map((g) => {
                  const cells = cellsFor(g, d.id);
                  if (cells.length === 0) {
                    return (
                      <Table.Td key={g} ta="center">
                        <span aria-hidden>—</span>
                        <span className="visually-hidden">no rule</span>
                      </Table.Td>
                    );
                  }
                  const actions = cellActions(cells);
                  const alleles = cells.filter((c) => c.allele).map((c) => c.allele);
                  return (
                    <Table.Td key={g}>
                      <Stack gap={2} align="flex-start">
                        {alleles.length > 0 ? (
                          <Text size="xs" c="dimmed">
                            {alleles.join(', ')}
                          </Text>
                        ) : null}
                        {actions.map((a) => (
                          <ActionBadge key={a} action={a} size="xs" short />
                        ))}
                      </Stack>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={3} size="h4">
        Actions by phenotype
      </Title>
      <Select
        label="Gene"
        placeholder="Choose a gene to see each phenotype's action"
        data={usedGenes}
        value={focus}
        onChange={setFocus}
        clearable
        w={{ base: '100%', sm: 280 }}
      />
      {focus ? <PhenotypeTable gene={focus} matrix={matrix} genes={genes} /> : null}
    </Stack>
  );
}

function PhenotypeTable({
  gene,
  matrix,
  genes,
}: {
  gene: string;
  matrix: PgxMatrix;
  genes: PgxGeneInfo[];
}) {
  const cells = matrix.cells.filter((c) => c.gene === gene);
  const info = genes.find((g) => g.gene === gene);
  const fromCells = [...new Set(cells.flatMap((c) => Object.keys(c.actions)))];
  const phenotypes = (info?.phenotypes ?? fromCells).filter((p) => fromCells.includes(p));
  const names = new Map(matrix.drugs.map((d) => [d.id, d.name]));
  return (
    <Stack gap="xs">
      {info ? (
        <Text size="sm" c="dimmed">
          {info.name}. Allele and phenotype tables: {info.tableVersion}.
        </Text>
      ) : null}
      <Table.ScrollContainer
        type="native"
        tabIndex={0}
        minWidth={Math.max(560, 160 + phenotypes.length * 130)}
      >
        <Table withColumnBorders withTableBorder verticalSpacing={6}>
          <Table.Caption>
            {gene}: action for each phenotype, per drug and guideline population
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Drug</Table.Th>
              {phenotypes.map((p) => (
                <Table.Th scope="col" key={p}>
                  {capitalise(p)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cells.map((c) => (
              <Table.Tr key={`${cellKeyLabel(c)}|${c.drugId}`}>
                <Table.Th scope="row">
                  {capitalise(names.get(c.drugId) ?? c.drugId)}
                  {c.allele ? ` (${cellKeyLabel(c)})` : ''}
                  {c.populations.some((p) => p !== 'general') ? (
                    <Text size="xs" c="dimmed" fw={400}>
                      Populations: {c.populations.join(', ')}
                    </Text>
                  ) : null}
                </Table.Th>
                {phenotypes.map((p) => (
                  <Table.Td key={p}>
                    <Group gap={4}>
                      {(c.actions[p] ?? []).length === 0 ? (
                        <Text size="xs" c="dimmed">
                          not listed
                        </Text>
                      ) : (
                        ACTION_ORDER.filter((a) => c.actions[p]?.includes(a)).map((a) => (
                          <ActionBadge key={a} action={a} size="xs" short />
                        ))
                      )}
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
