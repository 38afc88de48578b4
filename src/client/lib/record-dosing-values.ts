import type { RawNumber } from './dosing-inputs';
import type { PatientDetail } from './patient-api';

/** The dosing inputs a record gives: demographics and the latest creatinine (mg/dL). */
export interface RecordDosingValues {
  height: RawNumber;
  weight: RawNumber;
  age: RawNumber;
  /** Sex as the equations take it; anything else stays unanswered, never a default. */
  sex: 'female' | 'male' | null;
  scr: RawNumber;
  /** The note under the load button: whose values, which creatinine, what to check. */
  note: string;
}

/**
 * The record's values as the treatment plan reads them, for a form to prefill: a value the record
 * lacks stays empty (to be entered), never guessed.
 */
export function dosingValuesFromRecord(record: PatientDetail): RecordDosingValues {
  const d = record.demographics;
  const scr = record.labValues
    .filter((l) => (l.labName ?? l.labType) === 'creatinine' && l.canonicalValue !== null)
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : -1))[0];
  return {
    height: d.heightCm ?? '',
    weight: d.weightKg ?? '',
    age: d.ageYears ?? '',
    sex: d.sex === 'female' || d.sex === 'male' ? d.sex : null,
    scr: scr?.canonicalValue ?? '',
    note: `Loaded from ${record.label}${scr ? `; creatinine of ${scr.timestamp.slice(0, 10)}` : '; no creatinine on record'}. Check height and weight are current.`,
  };
}
