import type { PatientSex } from '../../core/patients/schemas';
import type { MedicationItem } from './patient-api';

/*
 * What pages outside the patient feature take from a record (issue 11 "load from the current
 * patient"): the interaction checker the active medications, genomics the genotypes and the
 * medications for phenoconversion, the patient picker and bar a line of facts.
 */

/**
 * The active medication orders as names to check: each order's name as written (the server
 * resolves it the way it resolved the order, and reports what it cannot match), repeats ignoring
 * case dropped. In the de-identified view an order that matched no drug has no name, so it cannot
 * be sent: `withheld` counts those, for the page to say so.
 */
export function activeMedicationNames(record: {
  medications: ReadonlyArray<Pick<MedicationItem, 'drugName' | 'resolved' | 'isActive'>>;
}): { names: string[]; unresolved: string[]; withheld: number } {
  const names: string[] = [];
  const unresolved: string[] = [];
  const seen = new Set<string>();
  let withheld = 0;
  for (const m of record.medications) {
    if (!m.isActive) continue;
    const name = m.drugName?.trim() ?? '';
    if (!name) {
      withheld += 1;
      continue;
    }
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
    if (!m.resolved) unresolved.push(name);
  }
  return { names, unresolved, withheld };
}

/** "72 y · female · MRN DEMO-0001": what tells two patients apart at a glance. */
export function patientFacts(p: {
  ageYears: number | null;
  sex: PatientSex;
  mrn?: string;
}): string {
  const parts: string[] = [];
  parts.push(p.ageYears === null ? 'age unknown' : `${p.ageYears} y`);
  parts.push(p.sex === 'unknown' ? 'sex not recorded' : p.sex);
  if (p.mrn) parts.push(`MRN ${p.mrn}`);
  return parts.join(' · ');
}
