import { NAV_ITEMS, pageHeadingFor } from './navigation';
import type { Role } from './roles';
import { canAccessRoute } from './routes';

/** A page the one search box can offer (issue 13): "dosing" finds the calculators. */
export interface PageHit {
  path: string;
  label: string;
  /** Why it matched, when not by its name (e.g. "BSA"). */
  matched?: string;
}

/** Words people type for a page besides its name; the label itself is always searched. */
const PAGE_WORDS: Record<string, readonly string[]> = {
  '/': ['home', 'overview', 'quick actions'],
  '/patients': ['record', 'subject', 'case study', 'cohort', 'new patient'],
  '/clinical': [
    'dosing',
    'dose calculator',
    'BSA',
    'body surface area',
    'carboplatin',
    'Calvert',
    'creatinine clearance',
    'CrCl',
    'renal function',
    'co-sign',
  ],
  '/regimens': ['regimen', 'chemotherapy', 'order sheet', 'dose calculation', 'cycle'],
  '/protocols': ['supportive care', 'antiemetic', 'febrile neutropenia', 'extravasation'],
  '/search': ['drug', 'brand', 'generic', 'RxCUI'],
  '/interactions': ['drug interaction', 'checker', 'DDI', 'adverse event', 'drug reaction'],
  '/curated': ['interaction list', 'export', 'CSV'],
  '/database': ['monograph', 'drug class', 'formulary', 'browse'],
  '/genomics': ['pharmacogenomics', 'PGx', 'genotype', 'CYP2D6', 'DPYD', 'TPMT', 'CPIC'],
  '/ai': ['recommendation', 'language model'],
  '/ai-insights': ['insight'],
  '/trials': ['ClinicalTrials.gov', 'study', 'NCT', 'eligibility'],
  '/ehr': ['FHIR', 'SMART', 'electronic health record', 'import'],
  '/collaboration': ['colleague', 'discussion', 'mentor'],
  '/analytics': ['statistics', 'usage', 'report'],
  '/research': ['cohort', 'de-identified', 'export'],
  '/admin/feedback': ['triage', 'bug reports', 'sprint', 'GitHub'],
  '/knowledge': ['review', 'label version', 'fact export', 'P&T committee'],
  '/help': ['shortcuts', 'severity', 'evidence levels', 'disclaimer'],
  '/testing': ['known-answer', 'self-test', 'validation'],
};

/** Pages no navigation entry leads to, but people look for. */
const OTHER_PAGES: ReadonlyArray<{ path: string; label: string; words: readonly string[] }> = [
  {
    path: '/profile',
    label: 'Profile and settings',
    words: [
      'account',
      'password',
      'two-factor',
      'MFA',
      'preferences',
      'persona',
      'institution',
      'invite',
      'sign out',
    ],
  },
  {
    path: '/help/knowledge-changes',
    label: 'Knowledge-base changes',
    words: ['changelog', 'what changed', 'version', 'updates'],
  },
];

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 3 = the text starts with the query, 2 = a later word does, 1 = contains it, 0 = no match. */
function matchScore(text: string, q: string): number {
  const t = fold(text);
  if (t.startsWith(q)) return 3;
  if (t.includes(` ${q}`)) return 2;
  return t.includes(q) ? 1 : 0;
}

/**
 * The pages this role may open whose name or usual words match `query`, best first: a match on
 * the name beats one on a word, a prefix beats a later word beats a substring. Fewer than two
 * characters find nothing (every page would match). Never offers a page the role cannot open.
 */
export function searchPages(role: Role, query: string, limit = 5): PageHit[] {
  const q = fold(query);
  if (q.length < 2) return [];
  const candidates = [
    ...NAV_ITEMS.filter((i) => canAccessRoute(role, i.path)).map((i) => ({
      path: i.path,
      label: pageHeadingFor(role, i.path) ?? i.label,
      words: [i.label, ...(PAGE_WORDS[i.path] ?? [])],
    })),
    ...OTHER_PAGES.filter((p) => canAccessRoute(role, p.path)),
  ];
  const seen = new Set<string>();
  return candidates
    .filter((c) => !seen.has(c.path) && seen.add(c.path))
    .map((c) => {
      const byName = matchScore(c.label, q);
      if (byName > 0) return { hit: { path: c.path, label: c.label }, score: 10 + byName };
      let best = 0;
      let matched: string | undefined;
      for (const w of c.words) {
        const s = matchScore(w, q);
        if (s > best) [best, matched] = [s, w];
      }
      return { hit: { path: c.path, label: c.label, matched }, score: best };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.hit.label.localeCompare(b.hit.label))
    .slice(0, Math.max(0, limit))
    .map((x) => x.hit);
}
