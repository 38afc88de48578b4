import type { AlertKnowledge } from '../alerts/knowledge';
import type { AlertFinding } from '../alerts/types';
import { formatSource } from '../knowledge/source';
import type { PatientClinicalRecord } from '../patients/schemas';
import { engineContext, lowerName, sourcesOf, type EngineContext } from './context';
import { drugsNamedIn, nameIndex } from './names';
import { evaluatePatientPgx, describeGenes } from './pgx';
import { recheckWith } from './recheck';
import type { Recommendation, RecommendationSource } from './types';

/*
 * What a language model may be told about a patient (issue 15): facts the engines computed and
 * knowledge records retrieved, each with an id the answer must cite. Retrieval is deterministic:
 * the drugs a question names (exact names only) and the patient's own drugs select the records.
 * Nothing identifying goes in: no name, MRN, date of birth, date, free text or note; the age is a
 * ten-year band. `scrubForPrompt` is applied to every text as a second line of defence.
 */

export interface Fact {
  /** Short, stable within one prompt: `rec:1`, `alert:2`, `ddi:warfarin-nsaids`, `drug:ibuprofen`. */
  id: string;
  kind: 'patient' | 'recommendation' | 'alert' | 'drug' | 'interaction' | 'pgx' | 'check';
  title: string;
  text: string;
  sources: RecommendationSource[];
}

/** A ten-year band ("70–79"); 90 and over is one band (the de-identified age cap). */
export function ageBand(age: number | null): string {
  if (age === null) return 'not recorded';
  if (age >= 90) return '90 or over';
  const low = Math.floor(age / 10) * 10;
  return `${low}–${low + 9}`;
}

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+Z?)?\b/g;
const EXACT_AGE = /\bage[ds]?\s+\d{1,3}\b/gi;
const ESCAPE = /[.*+?^${}()|[\]\\]/g;

/**
 * Removes what could identify the patient from a text bound for a prompt: dates (shown as
 * "date withheld"), an exact age, and every term the server withholds for the patient (names,
 * MRN, free texts), matched case-insensitively.
 */
