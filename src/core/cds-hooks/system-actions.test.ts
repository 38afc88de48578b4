import type { DetectedIssue } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../server/lib/knowledge-base';
import { validateFhirJsonSchema } from '../../server/test-support/fhir-json-schema';
import { loadFhirDefinitions, validateFhir } from '../../server/test-support/fhir-validator';
import { evaluatePatientAlerts } from '../alerts/evaluate';
import { NOW, allergy, gene, med, normalLabs, patient } from '../alerts/test-fixtures';
import type { PatientClinicalRecord } from '../patients/schemas';
import { buildCards } from './cards';
import type { CdsHookName } from './schemas';
import type { DraftOrder } from './suggestions';
import { ACT_CODE_SYSTEM, detectedIssueActions } from './system-actions';
import { draftOrder, sequentialIds } from './test-fixtures';

/*
 * systemActions: a DetectedIssue recorded for each critical card of order-sign, implicating the
 * draft orders concerned; nothing for warnings, standard regimens, other hooks or gaps. Each
 * resource is checked by both FHIR validators (Medplum's and the R4 JSON Schema).
 */

const kb = loadKnowledgeBase();
const newId = sequentialIds();
beforeAll(() => loadFhirDefinitions(), 60_000);

const draft = (id: string, drugId: string): DraftOrder =>
  draftOrder(id, drugId, {
    dosageInstruction: [
      { doseAndRate: [{ doseQuantity: { value: 1250, unit: 'mg/m2' } }], text: '1250 mg/m2' },
    ],
  });

function actions(
  record: PatientClinicalRecord,
  drafts: DraftOrder[],
  hook: CdsHookName = 'order-sign',
) {
  const full = {
    ...record,
    medications: [...record.medications, ...drafts.map((d) => med(d.drugIds[0] ?? 'x'))],
  };
  const result = evaluatePatientAlerts(full, kb.alerts, { now: NOW });
  const cards = buildCards({
    hook,
    findings: result.alerts,
    limitations: result.limitations,
    drafts: hook === 'patient-view' ? [] : drafts,
    notProvided: [],
    record: full,
    knowledge: kb.alerts,
    publicUrl: 'https://oncocds.example.org',
    smartLaunchUrl: null,
    newId,
  });
  return {
    cards,
    actions: detectedIssueActions({
      hook,
      cards,
      findings: result.alerts,
      drafts,
      patientId: 'p1',
      nowIso: new Date(NOW).toISOString(),
    }),
  };
}

const codeOf = (a: { resource?: Record<string, unknown> }) =>
  (a.resource as unknown as DetectedIssue).code?.coding?.[0]?.code;

describe('detectedIssueActions', () => {
  it.each([
    [
      'DPYD intermediate metabolizer ordered capecitabine: a genetic alert',
      patient({ labValues: normalLabs(), genetics: [gene('DPYD', { diplotype: '*1/*2A' })] }),
      [draft('cape-1', 'capecitabine')],
      'GEN',
    ],
    [
      'a severe allergy to the ordered drug: an allergy alert',
      patient({ labValues: normalLabs(), allergies: [allergy('ondansetron', 'severe')] }),
      [draft('ond-1', 'ondansetron')],
      'ALGY',
    ],
  ])('%s', (_name, record, drafts, code) => {
    const { cards, actions: out } = actions(record, drafts);
    const critical = cards.filter((c) => c.card.indicator === 'critical');
    expect(critical.length).toBeGreaterThan(0);
    const matching = out.filter((a) => codeOf(a) === code);
    expect(matching.length).toBeGreaterThan(0);
    for (const a of out) {
      expect(a.type).toBe('create');
      const issue = a.resource as unknown as DetectedIssue;
      expect(issue).toMatchObject({
        resourceType: 'DetectedIssue',
        status: 'preliminary',
        severity: 'high',
        patient: { reference: 'Patient/p1' },
        identifiedDateTime: new Date(NOW).toISOString(),
        implicated: [{ reference: drafts[0]!.reference }],
      });
      expect(issue.code?.coding?.[0]?.system).toBe(ACT_CODE_SYSTEM);
      expect(issue.detail).toMatch(/What to do:/);
      expect(validateFhir(issue).errors).toEqual([]);
      expect(validateFhirJsonSchema(issue)).toEqual([]);
    }
    // One record per critical finding card, never more.
    expect(out.length).toBeLessThanOrEqual(critical.length);
  });

  it('no action for a standard regimen in a healthy adult (no critical card)', () => {
    const regimen = kb.regimens.find((r) => r.id.includes('folfox')) ?? kb.regimens[0]!;
    const drugIds = [...new Set(regimen.phases.flatMap((p) => p.components.map((c) => c.drugId)))];
    const { actions: out } = actions(
      patient({ labValues: normalLabs() }),
      drugIds.map((id, i) => draft(`r-${i}`, id)),
    );
    expect(out).toEqual([]);
  });

  it('nothing on order-select or patient-view, nor without a patient id', () => {
    const record = patient({
      labValues: normalLabs(),
      genetics: [gene('DPYD', { diplotype: '*1/*2A' })],
    });
    expect(actions(record, [draft('c', 'capecitabine')], 'order-select').actions).toEqual([]);
    expect(
      actions({ ...record, medications: [med('capecitabine')] }, [], 'patient-view').actions,
    ).toEqual([]);
    const { cards } = actions(record, [draft('c', 'capecitabine')]);
    expect(
      detectedIssueActions({
        hook: 'order-sign',
        cards,
        findings: [],
        drafts: [draft('c', 'capecitabine')],
        patientId: 'p1',
        nowIso: '2026-01-01T00:00:00Z',
      }),
    ).toEqual([]);
  });
});
