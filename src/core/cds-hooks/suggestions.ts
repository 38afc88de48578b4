import type { AlertFinding } from '../alerts/types';
import type { AlertKnowledge } from '../alerts/knowledge';
import type { Drug, OrganAdjustment } from '../knowledge/drug';
import type { PatientClinicalRecord } from '../patients/schemas';
import { cyp2d6Alternatives } from '../pgx/inhibitor-alternatives';
import type { CdsAction, CdsSuggestion } from './schemas';

/**
 * A draft medication order from the hook context, with what it resolved to. `reference` is the
 * relative reference the specification's `resourceId` and `selections` use.
 */
export interface DraftOrder {
  reference: string;
  resource: Record<string, unknown>;
  /** Knowledge-base drug ids the order resolved to; empty when it could not be resolved. */
  drugIds: readonly string[];
  /** The medication as the EHR named it. */
  drugName: string;
}

/** A dose change the cited source states as one figure (never a point picked inside a range). */
interface DoseChange {
  drug: Drug;
  factor: number;
  /** Who says so, for the suggestion's description. */
  basis: string;
}

type Knowledge = Pick<AlertKnowledge, 'drugsById' | 'pgx'>;

/** The rule part of a finding key: `kind:drug+ids:rule...` (see core/alerts `findingKey`). */
function ruleIdOf(finding: AlertFinding): string {
  return finding.key.split(':').slice(2).join(':');
}

/**
 * The drug a pharmacogenomic finding is about: its only drug, or (when a CYP2D6 inhibitor that
 * phenoconverts is listed beside it) the one its title names first, "Tamoxifen: ...".
 */
function pgxDrug(finding: AlertFinding, kb: Knowledge): Drug | null {
  const drugs = finding.drugIds.map((id) => kb.drugsById.get(id)).filter((d): d is Drug => !!d);
  if (drugs.length === 1) return drugs[0] ?? null;
  return drugs.find((d) => finding.title.startsWith(`${d.name}:`)) ?? null;
}

/**
 * The single dose factor CPIC (through the PGx engine) gives for the finding's drug and the
 * patient's genotypes, or null: no reduction row, a range, several populations with different
 * figures, or a phenoconverted result (there the advice is to change the inhibitor instead).
 */
function pgxChange(finding: AlertFinding, record: PatientClinicalRecord, kb: Knowledge) {
  if (ruleIdOf(finding).endsWith(':phenoconverted')) return null;
  const drug = pgxDrug(finding, kb);
  if (!drug) return null;
  const evaluation = kb.pgx.evaluatePgx(
    {
      genotypes: record.genetics.map((g) => ({
        gene: g.gene,
        ...(g.diplotype ? { diplotype: g.diplotype } : {}),
        ...(g.phenotype ? { phenotype: g.phenotype } : {}),
      })),
      drugIds: [drug.id],
    },
    (id) => kb.drugsById.get(id),
  );
  const recs = evaluation.recommendations.filter((r) => r.drug.id === drug.id);
  const factors = new Set(recs.map((r) => (r.action === 'reduce' ? r.doseFactor : null)));
  const [factor] = [...factors];
  if (factors.size !== 1 || factor === null || factor === undefined || factor >= 1) return null;
  const first = recs[0];
  return { drug, factor, basis: first ? first.guideline.title : 'the CPIC guideline' };
}

/** The organ rule a renal or hepatic finding names, when its label states a single factor. */
function organChange(finding: AlertFinding, kb: Knowledge): DoseChange | 'avoid' | null {
  const drug = finding.drugIds.length === 1 ? kb.drugsById.get(finding.drugIds[0] ?? '') : null;
  if (!drug) return null;
  const rule = ruleIdOf(finding);
  let rules: OrganAdjustment['rules'] = [];
  if (finding.kind === 'renal') {
    const m = /^renal:(\d+(?:\.\d+)?):(reduce|avoid)$/.exec(rule);
    if (!m) return null;
    rules = drug.renal.rules.filter((r) => r.crclBelow === Number(m[1]) && r.action === m[2]);
  } else {
    const m = /^hepatic:([a-z-]+)-(reduce|avoid)$/.exec(rule);
    if (!m) return null;
    rules = drug.hepatic.rules.filter((r) => r.hepaticClass === m[1] && r.action === m[2]);
  }
  const [only] = rules;
  if (rules.length !== 1 || !only) return null;
  if (only.action === 'avoid') return 'avoid';
  if (only.doseFactor === undefined) return null;
  return {
    drug,
    factor: only.doseFactor,
    basis: `the ${drug.name} label (${finding.kind} dosing)`,
  };
}

