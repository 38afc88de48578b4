import {
  conditionSchema,
  conditionStatusSchema,
  icd10Schema,
  snomedCodeSchema,
  type ConditionInput,
} from '../../patients';
import { ASSERTED_DATE_URL, SYSTEM } from '../codes';
import { codingsOf, readConcept, type ConceptValue } from '../json';
import { snomedCancerToIcd10 } from '../snomed-icd10';
import type { ImportContext } from './context';
import { fhirDate } from './dates';
import type { Entry } from './entries';

/*
 * Condition → conditions (ICD-10-CM and SNOMED CT kept; a SNOMED CT cancer gets its ICD-10-CM
 * category), with the mCODE stage: Condition.stage.summary, a TNM stage group observation (which
 * wins), or T + N + M categories put together at the end.
 */

/** A stage as the product keeps it: the group ("IIIC") or TNM as written ("T2N1M0"). */
export function stageText(concept: ConceptValue): string | null {
  const labels = [concept.text, ...concept.codings.map((c) => c.display)].filter(
    (l): l is string => !!l,
  );
  for (const label of labels) {
    const m = /\bstage\s+((?:0|IV|I{1,3})(?:[A-C][1-3]?)?)(?![A-Za-z])/i.exec(label);
    if (m) return m[1]!.toUpperCase();
  }
  const short = labels.find((l) => l.length <= 40);
  return short ?? null;
}

/** "American Joint Committee on Cancer cT3 (qualifier value)" → "cT3". */
export function tnmCategoryText(concept: ConceptValue, letter: 'T' | 'N' | 'M'): string | null {
  const labels = [concept.text, ...concept.codings.map((c) => c.display)].filter(
    (l): l is string => !!l,
  );
  const re = new RegExp(
    `(?:^|\\s)([cpyra]{0,2}${letter}(?:[0-4]|X|x|is)[a-d]?(?:\\d)?)(?=$|\\s|\\()`,
  );
  for (const l of labels) {
    const m = re.exec(l);
    if (m) return m[1]!;
  }
  return null;
}

export function readCondition(ctx: ImportContext, e: Entry): void {
  const n = e.node;
  const verification = readConcept(n.get('verificationStatus')).codings.find(
    (c) => c.system === SYSTEM.conditionVerification,
  )?.code;
  if (verification === 'refuted') return ctx.skip(e, 'verification status refuted');
  const code = readConcept(n.get('code'));
  const icd = [...codingsOf(code, SYSTEM.icd10cm), ...codingsOf(code, SYSTEM.icd10)].find(
    (c) => icd10Schema.safeParse(c.code).success,
  );
  const name =
    code.text ??
    icd?.display ??
    code.codings.find((c) => c.display)?.display ??
    icd?.code ??
    code.codings[0]?.code;
  if (!name) return ctx.skip(e, 'no diagnosis code or text');
  if (!ctx.room(e, 'conditions')) return;
  // The SNOMED CT code is kept as sent; a cancer the map knows also gets its ICD-10-CM category
  // so that the product's rules (which read ICD-10) see it.
  const snomed = codingsOf(code, SYSTEM.snomed).find(
    (c) => snomedCodeSchema.safeParse(c.code).success,
  )?.code;
  const mappedFrom = icd ? null : snomedCancerToIcd10(snomed);
  const icd10 = icd?.code ?? mappedFrom?.icd10;
  if (!icd10) {
    const others = code.codings.filter((c) => c.code);
    if (others.length === 0) ctx.unresolved(e, { display: name }, 'conditions.icd10');
    for (const c of others) ctx.unresolved(e, c, 'conditions.icd10');
  }
  const clinical = readConcept(n.get('clinicalStatus')).codings.find(
    (c) => c.system === SYSTEM.conditionClinical,
  )?.code;
  const status = conditionStatusSchema.safeParse(clinical);
  const asserted = n
    .get('extension')
    .items()
    .find((x) => x.get('url').text() === ASSERTED_DATE_URL);
  const onset =
    fhirDate(n.get('onsetDateTime').text()) ??
    fhirDate(n.get('onsetPeriod').get('start').text()) ??
    fhirDate(asserted?.get('valueDateTime').text()) ??
    fhirDate(n.get('recordedDate').text());
  const stages = n
    .get('stage')
    .items()
    .map((s) => stageText(readConcept(s.get('summary'))))
    .filter((s): s is string => !!s);
  const input: ConditionInput = {
    name: name.length > 200 ? name.slice(0, 200) : name,
    ...(icd10 ? { icd10 } : {}),
    ...(snomed ? { snomed } : {}),
    ...(onset ? { dateOfDiagnosis: onset } : {}),
    status: status.success ? status.data : 'active',
    ...(stages[0] ? { stage: stages[0] } : {}),
  };
  if (!ctx.valid(e, conditionSchema, input)) return;
  ctx.lists.conditions.push(input);
  ctx.conditionItems.set(e.index, input);
  ctx.conditionEntries.push(e);
  ctx.mapped(
    e,
    'conditions',
    `${input.name}${icd ? ` (${icd.code})` : mappedFrom ? ` (${mappedFrom.icd10} from SNOMED CT ${snomed})` : ' (no ICD-10 code)'}${input.stage ? `, stage ${input.stage}` : ''}`,
  );
}

