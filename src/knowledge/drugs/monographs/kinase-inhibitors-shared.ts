import type { MonographInput } from '../../../core/knowledge/drug';
import type { Source } from '../../../core/knowledge/source';
import { NIOSH_2024 } from '../monograph-sources';

/*
 * Helpers shared by the monographs of the small-molecule targeted drugs (kinase-inhibitors*.ts and
 * other-targeted*.ts in this folder). Every monograph cites its product's US label sections; the
 * facts were read from copies of the current label (DailyMed, openFDA label records, label reprints)
 * found with the `search` tool and paraphrased.
 */

/** The label sections a monograph is read from. */
export const MONOGRAPH_SECTIONS =
  '1 Indications and Usage; 2 Dosage and Administration; 6 Adverse Reactions; 8.1-8.3 Pregnancy, Lactation, Reproductive Potential; 17 Patient Counseling';

/** DailyMed search for a product's current SPL (the set ids of brand and generic labels change). */
export function dailyMed(query: string): string {
  return `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(query)}`;
}

/**
 * The product label as a monograph source. `revised` is the label's "Revised:" month when the copy
 * read at review showed it.
 */
export function labelSource(product: string, query: string, revised?: string): Source {
  return {
    kind: 'label',
    title: `${product} US prescribing information${revised ? `, revised ${revised}` : ''}`,
    section: MONOGRAPH_SECTIONS,
    url: dailyMed(query),
  };
}

/** The label plus the NIOSH list, the sources every monograph carries. */
export function sources(product: string, query: string, revised?: string): Source[] {
  return [labelSource(product, query, revised), NIOSH_2024];
}

/**
 * NIOSH 2024 placement for the targeted oral agents. The 2024 list moved to "Table 1 = MSHI and/or
 * IARC/NTP carcinogen, Table 2 = other hazardous drugs" and reviewed drug approvals only through
 * 2015 (plus later drugs with MSHI); the per-drug table rows could not be read at review, so the
 * table stays `unknown` and the note gives the label's own handling statement.
 */
export function nioshUnconfirmed(labelHandling?: string): MonographInput['hazardous'] {
  const base =
    'NIOSH 2024 table placement not confirmed at review; handle as an antineoplastic under the institution’s hazardous-drug policy (intact tablets or capsules with gloves; no crushing or splitting outside containment).';
  return { niosh: 'unknown', note: labelHandling ? `${base} Label: ${labelHandling}` : base };
}

/** Contraception wording with the label's durations. */
export function embryoFetal(females: string, males?: string): string {
  const m = males ? ` Males with partners of reproductive potential: ${males}.` : '';
  return `Can cause fetal harm (8.1). Verify pregnancy status before starting; females of reproductive potential use effective contraception during treatment and for ${females} after the last dose (8.3).${m}`;
}

/** "Do not breastfeed" with the label's duration. */
export function noBreastfeeding(after: string): string {
  return `Advise not to breastfeed during treatment and for ${after} after the last dose (8.2).`;
}
