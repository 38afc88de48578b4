import { demographicsSchema } from '../../patients';
import { PSEUDONYM_SYSTEM, SYSTEM } from '../codes';
import { hasCode, readConcept, type Node } from '../json';
import type { ImportContext } from './context';
import { FULL_DATE, fhirDate } from './dates';
import type { Entry } from './entries';
import type { Demographics, DemographicField } from './types';

/* Patient → demographics (name, birth date, sex, MRN, deceased[x]) and the Patient's identifiers. */

const DEMOGRAPHIC_WORDS: Record<DemographicField, string> = {
  firstName: 'first name',
  lastName: 'last name',
  dateOfBirth: 'date of birth',
  sex: 'sex',
  mrn: 'MRN',
};

export function readPatient(ctx: ImportContext, e: Entry): void {
  const n = e.node;
  const names = n
    .get('name')
    .items()
    .filter((x) => x.object());
  const name = names.find((x) => x.get('use').text() === 'official') ?? names[0];
  const found: string[] = [];
  const set = <K extends keyof Demographics>(key: K, value: Demographics[K] | undefined) => {
    if (value === undefined || value === null) return;
    const r = demographicsSchema.shape[key].safeParse(value);
    if (r.success) {
      ctx.demographics[key] = value;
      found.push(key);
    } else {
      ctx.report.notes.push(`Patient ${key} not used: ${r.error.issues[0]!.message}`);
    }
  };
  if (name) {
    const given = name
      .get('given')
      .items()
      .map((g) => g.text())
      .filter((g): g is string => !!g);
    set('firstName', given.length > 0 ? given.join(' ') : undefined);
    set('lastName', name.get('family').text());
  }
  const birth = n.get('birthDate').text();
  const dob = fhirDate(birth);
  if (birth && !dob) {
    ctx.report.notes.push(`Patient birthDate "${birth}" is not a full date (YYYY-MM-DD).`);
  }
  set('dateOfBirth', dob ?? undefined);
  const gender = n.get('gender').text();
  set('sex', gender as Demographics['sex'] | undefined);
  set('mrn', mrn(ctx, n));
  for (const i of n.get('identifier').items()) {
    const value = i.get('value').text();
    const system = i.get('system').text() ?? null;
    if (value && value.length <= 64 && system !== PSEUDONYM_SYSTEM)
      ctx.identifiers.push({ system, value });
  }
  // Patient.deceased[x] (FHIR R4): a date(Time) or a boolean. Absent says nothing: the patient
  // is read as alive, as the sending system has it.
  const deceasedAt = n.get('deceasedDateTime').text();
  const deceasedFlag = n.get('deceasedBoolean').bool();
  if (deceasedAt !== undefined) {
    const date = FULL_DATE.exec(deceasedAt)?.[1] ?? null;
    ctx.demographics.deceased = true;
    ctx.demographics.deceasedDate = date;
    found.push(date ? `deceased ${date}` : 'deceased');
    if (!date) {
      ctx.report.notes.push(
        `Patient deceasedDateTime "${deceasedAt}" is not a full date: recorded as deceased, date unknown.`,
      );
    }
  } else if (deceasedFlag !== undefined) {
    ctx.demographics.deceased = deceasedFlag;
    ctx.demographics.deceasedDate = null;
    if (deceasedFlag) found.push('deceased');
  }
  ctx.mapped(
    e,
    'demographics',
    found.length > 0
      ? `patient: ${found.map((f) => DEMOGRAPHIC_WORDS[f as DemographicField] ?? f).join(', ')}`
      : 'patient, no usable demographics',
  );
}

export function mrn(ctx: ImportContext, patient: Node): string | undefined {
  const ids = patient
    .get('identifier')
    .items()
    .filter((i) => i.object());
  const valueOf = (i: Node) => i.get('value').text();
  const bySystem = ctx.options.mrnSystem
    ? ids.find((i) => i.get('system').text() === ctx.options.mrnSystem && valueOf(i))
    : undefined;
  const byType = ids.find(
    (i) => hasCode(readConcept(i.get('type')), SYSTEM.identifierType, 'MR') && valueOf(i),
  );
  const notPseudonym = ids.find((i) => i.get('system').text() !== PSEUDONYM_SYSTEM && valueOf(i));
  const chosen = bySystem ?? byType ?? notPseudonym;
  return chosen ? valueOf(chosen) : undefined;
}
