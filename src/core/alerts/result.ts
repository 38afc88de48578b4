import type { Drug } from '../knowledge/drug';
import { formatSource, type Source } from '../knowledge/source';
import {
  ALERT_KINDS,
  SEVERITY_RANK,
  type AlertFinding,
  type AlertKind,
  type AlertSeverity,
} from './types';

/** Options of one evaluation. Time is a parameter: the engine never reads the clock. */
export interface EvaluateOptions {
  /** Evaluation time, milliseconds since the epoch. */
  now: number;
  /** A regimen being planned for this patient, checked together with the active medications. */
  plannedRegimen?: {
    regimenId: string;
    /** Cycles to project; overrides the regimen's count for the phases that give cumulative drugs. */
    cycles?: number;
    /** Dose level in percent of the full dose (components whose labels allow reduction). */
    doseLevelPercent?: number;
    /** Prior anthracycline exposure the user states, in doxorubicin-equivalent mg/m². */
    priorDoxorubicinEquivalentMgM2?: number;
    priorChestRadiation?: boolean;
  };
}

/**
 * Something the engine could not assess. An absent alert is never a statement of safety; these
 * say where the data or the knowledge base is silent ("no recent ANC", "genotype not tested").
 */
export interface AlertLimitation {
  kind: string;
  text: string;
  drugNames?: string[];
}

/** Information that is neither a finding nor a gap ("the label needs no renal adjustment"). */
export interface AlertNote {
  kind: string;
  text: string;
  drugNames?: string[];
}

export interface EvaluateResult {
  /** Sorted by severity (critical first), then kind, then title. */
  alerts: AlertFinding[];
  limitations: AlertLimitation[];
  notes: AlertNote[];
}

/** Formats and de-duplicates sources in the product's display form. */
export function displaySources(
  sources: ReadonlyArray<Source | { label: string; url?: string }>,
): AlertFinding['sources'] {
  const out: AlertFinding['sources'] = [];
  const seen = new Set<string>();
  for (const s of sources) {
    const f = 'kind' in s ? formatSource(s) : s;
    const key = `${f.label}\u0000${f.url ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f.url ? { label: f.label, url: f.url } : { label: f.label });
  }
  return out;
}

export interface FindingInput {
  kind: AlertKind;
  /** The rule that fired; part of the stable key, so a different rule is a new alert. */
  ruleId: string;
  severity: AlertSeverity;
  title: string;
  drugs: readonly Drug[];
  /** One step per line, from the patient's values to the rule. */
  rationale: readonly string[];
  management: string;
  sources: ReadonlyArray<Source | { label: string; url?: string }>;
}

/**
 * The stable key: kind, the drug ids sorted, and the rule. The patient's values are left out on
 * purpose, so an acknowledgement survives a new lab value that does not change the finding.
 */
export function findingKey(kind: AlertKind, drugIds: readonly string[], ruleId: string): string {
  return `${kind}:${[...new Set(drugIds)].sort().join('+')}:${ruleId}`;
}

export function makeFinding(input: FindingInput): AlertFinding {
  const drugs = [...new Map(input.drugs.map((d) => [d.id, d])).values()].sort((a, b) =>
    a.id < b.id ? -1 : 1,
  );
  return {
    key: findingKey(
      input.kind,
      drugs.map((d) => d.id),
      input.ruleId,
    ),
    kind: input.kind,
    severity: input.severity,
    title: input.title,
    drugs: drugs.map((d) => d.name),
    drugIds: drugs.map((d) => d.id),
    rationale: input.rationale.join('\n'),
    management: input.management,
    sources: displaySources(input.sources),
  };
}

const KIND_RANK = new Map<AlertKind, number>(ALERT_KINDS.map((k, i) => [k, i]));

/** Severity, then kind in contract order, then title, then key: a total order. */
export function compareFindings(a: AlertFinding, b: AlertFinding): number {
  return (
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    (KIND_RANK.get(a.kind) ?? 0) - (KIND_RANK.get(b.kind) ?? 0) ||
    (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

/** The more severe of two severities. */
export function maxSeverity(a: AlertSeverity, b: AlertSeverity): AlertSeverity {
  return SEVERITY_RANK[a] <= SEVERITY_RANK[b] ? a : b;
}

/** Collects the output of the checks, de-duplicating limitations and notes by text. */
export class Collector {
  readonly alerts: AlertFinding[] = [];
  /** For a lab alert, the organ function it reads, so that the renal or hepatic twin can go. */
  readonly organOf = new Map<AlertFinding, 'renal' | 'hepatic'>();
  private readonly limitations = new Map<string, AlertLimitation>();
  private readonly notes = new Map<string, AlertNote>();

  alert(finding: AlertFinding, organ?: 'renal' | 'hepatic'): void {
    this.alerts.push(finding);
    if (organ) this.organOf.set(finding, organ);
  }

  limit(l: AlertLimitation): void {
    const key = `${l.kind}\u0000${l.text}`;
    if (!this.limitations.has(key)) this.limitations.set(key, l);
  }

  note(n: AlertNote): void {
    const key = `${n.kind}\u0000${n.text}`;
    if (!this.notes.has(key)) this.notes.set(key, n);
  }

  result(alerts: AlertFinding[]): EvaluateResult {
    return {
      alerts: [...alerts].sort(compareFindings),
      limitations: [...this.limitations.values()],
      notes: [...this.notes.values()],
    };
  }
}