interface Quantity {
  value: number;
  unit?: string;
  code?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isQuantity = (v: unknown): v is Quantity =>
  isRecord(v) && typeof v.value === 'number' && Number.isFinite(v.value) && v.value > 0;

/**
 * The dose quantities of a MedicationRequest's dosage instructions (R4 `doseAndRate[].doseQuantity`,
 * and the older `doseQuantity` directly on the dosage), as mutable references into `resource`.
 */
function doseQuantities(resource: Record<string, unknown>): Quantity[] {
  const out: Quantity[] = [];
  const dosages = Array.isArray(resource.dosageInstruction) ? resource.dosageInstruction : [];
  for (const dosage of dosages) {
    if (!isRecord(dosage)) continue;
    if (isQuantity(dosage.doseQuantity)) out.push(dosage.doseQuantity);
    const rates = Array.isArray(dosage.doseAndRate)
      ? dosage.doseAndRate
      : isRecord(dosage.doseAndRate)
        ? [dosage.doseAndRate]
        : [];
    for (const rate of rates) {
      if (isRecord(rate) && isQuantity(rate.doseQuantity)) out.push(rate.doseQuantity);
    }
  }
  return out;
}

/** Three significant figures at most, never more than three decimals. */
function roundDose(value: number): number {
  return Number(Number(value.toPrecision(3)).toFixed(3));
}

const unitOf = (q: Quantity) => q.unit ?? q.code ?? '';
const formatDose = (q: Quantity) => `${q.value}${unitOf(q) ? ` ${unitOf(q)}` : ''}`;

/** The draft order with every dose multiplied by `factor`: the whole resource, as `update` needs. */
function reducedOrder(draft: DraftOrder, change: DoseChange) {
  const original = doseQuantities(draft.resource);
  if (original.length === 0) return null;
  const resource = structuredClone(draft.resource);
  const quantities = doseQuantities(resource);
  for (const q of quantities) q.value = roundDose(q.value * change.factor);
  const percent = Math.round(change.factor * 100);
  const before = original.map(formatDose).join(', ');
  const after = quantities.map(formatDose).join(', ');
  const dosages = resource.dosageInstruction as unknown[];
  for (const dosage of dosages) {
    if (isRecord(dosage) && typeof dosage.text === 'string') {
      dosage.text = `${after}: ${percent}% of the ordered dose per ${change.basis} (was: ${dosage.text})`;
    }
  }
  return { resource, before, after, percent };
}

/** One suggestion with one action (the caller fills in the uuid). */
type Draftable = Omit<CdsSuggestion, 'uuid'>;

function doseSuggestion(draft: DraftOrder, change: DoseChange, recommended: boolean): Draftable[] {
  const reduced = reducedOrder(draft, change);
  if (!reduced) return [];
  const action: CdsAction = {
    type: 'update',
    description: `Change the ${change.drug.name} order to ${reduced.after} (${reduced.percent}% of ${reduced.before}), as ${change.basis} advises.`,
    resource: reduced.resource,
  };
  return [
    {
      label: `Reduce ${change.drug.name} to ${reduced.percent}%: ${reduced.after}`,
      ...(recommended ? { isRecommended: true } : {}),
      actions: [action],
    },
  ];
}

function cancelSuggestion(draft: DraftOrder, drugName: string): Draftable {
  return {
    label: `Cancel the ${drugName} order`,
    actions: [
      {
        type: 'delete',
        description: `Remove the draft ${drugName} order (${draft.reference}).`,
        resourceId: draft.reference,
      },
    ],
  };
}

const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';
/** Alternatives offered per inhibitor: a short list of buttons, alphabetical as the engine gives them. */
const MAX_ALTERNATIVES = 4;

/**
 * A phenoconverted genotype finding (a moderate or strong CYP2D6 inhibitor turns the patient into
 * a poorer metabolizer of the guided drug; CPIC tamoxifen: avoid such inhibitors) where the
 * inhibitor is itself a draft order: replace it, one suggestion per same-class drug the knowledge
 * base lists without moderate or strong CYP2D6 inhibition (`cyp2d6Alternatives`, the same list
 * the PGx advice names). Each suggestion cancels the draft and creates a draft order of the
 * alternative with no dose: choosing the dose is the prescriber's, and nothing here invents one.
 */
function replaceInhibitorSuggestions(
  finding: AlertFinding,
  drafts: readonly DraftOrder[],
  kb: Knowledge,
): Draftable[] {
  if (!ruleIdOf(finding).endsWith(':phenoconverted')) return [];
  const guided = pgxDrug(finding, kb);
  const out: Draftable[] = [];
  for (const id of finding.drugIds) {
    const inhibitor = kb.drugsById.get(id);
    if (!inhibitor || inhibitor.id === guided?.id) continue;
    const alternatives = cyp2d6Alternatives(inhibitor, kb.drugsById.values()).slice(
      0,
      MAX_ALTERNATIVES,
    );
    for (const d of drafts.filter((x) => x.drugIds.includes(inhibitor.id))) {
      for (const alt of alternatives) {
        const drug = kb.drugsById.get(alt.id);
        if (!drug) continue;
        const copied = Object.fromEntries(
          ['intent', 'subject', 'encounter', 'requester'].flatMap((k) =>
            d.resource[k] !== undefined ? [[k, structuredClone(d.resource[k])]] : [],
          ),
        );
        out.push({
          label: `Replace ${inhibitor.name} with ${drug.name} (dose to be set)`,
          actions: [
            {
              type: 'delete',
              description: `Remove the draft ${inhibitor.name} order (${d.reference}), a ${inhibitor.pathways.CYP2D6?.inhibitor ?? ''} CYP2D6 inhibitor.`,
              resourceId: d.reference,
            },
            {
              type: 'create',
              description: `Start a draft ${drug.name} order (same class, no moderate or strong CYP2D6 inhibition on record); its dose and schedule are the prescriber's to set.`,
              resource: {
                resourceType: 'MedicationRequest',
                status: 'draft',
                intent: 'order',
                ...copied,
                medicationCodeableConcept: {
                  ...(drug.rxcui
                    ? { coding: [{ system: RXNORM, code: drug.rxcui, display: drug.name }] }
                    : {}),
                  text: drug.name,
                },
                note: [
                  {
                    text: `Proposed by OncoCDS in place of ${inhibitor.name}${guided ? `, which lowers ${guided.name}'s genotype-guided effect through CYP2D6` : ''}. Dose and schedule to be set by the prescriber.`,
                  },
                ],
              },
            },
          ],
        });
      }
    }
  }
  return out;
}

/**
 * Suggestions where the finding names a concrete change to a draft order:
 * - a dose reduction by the single factor CPIC or the label states (DPYD intermediate metabolizer
 *   and fluoropyrimidines; a renal or hepatic band with a figure), as an `update` of the draft;
 * - cancelling the draft when the finding says not to give it (a contraindicated interaction, a
 *   severe allergy to the same drug, a CPIC "avoid", a label's organ-function "avoid");
 * - replacing a draft CYP2D6 inhibitor that phenoconverts a genotype-guided drug with a same-class
 *   drug the knowledge base lists without that inhibition (a draft order with no dose).
 * Nothing else is suggested: the knowledge base names no other replacement drug as data, and
 * "monitor" advice is not a change to an order. A dose without a numeric quantity gets no update.
 */
export function suggestionsFor(
  finding: AlertFinding,
  drafts: readonly DraftOrder[],
  record: PatientClinicalRecord,
  kb: Knowledge,
): Draftable[] {
  const draftsOf = (drugId: string) => drafts.filter((d) => d.drugIds.includes(drugId));
  const out: Draftable[] = [];
  if (finding.kind === 'pgx') {
    const change = pgxChange(finding, record, kb);
    if (change) {
      for (const d of draftsOf(change.drug.id)) out.push(...doseSuggestion(d, change, true));
    }
    out.push(...replaceInhibitorSuggestions(finding, drafts, kb));
  } else if (finding.kind === 'renal' || finding.kind === 'hepatic') {
    const change = organChange(finding, kb);
    if (change && change !== 'avoid') {
      for (const d of draftsOf(change.drug.id)) out.push(...doseSuggestion(d, change, true));
    } else if (change === 'avoid') {
      const id = finding.drugIds[0] ?? '';
      const name = kb.drugsById.get(id)?.name ?? id;
      for (const d of draftsOf(id)) out.push(cancelSuggestion(d, name));
    }
    return out;
  }
  if (finding.severity === 'critical' && ['interaction', 'allergy', 'pgx'].includes(finding.kind)) {
    const ids =
      finding.kind === 'pgx' ? [pgxDrug(finding, kb)?.id ?? ''].filter(Boolean) : finding.drugIds;
    for (const id of ids) {
      const name = kb.drugsById.get(id)?.name ?? id;
      for (const d of draftsOf(id)) out.push(cancelSuggestion(d, name));
    }
  }
  return out;
}
