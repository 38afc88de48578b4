import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from '../alerts';
import { NOW, gene, med, normalLabs, patient } from '../alerts/test-fixtures';
import { buildRecommendations } from '.';
import { ageBand, narrativeFacts, questionFacts, scrubForPrompt } from './facts';
import { checkAnswer, questionMessages } from './grounding';
import { actionableResults, alertAgeBand, anthracyclineHeadroom, headroomBand } from './insights';

const KB = loadKnowledgeBase();
const kb = KB.alerts;

describe('answers must cite the facts they were given', () => {
  const given = new Set(['rec:1', 'alert:2', 'ddi:warfarin-nsaids']);
  it.each([
    [
      'Reduce capecitabine to half [rec:1]. Watch the INR [alert:2, ddi:warfarin-nsaids].',
      true,
      '',
    ],
    ['Reduce capecitabine to half.', false, 'no-citation'],
    ['Reduce it [rec:1]. Ibuprofen is safe [drug:ibuprofen].', false, 'unknown-citation'],
    ['   ', false, 'empty'],
    ['See [rec:1] and [note].', false, 'unknown-citation'],
  ] as const)('%j', (answer, ok, reason) => {
    const checked = checkAnswer(answer, given);
    expect(checked.ok).toBe(ok);
    if (!checked.ok) expect(checked.reason).toBe(reason);
  });

  it('keeps each sentence with its own citations', () => {
    const checked = checkAnswer(
      'Reduce capecitabine to half. [rec:1] An INR check is due [alert:2]. Nothing else.',
      given,
    );
    expect(checked).toEqual({
      ok: true,
      cited: ['rec:1', 'alert:2'],
      sentences: [
        { text: 'Reduce capecitabine to half.', citations: ['rec:1'] },
        { text: 'An INR check is due.', citations: ['alert:2'] },
        { text: 'Nothing else.', citations: [] },
      ],
    });
  });

  it('names the unknown ids', () => {
    expect(checkAnswer('X [rec:9; alert:2].', given)).toEqual({
      ok: false,
      reason: 'unknown-citation',
      unknown: ['rec:9'],
    });
  });
});

describe('what a prompt may hold', () => {
  it.each([
    [null, 'not recorded'],
    [9, '0–9'],
    [71, '70–79'],
    [89, '80–89'],
    [90, '90 or over'],
    [104, '90 or over'],
  ] as const)('age %j → band %s', (age, band) => expect(ageBand(age)).toBe(band));

  it('scrubs dates, exact ages and the withheld terms', () => {
    expect(
      scrubForPrompt(
        'Creatinine 1.6 mg/dL (2026-11-20) → CrCl 34 (age 70, female); note by Zorbel for MRN-1; 2026-11-20T08:00:00.000Z',
        ['Zorbel', 'MRN-1'],
      ),
    ).toBe(
      'Creatinine 1.6 mg/dL (date withheld) → CrCl 34 (age withheld, female); note by [withheld] for [withheld]; date withheld',
    );
  });

  const record = patient({
    ageYears: 71,
    labValues: normalLabs(),
    medications: [med('capecitabine'), med('warfarin')],
    genetics: [gene('DPYD', { diplotype: '*1/*2A' })],
  });
  const alerts = evaluatePatientAlerts(record, kb, { now: NOW }).alerts;
  const { recommendations } = buildRecommendations({ record, alerts, kb, now: NOW });

  it('a narrative gets the context as an age band, the recommendations and the alerts, each with an id', () => {
    const facts = narrativeFacts({ record, kb, alerts, recommendations, now: NOW });
    expect(facts[0]).toMatchObject({
      id: 'patient',
      text: expect.stringMatching(
        /^Age band 70–79; sex female; current drugs .*capecitabine, warfarin/,
      ),
    });
    expect(facts.filter((f) => f.kind === 'recommendation')).toHaveLength(recommendations.length);
    expect(facts.filter((f) => f.kind === 'alert')).toHaveLength(alerts.length);
    expect(new Set(facts.map((f) => f.id)).size).toBe(facts.length);
  });

  it('a question retrieves the named drug, its interactions with the patient drugs and what adding it raises', () => {
    // Bone pain and ibuprofen with warfarin: the curated NSAID record and the alert engine's check.
    const { facts, drugIds } = questionFacts({
      question: 'Can she take ibuprofen for bone pain?',
      record,
      kb,
      alerts,
      recommendations,
      now: NOW,
    });
    expect(drugIds).toEqual(['ibuprofen']);
    const ids = facts.map((f) => f.id);
    expect(ids).toContain('drug:ibuprofen');
    const ddi = facts.find(
      (f) => f.kind === 'interaction' && /Ibuprofen \+ Warfarin/.test(f.title),
    );
    expect(ddi?.id).toMatch(/^ddi:/);
    expect(facts.some((f) => f.kind === 'check' && /If ibuprofen were added/.test(f.title))).toBe(
      true,
    );
    const prompt = questionMessages(facts, 'Can she take ibuprofen for bone pain?')
      .map((m) => m.content)
      .join('\n');
    for (const f of facts) expect(prompt).toContain(`[${f.id}]`);
  });

  it('a question naming no drug retrieves no drug record', () => {
    const { facts, drugIds } = questionFacts({
      question: 'What should change first?',
      record,
      kb,
      alerts,
      recommendations,
      now: NOW,
    });
    expect(drugIds).toEqual([]);
    expect(facts.some((f) => f.kind === 'drug')).toBe(false);
  });
});

