import { describe, expect, it } from 'vitest';
import {
  caseHeadline,
  dayLabel,
  dayOffset,
  gradeCaseAnswer,
  relativeDatesInText,
} from './case-study';

describe('grading a case exercise', () => {
  it.each([
    [['interaction', 'pgx'], ['pgx', 'interaction'], true, 1, [], []],
    [['interaction', 'pgx'], ['interaction'], false, 0.5, ['pgx'], []],
    [['interaction'], ['interaction', 'qt'], false, 0.5, [], ['qt']],
    [['renal'], ['qt'], false, 0, ['renal'], ['qt']],
    [[], [], true, 1, [], []],
  ] as const)('raised %o, chosen %o', (raised, chosen, correct, score, missed, extra) => {
    const grade = gradeCaseAnswer(raised, chosen);
    expect(grade.correct).toBe(correct);
    expect(grade.score).toBe(score);
    expect(grade.missed).toEqual(missed);
    expect(grade.extra).toEqual(extra);
  });

  it('lists kinds in the engine’s order whatever order they were chosen in', () => {
    expect(gradeCaseAnswer(['qt', 'interaction'], ['qt', 'interaction']).found).toEqual([
      'interaction',
      'qt',
    ]);
  });
});

describe('relative dates', () => {
  const now = Date.parse('2025-06-15T10:00:00Z');

  it.each([
    ['2025-06-15', 0, 'today'],
    ['2025-06-14T23:59:00Z', -1, 'day −1'],
    ['2025-05-04', -42, 'day −42'],
    ['2025-06-17T08:00:00Z', 2, 'day +2'],
  ])('%s is %s', (iso, offset, label) => {
    expect(dayOffset(iso, now)).toBe(offset);
    expect(dayLabel(offset)).toBe(label);
  });

  it('rewrites every date inside a text', () => {
    expect(relativeDatesInText('ANC 0.9 on 2025-06-14T08:10:00Z, INR on 2025-06-01.', now)).toBe(
      'ANC 0.9 on day −1, INR on day −14.',
    );
    expect(dayOffset('not a date', now)).toBeNull();
  });
});

describe('case headline', () => {
  it.each([
    [71, 'female', ['Metastatic colon cancer'], 'A 71-year-old woman with metastatic colon cancer'],
    [80, 'male', [null, 'Lung adenocarcinoma'], 'An 80-year-old man with lung adenocarcinoma'],
    [null, 'unknown', [], 'A patient'],
  ] as const)('%s %s', (ageYears, sex, conditions, text) => {
    expect(caseHeadline({ ageYears, sex, conditions })).toBe(text);
  });
});
