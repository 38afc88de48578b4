import type { LabelPinInput } from '../../core/knowledge/label-pin';

/**
 * Labels pinned from stored SPL documents (FDALabel's SPL XML: setId, versionNumber and
 * effectiveTime; DailyMed document pages: setid and "Updated" date), batch 4 of the issue-22
 * pinning pass. `labelRevised` is the month of the SPL version read; the note says where.
 */
export const pinnedBatch4: readonly LabelPinInput[] = [
  {
    titles: ['Sporanox (itraconazole) capsules US prescribing information'],
    drugIds: ['itraconazole'],
    setId: 'a4d555fa-787c-40fb-bb7d-b0d4f7318fd0',
    splVersion: 25,
    labelRevised: '2024-02',
    confirmed: true,
    note: 'setId, version 25 and effectiveTime 20240214 from the FDA SPL XML document (accessdata.fda.gov/spl/data/115d4f3d-303d-e42c-e063-6294a90a7d9e, title SPORANOX (itraconazole) Capsules, labeler Janssen Pharmaceuticals, Inc.), seen 2026-11-28.',
  },
  {
    titles: ['Xospata (gilteritinib) US prescribing information'],
    drugIds: ['gilteritinib'],
    setId: 'b5ff59aa-9c0d-49a8-9053-1f179b482383',
    labelRevised: '2022-01',
    confirmed: true,
    note: 'setId and "Updated January 1, 2022" from the DailyMed drugInfo page (Label: XOSPATA- gilteritinib tablet, Packager Astellas Pharma US, Inc.), seen 2026-11-28; SPL version not seen.',
  },
  {
    titles: ['Camptosar (irinotecan) US prescribing information'],
    drugIds: ['irinotecan'],
    setId: 'e518dfc6-7e93-4fee-a66c-51e1ab71c056',
    labelRevised: '2024-08',
    confirmed: true,
    note: 'setId and "Updated August 14, 2024" from the DailyMed label page (dailymed/lookup.cfm?setid=…; Label: CAMPTOSAR- irinotecan hydrochloride injection, solution; Packager Pharmacia & Upjohn Company LLC), seen 2026-11-28; SPL version not seen.',
  },
  {
    titles: ['Savaysa (edoxaban) US prescribing information'],
    drugIds: ['edoxaban'],
    setId: 'e77d3400-56ad-11e3-949a-0800200c9a66',
    labelRevised: '2024-02',
    confirmed: true,
    note: 'setId and "Updated February 6, 2024" from the DailyMed drugInfo page (Label: SAVAYSA- edoxaban tosylate tablet, film coated; Packager Daiichi Sankyo Inc.), seen 2026-11-28; SPL version not seen.',
  },
  {
    titles: ['Merrem (meropenem) for injection US prescribing information'],
    drugIds: ['meropenem'],
    setId: '8f0c2a90-956a-4430-b26d-00d48169a9b0',
    splVersion: 12,
    labelRevised: '2024-12',
    confirmed: true,
    note: 'setId and "Updated December 12, 2024" from the DailyMed label page dailymed/lookup.cfm?setid=…&version=12 (Label: MERREM IV- meropenem injection; Packager Pfizer Laboratories Div Pfizer Inc), seen 2026-11-28; version 12 is the version requested in that page address.',
  },
  {
    titles: ['Uloric (febuxostat) US prescribing information'],
    drugIds: ['febuxostat'],
    setId: '54de10ef-fe5f-4930-b91d-6bbb04c664bd',
    labelRevised: '2023-04',
    confirmed: true,
    note: 'setId and "Updated April 27, 2023" from the DailyMed drugInfo page (Label: ULORIC- febuxostat tablet; Packager Takeda Pharmaceuticals America, Inc.), seen 2026-11-28; SPL version not seen.',
  },
  {
    titles: ['Epkinly (epcoritamab-bysp) US prescribing information'],
    drugIds: ['epcoritamab'],
    setId: 'd7836711-b677-412d-bf2d-0f7c8444103a',
    splVersion: 6,
    labelRevised: '2024-07',
    confirmed: true,
    note: 'setId, version 6 and effectiveTime 20240726 from the FDA SPL XML document (accessdata.fda.gov/spl/data/e4d925f1-28a4-41d8-bded-38e611b54fb6, EPKINLY (epcoritamab-bysp) injection, labeler Genmab US, Inc.), seen 2026-11-28.',
  },
  {
    titles: ['Methimazole tablets (Tapazole) US prescribing information'],
    drugIds: ['methimazole'],
    setId: '289ec852-176e-41aa-9f9a-b1f9b4196771',
    splVersion: 4,
    labelRevised: '2025-03',
    confirmed: true,
    note: 'One manufacturer\'s generic label, not the Tapazole brand label: setId and "Updated March 6, 2025" from the DailyMed label page dailymed/lookup.cfm?setid=…&version=4 (Label: METHIMAZOLE tablet; Packager Rising Pharma Holdings, Inc.; ANDA), seen 2026-11-28; version 4 is the version requested in that page address.',
  },
  {
    titles: ['Vemlidy (tenofovir alafenamide) US prescribing information'],
    drugIds: ['tenofovir-alafenamide'],
    setId: '72e6b33c-0351-4070-9172-eeaa186c01d2',
    splVersion: 17,
    labelRevised: '2025-07',
    confirmed: true,
    note: 'setId, version 17 and effectiveTime 20250714 from the FDALabel SPL document (VEMLIDY (tenofovir alafenamide) tablets, labeler Gilead Sciences, Inc.), seen 2026-11-28.',
  },
  {
    titles: ['Cubicin (daptomycin) US prescribing information'],
    drugIds: ['daptomycin'],
    setId: 'a7975871-46a6-4e9b-a8b5-38bfcb465f0e',
    labelRevised: '2024-07',
    confirmed: true,
    note: 'setId and "Updated July 7, 2024" from the DailyMed drugInfo page (Label: CUBICIN- daptomycin injection, powder, lyophilized, for solution; Packager Merck Sharp & Dohme LLC), seen 2026-11-28; SPL version not seen.',
  },
  {
    titles: ['Neulasta (pegfilgrastim) US prescribing information'],
    drugIds: ['pegfilgrastim'],
    setId: 'fdfe5d72-6b80-435a-afa4-c5d74dd852ce',
    splVersion: 155,
    labelRevised: '2025-04',
    confirmed: true,
    note: 'setId and "Updated April 14, 2025" from the DailyMed label page dailymed/lookup.cfm?setid=…&version=155 (Label: NEULASTA- pegfilgrastim kit / injection; Packager Amgen Inc), seen 2026-11-28; version 155 is the version requested in that page address.',
  },
];
