import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from '../evaluate';
import { NOW, lab, med, normalLabs, patient } from '../test-fixtures';

const kb = loadKnowledgeBase().alerts;
const liver = new Set(['bilirubin', 'ast', 'alt']);
const labsWith = (...extra: ReturnType<typeof lab>[]) => [
  ...normalLabs().filter(
    (l) => !liver.has(l.labName ?? '') || extra.every((e) => e.labName !== l.labName),
  ),
  ...extra,
];
const run = (p: Parameters<typeof patient>[0]) =>
  evaluatePatientAlerts(patient(p), kb, { now: NOW });
const hepatic = (r: ReturnType<typeof run>) => r.alerts.filter((a) => a.kind === 'hepatic');

describe('hepatic alerts from bilirubin and transaminases (NCI-ODWG)', () => {
  it('doxorubicin with bilirubin 2.0 mg/dL (2 × ULN, moderate) → high, with the label bands', () => {
    const found = hepatic(
      run({
        medications: [med('doxorubicin')],
        labValues: labsWith(lab('bilirubin', 2.0, 'mg/dL')),
      }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.severity).toBe('high');
    expect(found[0]?.rationale).toMatch(
      /^Total bilirubin 2 mg\/dL \(2026-11-20\) = 2 × ULN; AST 24 U\/L \(2026-11-20\) → NCI-ODWG moderate → Doxorubicin label: Bilirubin 1\.2-3 mg\/dL: 50% of the dose/,
    );
  });

  it('a bilirubin older than the longest window (30 days) raises no alert: cannot assess, with its date (issue 20)', () => {
    const r = run({
      medications: [med('doxorubicin')],
      labValues: labsWith(lab('bilirubin', 2.0, 'mg/dL', 120)),
    });
    expect(hepatic(r)).toEqual([]);
    expect(r.limitations.find((l) => l.kind === 'hepatic-stale-labs')?.text).toMatch(
      /^Hepatic dosing of Doxorubicin cannot be assessed: the latest bilirubin \(Total bilirubin 2 mg\/dL \(\d{4}-\d{2}-\d{2}\)\) is 120 days old, older than 30 days \(product default\)\. Repeat the liver tests\.$/,
    );
  });

  it('bilirubin sent in µmol/L (34 µmol/L = 2.0 mg/dL) gives the same finding', () => {
    const found = hepatic(
      run({
        medications: [med('doxorubicin')],
        labValues: labsWith(lab('bilirubin', 34.2, 'µmol/L')),
      }),
    );
    expect(found.map((a) => a.severity)).toEqual(['high']);
  });

  it('docetaxel with bilirubin above ULN → critical, once (the lab threshold of the same label is not repeated)', () => {
    const r = run({
      medications: [med('docetaxel')],
      labValues: labsWith(lab('bilirubin', 1.3, 'mg/dL')),
    });
    const loud = r.alerts.filter((a) => a.severity === 'critical');
    expect(loud).toHaveLength(1);
    expect(loud[0]?.kind).toBe('hepatic');
  });

  it('AST above ULN with normal bilirubin is NCI-ODWG mild: nilotinib (any impairment: reduce) → high', () => {
    const found = hepatic(
      run({ medications: [med('nilotinib')], labValues: labsWith(lab('ast', 90, 'U/L')) }),
    );
    expect(found.map((a) => a.severity)).toEqual(['high']);
    expect(found[0]?.rationale).toMatch(/NCI-ODWG mild/);
  });

  it('uses ALT when AST is missing, and says so', () => {
    const labs = normalLabs().filter((l) => l.labName !== 'ast' && l.labName !== 'alt');
    const found = hepatic(
      run({ medications: [med('nilotinib')], labValues: [...labs, lab('alt', 95, 'U/L')] }),
    );
    expect(found[0]?.rationale).toMatch(/no AST on record; ALT used/);
  });
});

describe('hepatic: Child–Pugh cannot be computed from labs', () => {
  it('lapatinib (Child–Pugh rules only) with raised bilirubin → a limitation, no alert', () => {
    const r = run({
      medications: [med('lapatinib')],
      labValues: labsWith(lab('bilirubin', 2.5, 'mg/dL')),
    });
    expect(hepatic(r)).toEqual([]);
    expect(r.limitations.find((l) => l.kind === 'hepatic-child-pugh')?.text).toMatch(
      /cannot be computed from labs alone/,
    );
  });

  it('with normal liver tests the Child–Pugh limitation is not raised', () => {
    const r = run({ medications: [med('lapatinib')], labValues: normalLabs() });
    expect(r.limitations.filter((l) => l.kind.startsWith('hepatic'))).toEqual([]);
  });
});

describe('hepatic: quiet and unknown', () => {
  it('normal liver tests → nothing for doxorubicin, paclitaxel, docetaxel', () => {
    const r = run({
      medications: [med('doxorubicin'), med('paclitaxel'), med('docetaxel')],
      labValues: normalLabs(),
    });
    expect(hepatic(r)).toEqual([]);
  });

  it('no bilirubin on record → a limitation naming the drugs', () => {
    const r = run({
      medications: [med('doxorubicin')],
      labValues: normalLabs().filter((l) => l.labName !== 'bilirubin'),
    });
    expect(hepatic(r)).toEqual([]);
    expect(r.limitations.find((l) => l.kind === 'hepatic-not-assessed')?.drugNames).toEqual([
      'Doxorubicin',
    ]);
  });
});

describe('hepatic: supportive drugs with mildly raised liver tests', () => {
  it('oxycodone with AST just above ULN (NCI-ODWG mild) → low, not a red alert', () => {
    const found = hepatic(
      run({ medications: [med('oxycodone')], labValues: labsWith(lab('ast', 48, 'U/L')) }),
    );
    expect(found.map((a) => a.severity)).toEqual(['low']);
  });

  it('oxycodone with bilirubin 2 × ULN (moderate) → medium dose advice', () => {
    const found = hepatic(
      run({ medications: [med('oxycodone')], labValues: labsWith(lab('bilirubin', 2.0, 'mg/dL')) }),
    );
    expect(found.map((a) => a.severity)).toEqual(['medium']);
  });
});
