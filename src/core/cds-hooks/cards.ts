import type { PolicedFinding } from '../alert-policy/policy';
import type { AlertKnowledge } from '../alerts/knowledge';
import type { AlertFinding, AlertKind, AlertSeverity } from '../alerts/types';
import type { PatientClinicalRecord } from '../patients/schemas';
import { OVERRIDE_REASONS } from './override-reasons';
import type { BuiltCard, CardIndicator, CdsCard, CdsHookName, CdsLink } from './schemas';
import { PREFETCH_LABELS, type PrefetchKey } from './services';
import { suggestionsFor, type DraftOrder } from './suggestions';
import { clip, escapeMarkdown, joinNames } from './text';

/*
 * Cards from the alert engine's findings (issue 14). Alert fatigue rules (CLINICAL-NOTES: tiered
 * alerts, Paterno 2009; interrupt only for contraindicated or major findings):
 * - critical and high findings (the engine's tiers for contraindicated and major) are `critical`;
 * - medium findings (moderate) are `warning`, or `info` when every drug involved belongs to one
 *   standard regimen of the knowledge base (an effect the regimen carries by design);
 * - low findings (minor) give no card at all;
 * - what could not be checked is one `info` card, only when it concerns the orders in hand.
 */

/** The card indicator of an engine severity, or null for no card. */
export const INDICATOR_OF: Record<AlertSeverity, CardIndicator | null> = {
  critical: 'critical',
  high: 'critical',
  medium: 'warning',
  low: null,
};

export const FINDING_TOPIC_SYSTEM = 'urn:oncocds:cds-hooks:finding-kind';

const KIND_DISPLAY: Record<AlertKind, string> = {
  interaction: 'Drug interaction',
  allergy: 'Allergy or cross-sensitivity',
  pgx: 'Pharmacogenomics',
  renal: 'Renal dosing',
  hepatic: 'Hepatic dosing',
  lab: 'Laboratory threshold',
  cumulative: 'Cumulative dose',
  duplicate: 'Therapeutic duplication',
  qt: 'QT prolongation',
  unresolved: 'Medication not recognised',
};

/** Something the engine could not assess; `kind` and `drugNames` when the engine gives them. */
export interface LimitationInput {
  kind?: string;
  text: string;
  drugNames?: readonly string[];
  /** A gap in the record itself (an allergy that could not be read): it concerns every order. */
  concernsAll?: boolean;
}

export interface CardBuildInput {
  hook: CdsHookName;
  /** The engine's findings, graded by the client institution's alert policy when it has one. */
  findings: readonly PolicedFinding[];
  limitations: readonly LimitationInput[];
  /** The draft medication orders of the hook context (none for patient-view). */
  drafts: readonly DraftOrder[];
  /**
   * order-select: the references of the newly selected orders (the other drafts are context);
   * undefined means every draft is in focus.
   */
  selections?: readonly string[];
  /** Prefetch keys the EHR neither sent nor let us fetch; named in the limitation card. */
  notProvided: readonly PrefetchKey[];
  record: PatientClinicalRecord;
  knowledge: Pick<AlertKnowledge, 'drugsById' | 'pgx' | 'regimensById'>;
  /** The public origin of OncoCDS, for links to its pages (no trailing slash). */
  publicUrl: string;
  /** A SMART launch URL; when set, each finding card also offers a `smart` link. */
  smartLaunchUrl: string | null;
  /** A fresh unique id (UUID) for each card and suggestion. */
  newId: () => string;
}

/** The OncoCDS page that shows a finding in full: the checker, genomics, a calculator, a monograph. */
export function pagePathFor(finding: Pick<AlertFinding, 'kind' | 'drugIds'>): string {
  const ids = finding.drugIds;
  if (
    (finding.kind === 'interaction' || finding.kind === 'qt' || finding.kind === 'duplicate') &&
    ids.length >= 2
  ) {
    return `/interactions?drugs=${ids.map(encodeURIComponent).join(',')}`;
  }
  if (finding.kind === 'pgx') return '/genomics';
  if (finding.kind === 'renal') return '/clinical?calc=renal';
  const [first] = ids;
  return first ? `/database/${encodeURIComponent(first)}` : '/interactions';
}

const PAGE_LABEL: Record<string, string> = {
  '/interactions': 'Open the OncoCDS interaction checker',
  '/genomics': 'Open OncoCDS pharmacogenomics',
  '/clinical': 'Open the OncoCDS renal function calculator',
  '/database': 'Open the OncoCDS drug monograph',
};

function linksFor(path: string, input: CardBuildInput): CdsLink[] {
  const base = `/${path.split(/[/?]/)[1] ?? ''}`;
  const links: CdsLink[] = [
    {
      label: PAGE_LABEL[base] ?? 'Open in OncoCDS',
      url: `${input.publicUrl}${path}`,
      type: 'absolute',
    },
  ];
  if (input.smartLaunchUrl) {
    links.push({
      label: 'Open OncoCDS with this patient (SMART)',
      url: input.smartLaunchUrl,
      type: 'smart',
      appContext: JSON.stringify({ path }),
    });
  }
  return links;
}

