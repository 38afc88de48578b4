import type { LabelPinInput } from '../../core/knowledge/label-pin';

/**
 * Labels pinned from stored SPL documents (FDALabel's SPL XML: setId, versionNumber and
 * effectiveTime; DailyMed document pages: setid and "Updated" date), batch 2 of the issue-22
 * pinning pass. `labelRevised` is the month of the SPL version read; the note says where.
 */
export const pinnedBatch2: readonly LabelPinInput[] = [
  {
    titles: ['Imbruvica (ibrutinib) US prescribing information'],
    drugIds: ['ibrutinib'],
    setId: '0dfd0279-ff17-4ea9-89be-9803c71bab44',
    labelRevised: '2024-05',
    confirmed: true,
    note: 'setId from the DailyMed full-label display page (fdaDrugXsl.cfm?setid=…, labeler Pharmacyclics LLC; IMBRUVICA capsules, tablets and oral suspension), seen 2026-11-28; labelRevised from that label\'s "Revised: 5/2024" line (no "Updated" date or versionNumber in the stored page); the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Kisqali (ribociclib) US prescribing information'],
    drugIds: ['ribociclib', 'tamoxifen'],
    setId: 'aaeaef94-f3f5-4367-8ea2-b181d7be2da8',
    labelRevised: '2024-09',
    confirmed: true,
    note: 'setId and "Updated September 17, 2024" from the DailyMed drugInfo page (Label: KISQALI- ribociclib tablet, film coated; Packager Novartis Pharmaceuticals Corporation), seen 2026-11-28 (an older stored copy of the same page shows Updated August 24, 2023); no versionNumber seen; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Zocor (simvastatin) US prescribing information'],
    drugIds: ['simvastatin'],
    setId: '8f55d5de-5a4f-4a39-8c84-c53976dd6af9',
    labelRevised: '2024-12',
    confirmed: true,
    note: 'setId and "Updated December 2, 2024" from the DailyMed drugInfo page (Label: ZOCOR- simvastatin tablet, film coated; Packager Organon LLC), seen 2026-11-28; no versionNumber seen; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Reyataz (atazanavir) US prescribing information'],
    drugIds: ['atazanavir'],
    setId: '165cff62-b284-4a27-a65d-9ec8a5bfcdd8',
    labelRevised: '2023-11',
    confirmed: true,
    note: 'setId and "Updated November 7, 2023" from the DailyMed lookup page (setid=…&version=36; Label: REYATAZ- atazanavir capsule / powder; Packager E.R. Squibb & Sons, L.L.C.), seen 2026-11-28; splVersion omitted: the stored page lists a Recent Major Change dated 12/2024, inconsistent with its Updated date, so the revision month needs re-checking; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Tafinlar (dabrafenib) US prescribing information'],
    drugIds: ['dabrafenib'],
    setId: 'fee1e6b1-e1a5-4254-9f2e-a70e0f8dbdea',
    labelRevised: '2024-03',
    confirmed: true,
    note: 'setId from the DailyMed Medication Guide page (medguide.cfm?setid=…; TAFINLAR- dabrafenib capsule / tablet, for suspension; labeler Novartis Pharmaceuticals Corporation), seen 2026-11-28; labelRevised from that Medication Guide\'s "Revised: March 2024" (not a DailyMed "Updated" date; no versionNumber seen). An older GlaxoSmithKline TAFINLAR set (803beaaa-…) also exists and was not used; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Trodelvy (sacituzumab govitecan) US prescribing information'],
    drugIds: ['sacituzumab-govitecan'],
    setId: '57a597d2-03f0-472e-b148-016d7169169d',
    splVersion: 18,
    labelRevised: '2025-03',
    confirmed: true,
    note: 'setId, version 18 and effectiveTime 20250331 from the FDALabel SPL document (TRODELVY; labeler Gilead Sciences, Inc.), seen 2026-11-28; a DailyMed search page also shows "Updated March 31, 2025"; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Reglan (metoclopramide) tablets US prescribing information'],
    drugIds: ['metoclopramide'],
    setId: 'de55c133-eb08-4a35-91a2-5dc093027397',
    labelRevised: '2020-06',
    confirmed: true,
    note: 'setId and "Updated June 19, 2020" from the DailyMed drugInfo page (Label: REGLAN- metoclopramide hydrochloride tablet; Packager ANI Pharmaceuticals, Inc.; NDA), seen 2026-11-28; no versionNumber seen; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Effexor XR (venlafaxine) US prescribing information'],
    drugIds: ['venlafaxine'],
    setId: '53c3e7ac-1852-4d70-d2b6-4fca819acf26',
    labelRevised: '2022-08',
    confirmed: true,
    note: 'setId from the DailyMed full-label display page (fdaDrugXsl.cfm?setid=…; EFFEXOR XR- venlafaxine hydrochloride capsule, extended release; labeler Wyeth Pharmaceuticals LLC, a subsidiary of Pfizer Inc.), seen 2026-11-28; labelRevised from that label\'s "Revised: 8/2022" line (no "Updated" date or versionNumber in the stored page); the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Geodon (ziprasidone) US prescribing information'],
    drugIds: ['ziprasidone'],
    setId: '8326928a-2cb6-4f7f-9712-03a425a14c37',
    labelRevised: '2022-02',
    confirmed: true,
    note: 'setId and "Updated February 23, 2022" from the DailyMed drugInfo page (Label: GEODON- ziprasidone hydrochloride capsule / ziprasidone mesylate for injection; Packager ROERIG, NDA), seen 2026-11-28; no versionNumber seen; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Bactrim (sulfamethoxazole and trimethoprim) US prescribing information'],
    drugIds: ['sulfamethoxazole-trimethoprim'],
    setId: 'f59d0c04-9c66-4d53-a0e1-cb55570deb62',
    splVersion: 18,
    labelRevised: '2024-12',
    confirmed: true,
    note: 'setId, version 18 and effectiveTime 20241230 from the FDALabel SPL document (BACTRIM sulfamethoxazole and trimethoprim DS tablets and tablets USP; labeler Sun Pharmaceutical Industries, Inc), seen 2026-11-28; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
  {
    titles: ['Mounjaro (tirzepatide) US prescribing information'],
    drugIds: ['tirzepatide'],
    setId: 'd2d7da5d-ad07-4228-955f-cf7e355c8cc0',
    splVersion: 36,
    labelRevised: '2026-01',
    confirmed: true,
    note: 'setId, version 36 and effectiveTime 20260121 from the FDALabel SPL document (MOUNJARO (tirzepatide) injection; labeler Eli Lilly and Company), seen 2026-11-28; the record was written against an earlier revision; its facts are queued for review against this one.',
  },
];
