import type { LabelPinInput } from '../../core/knowledge/label-pin';

/*
 * Labels cited by the second outpatient co-medication batch (drugs/comed-outpatient-2.ts, issue
 * 25). A pin is confirmed only when a stored DailyMed page of the brand (or reference listed drug)
 * showed its setId and date; the note says where. Every other title is present, not pinned.
 */
const NOT_PINNED =
  'setId, SPL version and revision month not confirmed from a stored DailyMed page of the brand or reference listed drug';

export const pinnedRecs2Labels: readonly LabelPinInput[] = [];

export const unconfirmedRecs2Labels: readonly LabelPinInput[] = [
  {
    titles: ['Zomig (zolmitriptan) US prescribing information'],
    drugIds: ['zolmitriptan'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Relpax (eletriptan) US prescribing information'],
    drugIds: ['eletriptan'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Amerge (naratriptan) US prescribing information'],
    drugIds: ['naratriptan'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Axert (almotriptan) US prescribing information'],
    drugIds: ['almotriptan'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Frova (frovatriptan) US prescribing information'],
    drugIds: ['frovatriptan'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Cafergot (ergotamine tartrate and caffeine) US prescribing information'],
    drugIds: ['ergotamine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['D.H.E. 45 (dihydroergotamine mesylate) injection US prescribing information'],
    drugIds: ['dihydroergotamine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Methergine (methylergonovine maleate) US prescribing information'],
    drugIds: ['methylergonovine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Thioridazine hydrochloride tablets US prescribing information'],
    drugIds: ['thioridazine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Rozerem (ramelteon) US prescribing information'],
    drugIds: ['ramelteon'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Sudafed (pseudoephedrine hydrochloride) OTC Drug Facts label'],
    drugIds: ['pseudoephedrine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['ProvayBlue (methylene blue) injection US prescribing information'],
    drugIds: ['methylene-blue'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Trimethoprim tablets US prescribing information'],
    drugIds: ['trimethoprim'],
    confirmed: false,
    note: NOT_PINNED,
  },
];