/** The condition a staging observation describes: its focus, a condition's stage.assessment, or the only cancer. */
export function stagedCondition(
  ctx: ImportContext,
  e: Entry,
): { item: ConditionInput; how: string } | null {
  for (const f of e.node.get('focus').items()) {
    const target = ctx.refs.resolve(f.get('reference').text());
    if (target && ctx.conditionItems.has(target.index))
      return { item: ctx.conditionItems.get(target.index)!, how: 'focus' };
  }
  for (const c of ctx.conditionEntries) {
    const refs = c.node
      .get('stage')
      .items()
      .flatMap((s) =>
        s
          .get('assessment')
          .items()
          .map((a) => a.get('reference').text()),
      );
    if (refs.some((r) => ctx.refs.resolve(r) === e))
      return { item: ctx.conditionItems.get(c.index)!, how: 'stage.assessment' };
  }
  const cancers = [...ctx.conditionItems.values()].filter(
    (c) => c.icd10 && /^(C|D0)/.test(c.icd10),
  );
  if (cancers.length === 1) return { item: cancers[0]!, how: 'the only cancer diagnosis' };
  return null;
}

export function readStage(ctx: ImportContext, e: Entry, effective: number): void {
  const target = stagedCondition(ctx, e);
  if (!target) return ctx.skip(e, 'a stage whose condition is not in the bundle (no focus)');
  const stage =
    stageText(readConcept(e.node.get('valueCodeableConcept'))) ?? e.node.get('valueString').text();
  if (!stage) return ctx.skip(e, 'a stage observation without a stage value');
  const previous = ctx.stagedByObservation.get(target.item);
  if (previous !== undefined && previous > effective) {
    return ctx.skip(e, 'an earlier stage of the same condition; the latest is kept');
  }
  const checked = conditionSchema.shape.stage.safeParse(stage);
  if (!checked.success) return ctx.skip(e, `stage: ${checked.error.issues[0]!.message}`);
  target.item.stage = stage;
  ctx.stagedByObservation.set(target.item, effective);
  ctx.mapped(e, 'conditions', `stage ${stage} of ${target.item.name} (by ${target.how})`);
}

export function readTnmCategory(ctx: ImportContext, e: Entry, letter: 'T' | 'N' | 'M'): void {
  const target = stagedCondition(ctx, e);
  const value = tnmCategoryText(readConcept(e.node.get('valueCodeableConcept')), letter);
  if (!target || !value)
    return ctx.skip(e, `a TNM ${letter} category that names no condition or value`);
  const parts = ctx.tnm.get(target.item) ?? {};
  parts[letter] = { text: value, entry: e };
  ctx.tnm.set(target.item, parts);
}

/** TNM categories give a stage only when the condition has no stage group and all three are there. */
export function finishStages(ctx: ImportContext): void {
  for (const [condition, parts] of ctx.tnm) {
    const entries = Object.values(parts).map((p) => p.entry);
    if (condition.stage) {
      for (const e of entries)
        ctx.skip(e, `a TNM category; the stage group ${condition.stage} is kept`);
      continue;
    }
    if (!parts.T || !parts.N || !parts.M) {
      for (const e of entries) ctx.skip(e, 'a TNM category without the other two: no stage kept');
      continue;
    }
    const strip = (s: string) => s.replace(/^[cpyra]+/, '');
    const stage = `${parts.T.text}${strip(parts.N.text)}${strip(parts.M.text)}`;
    condition.stage = stage;
    for (const e of entries) ctx.mapped(e, 'conditions', `TNM ${stage} of ${condition.name}`);
  }
}
