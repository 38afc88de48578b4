import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './knowledge-base';

/**
 * Structure over notes (issue 22): a limit a schedule must obey lives in a structured field, not
 * only in a note that a generated plan cannot read.
 */
const kb = loadKnowledgeBase();

/** Note wording that states a maximum course. */
const COURSE_LIMIT =
  /\bup to \d+ (years?|months?|cycles?)\b|\bto a total of \d+ cycles\b|\bcomplete one year\b|\bfor up to \d+ (years?|months?)\b|\bup to (one|two) years?\b/i;
/** Note wording that states a per-dose ceiling. */
const DOSE_CEILING = /\bmaximum \d+(\.\d+)? mg\b|\bmax(imum)? dose \d+/i;

describe('regimen limits are structured', () => {
  for (const r of kb.regimens) {
    it(`${r.id}: every course limit in a note is a maxCourse, every per-dose ceiling a capMg`, () => {
      const components = r.phases.flatMap((p) => p.components);
      const anyMaxCourse = components.some((c) => c.maxCourse);
      const problems: string[] = [];
      for (const c of components) {
        for (const n of c.notes) {
          if (COURSE_LIMIT.test(n) && !c.maxCourse)
            problems.push(`${c.drugId} note "${n}" without maxCourse`);
          if (DOSE_CEILING.test(n) && c.capMg === undefined)
            problems.push(`${c.drugId} note "${n}" without capMg`);
        }
      }
      const wider = [...r.notes, ...r.phases.flatMap((p) => p.notes)];
      for (const n of wider) {
        if (COURSE_LIMIT.test(n) && !anyMaxCourse)
          problems.push(`note "${n}" without any maxCourse`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('the limits the audit found only in notes are structured', () => {
    const course = (regimenId: string, drugId: string) =>
      kb.regimens
        .find((r) => r.id === regimenId)
        ?.phases.flatMap((p) => p.components)
        .find((c) => c.drugId === drugId)?.maxCourse;
    expect(course('capox-nivolumab', 'nivolumab')?.months).toBe(24);
    expect(course('folfox-nivolumab', 'nivolumab')?.months).toBe(24);
    expect(course('paclitaxel-trastuzumab-apt', 'trastuzumab')?.months).toBe(12);
    expect(
      kb.regimens.some((r) =>
        r.phases.some((p) =>
          p.components.some((c) => c.drugId === 'durvalumab' && c.maxCourse?.months === 12),
        ),
      ),
    ).toBe(true);
  });
});

/**
 * Drugs whose lifetime exposure limits cardiac or pulmonary toxicity need a cumulative rule. The
 * gaps listed here are real and named: their US labels state no lifetime figure, so none is
 * invented; each entry must be removed once a sourced rule exists (the test fails if it does).
 */
const CUMULATIVE_GAPS: Record<string, string> = {
  idarubicin:
    'The Idamycin PFS label warns of cardiotoxicity that rises with prior anthracycline exposure but states no lifetime figure; an equivalence factor needs a cited guideline before idarubicin counts towards the doxorubicin-equivalent total.',
  'daunorubicin-cytarabine-liposomal':
    'The Vyxeos label asks for the lifetime anthracycline exposure to be considered; a sourced daunorubicin-equivalent factor for the liposomal product is still to be added.',
};

describe('cumulative rules', () => {
  const needsRule = kb.drugs.filter(
    (d) =>
      d.classTags.some((t) => t === 'anthracycline' || t === 'anthracenedione') ||
      /bleomycin/.test(d.id) ||
      d.classTags.includes('glycopeptide-antitumor-antibiotic'),
  );

  it('covers the anthracyclines, anthracenediones and bleomycin-type drugs', () => {
    expect(needsRule.map((d) => d.id)).toEqual(
      expect.arrayContaining(['doxorubicin', 'mitoxantrone', 'bleomycin']),
    );
  });

  for (const d of needsRule) {
    it(`${d.id} has a cumulative rule or a named gap`, () => {
      if (CUMULATIVE_GAPS[d.id])
        expect(
          d.cumulativeLimit,
          'the gap is closed: remove it from CUMULATIVE_GAPS',
        ).toBeUndefined();
      else expect(d.cumulativeLimit, `${d.id} has no cumulativeLimit`).toBeDefined();
    });
  }
});
