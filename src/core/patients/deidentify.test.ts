import { describe, expect, it } from 'vitest';
import {
  AGE_CAP,
  REDACTED,
  ageInYears,
  isAlterationText,
  isClinicalVocabulary,
  isDiplotypeText,
  isPhenotypeText,
  isReferenceRangeText,
  isStageText,
  isStructuredDose,
  isStructuredFrequency,
  redactTerms,
  reportedAge,
  shiftDate,
  shiftDatesInText,
  shiftDaysFromDigest,
  shiftTimestamp,
} from './deidentify';

const at = (iso: string) => Date.parse(iso);

describe('age', () => {
  it.each([
    ['1960-03-15', '2026-03-14T23:59:59Z', 65],
    ['1960-03-15', '2026-03-15T00:00:00Z', 66],
    ['2000-02-29', '2025-02-28T12:00:00Z', 24],
    ['2000-02-29', '2025-03-01T00:00:00Z', 25],
    ['2026-01-01', '2025-12-31T00:00:00Z', null],
    ['not-a-date', '2025-12-31T00:00:00Z', null],
  ] as const)('born %s, on %s: %s', (dob, now, age) => {
    expect(ageInYears(dob, at(now))).toBe(age);
  });

  it('reports every age above 89 as 90 (Safe Harbor)', () => {
    expect(reportedAge(89)).toBe(89);
    expect(reportedAge(90)).toBe(AGE_CAP);
    expect(reportedAge(104)).toBe(AGE_CAP);
    expect(reportedAge(null)).toBeNull();
  });
});

describe('date shift', () => {
  it('always moves 1 to 365 days into the past', () => {
    for (const v of [0, 1, 364, 365, 2 ** 31, 2 ** 32 - 1, -1]) {
      const d = shiftDaysFromDigest(v);
      expect(d).toBeLessThanOrEqual(-1);
      expect(d).toBeGreaterThanOrEqual(-365);
    }
    expect(shiftDaysFromDigest(0)).toBe(-1);
    expect(shiftDaysFromDigest(364)).toBe(-365);
  });

  it('shifts dates across month and leap-year ends, keeping the time of day', () => {
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDate('2025-01-10', -10)).toBe('2024-12-31');
    expect(shiftTimestamp('2025-01-10T08:30:00.000Z', -10)).toBe('2024-12-31T08:30:00.000Z');
  });

  it('shifts every date quoted in a text', () => {
    expect(
      shiftDatesInText('creatinine 1.9 mg/dL on 2025-06-02, QTc 2025-06-01T10:00:00Z', -2),
    ).toBe('creatinine 1.9 mg/dL on 2025-05-31, QTc 2025-05-30T10:00:00.000Z');
  });
});

describe('redaction', () => {
  it('removes every occurrence of each term, any case, longest first', () => {
    expect(redactTerms('Allergy to Smithcillin (smithcillin rash)', ['Smith', 'Smithcillin'])).toBe(
      `Allergy to ${REDACTED} (${REDACTED} rash)`,
    );
    expect(redactTerms('a.b+c', ['a.b+c'])).toBe(REDACTED);
    expect(redactTerms('unchanged', [])).toBe('unchanged');
  });

  // Issue 21: a name fragment inside a clinical word is not the patient's name.
  it.each([
    ['bleeding risk for Ann Lee', ['Ann', 'Lee'], `bleeding risk for ${REDACTED} ${REDACTED}`],
    ['Fluconazole started; Co reviewed', ['Co'], `Fluconazole started; ${REDACTED} reviewed`],
    ['Anne has anaemia and an annual review', ['Ann'], 'Anne has anaemia and an annual review'],
    ['Platelets low after carboplatin', ['Carb', 'Pla'], 'Platelets low after carboplatin'],
    ['INR 3.1 on warfarin (Mr War)', ['War'], `INR 3.1 on warfarin (Mr ${REDACTED})`],
    ['LEE, Ann: neutropenia', ['lee', 'ann'], `${REDACTED}, ${REDACTED}: neutropenia`],
    ['MRN H-123 and H-1234', ['H-123'], `MRN ${REDACTED} and H-1234`],
    ['Zoë Åberg, Åberg-Smith', ['Åberg'], `Zoë ${REDACTED}, ${REDACTED}-Smith`],
    ['capecitabine and Cape', ['Cape'], `capecitabine and ${REDACTED}`],
    ['hand-foot syndrome, Foot', ['Foot'], `hand-${REDACTED} syndrome, ${REDACTED}`],
  ])('%s: %j', (text, terms, want) => {
    expect(redactTerms(text, terms)).toBe(want);
  });

  it('never leaves brackets inside a word', () => {
    const text = 'bleeding, Fluconazole, leucovorin, colitis, neutropenia, anc, alanine';
    const out = redactTerms(text, ['Lee', 'Co', 'Leu', 'Col', 'Neu', 'An', 'Al']);
    expect(out).toBe(text);
    expect(out).not.toMatch(/\w\[redacted\]|\[redacted\]\w/);
  });
});

