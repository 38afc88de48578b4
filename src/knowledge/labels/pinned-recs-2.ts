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
  {
    titles: ['Levorphanol tartrate tablets US prescribing information'],
    drugIds: ['levorphanol'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Butorphanol tartrate nasal spray US prescribing information'],
    drugIds: ['butorphanol'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Nalbuphine hydrochloride injection US prescribing information'],
    drugIds: ['nalbuphine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Pentazocine and naloxone tablets US prescribing information'],
    drugIds: ['pentazocine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Ketalar (ketamine hydrochloride) injection US prescribing information'],
    drugIds: ['ketamine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Feldene (piroxicam) US prescribing information'],
    drugIds: ['piroxicam'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Flurbiprofen tablets US prescribing information'],
    drugIds: ['flurbiprofen'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Clinoril (sulindac) US prescribing information'],
    drugIds: ['sulindac'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Daypro (oxaprozin) US prescribing information'],
    drugIds: ['oxaprozin'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Diflunisal tablets US prescribing information'],
    drugIds: ['diflunisal'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Ketoprofen capsules US prescribing information'],
    drugIds: ['ketoprofen'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Ponstel (mefenamic acid) US prescribing information'],
    drugIds: ['mefenamic-acid'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Atropine sulfate injection US prescribing information'],
    drugIds: ['atropine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Cuvposa (glycopyrrolate) oral solution US prescribing information'],
    drugIds: ['glycopyrrolate'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Levsin (hyoscyamine sulfate) US prescribing information'],
    drugIds: ['hyoscyamine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Cogentin (benztropine mesylate) US prescribing information'],
    drugIds: ['benztropine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Trihexyphenidyl hydrochloride tablets US prescribing information'],
    drugIds: ['trihexyphenidyl'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Skelaxin (metaxalone) US prescribing information'],
    drugIds: ['metaxalone'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Orphenadrine citrate extended-release tablets US prescribing information'],
    drugIds: ['orphenadrine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Lorzone (chlorzoxazone) US prescribing information'],
    drugIds: ['chlorzoxazone'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Dantrium (dantrolene sodium) capsules US prescribing information'],
    drugIds: ['dantrolene'],
    confirmed: false,
    note: NOT_PINNED,
  },
];
