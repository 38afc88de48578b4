import {
  RECORD_KINDS,
  diffKnowledge,
  fingerprintAll,
  type RecordFingerprints,
  type RecordKind,
} from '../../../core/knowledge/changes';
import type { Participant } from '../../../core/knowledge/interaction';
import { biomarkerRecords } from '../../../knowledge/biomarkers';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import type { KnowledgeChangesResponse } from './schemas';

/** Fingerprints of every current record, by kind (the same kinds as the committed snapshot). */
export function currentFingerprints(kb: KnowledgeBase): RecordFingerprints {
  return fingerprintAll({
    drug: kb.drugs,
    interaction: kb.interactions,
    'drug-group': kb.groups,
    'standard-combination': kb.standardCombinations,
    'combination-product': kb.combinationProducts,
    regimen: kb.regimens,
    protocol: kb.protocols,
    biomarker: biomarkerRecords,
  });
}

const ORDER = { added: 0, changed: 1, removed: 2 } as const;

function namer(kb: KnowledgeBase): (kind: RecordKind, id: string) => string {
  const groupName = new Map(kb.groups.map((g) => [g.id, g.name]));
  const participant = (p: Participant) =>
    'drug' in p ? (kb.drugsById.get(p.drug)?.name ?? p.drug) : (groupName.get(p.group) ?? p.group);
  const names: Partial<Record<RecordKind, Map<string, string>>> = {
    drug: new Map(kb.drugs.map((d) => [d.id, d.name])),
    interaction: new Map(
      kb.interactions.map((r) => [r.id, `${participant(r.a)} + ${participant(r.b)}`]),
    ),
    'drug-group': groupName,
    'combination-product': new Map(kb.combinationProducts.map((p) => [p.id, p.names[0] ?? p.id])),
    regimen: new Map(kb.regimens.map((r) => [r.id, r.name])),
    protocol: new Map(kb.protocols.map((p) => [p.id, p.name])),
    biomarker: new Map(
      biomarkerRecords.map((r) => [
        r.id,
        `${r.drugs.map((d) => kb.drugsById.get(d)?.name ?? d).join(' + ')}: ${r.biomarker}`,
      ]),
    ),
  };
  return (kind, id) => names[kind]?.get(id) ?? id;
}

const cache = new WeakMap<KnowledgeBase, KnowledgeChangesResponse>();

/**
 * Every record added, changed or removed since the previous version: added and removed ones by
 * comparing the records with the committed snapshot of that version, changed ones by their
 * content fingerprint, each with its one-line reason. Worked out once per process: the knowledge
 * base never changes while the server runs.
 */
export function knowledgeChanges(kb: KnowledgeBase): KnowledgeChangesResponse {
  const hit = cache.get(kb);
  if (hit) return hit;
  const log = kb.changelog;
  const nameOf = namer(kb);
  const diff = diffKnowledge(kb.previousSnapshot.records, currentFingerprints(kb), log);
  const changes = diff
    .map((c) => ({
      kind: c.kind,
      id: c.id,
      name: nameOf(c.kind, c.id),
      change: c.change,
      // A changed record without a line fails the knowledge tests; never show an empty reason.
      reason: c.reason ?? 'Revised; no reason recorded.',
    }))
    .sort(
      (x, y) =>
        RECORD_KINDS.indexOf(x.kind) - RECORD_KINDS.indexOf(y.kind) ||
        ORDER[x.change] - ORDER[y.change] ||
        x.name.localeCompare(y.name, 'en') ||
        (x.id < y.id ? -1 : x.id > y.id ? 1 : 0),
    );
  const count = (list: typeof changes) => ({
    added: list.filter((c) => c.change === 'added').length,
    changed: list.filter((c) => c.change === 'changed').length,
    removed: list.filter((c) => c.change === 'removed').length,
  });
  const response: KnowledgeChangesResponse = {
    version: log.version,
    previousVersion: log.previousVersion,
    releasedOn: log.releasedOn,
    summary: log.summary,
    counts: count(changes),
    byKind: RECORD_KINDS.map((kind) => ({
      kind,
      ...count(changes.filter((c) => c.kind === kind)),
    })),
    changes,
  };
  cache.set(kb, response);
  return response;
}