describe('controlled vocabularies keep clinical text and drop anything else', () => {
  it.each([
    ['1250 mg/m2', true],
    ['5 mg', true],
    ['AUC 5', true],
    ['2 tablets', true],
    ['1000mg', true],
    ['as per Dr Jones', false],
    ['call 555-0199 John', false],
  ])('dose %s: %s', (text, ok) => expect(isStructuredDose(text)).toBe(ok));

  it.each([
    ['twice daily days 1-14 every 21 days', true],
    ['q12h', true],
    ['once weekly', true],
    ['BID with food', true],
    ['daily at Springfield clinic', false],
  ])('frequency %s: %s', (text, ok) => expect(isStructuredFrequency(text)).toBe(ok));

  it.each([
    ['IIIA', true],
    ['stage IV', true],
    ['T2N1M0', true],
    ['ypT1c N0 M0', true],
    ['extensive', true],
    ['IV per Smith', false],
  ])('stage %s: %s', (text, ok) => expect(isStageText(text)).toBe(ok));

  it.each([
    ['3.5-5.0', 'potassium', true],
    ['< 1.2', 'creatinine', true],
    ['0.7 to 1.3 mg/dL', 'creatinine', true],
    ['0.7-1.3 Smith', 'creatinine', false],
    ['see St Mary lab', 'creatinine', false],
  ])('reference range %s (%s): %s', (text, lab, ok) =>
    expect(isReferenceRangeText(text, lab)).toBe(ok),
  );

  it.each([
    ['*1/*2A', true],
    ['*4/*4xN', true],
    ['c.1905+1G>A/c.1905+1G>A', true],
    ['HLA-B*57:01 positive', true],
    ['rs3918290 het', false],
    ['Smith/Jones', false],
  ])('diplotype %s: %s', (text, ok) => expect(isDiplotypeText(text)).toBe(ok));

  // Tumour findings as Genomics Reporting and lab reports write them are kept; prose is withheld.
  it.each([
    ['p.Leu858Arg', true],
    ['L858R', true],
    ['p.(Gly12Cys)', true],
    ['exon 19 deletion', true],
    ['exon 14 skipping', true],
    // The gene has its own field; words that are not an alteration's are withheld.
    ['MET exon 14 skipping', false],
    ['amplification', true],
    ['MSI-H', true],
    ['c.2573T>G', true],
    ['V600E positive', true],
    ['seen by Dr Smith', false],
    ['patient Ann Lee', false],
    ['call 617-555-0142', false],
  ])('alteration %s: %s', (text, ok) => expect(isAlterationText(text)).toBe(ok));

  it.each([
    ['Intermediate Metabolizer', true],
    ['activity score 1.5', true],
    ['positive', true],
    ['Poor metabolizer (Mayo)', false],
  ])('phenotype %s: %s', (text, ok) => expect(isPhenotypeText(text)).toBe(ok));

  it.each([
    ['Metastatic HER2-negative breast cancer', true],
    ['Non-small cell lung cancer stage IIIA', true],
    ['Hodgkin lymphoma', true],
    ['Atrial fibrillation', true],
    ['Penicillins', true],
    ['Breast cancer (seen at Leeds)', false],
    ['Smith syndrome', false],
  ])('diagnosis or allergen %s: %s', (text, ok) => expect(isClinicalVocabulary(text)).toBe(ok));
});
