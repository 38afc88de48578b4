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
  {
    titles: ['Viibryd (vilazodone) US prescribing information'],
    drugIds: ['vilazodone'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Fetzima (levomilnacipran) US prescribing information'],
    drugIds: ['levomilnacipran'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Savella (milnacipran) US prescribing information'],
    drugIds: ['milnacipran'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Nefazodone hydrochloride tablets US prescribing information'],
    drugIds: ['nefazodone'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Anafranil (clomipramine) US prescribing information'],
    drugIds: ['clomipramine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Norpramin (desipramine) US prescribing information'],
    drugIds: ['desipramine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Rexulti (brexpiprazole) US prescribing information'],
    drugIds: ['brexpiprazole'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Vraylar (cariprazine) US prescribing information'],
    drugIds: ['cariprazine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Saphris (asenapine) US prescribing information'],
    drugIds: ['asenapine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Fanapt (iloperidone) US prescribing information'],
    drugIds: ['iloperidone'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Caplyta (lumateperone) US prescribing information'],
    drugIds: ['lumateperone'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Perphenazine tablets US prescribing information'],
    drugIds: ['perphenazine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Fluphenazine hydrochloride tablets US prescribing information'],
    drugIds: ['fluphenazine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Adasuve (loxapine) inhalation powder US prescribing information'],
    drugIds: ['loxapine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Nuplazid (pimavanserin) US prescribing information'],
    drugIds: ['pimavanserin'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Librium (chlordiazepoxide) US prescribing information'],
    drugIds: ['chlordiazepoxide'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Tranxene (clorazepate dipotassium) US prescribing information'],
    drugIds: ['clorazepate'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Halcion (triazolam) US prescribing information'],
    drugIds: ['triazolam'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Sonata (zaleplon) US prescribing information'],
    drugIds: ['zaleplon'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Belsomra (suvorexant) US prescribing information'],
    drugIds: ['suvorexant'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Dayvigo (lemborexant) US prescribing information'],
    drugIds: ['lemborexant'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Quviviq (daridorexant) US prescribing information'],
    drugIds: ['daridorexant'],
    confirmed: false,
    note: NOT_PINNED,
  },
];
