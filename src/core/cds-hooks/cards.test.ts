import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from '../alerts/evaluate';
import {
  NOW,
  allergy,
  gene,
  med,
  normalLabs,
  patient,
  unresolvedMed,
} from '../alerts/test-fixtures';
import type { AlertFinding } from '../alerts/types';
import type { PatientClinicalRecord } from '../patients/schemas';
import { buildCards, INDICATOR_OF, type CardBuildInput } from './cards';
import { OVERRIDE_REASONS, OVERRIDE_REASON_SYSTEM, overrideReasonCode } from './override-reasons';
import type { DraftOrder } from './suggestions';
import { clip, escapeMarkdown } from './text';

const kb = loadKnowledgeBase();
let ids = 0;
const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

/** A draft MedicationRequest shaped like the specification's order-sign example (R4). */
function draft(id: string, drugId: string, dose?: { value: number; unit: string }): DraftOrder {
  return {
    reference: `MedicationRequest/${id}`,
    drugIds: [drugId],
    drugName: drugId,
    resource: {
      resourceType: 'MedicationRequest',
      id,
      status: 'draft',
      intent: 'order',
      medicationCodeableConcept: { text: drugId },
      subject: { reference: 'Patient/1288992' },
      dosageInstruction: dose
        ? [
            {
              text: `${dose.value} ${dose.unit} twice daily`,
              timing: { repeat: { frequency: 2, period: 1, periodUnit: 'd' } },
              doseAndRate: [
                {
                  doseQuantity: {
                    value: dose.value,
                    unit: dose.unit,
                    system: 'http://unitsofmeasure.org',
                    code: dose.unit,
                  },
                },
              ],
            },
          ]
        : [],
    },
  };
}

/** The record as the service builds it: the active medications plus the drafts as orders. */
function run(
  record: PatientClinicalRecord,
  drafts: DraftOrder[],
  extra: Partial<CardBuildInput> = {},
) {
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
    ...extra,
  });
}

