import { describe, expect, it } from 'vitest';
import { calvertDose } from '../dosing';
import { drugSchema, type Drug } from '../knowledge/drug';
import {
  curatedInteractionSchema,
  drugGroupSchema,
  type CuratedInteraction,
} from '../knowledge/interaction';
import { formatSource } from '../knowledge/source';
import { createPgxEngine } from '../pgx';
import { drugRecords } from '../../knowledge/drugs';
import { curatedInteractionRecords, drugGroups } from '../../knowledge/interactions';
import { pgxKnowledge } from '../../knowledge/pgx';
import { dosingQuestions } from './dosing-questions';
import { interactionQuestions } from './interaction-questions';
import { pgxQuestions } from './pgx-questions';
import { answerProblems, buildQuestionBank, gradeAnswer, nextQuestions } from './quiz';
import { publicQuestion, type Question } from './types';

const drugs: Drug[] = drugRecords.map((d) => drugSchema.parse(d));
const drugsById = new Map(drugs.map((d) => [d.id, d]));
const groups = new Map(drugGroups.map((g) => drugGroupSchema.parse(g)).map((g) => [g.id, g]));
const interactions: CuratedInteraction[] = curatedInteractionRecords.map((r) =>
  curatedInteractionSchema.parse(r),
);
const engine = createPgxEngine(pgxKnowledge);
const source = {
  interactions,
  drugsById,
  groupName: (id: string) => groups.get(id)?.name,
  pgx: engine,
};
const bank = buildQuestionBank(source);
const byId = new Map(bank.map((q) => [q.id, q]));
const question = (id: string) => {
  const q = byId.get(id);
  if (!q) throw new Error(`no question ${id}`);
  return q;
};

describe('the question bank', () => {
  it('holds questions of every kind, with unique ids', () => {
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
    const kinds = new Set(bank.map((q) => q.kind));
    expect([...kinds].sort()).toEqual(['dosing', 'interaction', 'pgx']);
  });

  it('is the same on every build (generated deterministically)', () => {
    expect(buildQuestionBank(source).map((q) => q.id)).toEqual(bank.map((q) => q.id));
  });

  it('answers every part with one of its own options, and explains and cites every answer', () => {
    for (const q of bank) {
      expect(q.parts.length, q.id).toBeGreaterThan(0);
      for (const part of q.parts) {
        const ids = part.options.map((o) => o.id);
        expect(new Set(ids).size, `${q.id} ${part.id}`).toBe(ids.length);
        expect(ids, `${q.id} ${part.id}`).toContain(q.answer[part.id]);
      }
      expect(Object.keys(q.answer).sort()).toEqual(q.parts.map((p) => p.id).sort());
      expect(q.explanation.length, q.id).toBeGreaterThan(20);
      expect(q.sources.length, q.id).toBeGreaterThan(0);
    }
  });

  it('sends the browser no answer, explanation or source before it answers', () => {
    const shown = publicQuestion(question('interaction:warfarin-capecitabine'));
    expect(Object.keys(shown).sort()).toEqual(['id', 'kind', 'parts', 'prompt', 'topic']);
    expect(JSON.stringify(shown)).not.toContain('INR at least weekly');
  });
});

