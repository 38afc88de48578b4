import type { MonographInput } from '../../../core/knowledge/drug';
import type { Source } from '../../../core/knowledge/source';

/*
 * Shared pieces of the cytotoxic monographs (issue 13). Each monograph is paraphrased from the US
 * label named in its sources (FDA/DailyMed text as republished by the manufacturer or openFDA),
 * checked with the search tool in November 2026; a fact the review could not confirm is left out
 * or said to be "not stated in the label".
 */

/** A US prescribing-information citation with the sections a monograph is read from. */
export function label(product: string, sections: string, url?: string): Source {
  return url
    ? { kind: 'label', title: `${product} US prescribing information`, section: sections, url }
    : { kind: 'label', title: `${product} US prescribing information`, section: sections };
}

/** Sections of a PLR-format label that the monographs are read from. */
export const PLR_SECTIONS =
  '1 Indications and Usage; 2 Dosage and Administration; 5 Warnings and Precautions; 6 Adverse Reactions; 8.1-8.3 Pregnancy, Lactation, Reproductive Potential';
/** The same for older (non-PLR) labels, which carry no section numbers. */
export const OLD_SECTIONS =
  'INDICATIONS AND USAGE; DOSAGE AND ADMINISTRATION; WARNINGS; PRECAUTIONS (Pregnancy, Nursing Mothers); ADVERSE REACTIONS';

/**
 * NIOSH 2024 Table 1 holds the drugs that carry manufacturer's special handling information (the
 * label's "hazardous drug; follow special handling and disposal procedures" statement) or an
 * NTP/IARC carcinogen classification; each cytotoxic below carries that label statement.
 */
export const TABLE_1: MonographInput['hazardous'] = {
  niosh: 'table-1',
  note: 'NIOSH 2024 Table 1 (label carries special handling information): prepare in a containment device (BSC or CACI) with double chemotherapy gloves and a protective gown; closed-system transfer devices recommended; dispose of as hazardous waste.',
};

/** The same for oral solid forms, where the handling advice differs for intact units. */
export const TABLE_1_ORAL: MonographInput['hazardous'] = {
  niosh: 'table-1',
  note: 'NIOSH 2024 Table 1 (label carries special handling information): wear gloves to handle intact capsules or tablets; do not open, crush or split them outside a containment device.',
};

/** Pregnancy, lactation and frequency phrases shared by the batches. */
export const NO_PERCENT = 'frequent (no % in label)';
/** Named in the label's list of most common reactions; the percentage was not confirmed here. */
export const LABEL_LIST = 'most common (label list)';
export const CONTRACEPTION_83 =
  'Can cause fetal harm (8.1). Verify pregnancy status; females of reproductive potential and males with such partners use effective contraception during treatment and for the period after the last dose stated in 8.3.';
export const OLD_PREGNANCY =
  'Can cause fetal harm (older label: pregnancy category D); advise women of childbearing potential to avoid pregnancy. The label gives no contraception duration.';
export const NO_BREASTFEEDING = 'Advise not to breastfeed during treatment (8.2).';
export const STOP_BREASTFEEDING = 'Stop breastfeeding during treatment.';

export const MYELOSUPPRESSION_HOLD =
  'Do not start a cycle until neutrophils and platelets have recovered to the thresholds in the label.';
