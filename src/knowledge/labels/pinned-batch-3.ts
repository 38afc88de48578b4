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
  {
    titles: ['Lorbrena (lorlatinib) US prescribing information'],
    drugIds: ['lorlatinib'],
    setId: '2b34d62d-e02a-4af3-bc0d-1571dd4ee76d',
    labelRevised: '2023-09',
    confirmed: true,
    note: 'setId and "Updated September 7, 2023" from the DailyMed document page (Label: LORBRENA lorlatinib tablet, film coated; Packager Pfizer Laboratories Div Pfizer Inc; NDA), seen 2026-11-28; labelRevised is the DailyMed Updated month; SPL version not shown.',
  },
  {
    titles: ['Invega (paliperidone) extended-release tablets US prescribing information'],
    drugIds: ['paliperidone'],
    setId: '7b8e5b26-b9e4-4704-921b-3c3c0d159916',
    splVersion: 43,
    labelRevised: '2025-01',
    confirmed: true,
    note: 'setId, version 43 and effectiveTime 20250131 from the FDALabel SPL document (title: INVEGA (paliperidone) Extended-Release Tablets; labeler Janssen Pharmaceuticals, Inc.), seen 2026-11-28. The DailyMed page for the same setId (Packager Janssen) showed an older snapshot, Updated August 23, 2023.',
  },
  {
    titles: ['Cefazolin for injection US prescribing information'],
    drugIds: ['cefazolin'],
    setId: '06091653-e568-4e82-acc7-aefbce16de17',
    labelRevised: '2024-04',
    confirmed: true,
    note: 'One manufacturer\'s label: setId and "Updated April 18, 2024" from the DailyMed document page (Label: CEFAZOLIN injection, powder, for solution, pharmacy bulk package; Packager Hikma Pharmaceuticals USA Inc.; ANDA), seen 2026-11-28; labelRevised is the DailyMed Updated month; SPL version not shown.',
  },
  {
    titles: ['Altace (ramipril) US prescribing information'],
    drugIds: ['ramipril'],
    setId: '0fc34cd8-86e6-4034-73bd-4263a68ba046',
    splVersion: 27,
    labelRevised: '2025-01',
    confirmed: true,
    note: 'setId, version 27 (the page\'s version parameter) and "Updated January 7, 2025" from the DailyMed document page (Label: ALTACE ramipril capsule; Packager Pfizer Laboratories Div Pfizer Inc; NDA), seen 2026-11-28; labelRevised is the DailyMed Updated month.',
  },
  {
    titles: ['TICE BCG (BCG live, intravesical) US prescribing information'],
    drugIds: ['bcg-live-intravesical'],
    setId: 'c9b74876-e665-442b-87ad-b7333bc9a67a',
    labelRevised: '2024-10',
    confirmed: true,
    note: 'setId and "Updated October 29, 2024" from the DailyMed document page (Label: TICE BCG bacillus calmette-guerin powder, for suspension; Packager Merck Sharp & Dohme LLC), seen 2026-11-28; labelRevised is the DailyMed Updated month (an older stored snapshot of the same setId showed December 1, 2023); SPL version not shown.',
  },
];
