import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from '../alerts/evaluate';
import { NOW, gene, med, normalLabs, patient } from '../alerts/test-fixtures';
import type { PatientClinicalRecord } from '../patients/schemas';
import { cyp2d6Alternatives } from '../pgx';
import { buildCards } from './cards';
import type { DraftOrder } from './suggestions';
import { draftOrder, sequentialIds } from './test-fixtures';

/*
 * "Replace with an alternative", only where the product knows the alternative: a draft CYP2D6
 * inhibitor that phenoconverts a genotype-guided drug (CPIC tamoxifen) is offered the same-class
 * drugs the knowledge base lists without moderate or strong CYP2D6 inhibition, as a delete of the
 * draft and a create of an undosed draft order. Nothing is offered when there is no such finding.
 */

const kb = loadKnowledgeBase();
const newId = sequentialIds();

const draft = (id: string, drugId: string): DraftOrder =>
  draftOrder(id, drugId, {
    requester: { reference: 'Practitioner/dr-1' },
    dosageInstruction: [{ text: '20 mg daily' }],
  });

function cardsFor(record: PatientClinicalRecord, drafts: DraftOrder[]) {
  const full = {
    ...record,
    medications: [...record.medications, ...drafts.map((d) => med(d.drugIds[0] ?? 'x'))],
  };
  const result = evaluatePatientAlerts(full, kb.alerts, { now: NOW });
  return buildCards({
    hook: 'order-sign',
    findings: result.alerts,
    limitations: result.limitations,
    drafts,
    notProvided: [],
    record: full,
    knowledge: kb.alerts,
    publicUrl: 'https://oncocds.example.org',
    smartLaunchUrl: null,
    newId,
  });
}

const onTamoxifen = () =>
  patient({
    labValues: normalLabs(),
    medications: [med('tamoxifen')],
    genetics: [gene('CYP2D6', { diplotype: '*1/*1' })],
  });

describe('replace suggestions for a phenoconverting CYP2D6 inhibitor', () => {
  it('fluoxetine ordered for a woman on tamoxifen: replace it with each listed same-class drug', () => {
    const fluoxetine = kb.alerts.drugsById.get('fluoxetine')!;
    const expected = cyp2d6Alternatives(fluoxetine, kb.alerts.drugsById.values()).slice(0, 4);
    expect(expected.map((a) => a.id)).toContain('sertraline');

    const cards = cardsFor(onTamoxifen(), [draft('flx-1', 'fluoxetine')]);
    const card = cards.find(
      (c) => c.origin.kind === 'pgx' && c.origin.findingKey?.endsWith(':phenoconverted'),
    )?.card;
    expect(card).toBeDefined();
    expect(card?.selectionBehavior).toBe('at-most-one');
    const replaces = (card?.suggestions ?? []).filter((s) => s.label.startsWith('Replace'));
    expect(replaces.map((s) => s.label)).toEqual(
      expected.map((a) => `Replace Fluoxetine with ${a.name} (dose to be set)`),
    );
    const uuids = new Set(card?.suggestions?.map((s) => s.uuid));
    expect(uuids.size).toBe(card?.suggestions?.length);

    const sertraline = replaces.find((s) => /Sertraline/.test(s.label))!;
    const [remove, create] = sertraline.actions;
    expect(remove).toMatchObject({ type: 'delete', resourceId: 'MedicationRequest/flx-1' });
    expect(create?.type).toBe('create');
    const resource = create?.resource as Record<string, unknown>;
    expect(resource).toMatchObject({
      resourceType: 'MedicationRequest',
      status: 'draft',
      intent: 'order',
      subject: { reference: 'Patient/p1' },
      requester: { reference: 'Practitioner/dr-1' },
      medicationCodeableConcept: { text: 'Sertraline' },
    });
    const rxcui = kb.alerts.drugsById.get('sertraline')?.rxcui;
    if (rxcui) {
      expect(resource.medicationCodeableConcept).toMatchObject({
        coding: [{ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: rxcui }],
      });
    }
    // No dose is invented for the alternative: the prescriber sets it.
    expect(resource.dosageInstruction).toBeUndefined();
    expect(JSON.stringify(resource.note)).toMatch(/Dose and schedule to be set by the prescriber/);
  });

  it('no replace suggestion when the inhibitor is already active (not a draft) or nothing is phenoconverted', () => {
    const activeInhibitor = cardsFor(
      { ...onTamoxifen(), medications: [med('tamoxifen'), med('fluoxetine')] },
      [draft('ond', 'ondansetron')],
    );
    expect(
      activeInhibitor
        .flatMap((c) => c.card.suggestions ?? [])
        .filter((s) => /Replace/.test(s.label)),
    ).toEqual([]);
    const noTamoxifen = cardsFor(patient({ labValues: normalLabs() }), [draft('f', 'fluoxetine')]);
    expect(
      noTamoxifen.flatMap((c) => c.card.suggestions ?? []).filter((s) => /Replace/.test(s.label)),
    ).toEqual([]);
  });
});