const regimenDrugSets = new WeakMap<object, Array<{ name: string; ids: ReadonlySet<string> }>>();

/** Each regimen's drugs (components and premedications), worked out once per knowledge base. */
function regimenSets(knowledge: CardBuildInput['knowledge']) {
  let sets = regimenDrugSets.get(knowledge.regimensById);
  if (!sets) {
    sets = [...knowledge.regimensById.values()].map((regimen) => ({
      name: regimen.name,
      ids: new Set([
        ...regimen.phases.flatMap((p) => p.components.map((c) => c.drugId)),
        ...regimen.premedication.flatMap((p) => (p.drugId ? [p.drugId] : [])),
      ]),
    }));
    regimenDrugSets.set(knowledge.regimensById, sets);
  }
  return sets;
}

/**
 * The knowledge-base regimen that gives every drug of the finding together, if any: a moderate
 * effect the standard regimen carries by design (carboplatin with paclitaxel adds neuropathy) is
 * information for the prescriber of that regimen, not a warning about the order.
 */
function standardRegimenOf(
  finding: AlertFinding,
  knowledge: CardBuildInput['knowledge'],
): string | null {
  if (finding.drugIds.length < 2) return null;
  const match = regimenSets(knowledge).find((r) => finding.drugIds.every((id) => r.ids.has(id)));
  return match?.name ?? null;
}

/**
 * The severity line: the knowledge base's own severity always beside the local one when the
 * institution's alert policy (issue 22) graded the finding.
 */
function severityText(finding: PolicedFinding): string {
  const p = finding.policy;
  if (!p) return `OncoCDS severity ${finding.severity}`;
  return p.action === 'do-not-interrupt'
    ? `OncoCDS severity ${finding.severity}, shown without interrupting by local policy; knowledge base severity ${p.kbSeverity}`
    : `local severity ${finding.severity}; knowledge base severity ${p.kbSeverity}`;
}

/** The card indicator: "do not interrupt" (local policy) never raises a `critical` card. */
function indicatorOf(finding: PolicedFinding): CardIndicator | null {
  const indicator = INDICATOR_OF[finding.severity];
  return indicator === 'critical' && finding.policy?.interrupt === false ? 'warning' : indicator;
}

function findingDetail(finding: PolicedFinding, regimen: string | null): string {
  const steps = finding.rationale
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `- ${escapeMarkdown(line)}`);
  const sources = finding.sources.map((s) =>
    s.url
      ? `[${escapeMarkdown(s.label)}](${s.url.replace(/[()\s]/g, encodeURIComponent)})`
      : escapeMarkdown(s.label),
  );
  return [
    `**Why** (${escapeMarkdown(finding.drugs.join(' + '))}; ${severityText(finding)})`,
    '',
    ...steps,
    '',
    `**What to do:** ${escapeMarkdown(finding.management)}`,
    ...(regimen
      ? [
          '',
          `${escapeMarkdown(joinNames(finding.drugs))} are given together in the standard regimen ${escapeMarkdown(regimen)}: an expected, moderate effect, shown for information.`,
        ]
      : []),
    ...(sources.length > 0 ? ['', `**Sources:** ${sources.join(' · ')}`] : []),
  ].join('\n');
}

function findingCard(
  finding: PolicedFinding,
  indicator: CardIndicator,
  regimen: string | null,
  input: CardBuildInput,
  drafts: readonly DraftOrder[],
): CdsCard {
  const [primary] = finding.sources;
  const suggestions = suggestionsFor(finding, drafts, input.record, input.knowledge).map((s) => ({
    ...s,
    uuid: input.newId(),
  }));
  return {
    uuid: input.newId(),
    summary: clip(finding.title),
    detail: findingDetail(finding, regimen),
    indicator,
    source: {
      label: clip(primary?.label ?? 'OncoCDS knowledge base', 200),
      ...(primary?.url ? { url: primary.url } : {}),
      topic: {
        system: FINDING_TOPIC_SYSTEM,
        code: finding.kind,
        display: KIND_DISPLAY[finding.kind],
      },
    },
    ...(suggestions.length > 0 ? { suggestions, selectionBehavior: 'at-most-one' as const } : {}),
    ...(indicator !== 'info' ? { overrideReasons: [...OVERRIDE_REASONS] } : {}),
    links: linksFor(pagePathFor(finding), input),
  };
}

const lower = (s: string) => s.toLowerCase();

/**
 * Notes about the knowledge base's reach rather than this patient ("QT risk not assessed for
 * metformin", "no pathway data for allopurinol"): true on every call for those drugs, and nothing
 * the prescriber can act on at the order. OncoCDS's own pages show them.
 */
const anticancerNames = new WeakMap<object, ReadonlySet<string>>();

const KNOWLEDGE_COVERAGE = new Set(['interaction-qt-not-assessed', 'interaction-no-pathway-data']);

/**
 * The limitations that matter for the drugs in focus: those about one of them (by the engine's
 * drug names when it gives them, else by the name appearing in the text), except an untested
 * genotype for a drug that is not an anticancer drug. Most patients are never genotyped; a card
 * on every antiemetic order saying so is the noise tiering exists to prevent, while an untested
 * DPYD before capecitabine is exactly what the prescriber must hear.
 */
