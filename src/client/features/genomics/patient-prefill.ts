import type { GeneticItem, PatientDetail } from '../../lib/patient-api';
import type { PgxGeneInfo } from './api';
import type { GenotypeRow } from './genotype-form';

export interface GenotypePrefill {
  rows: Array<Omit<GenotypeRow, 'key'>>;
  /** One line per result that could not be put in the form as recorded. */
  notes: string[];
}

/**
 * A patient's genetics results as rows of the genotype form: the diplotype when recorded (the
 * engine derives the phenotype), else the reported phenotype if it is one of CPIC's terms for the
 * gene. A gene the engine does not interpret, or a phenotype it does not know, is named in
 * `notes`, never dropped silently and never read as normal.
 */
export function genotypeRowsFromRecord(
  genetics: readonly GeneticItem[],
  genes: readonly PgxGeneInfo[],
): GenotypePrefill {
  const byGene = new Map(genes.map((g) => [g.gene.toUpperCase(), g]));
  const rows: GenotypePrefill['rows'] = [];
  const notes: string[] = [];
  for (const g of genetics) {
    const info = byGene.get(g.gene.toUpperCase());
    if (!info) {
      notes.push(`${g.gene}: not a gene this page interprets, so it was not loaded.`);
      continue;
    }
    const base = { gene: info.gene as string, allele: null, activityScore: '' as const };
    if (g.diplotype) {
      rows.push({ ...base, mode: 'diplotype', diplotype: g.diplotype, phenotype: null });
      continue;
    }
    const reported = g.phenotype?.trim() ?? '';
    const term = info.cpicPhenotypes.find((p) => p.toLowerCase() === reported.toLowerCase());
    if (term && info.gene !== 'HLA-B') {
      rows.push({ ...base, mode: 'phenotype', diplotype: '', phenotype: term });
    } else {
      // HLA-B phenotypes need the allele tested, which the record's gene symbol cannot carry.
      rows.push({ ...base, mode: 'phenotype', diplotype: '', phenotype: term ?? null });
      notes.push(
        info.gene === 'HLA-B'
          ? `${g.gene}: recorded as "${reported}" without an allele; choose the allele tested.`
          : `${g.gene}: the recorded phenotype "${reported}" is not one of CPIC's terms; choose it from the list.`,
      );
    }
  }
  return { rows, notes };
}

/** One sentence on what was loaded from the record, for the note above the form. */
export function loadSummary(
  record: Pick<PatientDetail, 'label' | 'genetics'>,
  loadedRows: number,
  medications: number,
  medicationWord: { one: string; many: string },
): string {
  const results =
    record.genetics.length === 0
      ? `${record.label} has no genetics results on record; enter them from the laboratory report.`
      : `Loaded ${loadedRows} of ${record.genetics.length} genetics ${record.genetics.length === 1 ? 'result' : 'results'} of ${record.label}`;
  const meds = `${medications} active ${medications === 1 ? medicationWord.one : medicationWord.many} (read for phenoconversion)`;
  return record.genetics.length === 0
    ? `${results} ${medications > 0 ? `Loaded ${meds}.` : ''}`.trim()
    : `${results} and ${meds}.`;
}
