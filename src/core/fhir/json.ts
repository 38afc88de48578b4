/*
 * Reading untrusted JSON as FHIR without trusting its shape. A `Node` is a value and its path
 * (`entry[3].resource.valueQuantity.value`); reading a field of the wrong JSON type records an
 * error naming the entry and the path instead of throwing, so one pass over a bundle collects
 * every structural problem at once. A missing field is never an error here: what is required is
 * decided by the mapping, which skips a resource (with its reason) when it lacks what it needs.
 */

export interface FhirImportError {
  /** Index of the bundle entry (or of the resource in a list); null for the bundle itself. */
  entry: number | null;
  /** JSON path inside the sent document, e.g. `entry[3].resource.valueQuantity.value`. */
  path: string;
  message: string;
}

export interface ErrorSink {
  errors: FhirImportError[];
}

const kind = (v: unknown) => (Array.isArray(v) ? 'an array' : v === null ? 'null' : typeof v);

export class Node {
  constructor(
    readonly value: unknown,
    readonly path: string,
    readonly entry: number | null,
    private readonly sink: ErrorSink,
  ) {}

  get present(): boolean {
    return this.value !== undefined && this.value !== null;
  }

  private fail(expected: string): undefined {
    this.sink.errors.push({
      entry: this.entry,
      path: this.path,
      message: `must be ${expected}, not ${kind(this.value)}`,
    });
    return undefined;
  }

  /** A child of an object (absent when this is not an object: the type error is recorded once, by `isObject`). */
  get(key: string): Node {
    const v = this.isObject() ? (this.value as Record<string, unknown>)[key] : undefined;
    return new Node(v, this.path ? `${this.path}.${key}` : key, this.entry, this.sink);
  }

  isObject(): boolean {
    return typeof this.value === 'object' && this.value !== null && !Array.isArray(this.value);
  }

  /** Records an error when present but not an object; true when it is one. */
  object(): boolean {
    if (!this.present) return false;
    if (this.isObject()) return true;
    this.fail('an object');
    return false;
  }

  str(): string | undefined {
    if (!this.present) return undefined;
    if (typeof this.value === 'string') return this.value;
    return this.fail('a string');
  }

  /** A string that is not blank, trimmed; blank counts as absent. */
  text(): string | undefined {
    const s = this.str()?.trim();
    return s ? s : undefined;
  }

  num(): number | undefined {
    if (!this.present) return undefined;
    if (typeof this.value === 'number' && Number.isFinite(this.value)) return this.value;
    return this.fail('a number');
  }

  bool(): boolean | undefined {
    if (!this.present) return undefined;
    if (typeof this.value === 'boolean') return this.value;
    return this.fail('true or false');
  }

  /** The items of an array; [] when absent; an error (and []) when present but not an array. */
  items(): Node[] {
    if (!this.present) return [];
    if (!Array.isArray(this.value)) {
      this.fail('an array');
      return [];
    }
    return this.value.map((v, i) => new Node(v, `${this.path}[${i}]`, this.entry, this.sink));
  }

  /** The first item of an array element (FHIR repeats), or an absent node. */
  first(): Node {
    return this.items()[0] ?? new Node(undefined, `${this.path}[0]`, this.entry, this.sink);
  }
}

/** A FHIR Coding as read: every part optional. */
export interface CodingValue {
  system: string | null;
  code: string | null;
  display: string | null;
}

export interface ConceptValue {
  codings: CodingValue[];
  text: string | null;
}

/** Reads a CodeableConcept (absent gives no codings and no text). */
export function readConcept(node: Node): ConceptValue {
  if (!node.object()) return { codings: [], text: null };
  const codings = node
    .get('coding')
    .items()
    .filter((c) => c.object())
    .map((c) => ({
      system: c.get('system').text() ?? null,
      code: c.get('code').text() ?? null,
      display: c.get('display').text() ?? null,
    }));
  return { codings, text: node.get('text').text() ?? null };
}

export function codingsOf(concept: ConceptValue, system: string): CodingValue[] {
  return concept.codings.filter((c) => c.system === system && c.code !== null);
}

export function hasCode(concept: ConceptValue, system: string, code: string): boolean {
  return concept.codings.some((c) => c.system === system && c.code === code);
}

/** Text, else the first display, else the first code. */
export function conceptLabel(concept: ConceptValue): string | null {
  return (
    concept.text ??
    concept.codings.find((c) => c.display)?.display ??
    concept.codings.find((c) => c.code)?.code ??
    null
  );
}
