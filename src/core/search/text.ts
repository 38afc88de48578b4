/**
 * Text helpers for drug search: one normal form for the index and the query, trigram sets and an
 * optimal-string-alignment (restricted Damerau-Levenshtein) distance. Pure and allocation-light,
 * because they run on every keystroke.
 */

/** Lower case, accents stripped, every run of non-alphanumerics turned into one space. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The normal form without spaces, so "St. John's wort", "st-johns-wort" and "stjohnswort" meet. */
export function compact(normalized: string): string {
  return normalized.replace(/ /g, '');
}

/**
 * The distinct trigrams of a compact string padded with one boundary mark on each side, so that
 * short words and first/last letters still contribute ("abc" -> "^ab", "abc", "bc$").
 */
export function trigrams(compactText: string): string[] {
  const padded = `^${compactText}$`;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions, each
 * substring edited once) between `a` and every prefix of `b`. Returns the full distance and the
 * smallest distance from `a` to a prefix of `b` whose length is within one of `a`'s, which is what
 * a half-typed, mistyped query ("pembrolizm") should be judged by.
 *
 * `rows` are caller-owned scratch buffers of at least `b.length + 1` cells, reused across calls.
 */
export function osaDistance(
  a: string,
  b: string,
  rows: [Int32Array, Int32Array, Int32Array],
): { full: number; prefix: number } {
  const m = a.length;
  const n = b.length;
  if (m === 0) return { full: n, prefix: 0 };
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      }
      cur[j] = v;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  // `prev` now holds the last row: distance from all of `a` to each prefix of `b`.
  const full = prev[n] as number;
  let prefix = full;
  for (let j = Math.max(0, m - 1); j <= Math.min(n, m + 1); j++) {
    prefix = Math.min(prefix, prev[j] as number);
  }
  return { full, prefix };
}