function relevantLimitations(
  limitations: readonly LimitationInput[],
  names: ReadonlySet<string>,
  knowledge: CardBuildInput['knowledge'],
) {
  let anticancer = anticancerNames.get(knowledge.drugsById);
  if (!anticancer) {
    anticancer = new Set(
      [...knowledge.drugsById.values()]
        .filter((d) => d.kind === 'antineoplastic')
        .map((d) => lower(d.name)),
    );
    anticancerNames.set(knowledge.drugsById, anticancer);
  }
  return limitations.filter((l) => {
    if (l.concernsAll) return true;
    if (l.kind && KNOWLEDGE_COVERAGE.has(l.kind)) return false;
    if (!l.drugNames) return [...names].some((n) => lower(l.text).includes(n));
    const concerned = l.drugNames.filter((n) => names.has(lower(n)));
    if (l.kind === 'pgx-untested') return concerned.some((n) => anticancer.has(lower(n)));
    return concerned.length > 0;
  });
}

function limitationCard(
  limitations: readonly LimitationInput[],
  subjects: readonly string[],
  input: CardBuildInput,
): CdsCard {
  const notSent = input.notProvided.map((k) => PREFETCH_LABELS[k]);
  const detail = [
    ...limitations.map((l) => `- ${escapeMarkdown(l.text)}`),
    ...(notSent.length > 0
      ? ['', `Not sent by the EHR, so not checked: ${escapeMarkdown(joinNames(notSent))}.`]
      : []),
    '',
    'An absent warning is not a statement of safety: check these by hand.',
  ].join('\n');
  return {
    uuid: input.newId(),
    summary: clip(
      subjects.length > 0
        ? `${joinNames(subjects)} could not be fully checked`
        : 'Part of the orders or the record could not be read, so it was not checked',
    ),
    detail,
    indicator: 'info',
    source: {
      label: 'OncoCDS',
      url: input.publicUrl,
      topic: { system: FINDING_TOPIC_SYSTEM, code: 'limitation', display: 'Could not be checked' },
    },
  };
}

/**
 * The cards of one hook call.
 * - order-select / order-sign: findings that involve a draft order in focus (the selections for
 *   order-select), with suggestions on the drafts; findings among the active medications alone
 *   belong to patient-view, not to this order.
 * - patient-view: the critical and high findings of the active therapy.
 * Sorted critical, then warning, then info.
 */
export function buildCards(input: CardBuildInput): BuiltCard[] {
  const isOrderHook = input.hook !== 'patient-view';
  const selected = input.selections ? new Set(input.selections) : null;
  const focus = isOrderHook
    ? input.drafts.filter((d) => !selected || selected.has(d.reference))
    : [];
  const focusIds = new Set(focus.flatMap((d) => d.drugIds));

  const out: BuiltCard[] = [];
  for (const finding of input.findings) {
    let indicator = indicatorOf(finding);
    if (!indicator) continue;
    const regimen =
      finding.severity === 'medium' ? standardRegimenOf(finding, input.knowledge) : null;
    if (regimen) indicator = 'info';
    if (isOrderHook) {
      if (!finding.drugIds.some((id) => focusIds.has(id))) continue;
    } else if (finding.severity !== 'critical' && finding.severity !== 'high') {
      continue;
    }
    out.push({
      card: findingCard(finding, indicator, regimen, input, focus),
      origin: { kind: finding.kind, findingKey: finding.key },
    });
  }

  // Whose gaps matter: the drafts in focus (by knowledge-base name and as the EHR wrote them), or
  // on patient-view the active medications that could not be resolved at all.
  const subjects = isOrderHook
    ? focus.map((d) =>
        d.drugIds.length > 0
          ? joinNames(d.drugIds.map((id) => input.knowledge.drugsById.get(id)?.name ?? d.drugName))
          : d.drugName,
      )
    : input.record.medications.filter((m) => m.isActive && !m.resolved).map((m) => m.drugName);
  const names = new Set(
    [
      ...subjects,
      ...focus.map((d) => d.drugName),
      ...focus.flatMap((d) => d.drugIds.map((id) => input.knowledge.drugsById.get(id)?.name ?? id)),
    ].map(lower),
  );
  const gaps = relevantLimitations(input.limitations, names, input.knowledge);
  if (gaps.length > 0) {
    const concerned = [...new Set(subjects)].filter((s) =>
      gaps.some((g) =>
        g.drugNames
          ? g.drugNames.some((n) => lower(s).includes(lower(n)) || lower(n).includes(lower(s)))
          : lower(g.text).includes(lower(s)),
      ),
    );
    out.push({
      card: limitationCard(gaps, concerned.length > 0 ? concerned : subjects, input),
      origin: { kind: 'limitation', findingKey: null },
    });
  }

  const rank: Record<CardIndicator, number> = { critical: 0, warning: 1, info: 2 };
  return out.sort((a, b) => rank[a.card.indicator] - rank[b.card.indicator]);
}
