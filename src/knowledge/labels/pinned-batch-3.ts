import type { LabelPinInput } from '../../core/knowledge/label-pin';

/**
 * Labels pinned from stored SPL documents (FDALabel's SPL XML: setId, versionNumber and
 * effectiveTime; DailyMed document pages: setid and "Updated" date), batch 3 of the issue-22
 * pinning pass. `labelRevised` is the month of the SPL version read; the note says where.
 */
export const pinnedBatch3: readonly LabelPinInput[] = [
  {
    titles: ['Xeloda (capecitabine) US prescribing information'],
    drugIds: ['capecitabine'],
    setId: 'e702d84d-7162-4751-bf37-d724cc7e45a5',
    splVersion: 30,
    labelRevised: '2025-01',
    confirmed: true,
    note: 'setId, version 30 (the page\'s version parameter) and "Updated January 10, 2025" from the DailyMed document page (Label: XELODA capecitabine tablet, film coated; Packager H2-Pharma, LLC; NDA), seen 2026-11-28; labelRevised is the DailyMed Updated month. An older Genentech XELODA setId (a1de8bba-3b1d-4c9d-ab8a-32d2c05e67c8) also appears on DailyMed without a date; the FDALabel capecitabine document 06a88b03-6c06-4dae-b3bc-1e8dd81c9067 is Ascend Laboratories\' generic, not XELODA, and was not used.',
  },
  {
    titles: ['Nexavar (sorafenib) US prescribing information'],
    drugIds: ['sorafenib'],
    setId: 'b50667e4-5ebc-4968-a646-d605058dbef0',
    labelRevised: '2023-08',
    confirmed: true,
    note: 'setId and "Updated August 28, 2023" from the DailyMed document page (Label: NEXAVAR sorafenib tablet, film coated; Packager Bayer HealthCare Pharmaceuticals Inc.; NDA), seen 2026-11-28; labelRevised is the DailyMed Updated month; SPL version not shown.',
  },
  {
    titles: ['Paclitaxel injection US prescribing information'],
    drugIds: ['paclitaxel'],
    setId: '4e1bf850-d616-4ff3-b62a-2057dddc3dfe',
    labelRevised: '2020-08',
    confirmed: true,
    note: 'One manufacturer\'s label: setId and "Updated August 25, 2020" from the DailyMed document page (Label: PACLITAXEL injection, solution; Packager Novadoz Pharmaceuticals LLC; ANDA), seen 2026-11-28; labelRevised is the DailyMed Updated month; SPL version not shown.',
  },
  {
    titles: ['Pradaxa (dabigatran etexilate) US prescribing information'],
    drugIds: ['dabigatran'],
    setId: 'ba74e3cd-b06f-4145-b284-5fd6b84ff3c9',
    splVersion: 48,
    labelRevised: '2025-06',
    confirmed: true,
    note: 'setId, version 48 and effectiveTime 20250625 from the FDALabel SPL document (title: PRADAXA (dabigatran etexilate) capsules; labeler Boehringer Ingelheim Pharmaceuticals Inc.), seen 2026-11-28. This is the capsules label; PRADAXA pellets, if cited, have their own SPL.',
  },
  {
    titles: ['Ozobax (baclofen) oral solution US prescribing information'],
    drugIds: ['baclofen'],
    setId: '92153f69-bc9b-4bef-9a8e-751effde5c7e',
    splVersion: 3,
    labelRevised: '2021-07',
    confirmed: true,
    note: 'setId, version 3 and effectiveTime 20210701 from the SPL XML document on accessdata.fda.gov (document id 853dcc09-d7a7-46e7-b2d6-7d440e82dae7; title: OZOBAX (baclofen) oral solution; labeler Metacel Pharmaceuticals, LLC), seen 2026-11-28. A newer version may exist; OZOBAX DS is a separate product and was not used.',
  },
  {
    titles: ['Invokana (canagliflozin) US prescribing information'],
    drugIds: ['canagliflozin'],
    setId: 'b9057d3b-b104-4f09-8a61-c61ef9d4a3f3',
    splVersion: 31,
    labelRevised: '2025-03',
    confirmed: true,
    note: 'setId, version 31 and effectiveTime 20250320 from the FDALabel SPL document (title: INVOKANA (canagliflozin) tablets; labeler Janssen Pharmaceuticals, Inc.), seen 2026-11-28.',
  },
];
