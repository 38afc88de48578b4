import type { LabelPinInput } from '../../core/knowledge/label-pin';

/**
 * Labels pinned from stored label records (openFDA label records begin with `set_id`, `version`
 * and `effective_time`; DailyMed document links carry the setid). `labelRevised` is the month of
 * the SPL version read. Records written against an earlier revision are flagged by the review
 * queue ("cited label version changed") until a reviewer checks them against this one.
 */
const REVIEW_AGAINST_THIS =
  'the record was written against an earlier revision; its facts are queued for review against this one';

export const confirmedLabels: readonly LabelPinInput[] = [
  {
    titles: ['Opdivo (nivolumab) US prescribing information'],
    drugIds: ['nivolumab'],
    setId: 'f570b9c4-6846-4de2-abfa-4d0a4ae4e394',
    labelRevised: '2026-08',
    confirmed: true,
    note: `setId from the DailyMed medication-guide document link; version of 2026-08-12 per an openFDA label record; SPL version number not seen. The May 2025 revision restricted first-line gastric, GEJ and oesophageal adenocarcinoma use to PD-L1 ≥ 1; ${REVIEW_AGAINST_THIS}.`,
  },
  {
    titles: ['Keytruda (pembrolizumab) US prescribing information'],
    drugIds: ['pembrolizumab'],
    setId: '9333c79b-d487-4538-a9f0-71b91a02b287',
    labelRevised: '2026-07',
    confirmed: true,
    note: `setId and effective_time 20260710 from a stored openFDA label record; SPL version number not seen. The 2025 revision restricted first-line HER2-negative gastric/GEJ and oesophageal adenocarcinoma use to PD-L1 CPS ≥ 1; ${REVIEW_AGAINST_THIS}.`,
  },
  {
    titles: ['Imfinzi (durvalumab) US prescribing information'],
    drugIds: ['durvalumab'],
    setId: '8baba4ea-2855-42fa-9bd9-5a7548d4cec3',
    labelRevised: '2026-08',
    confirmed: true,
    note: `setId from a DailyMed document link and version of 2026-08-31 cited from openFDA; a later DailyMed version (34, 2026-09-07) exists and was not read; ${REVIEW_AGAINST_THIS}.`,
  },
  {
    titles: ['Tecentriq (atezolizumab) US prescribing information'],
    drugIds: ['atezolizumab'],
    setId: '6fa682c9-a312-4932-9831-f286908660ee',
    labelRevised: '2026-05',
    confirmed: true,
    note: `setId and version of 2026-05-20 cited from an openFDA label record; SPL version number not seen; ${REVIEW_AGAINST_THIS}.`,
  },
  {
    titles: [
      'Libtayo (cemiplimab-rwlc) US prescribing information',
      'Libtayo (cemiplimab) US prescribing information',
    ],
    drugIds: ['cemiplimab'],
    setId: '4347ae1f-d397-4f18-8b70-03897e1c054a',
    labelRevised: '2026-08',
    confirmed: true,
    note: `setId and version of 2026-08-31 cited from an openFDA label record; SPL version number not seen; ${REVIEW_AGAINST_THIS}.`,
  },
  {
    titles: ['Imjudo (tremelimumab-actl) US prescribing information'],
    drugIds: ['tremelimumab'],
    setId: '6690679c-be2f-4588-a2e4-89fff74dd6be',
    labelRevised: '2026-08',
    confirmed: true,
    note: `setId and version of 2026-08-31 cited from an openFDA label record; SPL version number not seen; ${REVIEW_AGAINST_THIS}.`,
  },
  {
    titles: ['Yervoy (ipilimumab) US prescribing information'],
    drugIds: ['ipilimumab'],
    setId: '2265ef30-253e-11df-8a39-0800200c9a66',
    labelRevised: '2026-08',
    confirmed: true,
    note: `setId and version of 2026-08-20 cited from an openFDA label record; SPL version number not seen; ${REVIEW_AGAINST_THIS}.`,
  },
];
