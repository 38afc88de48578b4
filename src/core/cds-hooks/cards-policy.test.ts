import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../server/lib/knowledge-base';
import {
  applyPolicyToFindings,
  EMPTY_OVERLAY,
  overlayOn,
  type PolicyEntry,
  type PolicyOverlay,
} from '../alert-policy/policy';
import { evaluatePatientAlerts } from '../alerts/evaluate';
import { NOW, med, normalLabs, patient } from '../alerts/test-fixtures';
import { buildCards } from './cards';
import type { DraftOrder } from './suggestions';

/*
 * CDS Hooks cards graded by the institution's alert policy (issue 22): the card's indicator
 * follows the local severity, "do not interrupt" never gives a critical card, and the detail
 * always names the knowledge base's own severity beside the local one. Capecitabine ordered with
 * warfarin active is a major interaction (engine `high`, a critical card) in the knowledge base.
 */

const kb = loadKnowledgeBase();
let ids = 0;
const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
const TODAY = new Date(NOW).toISOString().slice(0, 10);

const capecitabineDraft: DraftOrder = {
  reference: 'MedicationRequest/cape-1',
  drugIds: ['capecitabine'],
  drugName: 'capecitabine',
  resource: {
    resourceType: 'MedicationRequest',
    id: 'cape-1',
    status: 'draft',
    intent: 'order',
    medicationCodeableConcept: { text: 'capecitabine' },
    subject: { reference: 'Patient/1' },
  },
};

function entry(over: Partial<PolicyEntry>): PolicyEntry {
  return {
    id: 'p1',
    origin: 'policy',
    target: { type: 'pair', drugIds: ['warfarin', 'capecitabine'] },
    action: 'severity',
    localSeverity: 'medium',
    kbSeverity: 'high',
    rationale: 'INR checked twice weekly by the anticoagulation clinic',
    effectiveFrom: TODAY,
    approvedBy: 'Pat Second',
    ...over,
  };
}

function cardsWith(overlay: PolicyOverlay) {
  const record = patient({
    medications: [med('warfarin'), med('capecitabine')],
    labValues: normalLabs(),
  });
  const result = evaluatePatientAlerts(record, kb.alerts, { now: NOW });
  return buildCards({
    hook: 'order-sign',
    findings: applyPolicyToFindings(result.alerts, overlay),
    limitations: [],
    drafts: [capecitabineDraft],
    notProvided: [],
    record,
    knowledge: kb.alerts,
    publicUrl: 'https://oncocds.example.org',
    smartLaunchUrl: null,
    newId,
  }).map((c) => c.card);
}

const warfarinCard = (overlay: PolicyOverlay) =>
  cardsWith(overlay).find((c) => /warfarin/i.test(c.summary) && /capecitabine/i.test(c.summary));

describe('CDS Hooks cards under the institution alert policy', () => {
  it('without a policy the knowledge base grades the card (critical, no local line)', () => {
    const card = warfarinCard(EMPTY_OVERLAY);
    expect(card?.indicator).toBe('critical');
    expect(card?.detail).toMatch(/OncoCDS severity high\)/);
    expect(card?.detail).not.toMatch(/knowledge base severity/);
  });

  it('a local severity change grades the card, with the knowledge base severity beside it', () => {
    const card = warfarinCard(overlayOn([entry({})], TODAY));
    expect(card?.indicator).toBe('warning');
    expect(card?.detail).toMatch(/local severity medium; knowledge base severity high/);
    expect(card?.detail).toMatch(/Institution alert policy: graded medium here/);
  });

  it('"do not interrupt" keeps the severity but never gives a critical card', () => {
    const card = warfarinCard(
      overlayOn([entry({ action: 'do-not-interrupt', localSeverity: null })], TODAY),
    );
    expect(card?.indicator).toBe('warning');
    expect(card?.detail).toMatch(
      /OncoCDS severity high, shown without interrupting by local policy; knowledge base severity high/,
    );
  });

  it('an entry decided against another severity, or not yet in effect, changes nothing', () => {
    for (const overlay of [
      overlayOn([entry({ kbSeverity: 'medium', localSeverity: 'low' })], TODAY),
      overlayOn([entry({ effectiveFrom: '2999-01-01' })], TODAY),
      overlayOn(
        [entry({ target: { type: 'pair', drugIds: ['warfarin', 'fluorouracil'] } })],
        TODAY,
      ),
    ]) {
      const card = warfarinCard(overlay);
      expect(card?.indicator).toBe('critical');
      expect(card?.detail).not.toMatch(/knowledge base severity/);
    }
  });
});
