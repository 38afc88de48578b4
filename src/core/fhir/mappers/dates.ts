/* FHIR date and dateTime values as the product keeps them. */

export const FULL_DATE = /^(\d{4}-\d{2}-\d{2})/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The calendar date of a FHIR date or dateTime, or null when it is partial (a year) or invalid. */
export function fhirDate(value: string | undefined): string | null {
  const m = value ? FULL_DATE.exec(value) : null;
  if (!m) return null;
  const d = new Date(`${m[1]}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === m[1] ? m[1]! : null;
}

/** A FHIR dateTime as the product's timestamp: full date-time with its offset, or a whole date. */
export function fhirTimestamp(value: string | undefined): string | null {
  if (!value) return null;
  if (DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) {
    // FHIR allows a time without seconds only in instants' absence; the product wants seconds.
    return /T\d{2}:\d{2}(Z|[+-])/.test(value) ? value.replace(/(T\d{2}:\d{2})/, '$1:00') : value;
  }
  return value.length === 10 ? fhirDate(value) : null;
}

export const timeOf = (ts: string) => Date.parse(ts.length === 10 ? `${ts}T00:00:00Z` : ts);
