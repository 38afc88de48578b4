import { Node, type ErrorSink } from '../json';

/* The bundle's entries, each re-rooted so its errors name it, and references between them. */

export interface Entry {
  index: number;
  node: Node;
  type: string;
  id: string | null;
  fullUrl: string | null;
}

export function entriesOf(input: unknown, sink: ErrorSink, maxEntries: number): Entry[] | null {
  const root = new Node(input, '', null, sink);
  let resources: Array<{ node: Node; fullUrl: string | null; index: number }>;
  if (Array.isArray(input)) {
    resources = root.items().map((node, index) => ({ node, fullUrl: null, index }));
  } else if (root.isObject() && root.get('resourceType').value === 'Bundle') {
    const entry = root.get('entry');
    if (entry.present && !Array.isArray(entry.value)) {
      sink.errors.push({ entry: null, path: 'entry', message: 'must be an array of entries' });
      return null;
    }
    resources = entry.items().map((e, index) => {
      if (!e.isObject()) {
        sink.errors.push({ entry: index, path: e.path, message: 'must be an object' });
      }
      return { node: e.get('resource'), fullUrl: e.get('fullUrl').text() ?? null, index };
    });
  } else if (root.isObject() && typeof root.get('resourceType').value === 'string') {
    resources = [{ node: root, fullUrl: null, index: 0 }];
  } else {
    sink.errors.push({
      entry: null,
      path: '',
      message:
        'is not a FHIR R4 Bundle (resourceType "Bundle" with an entry array), a resource or a list of resources',
    });
    return null;
  }
  if (resources.length > maxEntries) {
    sink.errors.push({
      entry: null,
      path: 'entry',
      message: `holds ${resources.length} entries; at most ${maxEntries} can be imported at once`,
    });
    return null;
  }
  const entries: Entry[] = [];
  for (const r of resources) {
    if (!r.node.present) {
      sink.errors.push({
        entry: r.index,
        path: r.node.path,
        message: 'is missing: an entry must carry a resource',
      });
      continue;
    }
    if (!r.node.isObject()) {
      sink.errors.push({
        entry: r.index,
        path: r.node.path,
        message: 'must be a FHIR resource (an object)',
      });
      continue;
    }
    const type = r.node.get('resourceType');
    if (typeof type.value !== 'string' || !/^[A-Z][A-Za-z]+$/.test(type.value)) {
      sink.errors.push({
        entry: r.index,
        path: type.path,
        message: 'must name the resource type, e.g. "Observation"',
      });
      continue;
    }
    entries.push({
      index: r.index,
      // Re-rooted so that every error under this resource names its entry.
      node: new Node(r.node.value, r.node.path, r.index, sink),
      type: type.value,
      id: r.node.get('id').text() ?? null,
      fullUrl: r.fullUrl,
    });
  }
  return entries;
}

/** `Patient/123`, `https://x/fhir/Patient/123/_history/2` → `Patient/123`. */
export function relativeRef(ref: string): string | null {
  const m = /(?:^|\/)([A-Z][A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})(?:\/_history\/[^/]+)?$/.exec(ref);
  return m ? `${m[1]}/${m[2]}` : null;
}

export class References {
  private readonly byKey = new Map<string, Entry>();
  constructor(entries: Entry[]) {
    for (const e of entries) {
      if (e.fullUrl) this.byKey.set(e.fullUrl, e);
      if (e.id) this.byKey.set(`${e.type}/${e.id}`, e);
    }
  }
  resolve(ref: string | undefined): Entry | undefined {
    if (!ref) return undefined;
    const direct = this.byKey.get(ref);
    if (direct) return direct;
    const rel = relativeRef(ref);
    return rel ? this.byKey.get(rel) : undefined;
  }
}