describe('buildCards: tiers', () => {
  it('maps the engine severities: only critical and high interrupt, low gives no card', () => {
    expect(INDICATOR_OF).toEqual({
      critical: 'critical',
      high: 'critical',
      medium: 'warning',
      low: null,
    });
  });

  it('capecitabine ordered with warfarin active: a critical card naming both', () => {
    const cards = run(patient({ medications: [med('warfarin')], labValues: normalLabs() }), [
      draft('cape-1', 'capecitabine', { value: 1250, unit: 'mg/m2' }),
    ]);
    const card = cards.find((c) => c.origin.kind === 'interaction')?.card;
    expect(card).toBeDefined();
    expect(['critical', 'warning']).toContain(card?.indicator);
    expect(card?.summary).toMatch(/warfarin/i);
    expect(card?.summary).toMatch(/capecitabine/i);
    expect(card?.detail).toMatch(/INR/);
    expect(card?.source.label).toMatch(/Xeloda|capecitabine|warfarin/i);
    expect(card?.overrideReasons).toEqual(OVERRIDE_REASONS);
    // "Monitor the INR" is not a change to the order: no suggestion is made up.
    expect(card?.suggestions).toBeUndefined();
    expect(card?.links?.[0]).toEqual({
      label: 'Open the OncoCDS interaction checker',
      url: expect.stringMatching(
        /^https:\/\/oncocds\.example\.org\/interactions\?drugs=(capecitabine,warfarin|warfarin,capecitabine)$/,
      ),
      type: 'absolute',
    });
  });

  it('every standard regimen ordered for a healthy adult gives no card above info', () => {
    const loud: string[] = [];
    for (const regimen of kb.regimens) {
      const drugIds = new Set([
        ...regimen.phases.flatMap((p) => p.components.map((c) => c.drugId)),
        ...regimen.premedication.flatMap((p) => (p.drugId ? [p.drugId] : [])),
      ]);
      const drafts = [...drugIds].map((id, i) => draft(`${regimen.id}-${i}`, id));
      const cards = run(patient({ labValues: normalLabs() }), drafts);
      for (const c of cards) {
        if (c.card.indicator !== 'info') loud.push(`${regimen.id}: ${c.card.summary}`);
      }
    }
    expect(loud).toEqual([]);
  });

  it('a moderate finding outside a standard regimen is a warning (the regimen rule can fail)', () => {
    const finding: AlertFinding = {
      key: 'interaction:ondansetron+tramadol:curated:x',
      kind: 'interaction',
      severity: 'medium',
      title: 'Ondansetron + Tramadol: less analgesia',
      drugs: ['Ondansetron', 'Tramadol'],
      drugIds: ['ondansetron', 'tramadol'],
      rationale: 'one\ntwo',
      management: 'Monitor pain control.',
      sources: [{ label: 'A label' }],
    };
    const cards = buildCards({
      hook: 'order-sign',
      findings: [finding],
      limitations: [],
      drafts: [draft('o', 'ondansetron')],
      notProvided: [],
      record: patient(),
      knowledge: kb.alerts,
      publicUrl: 'https://x.example',
      smartLaunchUrl: null,
      newId,
    });
    expect(cards.map((c) => c.card.indicator)).toEqual(['warning']);
  });

  it('minor findings give no card; major gives critical; patient-view keeps critical and high only', () => {
    const base = {
      key: 'k',
      kind: 'interaction' as const,
      title: 'A + B',
      drugs: ['Ondansetron', 'Tramadol'],
      drugIds: ['ondansetron', 'tramadol'],
      rationale: 'why',
      management: 'do',
      sources: [],
    };
    const findings: AlertFinding[] = [
      { ...base, key: 'low', severity: 'low' },
      { ...base, key: 'medium', severity: 'medium' },
      { ...base, key: 'high', severity: 'high' },
    ];
    const input = {
      findings,
      limitations: [],
      drafts: [draft('o', 'ondansetron')],
      notProvided: [],
      record: patient(),
      knowledge: kb.alerts,
      publicUrl: 'https://x.example',
      smartLaunchUrl: null,
      newId,
    };
    const sign = buildCards({ ...input, hook: 'order-sign' });
    expect(sign.map((c) => [c.origin.findingKey, c.card.indicator])).toEqual([
      ['high', 'critical'],
      ['medium', 'warning'],
    ]);
    const view = buildCards({ ...input, hook: 'patient-view', drafts: [] });
    expect(view.map((c) => c.origin.findingKey)).toEqual(['high']);
    expect(buildCards({ ...input, hook: 'order-sign', findings: [findings[0]!] })).toEqual([]);
  });

  it('order-select focuses on the selections: a finding about another draft gives no card', () => {
    const record = patient({ medications: [med('warfarin')], labValues: normalLabs() });
    const drafts = [draft('cape', 'capecitabine'), draft('ond', 'ondansetron')];
    const onlyOndansetron = run(record, drafts, {
      hook: 'order-select',
      selections: ['MedicationRequest/ond'],
    });
    expect(onlyOndansetron.some((c) => /capecitabine/i.test(c.card.summary))).toBe(false);
    const withCape = run(record, drafts, {
      hook: 'order-select',
      selections: ['MedicationRequest/cape'],
    });
    expect(withCape.some((c) => /capecitabine/i.test(c.card.summary))).toBe(true);
  });
});

