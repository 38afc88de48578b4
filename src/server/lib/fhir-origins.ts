/*
 * The outbound FHIR allow-list (FHIR_BASE_URL and FHIR_ALLOWED_URLS): a bearer token goes wherever
 * a URL points, so the server calls only origins the operator listed. Used by the FHIR feature
 * (connection, remote search, SMART) and by CDS Hooks (a client's `fhirServer`).
 */

export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Allowed origins: the operator's default server and the listed ones. */
export function allowedOrigins(
  defaultUrl: string | undefined,
  allowed: readonly string[],
): string[] {
  return [
    ...new Set(
      [defaultUrl, ...allowed].map((u) => (u ? originOf(u) : null)).filter((o): o is string => !!o),
    ),
  ];
}

export function isAllowedUrl(url: string, origins: readonly string[]): boolean {
  const origin = originOf(url);
  return origin !== null && origins.includes(origin);
}