describe('population insights', () => {
  it('reads each distinct stored result with the PGx engine (CPIC actionable rows only)', () => {
    const found = actionableResults(
      [
        { gene: 'DPYD', diplotype: '*1/*2A', phenotype: null },
        { gene: 'DPYD', diplotype: '*1/*1', phenotype: null },
        { gene: 'TPMT', diplotype: null, phenotype: 'Poor Metabolizer' },
        { gene: 'UGT1A1', diplotype: '*1/*28', phenotype: null },
      ],
      KB.pgx,
      (id) => KB.drugsById.get(id),
    );
    expect(found.map((f) => f.label)).toEqual([
      'DPYD intermediate metabolizer',
      'TPMT poor metabolizer',
    ]);
    expect(found[0]?.drugs.map((d) => d.id)).toEqual(
      expect.arrayContaining(['capecitabine', 'fluorouracil']),
    );
    expect(found[1]?.drugs.map((d) => d.id)).toContain('mercaptopurine');
  });

  it('anthracycline headroom in doxorubicin equivalents, as the cumulative check counts it', () => {
    const limit = (id: string) => {
      const l = KB.drugsById.get(id)?.cumulativeLimit;
      return (l?.value ?? 0) * (l?.doxorubicinEquivalence ?? 0);
    };
    const rows = [
      {
        patientId: 'p1',
        heightCm: 165,
        weightKg: 65,
        drugId: 'doxorubicin',
        dose: 300,
        unit: 'mg/m2' as const,
      },
      {
        patientId: 'p1',
        heightCm: 165,
        weightKg: 65,
        drugId: 'epirubicin',
        dose: 300,
        unit: 'mg/m2' as const,
      },
      {
        patientId: 'p2',
        heightCm: null,
        weightKg: 70,
        drugId: 'doxorubicin',
        dose: 120,
        unit: 'mg' as const,
      },
      {
        patientId: 'p3',
        heightCm: 170,
        weightKg: 70,
        drugId: 'doxorubicin',
        dose: 60,
        unit: 'mg/m2' as const,
      },
    ];
    const out = anthracyclineHeadroom(rows, KB.drugsById);
    const p1 = out.find((h) => h.patientId === 'p1');
    const epi = KB.drugsById.get('epirubicin')?.cumulativeLimit?.doxorubicinEquivalence ?? NaN;
    expect(p1?.usedMgM2).toBeCloseTo(300 + 300 * epi, 1);
    expect(p1?.limitMgM2).toBe(Math.min(limit('doxorubicin'), limit('epirubicin')));
    // mg without a height cannot be converted: counted as nothing, said so.
    const p2 = out.find((h) => h.patientId === 'p2');
    expect(p2?.usedMgM2).toBe(0);
    expect(p2?.uncounted[0]).toMatch(/body-surface area/);
    expect(out[0]?.patientId).toBe('p1');
    expect(headroomBand(100)).toBe('over');
    expect(headroomBand(85)).toBe('near');
    expect(headroomBand(50)).toBe('half');
    expect(headroomBand(10.9)).toBe('low');
  });

  it.each([
    [1, 'day'],
    [24, 'week'],
    [24 * 7 + 1, 'month'],
    [24 * 31, 'older'],
  ] as const)('an alert raised %i hours ago is in band %s', (hours, band) => {
    expect(alertAgeBand(NOW - hours * 3_600_000, NOW)).toBe(band);
  });
});