describe('buildCards: suggestions', () => {
  it('DPYD intermediate metabolizer: an update of the draft to 50% of the dose (CPIC)', () => {
    const record = patient({
      labValues: normalLabs(),
      genetics: [gene('DPYD', { diplotype: '*1/*2A' })],
    });
    const order = draft('cape-1', 'capecitabine', { value: 1250, unit: 'mg/m2' });
    const cards = run(record, [order]);
    const card = cards.find((c) => c.origin.kind === 'pgx')?.card;
    expect(card?.indicator).toBe('critical');
    expect(card?.selectionBehavior).toBe('at-most-one');
    const [suggestion] = card?.suggestions ?? [];
    expect(suggestion?.label).toBe('Reduce Capecitabine to 50%: 625 mg/m2');
    expect(suggestion?.isRecommended).toBe(true);
    expect(suggestion?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const [action] = suggestion?.actions ?? [];
    expect(action?.type).toBe('update');
    const resource = action?.resource as typeof order.resource & {
      dosageInstruction: Array<{ text: string; doseAndRate: Array<{ doseQuantity: unknown }> }>;
    };
    // The whole resource, as the specification's update needs, with only the dose changed.
    expect(resource.id).toBe('cape-1');
    expect(resource.subject).toEqual({ reference: 'Patient/1288992' });
    expect(resource.dosageInstruction[0]?.doseAndRate[0]?.doseQuantity).toEqual({
      value: 625,
      unit: 'mg/m2',
      system: 'http://unitsofmeasure.org',
      code: 'mg/m2',
    });
    expect(resource.dosageInstruction[0]?.text).toMatch(/^625 mg\/m2: 50% of the ordered dose/);
    // The draft the EHR sent is not changed in place.
    expect(
      (
        order.resource.dosageInstruction as Array<{
          doseAndRate: Array<{ doseQuantity: { value: number } }>;
        }>
      )[0]?.doseAndRate[0]?.doseQuantity.value,
    ).toBe(1250);
  });

  it('DPYD poor metabolizer: critical, and the concrete change is to cancel the draft', () => {
    const record = patient({
      labValues: normalLabs(),
      genetics: [gene('DPYD', { diplotype: '*2A/*2A' })],
    });
    const cards = run(record, [draft('cape-2', 'capecitabine', { value: 1250, unit: 'mg/m2' })]);
    const card = cards.find((c) => c.origin.kind === 'pgx')?.card;
    expect(card?.indicator).toBe('critical');
    expect(card?.suggestions).toEqual([
      {
        label: 'Cancel the Capecitabine order',
        uuid: expect.any(String),
        actions: [
          {
            type: 'delete',
            description: 'Remove the draft Capecitabine order (MedicationRequest/cape-2).',
            resourceId: 'MedicationRequest/cape-2',
          },
        ],
      },
    ]);
  });

  it('no numeric dose on the draft: no update is suggested, the card stays', () => {
    const record = patient({
      labValues: normalLabs(),
      genetics: [gene('DPYD', { diplotype: '*1/*2A' })],
    });
    const cards = run(record, [draft('cape-3', 'capecitabine')]);
    const card = cards.find((c) => c.origin.kind === 'pgx')?.card;
    expect(card?.indicator).toBe('critical');
    expect(card?.suggestions).toBeUndefined();
  });

  it('a severe allergy to the ordered drug suggests cancelling it', () => {
    const record = patient({
      labValues: normalLabs(),
      allergies: [allergy('ondansetron', 'severe')],
    });
    const cards = run(record, [draft('ond-1', 'ondansetron')]);
    const card = cards.find((c) => c.origin.kind === 'allergy')?.card;
    expect(card?.indicator).toBe('critical');
    expect(card?.suggestions?.[0]?.actions[0]).toMatchObject({
      type: 'delete',
      resourceId: 'MedicationRequest/ond-1',
    });
  });
});

describe('buildCards: what could not be checked', () => {
  it('an unresolved draft is an info card naming it, never silence', () => {
    const unknown: DraftOrder = {
      ...draft('x-1', 'x'),
      drugIds: [],
      drugName: 'Zorblatinib 50 mg',
    };
    const record = patient({
      labValues: normalLabs(),
      medications: [unresolvedMed('Zorblatinib 50 mg')],
    });
    const result = evaluatePatientAlerts(record, kb.alerts, { now: NOW });
    const cards = buildCards({
      hook: 'order-sign',
      findings: result.alerts,
      limitations: result.limitations,
      drafts: [unknown],
      notProvided: ['genomics'],
      record,
      knowledge: kb.alerts,
      publicUrl: 'https://x.example',
      smartLaunchUrl: null,
      newId,
    });
    expect(cards).toHaveLength(1);
    const [only] = cards;
    expect(only?.card.indicator).toBe('info');
    expect(only?.card.summary).toBe('Zorblatinib 50 mg could not be fully checked');
    expect(only?.card.detail).toMatch(/could not be matched to a drug record/);
    expect(only?.card.detail).toMatch(/Not sent by the EHR, so not checked: genomic results/);
    expect(only?.origin).toEqual({ kind: 'limitation', findingKey: null });
  });

  it('capecitabine without a DPYD result says so on the order', () => {
    const cards = run(patient({ labValues: normalLabs() }), [draft('c', 'capecitabine')]);
    const info = cards.find((c) => c.origin.kind === 'limitation')?.card;
    expect(info?.summary).toBe('Capecitabine could not be fully checked');
    expect(info?.detail).toMatch(/No DPYD result is on record/);
  });

  it('gaps about drugs that are not being ordered give no card', () => {
    const record = patient({ labValues: normalLabs(), medications: [med('capecitabine')] });
    const cards = run(record, [draft('o', 'ondansetron')]);
    expect(cards.filter((c) => c.origin.kind === 'limitation')).toEqual([]);
  });

  it('the EHR’s names are escaped in markdown', () => {
    const evil: DraftOrder = {
      ...draft('e', 'x'),
      drugIds: [],
      drugName: '[click](javascript:alert(1)) <b>x</b>',
    };
    const cards = buildCards({
      hook: 'order-sign',
      findings: [],
      limitations: [
        { text: `"${evil.drugName}" could not be matched`, drugNames: [evil.drugName] },
      ],
      drafts: [evil],
      notProvided: [],
      record: patient(),
      knowledge: kb.alerts,
      publicUrl: 'https://x.example',
      smartLaunchUrl: null,
      newId,
    });
    expect(cards[0]?.card.detail).toContain(
      '\\[click\\]\\(javascript:alert\\(1\\)\\) \\<b\\>x\\</b\\>',
    );
  });
});

describe('buildCards: links and text', () => {
  it('adds a SMART launch link when one is configured', () => {
    const cards = run(
      patient({ medications: [med('warfarin')], labValues: normalLabs() }),
      [draft('c', 'capecitabine')],
      { smartLaunchUrl: 'https://oncocds.example.org/launch' },
    );
    const links = cards.find((c) => c.origin.kind === 'interaction')?.card.links ?? [];
    expect(links[1]).toMatchObject({
      type: 'smart',
      url: 'https://oncocds.example.org/launch',
      appContext: expect.stringContaining('/interactions?drugs='),
    });
  });

  it('summaries stay under 140 characters', () => {
    const long = 'word '.repeat(60);
    expect(clip(long).length).toBeLessThan(140);
    expect(clip(long).endsWith('…')).toBe(true);
    expect(clip('short')).toBe('short');
  });

  it('escapes markdown and flattens new lines', () => {
    expect(escapeMarkdown('a*b_c\nd')).toBe('a\\*b\\_c d');
  });

  it('override reasons are the acknowledgement reasons, with displays, read back as codes', () => {
    expect(OVERRIDE_REASONS.map((r) => r.code)).toContain('benefit-outweighs-risk');
    expect(OVERRIDE_REASONS.every((r) => r.display && r.system === OVERRIDE_REASON_SYSTEM)).toBe(
      true,
    );
    expect(overrideReasonCode({ system: OVERRIDE_REASON_SYSTEM, code: 'will-monitor' })).toBe(
      'will-monitor',
    );
    expect(overrideReasonCode({ system: 'https://ehr.example/reasons', code: '12354' })).toBe(
      'external',
    );
    expect(overrideReasonCode(undefined)).toBeUndefined();
  });
});

describe('buildCards: knowledge-coverage notes', () => {
  it('gaps in the knowledge base’s reach are not a card; a patient gap about the same drug is', () => {
    const input = {
      hook: 'order-sign' as const,
      findings: [],
      drafts: [draft('c', 'capecitabine')],
      notProvided: [],
      record: patient(),
      knowledge: kb.alerts,
      publicUrl: 'https://x.example',
      smartLaunchUrl: null,
      newId,
    };
    const coverage = [
      {
        kind: 'interaction-qt-not-assessed',
        text: 'QT risk is not assessed for Capecitabine',
        drugNames: ['Capecitabine'],
      },
      {
        kind: 'interaction-no-pathway-data',
        text: 'No pathway for Capecitabine',
        drugNames: ['Capecitabine'],
      },
    ];
    expect(buildCards({ ...input, limitations: coverage })).toEqual([]);
    const withGap = buildCards({
      ...input,
      limitations: [
        ...coverage,
        {
          kind: 'lab-no-recent-value',
          text: 'No recent ANC before Capecitabine',
          drugNames: ['Capecitabine'],
        },
      ],
    });
    expect(withGap.map((c) => c.card.detail)).toEqual([expect.stringContaining('No recent ANC')]);
    expect(withGap[0]?.card.detail).not.toMatch(/QT risk/);
  });
});
