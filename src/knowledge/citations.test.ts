import { describe, expect, it } from 'vitest';
import { sourceSchema, type Source } from '../core/knowledge/source';
import { alertRules } from './alert-rules';
import { drugRecords } from './drugs';
import { curatedInteractionRecords, drugGroups, standardCombinationRecords } from './interactions';
import { pgxKnowledge } from './pgx';
import { regimenRecords } from './regimens';

/**
 * Issue 22, item 1: every guideline and trial citation carries its version or publication date and
 * an identifier (PMID, DOI, or for a non-journal document its URL). A citation that cannot meet this
 * must say what could not be confirmed and why (`unconfirmed`), never stay silently incomplete.
 */
const CITED_KINDS = new Set(['guideline', 'pubmed', 'cpic']);

/** Every distinct guideline/pubmed/CPIC source reachable from the knowledge base, found by walking the records. */
function citedSources(): Source[] {
  const seen = new Map<string, Source>();
  const walk = (x: unknown): void => {
    if (!x || typeof x !== 'object') return;
    if (Array.isArray(x)) {
      for (const y of x) walk(y);
      return;
    }
    const o = x as Record<string, unknown>;
    if (typeof o.kind === 'string' && typeof o.title === 'string' && CITED_KINDS.has(o.kind)) {
      seen.set(JSON.stringify(o), o as Source);
      return;
    }
    for (const v of Object.values(o)) walk(v);
  };
  walk([
    drugRecords,
    curatedInteractionRecords,
    standardCombinationRecords,
    drugGroups,
    regimenRecords,
    alertRules,
    pgxKnowledge,
  ]);
  return [...seen.values()];
}

const hasDate = (s: Source) => Boolean(s.year ?? s.published ?? s.version);
const hasIdentifier = (s: Source) => Boolean(s.pmid ?? s.doi ?? s.url);
const describeSource = (s: Source) => `${s.kind}: ${s.title}${s.section ? ` § ${s.section}` : ''}`;

const sources = citedSources();

describe('guideline, trial and CPIC citations (issue 22)', () => {
  it('finds the cited sources of every knowledge domain', () => {
    const kinds = new Set(sources.map((s) => s.kind));
    expect([...kinds].sort()).toEqual(['cpic', 'guideline', 'pubmed']);
    expect(sources.length).toBeGreaterThan(100);
  });

  it('every citation parses with the source schema', () => {
    const bad = sources.filter((s) => !sourceSchema.safeParse(s).success).map(describeSource);
    expect(bad).toEqual([]);
  });

  it('every citation has a date or version and a PMID, DOI or URL, or says why not', () => {
    const incomplete = sources
      .filter((s) => !(hasDate(s) && hasIdentifier(s)) && !s.unconfirmed)
      .map(describeSource);
    expect(incomplete).toEqual([]);
  });

  it('marks a citation unconfirmed only when something is actually missing', () => {
    const needless = sources
      .filter((s) => s.unconfirmed && hasDate(s) && hasIdentifier(s))
      .map(describeSource);
    expect(needless).toEqual([]);
  });

  it('journal papers and CPIC guidelines carry a PMID or DOI, not only a URL', () => {
    const noId = sources
      .filter((s) => (s.kind === 'pubmed' || s.kind === 'cpic') && !s.pmid && !s.doi)
      .filter((s) => !s.unconfirmed && !s.url?.startsWith('https://files.cpicpgx.org/'))
      .map(describeSource);
    expect(noId).toEqual([]);
  });

  it('reports confirmed and unconfirmed counts per kind', () => {
    const rows = ['guideline', 'pubmed', 'cpic'].map((kind) => {
      const xs = sources.filter((s) => s.kind === kind);
      const unconfirmed = xs.filter((s) => s.unconfirmed).length;
      return { kind, total: xs.length, confirmed: xs.length - unconfirmed, unconfirmed };
    });
    console.info(
      'Citation completeness (distinct sources):\n' +
        rows
          .map(
            (r) =>
              `  ${r.kind}: ${r.total} total, ${r.confirmed} complete, ${r.unconfirmed} unconfirmed`,
          )
          .join('\n'),
    );
    for (const r of rows) expect(r.confirmed + r.unconfirmed).toBe(r.total);
    expect(rows.reduce((n, r) => n + r.confirmed, 0)).toBeGreaterThan(
      rows.reduce((n, r) => n + r.unconfirmed, 0),
    );
  });
});
