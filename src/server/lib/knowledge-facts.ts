import { applyBasisOverrides, factsOfRecord, type KnowledgeFact } from '../../core/knowledge/facts';
import { basisLedger } from '../../knowledge/ledger';
import type { KnowledgeBase } from './knowledge-base';

let cached: { kb: KnowledgeBase; facts: readonly KnowledgeFact[] } | undefined;

/**
 * Every hard number of the loaded knowledge base (issue 22), worked out once per process: the
 * records never change while it runs. Sources are the pinned ones (`loadKnowledgeBase` joins the
 * label registry in), and the basis ledger corrects what a record's sources cannot show.
 */
export function knowledgeFacts(kb: KnowledgeBase): readonly KnowledgeFact[] {
  if (cached?.kb === kb) return cached.facts;
  const facts: KnowledgeFact[] = [];
  for (const d of kb.drugs) {
    // The monograph's prose dosing is text; its numbers live in the structured fields.
    const { monograph: _monograph, ...structured } = d;
    facts.push(...factsOfRecord('drug', d.id, structured));
  }
  for (const i of kb.interactions) facts.push(...factsOfRecord('interaction', i.id, i));
  for (const r of kb.regimens) facts.push(...factsOfRecord('regimen', r.id, r, 'trial'));
  // A PGx rule cites its guideline (CPIC, or the label where CPIC has none), not sources of its own.
  const guidelines = new Map(kb.pgx.knowledge.guidelines.map((g) => [g.id, g.sources]));
  for (const rule of kb.pgx.knowledge.rules) {
    const sources = guidelines.get(rule.guidelineId) ?? [];
    facts.push(...factsOfRecord('pgx-rule', rule.id, rule, 'label', sources));
  }
  const rules = kb.alerts.rules;
  for (const r of rules.labThresholds) facts.push(...factsOfRecord('alert-rule', r.id, r));
  for (const c of rules.duplicateClasses) facts.push(...factsOfRecord('alert-rule', c.id, c));
  facts.push(...factsOfRecord('alert-rule', 'qt', rules.qt));
  facts.push(...factsOfRecord('alert-rule', 'anthracyclines', rules.anthracyclines));
  facts.push(...factsOfRecord('alert-rule', 'recency', rules.recency));
  // Per-lab freshness windows (issue 20) state their own basis: a product default cites nothing.
  for (const w of rules.labFreshness) {
    const windowFacts = factsOfRecord('alert-rule', `lab-freshness-${w.id}`, w, 'label', w.sources);
    facts.push(...windowFacts.map((f) => ({ ...f, basis: w.basis })));
  }
  facts.push(...factsOfRecord('alert-rule', 'renal-note', rules.renalNoteBelowCrcl));
  facts.push(...factsOfRecord('alert-rule', 'hepatic-categories', rules.hepaticCategories));
  const result = applyBasisOverrides(facts, basisLedger);
  cached = { kb, facts: result };
  return result;
}