export function scrubForPrompt(text: string, withheld: readonly string[]): string {
  let out = text.replace(ISO_DATE, 'date withheld').replace(EXACT_AGE, 'age withheld');
  const terms = [...new Set(withheld.map((t) => t.trim()).filter((t) => t.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
  for (const term of terms) {
    out = out.replace(new RegExp(term.replace(ESCAPE, '\\$&'), 'gi'), '[withheld]');
  }
  return out;
}

function patientFact(ctx: EngineContext): Fact {
  const drugs = ctx.patient.drugs.map((d) => lowerName(d.drug.name));
  return {
    id: 'patient',
    kind: 'patient',
    title: 'Patient context',
    text: `Age band ${ageBand(ctx.record.ageYears)}; sex ${ctx.record.sex}; current drugs (knowledge-base names): ${drugs.length > 0 ? drugs.join(', ') : 'none recorded'}.`,
    sources: [],
  };
}

function alertFacts(alerts: readonly AlertFinding[], limit: number): Fact[] {
  return alerts.slice(0, limit).map((a, i) => ({
    id: `alert:${i + 1}`,
    kind: 'alert',
    title: `${a.severity} ${a.kind} alert: ${a.title}`,
    text: `Management: ${a.management}`,
    sources: [...a.sources],
  }));
}

function recommendationFacts(recs: readonly Recommendation[], limit: number): Fact[] {
  return recs.slice(0, limit).map((r, i) => ({
    id: `rec:${i + 1}`,
    kind: 'recommendation',
    title: `${r.severity} recommendation: ${r.action}`,
    text: [
      `Evidence: ${r.evidence.label}.`,
      `Reasoning: ${r.reasoning.join(' | ')}`,
      ...(r.alternatives.length > 0
        ? [
            `Alternatives named by the records: ${r.alternatives
              .map((a) => `${a.name}${a.detail ? ` (${a.detail})` : ''}`)
              .join('; ')}.`,
          ]
        : []),
      ...(r.caveats.length > 0 ? [`Caveats: ${r.caveats.join(' ')}`] : []),
    ].join(' '),
    sources: r.sources,
  }));
}

/** Facts for the narrative summary: the patient context, the recommendations, the alerts. */
export function narrativeFacts(input: {
  record: PatientClinicalRecord;
  kb: AlertKnowledge;
  alerts: readonly AlertFinding[];
  recommendations: readonly Recommendation[];
  now: number;
}): Fact[] {
  const ctx = engineContext(input.record, input.kb, input.alerts, input.now);
  return [
    patientFact(ctx),
    ...recommendationFacts(input.recommendations, 15),
    ...alertFacts(input.alerts, 25),
  ];
}

const MAX_QUESTION_DRUGS = 3;

export interface QuestionRetrieval {
  facts: Fact[];
  /** Knowledge-base drugs the question names (exact names, in order). */
  drugIds: string[];
}

/**
 * Facts for a question: for each drug it names, the drug record, what the alert engine raises
 * with the drug added to this patient's record (or that it raised nothing, with the limitations),
 * the curated or inferred interactions with each of the patient's drugs, and the PGx rules with
 * the patient's results; then the patient context, the recommendations and the alerts.
 */
export function questionFacts(input: {
  question: string;
  record: PatientClinicalRecord;
  kb: AlertKnowledge;
  alerts: readonly AlertFinding[];
  recommendations: readonly Recommendation[];
  now: number;
}): QuestionRetrieval {
  const ctx = engineContext(input.record, input.kb, input.alerts, input.now);
  const named = drugsNamedIn(input.question, nameIndex(input.kb))
    .map((h) => h.drug)
    .slice(0, MAX_QUESTION_DRUGS);
  const facts: Fact[] = [patientFact(ctx)];
  const seen = new Set<string>();
  const add = (f: Fact) => {
    if (seen.has(f.id)) return;
    seen.add(f.id);
    facts.push(f);
  };
  for (const drug of named) {
    const label = drug.sources.filter((s) => s.kind === 'label').slice(0, 2);
    add({
      id: `drug:${drug.id}`,
      kind: 'drug',
      title: `${drug.name} (${drug.drugClass})`,
      text: [
        `Renal: ${drug.renal.summary}`,
        `Hepatic: ${drug.hepatic.summary}`,
        ...(drug.boxedWarnings.length > 0
          ? [`Boxed warnings: ${drug.boxedWarnings.join(' ')}`]
          : []),
        ...(drug.toxicities.length > 0
          ? [`Common dose-related toxicities: ${drug.toxicities.join(', ')}.`]
          : []),
      ].join(' '),
      sources: (label.length > 0 ? label : drug.sources.slice(0, 1)).map(formatSource),
    });
    const onList = ctx.patient.byId.has(drug.id);
    if (!onList) {
      const check = recheckWith(ctx, drug, null);
      check.added.forEach((a, i) =>
        add({
          id: `check:${drug.id}:${i + 1}`,
          kind: 'check',
          title: `If ${lowerName(drug.name)} were added, the alert engine raises: ${a.severity} ${a.kind} alert "${a.title}"`,
          text: `Management: ${a.management}`,
          sources: [...a.sources],
        }),
      );
      if (check.added.length === 0) {
        add({
          id: `check:${drug.id}:none`,
          kind: 'check',
          title: `If ${lowerName(drug.name)} were added, the alert engine raises no alert for it`,
          text: 'No alert is not a statement of safety: only what the knowledge base covers was checked.',
          sources: [],
        });
      }
      if (check.limitations.length > 0) {
        add({
          id: `check:${drug.id}:limits`,
          kind: 'check',
          title: `What could not be assessed for ${lowerName(drug.name)}`,
          text: check.limitations.join(' '),
          sources: [],
        });
      }
    }
    for (const due of ctx.patient.drugs) {
      if (due.drug.id === drug.id) continue;
      const finding = ctx.kb.checker.check([drug.id, due.drug.id]).interactions[0];
      if (!finding) continue;
      add({
        id: finding.recordId
          ? `ddi:${finding.recordId}`
          : `inferred:${[drug.id, due.drug.id].sort().join('+')}`,
        kind: 'interaction',
        title: `${drug.name} + ${due.drug.name}: ${finding.severity} (${finding.basis === 'curated' ? 'curated record' : 'inferred from the drug profiles'}, ${finding.evidence} evidence)`,
        text: `Effect: ${finding.effect} Management: ${finding.management}`,
        sources: sourcesOf(finding.sources),
      });
    }
    if (ctx.kb.pgxDrugIds.has(drug.id)) {
      const evaluation = evaluatePatientPgx(ctx, [drug.id], true);
      for (const rec of evaluation.recommendations) {
        add({
          id: `pgx:${rec.ruleId}`,
          kind: 'pgx',
          title: `${drug.name} with ${describeGenes(rec, evaluation.genes) || rec.phenotype}: ${rec.action} (${rec.strength})`,
          text: rec.recommendation,
          sources: rec.sources,
        });
      }
      for (const u of evaluation.untested) {
        add({
          id: `pgx:${drug.id}:untested`,
          kind: 'pgx',
          title: `${drug.name}: no ${u.genes.join(' or ')} result on record`,
          text: 'An untested genotype is unknown, not normal.',
          sources: [],
        });
      }
    }
  }
  for (const f of recommendationFacts(input.recommendations, 10)) add(f);
  for (const f of alertFacts(input.alerts, 20)) add(f);
  return { facts, drugIds: named.map((d) => d.id) };
}
