import type { LabelPinInput } from '../../core/knowledge/label-pin';

/**
 * Labels pinned in the fifth pass (issue 22), chosen by how many label-based facts cite them.
 * Each value was read on the page the note names (a DailyMed document page with its setid and
 * "Updated" date, or the FDALabel SPL document with setId, versionNumber and effectiveTime);
 * `labelRevised` is that month. For a generic product the knowledge base cites "the" label of the
 * product; one manufacturer's label is pinned and named, as in the earlier batches.
 */
const REVIEW_AGAINST_THIS =
  'the record was written against an earlier revision; its facts are queued for review against this one';

export const pinnedBatch5: readonly LabelPinInput[] = [
  {
    titles: ['Trisenox (arsenic trioxide) US prescribing information'],
    drugIds: ['arsenic-trioxide'],
    setId: '101fc347-d0ad-4aee-8b06-9feb187fd741',
    labelRevised: '2022-06',
    confirmed: true,
    note: `setId and "Updated June 30, 2022" from the DailyMed document page (drugInfo.cfm, "Label: TRISENOX- arsenic trioxide injection, solution", Packager Cephalon, LLC, New Drug Application), seen 2026-11-28; SPL version number not shown; generic arsenic trioxide labels (Nexus, Sandoz, Amneal, Fresenius Kabi) were passed over; ${REVIEW_AGAINST_THIS}.`,
  },
  {
    titles: ['Doxorubicin hydrochloride injection US prescribing information'],
    drugIds: ['doxorubicin'],
    setId: 'd31d7f58-66d0-4826-b6b5-5914c031965f',
    splVersion: 1,
    labelRevised: '2025-03',
    confirmed: true,
    note: `One manufacturer's label of the conventional (non-liposomal) product: setId, version 1 (the page's version parameter) and "Updated March 31, 2025" from the DailyMed document page (lookup.cfm, "Label: DOXORUBICIN HYDROCHLORIDE injection, solution", Packager Pfizer Laboratories Div Pfizer Inc, New Drug Application), seen 2026-11-28; liposomal doxorubicin labels were passed over; ${REVIEW_AGAINST_THIS}.`,
  },
  {
    titles: ['Methotrexate injection US prescribing information'],
    drugIds: ['methotrexate'],
    setId: '3989d30d-56e5-4e8d-9379-c30fecc894f2',
    splVersion: 9,
    labelRevised: '2023-04',
    confirmed: true,
    note: `One manufacturer's label of the injection: setId, versionNumber 9 and effectiveTime 20230417 from the FDALabel SPL document (nctr-crs.fda.gov fdalabel spl-doc, "METHOTREXATE injection, for intravenous, intramuscular, subcutaneous, or intrathecal use", author Hikma Pharmaceuticals USA Inc.), seen 2026-11-28; a later Eugia US label (DailyMed, updated 2025-02) exists and was not read in full; ${REVIEW_AGAINST_THIS}.`,
  },
  {
    titles: ['Midazolam injection US prescribing information'],
    drugIds: ['midazolam'],
    setId: '9e3bd5d3-36b3-471c-b8cc-ef48645700c2',
    splVersion: 5,
    labelRevised: '2025-03',
    confirmed: true,
    note: `One label of the generic injection: setId, version 5 (the page's version parameter) and "Updated March 24, 2025" from the DailyMed document page (lookup.cfm, "Label: MIDAZOLAM HYDROCHLORIDE injection, solution", Abbreviated New Drug Application, CIV), seen 2026-11-28; the page excerpt did not name the packager; premixed midazolam-in-sodium-chloride labels (Gland, Sagent) were passed over; ${REVIEW_AGAINST_THIS}.`,
  },
  {
    titles: ['Isoniazid tablets US prescribing information'],
    drugIds: ['isoniazid'],
    setId: 'df71204a-9962-4a61-bf72-cd8cfd930fc5',
    splVersion: 5,
    labelRevised: '2024-12',
    confirmed: true,
    note: `One label of the generic tablets: setId, version 5 (the page's version parameter) and "Updated December 17, 2024" from the DailyMed document page (lookup.cfm, "Label: ISONIAZID tablet", Abbreviated New Drug Application), seen 2026-11-28; the page excerpt did not name the packager; ${REVIEW_AGAINST_THIS}.`,
  },
  {
    titles: ['Codeine sulfate tablets US prescribing information'],
    drugIds: ['codeine'],
    setId: '5819bdf7-300e-45b8-8f3a-447b53656293',
    labelRevised: '2019-11',
    confirmed: true,
    note: `One manufacturer's label of the tablets: setId and "Updated November 1, 2019" from the DailyMed document page (lookup.cfm, "Label: CODEINE SULFATE tablet", Packager Lannett Company, Inc., CII), seen 2026-11-28; SPL version number not shown; ${REVIEW_AGAINST_THIS}.`,
  },
];
