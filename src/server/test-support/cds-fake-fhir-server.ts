import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for a CDS client's FHIR R4 server, for the CDS Hooks tests only: the reads and
 * searches the prefetch templates make (`Patient/{id}`, `{Type}?patient={id}&...`), answered as
 * searchset Bundles paged by `pageSize` with `next` links, behind the bearer token the hook call's
 * `fhirAuthorization` carries (401 otherwise, as a SMART-protected server answers). Every request
 * is recorded so a test can check the paths and that the token was sent.
 */

export interface RecordedFhirRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

export interface FakeFhirServer {
  /** Base URL (the hook call's `fhirServer`), e.g. http://127.0.0.1:40123/fhir */
  url: string;
  token: string;
  requests: RecordedFhirRequest[];
  /** Resources served, by type; tests add to them. */
  resources: Map<string, Array<Record<string, unknown>>>;
  /** Requests for this resource type answer this status instead (e.g. 500). */
  failType(type: string, status: number): void;
  /** A `next` link pointing at another origin, which the service must not follow. */
  leakNextTo(url: string | null): void;
  close(): Promise<void>;
}

export interface FakeFhirOptions {
  token?: string;
  pageSize?: number;
}

const PATIENT_FIELD: Record<string, string> = {
  AllergyIntolerance: 'patient',
};

function belongsTo(resource: Record<string, unknown>, patientId: string): boolean {
  const field = PATIENT_FIELD[String(resource.resourceType)] ?? 'subject';
  const ref = (resource[field] as { reference?: string } | undefined)?.reference ?? '';
  return ref === `Patient/${patientId}` || ref.endsWith(`/Patient/${patientId}`);
}

export async function startFakeFhirServer(options: FakeFhirOptions = {}): Promise<FakeFhirServer> {
  const token = options.token ?? 'fhir-access-token-for-tests';
  const pageSize = options.pageSize ?? 2;
  const requests: RecordedFhirRequest[] = [];
  const resources = new Map<string, Array<Record<string, unknown>>>();
  const failing = new Map<string, number>();
  let leak: string | null = null;
  let base = '';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/fhir+json' });
    res.end(JSON.stringify(body));
  };
  const outcome = (text: string) => ({
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code: 'processing', diagnostics: text }],
  });

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ method: req.method ?? '', path: url.pathname, query, headers: req.headers });
    if (req.headers.authorization !== `Bearer ${token}`) {
      return send(res, 401, outcome('a valid bearer token is required'));
    }
    const m = /^\/fhir\/([A-Za-z]+)(?:\/([A-Za-z0-9\-.]+))?$/.exec(url.pathname);
    if (!m) return send(res, 404, outcome('unknown path'));
    const [, type = '', id] = m;
    const status = failing.get(type);
    if (status) return send(res, status, outcome('failing on purpose'));
    const all = resources.get(type) ?? [];
    if (id) {
      const found = all.find((r) => r.id === id);
      return found ? send(res, 200, found) : send(res, 404, outcome('not found'));
    }
    const patientId = query.patient ?? '';
    let matched = all.filter((r) => belongsTo(r, patientId));
    if (query.status) matched = matched.filter((r) => r.status === query.status);
    if (query.category) {
      const wanted = query.category.split('|').at(-1);
      matched = matched.filter((r) =>
        JSON.stringify(r.category ?? []).includes(`"code":"${wanted}"`),
      );
    }
    const offset = Number(query._offset ?? 0);
    const page = matched.slice(offset, offset + pageSize);
    const next = new URLSearchParams({ ...query, _offset: String(offset + pageSize) });
    const link =
      offset + pageSize < matched.length
        ? [{ relation: 'next', url: leak ?? `${base}/${type}?${next.toString()}` }]
        : [];
    return send(res, 200, {
      resourceType: 'Bundle',
      type: 'searchset',
      total: matched.length,
      link: [{ relation: 'self', url: `${base}${url.pathname}${url.search}` }, ...link],
      entry: page.map((resource) => ({
        fullUrl: `${base}/${type}/${String(resource.id)}`,
        resource,
      })),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fhir`;

  return {
    url: base,
    token,
    requests,
    resources,
    failType: (type, status) => failing.set(type, status),
    leakNextTo: (u) => {
      leak = u;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Files resources under their types, as the fake server serves them. */
export function serve(fhir: FakeFhirServer, list: ReadonlyArray<Record<string, unknown>>): void {
  for (const r of list) {
    const type = String(r.resourceType);
    const bucket = fhir.resources.get(type) ?? [];
    bucket.push(r);
    fhir.resources.set(type, bucket);
  }
}
