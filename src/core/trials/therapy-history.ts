/*
 * A patient's systemic anticancer therapy as the trial matcher reads it, from the three places
 * the record holds it: treatment history (each administration, with its date), the signed or
 * active treatment plan (its regimen's drugs) and the medication list (drugs resolved to
 * knowledge-base records, with start and stop dates). Drugs are merged by knowledge-base id, so
 * palbociclib given in clinic and palbociclib on the medication list are one exposure.
 *
 * Lines of therapy: drugs started within LINE_WINDOW_DAYS of a line's first drug belong to that
 * line (a combination is started together); a drug not already in the current line started
 * later begins the next line. The 28-day window is a product default, not a cited rule; it is
 * named in every reason that counts lines.
 */

import type { TreatmentIntent, TreatmentSetting } from '../patients';
import { settingFact, type TherapyPhase } from './therapy-setting';

export interface TrialTherapy {
  drugIds: readonly string[];
  /** The knowledge base's name, or the name as recorded; null when withheld (de-identified). */
  name: string | null;
  /** Class tags of the drug record(s) (`cdk4-6-inhibitor`...). */
  classTags: readonly string[];
  /** The record's drug class, for the reason ("CDK4/6 inhibitor"). */
  className: string | null;
  antineoplastic: boolean;
  source: 'treatment-history' | 'treatment-plan' | 'medication';
  /** YYYY-MM-DD; null when not recorded (a plan not yet given, an undated medication). */
  start: string | null;
  end: string | null;
  /** Issue 20: the setting recorded for this course (treatment history); absent = not recorded. */
  setting?: TreatmentSetting | null;
  /** Curative / palliative, or a plan's 'adjuvant' / 'neoadjuvant' intent; absent = not recorded. */
  intent?: TreatmentIntent | 'adjuvant' | 'neoadjuvant' | null;
}

export const LINE_WINDOW_DAYS = 28;

export interface Exposure {
  key: string;
  name: string;
  drugIds: readonly string[];
  classTags: readonly string[];
  className: string | null;
  first: string | null;
  last: string | null;
  sources: Set<TrialTherapy['source']>;
  /** The phase of each course merged here ('unknown' for a course without a recorded setting). */
  phases: Set<TherapyPhase>;
  /** The recorded settings the phases rest on, for the reason text. */
  settings: Set<string>;
  /** Some course merged here has no setting or intent recorded. */
  unrecorded: boolean;
}

const SOURCE_WORD: Record<TrialTherapy['source'], string> = {
  'treatment-history': 'treatment history',
  'treatment-plan': 'treatment plan',
  medication: 'medication list',
};

const minDate = (a: string | null, b: string | null) => (!a ? b : !b ? a : a < b ? a : b);
const maxDate = (a: string | null, b: string | null) => (!a ? b : !b ? a : a > b ? a : b);

/** One exposure per drug: antineoplastic therapy only, merged across the record's lists. */
export function exposures(therapies: readonly TrialTherapy[]): Exposure[] {
  const byKey = new Map<string, Exposure>();
  for (const t of therapies) {
    if (!t.antineoplastic) continue;
    const key =
      t.drugIds.length > 0 ? [...t.drugIds].sort().join('+') : (t.name ?? '').toLowerCase();
    if (!key) continue;
    const fact = settingFact(t.setting, t.intent);
    const prev = byKey.get(key);
    if (prev) {
      prev.first = minDate(prev.first, t.start);
      prev.last = maxDate(prev.last, t.end ?? t.start);
      prev.sources.add(t.source);
      prev.phases.add(fact.phase);
      if (fact.basis) prev.settings.add(fact.basis);
      else prev.unrecorded = true;
    } else {
      byKey.set(key, {
        key,
        name: t.name ?? 'a drug whose name is withheld',
        drugIds: t.drugIds,
        classTags: t.classTags,
        className: t.className,
        first: t.start,
        last: t.end ?? t.start,
        sources: new Set([t.source]),
        phases: new Set([fact.phase]),
        settings: new Set(fact.basis ? [fact.basis] : []),
        unrecorded: !fact.basis,
      });
    }
  }
  return [...byKey.values()].sort((a, b) => (a.first ?? '9999').localeCompare(b.first ?? '9999'));
}

/** "palbociclib (treatment history, 2023-02-01 to 2023-11-20)". */
export function exposureText(e: Exposure): string {
  const words = [...e.sources].map((s) => SOURCE_WORD[s]);
  const where =
    words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  const when =
    e.first && e.last && e.first !== e.last
      ? `${e.first} to ${e.last}`
      : e.first
        ? e.first
        : e.sources.has('treatment-plan')
          ? 'planned'
          : 'undated';
  const setting =
    e.settings.size > 0
      ? `; ${[...e.settings].join(', ')}${e.unrecorded ? ', setting not recorded for every course' : ''}`
      : '';
  return `${e.name} (${where}, ${when}${setting})`;
}

/** The phases a line's courses were given in. */
export function linePhases(l: TherapyLine): Set<TherapyPhase> {
  return new Set(l.drugs.flatMap((d) => [...d.phases]));
}

const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

export interface TherapyLine {
  start: string | null;
  drugs: Exposure[];
}

/** Lines of therapy, oldest first (undated exposures, such as a plan not yet given, last). */
export function therapyLines(list: readonly Exposure[]): TherapyLine[] {
  const lines: TherapyLine[] = [];
  for (const e of list) {
    const current = lines.at(-1);
    if (
      current &&
      (e.first === null
        ? current.start === null
        : current.start !== null && days(current.start, e.first) <= LINE_WINDOW_DAYS)
    ) {
      current.drugs.push(e);
    } else {
      lines.push({ start: e.first, drugs: [e] });
    }
  }
  return lines;
}

export function lineText(l: TherapyLine, i: number): string {
  return `line ${i + 1}: ${l.drugs.map((d) => d.name).join(' + ')} (${l.start ? `from ${l.start}` : 'planned'})`;
}
