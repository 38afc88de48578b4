import { describe, expect, it } from 'vitest';
import { FACT_BASES } from '../../core/knowledge/facts';
import { loadKnowledgeBase } from './knowledge-base';
import { knowledgeFacts } from './knowledge-facts';
import { basisLedger } from '../../knowledge/ledger';
import { confirmedLabels } from '../../knowledge/labels/confirmed';

const kb = loadKnowledgeBase();
const facts = knowledgeFacts(kb);

function labelSources(): Array<{
  title: string;
  setId?: string;
  labelRevised?: string;
  url?: string;
}> {
  const out: Array<{ title: string; setId?: string; labelRevised?: string; url?: string }> = [];
  const seen = new Set<unknown>();
  const walk = (o: unknown) => {
    if (!o || typeof o !== 'object' || seen.has(o)) return;
    seen.add(o);
    if (Array.isArray(o)) return o.forEach(walk);
    const r = o as Record<string, unknown>;
    if (r.kind === 'label' && typeof r.title === 'string') out.push(r as never);
    Object.values(r).forEach(walk);
  };
  walk([
    kb.drugs,
    kb.interactions,
    kb.regimens,
    kb.protocols,
    kb.groups,
    kb.pgx.knowledge,
    kb.alerts.rules,
    kb.standardCombinations,
    kb.combinationProducts,
  ]);
  return out;
}

describe('label registry', () => {
  const sources = labelSources();

  it('knows every label source: each cited title has an entry, pinned or marked unconfirmed', () => {
    const missing = [...new Set(sources.map((s) => s.title))].filter(
      (t) => !kb.labelPins.byTitle.has(t),
    );
    expect(missing).toEqual([]);
  });

  it('pins every source whose entry is confirmed, with the document link (never a search page)', () => {
    for (const s of sources) {
      const pin = kb.labelPins.byTitle.get(s.title);
      if (!pin?.confirmed) continue;
      expect(s.setId, s.title).toBe(pin.setId);
      expect(s.labelRevised, s.title).toMatch(/^\d{4}-\d{2}$/);
      expect(s.url, s.title).toMatch(
        /^https:\/\/dailymed\.nlm\.nih\.gov\/dailymed\/drugInfo\.cfm\?setid=/,
      );
    }
  });

  it('a confirmed pin names what it was read from; no title is pinned twice', () => {
    for (const p of confirmedLabels) expect(p.note.length).toBeGreaterThan(20);
    const titles = kb.labelPins.pins.flatMap((p) => p.titles);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('fact export', () => {
  it('has every hard number with a basis, and ids are unique', () => {
    expect(facts.length).toBeGreaterThanOrEqual(2000);
    expect(facts.filter((f) => !FACT_BASES.includes(f.basis))).toEqual([]);
    expect(new Set(facts.map((f) => f.id)).size).toBe(facts.length);
  });

  it('a label-based fact cites a label; a product default cites no clinical source it rests on', () => {
    for (const f of facts) {
      if (f.basis === 'label' && !basisLedger[f.id])
        expect(
          f.sources.some((s) => s.kind === 'label'),
          f.id,
        ).toBe(true);
    }
    expect(facts.find((f) => f.id === 'alert-rule:recency:preCycleDays')?.basis).toBe(
      'product-default',
    );
  });

  it('lists each per-lab freshness window with the basis the window states (issue 20)', () => {
    const windows = kb.alerts.rules.labFreshness;
    expect(windows.length).toBeGreaterThanOrEqual(8);
    for (const w of windows) {
      for (const field of ['beforeCycleDays', 'otherDrugsDays'] as const) {
        const f = facts.find((x) => x.id === `alert-rule:lab-freshness-${w.id}:${field}`);
        expect(f, `${w.id} ${field}`).toMatchObject({
          value: w[field],
          unit: 'days',
          basis: w.basis,
        });
        expect(f?.sources).toEqual(w.sources);
      }
    }
    const basisOf = (id: string) =>
      facts.find((x) => x.id === `alert-rule:lab-freshness-${id}:otherDrugsDays`)?.basis;
    expect([basisOf('blood-counts'), basisOf('lvef'), basisOf('thyroid')]).toEqual([
      'product-default',
      'label',
      'guideline',
    ]);
  });

  it('every ledger entry names a fact that exists', () => {
    const ids = new Set(facts.map((f) => f.id));
    expect(Object.keys(basisLedger).filter((id) => !ids.has(id))).toEqual([]);
  });
});