describe('interaction questions', () => {
  const questions = interactionQuestions({
    interactions,
    drugName: (id) => drugsById.get(id)?.name,
    groupName: (id) => groups.get(id)?.name,
  });

  it('read severity and management action from their own record', () => {
    const records = new Map(interactions.map((r) => [r.id, r]));
    expect(questions.length).toBeGreaterThan(100);
    for (const q of questions) {
      const record = records.get(q.recordId)!;
      expect(q.id).toBe(`interaction:${record.id}`);
      expect(q.answer).toEqual({
        severity: record.severity,
        management: record.management.action,
      });
      expect(q.explanation).toContain(record.management.text);
      expect(q.explanation).toContain(record.effect);
      expect(q.sources).toEqual(record.sources.map(formatSource));
    }
  });

  it('ask about every curated interaction whose sides are named', () => {
    const named = interactions.filter((r) =>
      [r.a, r.b].every((p) => ('drug' in p ? drugsById.has(p.drug) : groups.has(p.group))),
    );
    expect(questions.map((q) => q.recordId)).toEqual(named.map((r) => r.id));
  });

  it('warfarin with capecitabine: major, monitor (Xeloda label, warnings and interactions)', () => {
    const q = question('interaction:warfarin-capecitabine');
    expect(q.prompt).toBe(
      'How severe is the interaction between Warfarin and Capecitabine, and what is the management?',
    );
    expect(q.answer).toEqual({ severity: 'major', management: 'monitor' });
  });

  it('follow a change in the record (the answer is not stored anywhere else)', () => {
    const record = interactions.find((r) => r.id === 'warfarin-capecitabine')!;
    const [changed] = interactionQuestions({
      interactions: [
        { ...record, severity: 'minor', management: { ...record.management, action: 'avoid' } },
      ],
      drugName: (id) => drugsById.get(id)?.name,
      groupName: () => undefined,
    });
    expect(changed?.answer).toEqual({ severity: 'minor', management: 'avoid' });
  });

  it('name a group side by the group name', () => {
    const q = questions.find((x) => {
      const r = interactions.find((i) => i.id === x.recordId)!;
      return 'group' in r.a || 'group' in r.b;
    });
    expect(q).toBeDefined();
    const r = interactions.find((i) => i.id === q!.recordId)!;
    const side = 'group' in r.a ? r.a : (r.b as { group: string });
    expect(q!.prompt).toContain(groups.get(side.group)!.name);
  });
});

describe('pharmacogenomic questions', () => {
  const questions = pgxQuestions(engine);
  const genes = new Map(engine.knowledge.genes.map((g) => [g.gene, g]));

  /** The activity value of an allele as written in a question, from the CPIC table itself. */
  function activityValue(gene: string, written: string): number {
    const def = genes.get(gene as never)!;
    const name = def.alleles.some(([n]) => n === written) ? written : def.aliases[written];
    const row = def.alleles.find(([n]) => n === name);
    if (!row || typeof row[2] !== 'number') throw new Error(`${gene} ${written} has no value`);
    return row[2];
  }

  it('give the sum of the two alleles’ CPIC activity values and the band it falls in', () => {
    expect(questions.length).toBeGreaterThan(30);
    for (const q of questions) {
      const [, gene, diplotype] = /^pgx:([^:]+):(.+)$/.exec(q.id)!;
      const [a, b] = diplotype!.split('/');
      const score = activityValue(gene!, a!) + activityValue(gene!, b!);
      expect(Number(q.answer.score), q.id).toBeCloseTo(score, 9);
      const band = genes
        .get(gene as never)!
        .activityScore!.bands.find((x) => x.max === null || score <= x.max + 1e-9);
      expect(q.answer.phenotype, q.id).toBe(band!.phenotype);
    }
  });

  it.each([
    // CPIC DPYD 2017 update (PMID 29152729): *2A no function (0), *1 normal (1): AS 1, intermediate.
    ['pgx:DPYD:*1/*2A', '1', 'Intermediate Metabolizer'],
    // c.1129-5923C>G (HapB3) is decreased function (0.5): AS 1.5, intermediate.
    ['pgx:DPYD:*1/HapB3', '1.5', 'Intermediate Metabolizer'],
    ['pgx:DPYD:*1/*1', '2', 'Normal Metabolizer'],
    // CPIC CYP2D6 2019 consensus: *4 no function; AS 1 intermediate; *10 0.25, AS 1.25 normal.
    ['pgx:CYP2D6:*1/*4', '1', 'Intermediate Metabolizer'],
    ['pgx:CYP2D6:*1/*10', '1.25', 'Normal Metabolizer'],
  ])('%s: activity score %s, %s', (id, score, phenotype) => {
    expect(question(id).answer).toEqual({ score, phenotype });
  });

  it('cite the gene’s CPIC guideline', () => {
    expect(
      question('pgx:DPYD:*1/*2A').sources.some((s) =>
        /CPIC|Clinical Pharmacogenetics/i.test(s.label),
      ),
    ).toBe(true);
  });
});

