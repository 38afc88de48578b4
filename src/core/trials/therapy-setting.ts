import type { TreatmentIntent, TreatmentSetting } from '../patients';

/*
 * The setting a course of therapy was given in, as trial eligibility reads it (issue 20):
 * "no prior systemic therapy for metastatic disease", "at most one prior line in the advanced
 * setting", "prior adjuvant therapy allowed". Studies split prior therapy into two phases:
 *
 * - early: curative-intent treatment of localised disease around surgery or radiotherapy
 *   (neoadjuvant, adjuvant, perioperative, definitive chemoradiation);
 * - advanced: treatment of advanced, recurrent or metastatic disease (first-line, second-line,
 *   later lines; and any course recorded with palliative intent: non-curative systemic therapy
 *   is by definition given for disease that cannot be cured).
 *
 * Everything else is unknown: no setting recorded; induction, consolidation and maintenance
 * (curative in leukaemia and myeloma, advanced-setting in solid tumours) without a palliative
 * intent; and curative intent alone (curative intent includes treatment of resectable
 * metastases, so it does not say the disease was localised). Unknown is never read as either.
 */

export type TherapyPhase = 'early' | 'advanced' | 'unknown';

const EARLY: ReadonlySet<TreatmentSetting> = new Set([
  'neoadjuvant',
  'adjuvant',
  'perioperative',
  'definitive-chemoradiation',
]);
const ADVANCED: ReadonlySet<TreatmentSetting> = new Set([
  'first-line',
  'second-line',
  'later-line',
]);

export const SETTING_WORDS: Record<TreatmentSetting, string> = {
  neoadjuvant: 'neoadjuvant',
  adjuvant: 'adjuvant',
  perioperative: 'perioperative',
  'definitive-chemoradiation': 'definitive chemoradiation',
  induction: 'induction',
  consolidation: 'consolidation',
  maintenance: 'maintenance',
  'first-line': 'first-line advanced',
  'second-line': 'second-line advanced',
  'later-line': 'later-line advanced',
};

export interface SettingFact {
  phase: TherapyPhase;
  /** The recorded fact the phase rests on ("adjuvant", "palliative intent"), null when none. */
  basis: string | null;
}

/**
 * The phase of one course from its recorded setting and intent. A plan's intent may also be
 * 'adjuvant' or 'neoadjuvant' (the treatment-plan vocabulary), read as that setting.
 */
export function settingFact(
  setting: TreatmentSetting | null | undefined,
  intent: TreatmentIntent | 'adjuvant' | 'neoadjuvant' | string | null | undefined,
): SettingFact {
  if (!setting && (intent === 'adjuvant' || intent === 'neoadjuvant')) {
    return { phase: 'early', basis: `${intent} plan` };
  }
  if (setting && EARLY.has(setting)) return { phase: 'early', basis: SETTING_WORDS[setting] };
  if (setting && ADVANCED.has(setting)) return { phase: 'advanced', basis: SETTING_WORDS[setting] };
  if (intent === 'palliative') {
    return {
      phase: 'advanced',
      basis: setting ? `${SETTING_WORDS[setting]}, palliative intent` : 'palliative intent',
    };
  }
  if (setting) return { phase: 'unknown', basis: SETTING_WORDS[setting] };
  return { phase: 'unknown', basis: intent === 'curative' ? 'curative intent' : null };
}

/** Which phase(s) a criterion's words name; null when it names no setting. */
export function criterionPhases(
  text: string,
): ReadonlySet<Exclude<TherapyPhase, 'unknown'>> | null {
  const out = new Set<Exclude<TherapyPhase, 'unknown'>>();
  if (
    /\b(?:metastatic|advanced|recurrent|unresectable|incurable|palliative)\b|\bfirst[- ]line\b/i.test(
      text,
    )
  ) {
    out.add('advanced');
  }
  // Not "curative": "not amenable to curative therapy" describes the disease, not a setting.
  if (/\b(?:neo-?)?adjuvant\b|\bperi-?operative\b|\bearly[- ]stage\b/i.test(text)) {
    out.add('early');
  }
  return out.size > 0 ? out : null;
}

export const PHASE_WORDS: Record<Exclude<TherapyPhase, 'unknown'>, string> = {
  advanced: 'advanced/metastatic setting',
  early: '(neo)adjuvant or curative setting',
};
