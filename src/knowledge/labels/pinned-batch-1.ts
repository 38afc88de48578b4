import type { LabelPinInput } from '../../core/knowledge/label-pin';

/**
 * Labels pinned from stored SPL documents (FDALabel's SPL XML: setId, versionNumber and
 * effectiveTime; DailyMed document pages: setid and "Updated" date), batch 1 of the issue-22
 * pinning pass. `labelRevised` is the month of the SPL version read; the note says where.
 */
export const pinnedBatch1: readonly LabelPinInput[] = [
  {
    titles: ['Tarceva (erlotinib) US prescribing information'],
    drugIds: ['erlotinib'],
    setId: '57bccb29-1c47-4c64-ab6a-77960a91cc20',
    labelRevised: '2018-12',
    confirmed: true,
    note: 'setId and "Updated December 12, 2018" from the DailyMed page (dailymed.nlm.nih.gov lookup.cfm?setid=…, "Label: TARCEVA- erlotinib hydrochloride tablet", Packager Genentech, Inc.), seen 2026-11-28; version number not seen; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Verzenio (abemaciclib) US prescribing information'],
    drugIds: ['abemaciclib'],
    setId: 'be4bc0de-0fdc-4d46-8d25-be43c79e6a06',
    splVersion: 27,
    labelRevised: '2025-08',
    confirmed: true,
    note: 'setId, version 27 and effectiveTime 20250825 from the FDALabel SPL document (title VERZENIO (abemaciclib) tablets, labeler Eli Lilly and Company), seen 2026-11-28; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Xarelto (rivaroxaban) US prescribing information'],
    drugIds: ['rivaroxaban'],
    setId: '10db92f9-2300-4a80-836b-673e1ae91610',
    labelRevised: '2023-11',
    confirmed: true,
    note: 'setId and "Updated November 21, 2023" from the DailyMed page (drugInfo.cfm, "Label: XARELTO- rivaroxaban tablet, film coated …", Packager Janssen Pharmaceuticals, Inc.), seen 2026-11-28; version number not seen; a repackager\'s XARELTO set (Aphena) was passed over; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Ketorolac tromethamine injection US prescribing information'],
    drugIds: ['ketorolac'],
    setId: '4b58836d-9d58-4539-9691-9e11c505ef2a',
    splVersion: 3,
    labelRevised: '2018-11',
    confirmed: true,
    note: 'One manufacturer\'s label of the generic product (labeler Baxter Healthcare Corporation, "Ketorolac Tromethamine Injection, USP"): setId, version 3 and effectiveTime 20181130 read in the SPL XML document stored from FDA (accessdata.fda.gov/spl/data/…/….xml, the same SPL document FDALabel serves), seen 2026-11-28; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Tobramycin injection US prescribing information'],
    drugIds: ['tobramycin'],
    setId: 'd6dd9460-b030-479a-b3e3-03606e6fcad1',
    labelRevised: '2024-02',
    confirmed: true,
    note: 'One manufacturer\'s label of the generic product (Packager Fresenius Kabi USA, LLC, "Label: TOBRAMYCIN- tobramycin sulfate injection, solution"): setId and "Updated February 5, 2024" from the DailyMed page (drugInfo.cfm), seen 2026-11-28; version number not seen; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Cresemba (isavuconazonium sulfate) US prescribing information'],
    drugIds: ['isavuconazonium'],
    setId: '8f7f73b8-586a-4df0-935f-fecd4696c16c',
    labelRevised: '2023-12',
    confirmed: true,
    note: 'setId from the DailyMed label page (fdaDrugXsl.cfm?setid=…: CRESEMBA capsule and for injection, Astellas Pharma US, Inc., Recent Major Changes 12/2023); "Updated December 8, 2023" from the DailyMed page for the same product ("Label: CRESEMBA- isavuconazonium sulfate capsule / injection", Packager Astellas Pharma US, Inc.), whose stored copy did not show its setid, so the month rests on matching product and packager; seen 2026-11-28; version number not seen; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Aldactone (spironolactone) US prescribing information'],
    drugIds: ['spironolactone'],
    setId: '0fed2822-3a03-4b64-9857-c682fcd462bc',
    labelRevised: '2023-12',
    confirmed: true,
    note: 'setId and "Updated December 11, 2023" from the DailyMed page (lookup.cfm?setid=…, "Label: ALDACTONE- spironolactone tablet, film coated", Packager Pfizer Laboratories Div Pfizer Inc), seen 2026-11-28; version number not seen; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Clolar (clofarabine) US prescribing information'],
    drugIds: ['clofarabine'],
    setId: '55d3c78b-dca5-436b-97b5-73d166217415',
    labelRevised: '2023-11',
    confirmed: true,
    note: 'setId and "Updated November 15, 2023" from the DailyMed page (lookup.cfm?setid=…, "Label: CLOLAR- clofarabine injection", Packager Sanofi-Aventis U.S. LLC), seen 2026-11-28; version number not seen; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Arimidex (anastrozole) US prescribing information'],
    drugIds: ['anastrozole'],
    setId: 'acbfaaa9-503c-4691-9828-76a7146ed6de',
    labelRevised: '2022-12',
    confirmed: true,
    note: 'setId and "Updated December 16, 2022" from the DailyMed page (drugInfo.cfm, "Label: ARIMIDEX- anastrozole tablet", Packager ANI Pharmaceuticals, Inc., the brand\'s current labeler), seen 2026-11-28; version number not seen; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Tibsovo (ivosidenib) US prescribing information'],
    drugIds: ['ivosidenib'],
    setId: '65d254c0-67ad-42c4-b972-ad463b755b2d',
    labelRevised: '2023-10',
    confirmed: true,
    note: 'setId and "Updated October 30, 2023" from the DailyMed page (drugInfo.cfm, "Label: TIBSOVO- ivosidenib tablet, film coated", Packager Servier Pharmaceutical LLC), seen 2026-11-28; version number not seen; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
];