describe('carboplatin dosing questions', () => {
  const questions = dosingQuestions(drugsById.get('carboplatin'));

  it('give the Calvert dose of the dosing engine for each AUC and GFR', () => {
    expect(questions.length).toBe(18);
    for (const q of questions) {
      const [, auc, gfr] = /auc(\d+):gfr(\d+)$/.exec(q.id)!;
      const result = calvertDose(Number(auc), Number(gfr));
      if (result.status !== 'ok') throw new Error(q.id);
      expect(Number(q.answer.dose), q.id).toBeCloseTo(result.doseMg, 1);
    }
  });

  it.each([
    // Calvert 1989 (PMID 2681557): 5 × (80 + 25) = 525 mg.
    ['dosing:carboplatin:auc5:gfr80', '525'],
    // FDA/NCI CTEP 2010: GFR capped at 125 mL/min, AUC 6 → 900 mg at most.
    ['dosing:carboplatin:auc6:gfr140', '900'],
    ['dosing:carboplatin:auc4:gfr35', '240'],
  ])('%s is %s mg', (id, dose) => {
    expect(question(id).answer).toEqual({ dose });
  });

  it('offer the uncapped dose as a wrong option above the cap, and cite Calvert', () => {
    const q = question('dosing:carboplatin:auc6:gfr140');
    expect(q.parts[0]!.options.map((o) => o.id)).toContain('990');
    expect(q.sources.some((s) => s.label.includes('PMID 2681557'))).toBe(true);
  });

  it('are none without a carboplatin record', () => {
    expect(dosingQuestions(undefined)).toEqual([]);
  });
});

describe('grading and choosing questions', () => {
  const q = question('interaction:warfarin-capecitabine');

  it.each([
    [{ severity: 'major', management: 'monitor' }, true, 1],
    [{ severity: 'major', management: 'avoid' }, false, 0.5],
    [{ severity: 'minor', management: 'avoid' }, false, 0],
  ])('grades %o', (answer, correct, score) => {
    const grade = gradeAnswer(q, answer);
    expect(grade.correct).toBe(correct);
    expect(grade.score).toBe(score);
    expect(grade.parts.find((p) => p.id === 'severity')?.correctOption).toBe('major');
  });

  it('names what is missing or unknown in an answer', () => {
    expect(answerProblems(q, { severity: 'major', management: 'monitor' })).toEqual([]);
    expect(answerProblems(q, { severity: 'major' })).toEqual(['management: choose an option']);
    expect(answerProblems(q, { severity: 'severe', management: 'monitor', x: 'y' })).toEqual([
      'severity: "severe" is not one of this question\'s options',
      'x: no such part',
    ]);
  });

  it('asks unanswered questions first, then those never answered right, then the rest', () => {
    const pool = bank.filter((x) => x.kind === 'dosing');
    const [a, b, c] = pool as [Question, Question, Question];
    const next = nextQuestions(
      bank,
      { answered: new Set([a.id, b.id]), mastered: new Set([a.id]) },
      { kind: 'dosing', count: pool.length },
    );
    expect(next.slice(0, pool.length - 2).map((x) => x.id)).not.toContain(a.id);
    expect(next.at(-2)?.id).toBe(b.id);
    expect(next.at(-1)?.id).toBe(a.id);
    expect(next[0]?.id).toBe(c.id);
  });

  it('takes the kinds in turn in a mixed quiz', () => {
    const mixed = nextQuestions(bank, { answered: new Set(), mastered: new Set() }, { count: 5 });
    expect(mixed.map((x) => x.kind)).toEqual([
      'interaction',
      'pgx',
      'dosing',
      'interaction',
      'pgx',
    ]);
  });
});
