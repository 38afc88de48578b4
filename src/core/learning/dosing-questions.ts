import { CARBOPLATIN_GFR_CAP_ML_MIN, calvertDose, fmt, round } from '../dosing';
import type { Drug } from '../knowledge/drug';
import { formatSource } from '../knowledge/source';
import type { Question } from './types';

/*
 * "What is the carboplatin dose for a target AUC of 5 and a GFR of 80 mL/min?" The answer is the
 * dosing engine's Calvert dose (`calvertDose`, GFR capped at 125 mL/min); the sources are the
 * carboplatin record's own citations of the formula and the cap. The wrong options are the usual
 * slips: forgetting the + 25, not capping the GFR, or using the neighbouring AUC.
 */

export const CARBOPLATIN_TARGET_AUCS = [4, 5, 6] as const;
/** Renal function from moderate impairment to above the cap. */
export const CARBOPLATIN_GFRS = [35, 50, 60, 80, 100, 140] as const;

const mg = (x: number) => `${fmt(x, 1)} mg`;
const optionId = (x: number) => String(round(x, 1));

/** Carboplatin Calvert questions, from the carboplatin record; none when there is no record. */
export function dosingQuestions(carboplatin: Drug | undefined): Question[] {
  if (!carboplatin) return [];
  const sources = carboplatin.sources.filter((s) => /carboplatin/i.test(s.title)).map(formatSource);
  const questions: Question[] = [];
  for (const auc of CARBOPLATIN_TARGET_AUCS) {
    for (const gfr of CARBOPLATIN_GFRS) {
      const result = calvertDose(auc, gfr);
      if (result.status !== 'ok') continue;
      const slips = [
        result.capped ? auc * (gfr + 25) : null,
        auc * result.gfrUsedMlMin,
        (auc + 1) * (result.gfrUsedMlMin + 25),
        (auc - 1) * (result.gfrUsedMlMin + 25),
      ].filter((x): x is number => x !== null && x > 0);
      const values = [result.doseMg];
      for (const x of slips) {
        if (values.length < 4 && !values.some((v) => optionId(v) === optionId(x))) values.push(x);
      }
      values.sort((a, b) => a - b);
      const cap = result.capped
        ? ` The GFR of ${gfr} mL/min is above the ${CARBOPLATIN_GFR_CAP_ML_MIN} mL/min cap, so ` +
          `${CARBOPLATIN_GFR_CAP_ML_MIN} is used: the largest dose at AUC ${auc} is ` +
          `${mg(auc * (CARBOPLATIN_GFR_CAP_ML_MIN + 25))}.`
        : '';
      questions.push({
        id: `dosing:carboplatin:auc${auc}:gfr${gfr}`,
        kind: 'dosing',
        topic: carboplatin.name,
        prompt:
          `What is the ${carboplatin.name.toLowerCase()} dose for a target AUC of ${auc} ` +
          `mg/mL·min and a GFR of ${gfr} mL/min?`,
        parts: [
          {
            id: 'dose',
            prompt: 'Dose',
            options: values.map((v) => ({ id: optionId(v), label: mg(v) })),
          },
        ],
        answer: { dose: optionId(result.doseMg) },
        explanation:
          `Calvert formula: dose (mg) = target AUC × (GFR + 25). ${result.working.join('. ')}.` +
          cap,
        sources,
        recordId: carboplatin.id,
      });
    }
  }
  return questions;
}
