/**
 * Where a suggested therapy is planned: the interaction checker with the patient's active
 * medications plus the suggested drugs (so it runs the same interaction checks as any order), and
 * the regimen library searched for the drug (the calculator there runs the dose, renal, hepatic
 * and PGx checks against the current patient).
 */
export function interactionCheckHref(
  suggested: readonly string[],
  current: readonly string[] = [],
): string {
  const seen = new Set<string>();
  const drugs = [...current, ...suggested].filter((d) => {
    const k = d.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return `/interactions?${new URLSearchParams({ drugs: drugs.join(',') }).toString()}`;
}

export function regimenSearchHref(drug: string): string {
  return `/regimens?${new URLSearchParams({ q: drug }).toString()}`;
}
