import type { LabelPinInput } from '../../core/knowledge/label-pin';

/*
 * Labels cited by the ONC non-interruptive co-medication records (drugs/comed-non-interruptive.ts,
 * issue 25). None is pinned: the label text was read in DailyMed-derived copies, but no stored
 * DailyMed record of the brand (or reference listed drug) was read for its setId, SPL version and
 * revision month, so each title is present, not confirmed.
 */
const NOT_PINNED =
  'setId, SPL version and revision month not confirmed from a stored DailyMed record of the brand or reference listed drug';

export const unconfirmedNonInterruptiveLabels: readonly LabelPinInput[] = [
  {
    titles: ['Calcium Gluconate Injection US prescribing information'],
    drugIds: ['calcium-gluconate'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['PhosLo (calcium acetate) US prescribing information'],
    drugIds: ['calcium-acetate'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Ferrlecit (sodium ferric gluconate complex in sucrose) US prescribing information'],
    drugIds: ['sodium-ferric-gluconate-complex'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Cardene I.V. (nicardipine hydrochloride) injection US prescribing information'],
    drugIds: ['nicardipine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Cardene (nicardipine hydrochloride) capsules US prescribing information'],
    drugIds: ['nicardipine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Brevibloc (esmolol hydrochloride) injection US prescribing information'],
    drugIds: ['esmolol'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Nymalize (nimodipine) oral solution US prescribing information'],
    drugIds: ['nimodipine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Bloxiverz (neostigmine methylsulfate) injection US prescribing information'],
    drugIds: ['neostigmine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Physostigmine Salicylate Injection US prescribing information'],
    drugIds: ['physostigmine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Acthar Gel (repository corticotropin injection) US prescribing information'],
    drugIds: ['corticotropin'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Cortisone acetate tablets US prescribing information'],
    drugIds: ['cortisone'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Oravig (miconazole) buccal tablets US prescribing information'],
    drugIds: ['miconazole'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: [
      'Diuril (chlorothiazide) and Sodium Diuril (chlorothiazide sodium) US prescribing information',
    ],
    drugIds: ['chlorothiazide'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Isradipine capsules US prescribing information'],
    drugIds: ['isradipine'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Kerlone (betaxolol hydrochloride) tablets US prescribing information'],
    drugIds: ['betaxolol'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Zinc Sulfate Injection US prescribing information'],
    drugIds: ['zinc-sulfate'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['INFeD (iron dextran injection) US prescribing information'],
    drugIds: ['iron-dextran'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Agrylin (anagrelide hydrochloride) US prescribing information'],
    drugIds: ['anagrelide'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Enlon (edrophonium chloride) injection US prescribing information'],
    drugIds: ['edrophonium'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Salsalate tablets US prescribing information'],
    drugIds: ['salsalate'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Tolmetin sodium tablets US prescribing information'],
    drugIds: ['tolmetin'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Nalfon (fenoprofen calcium) US prescribing information'],
    drugIds: ['fenoprofen'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Diabinese (chlorpropamide) US prescribing information'],
    drugIds: ['chlorpropamide'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Factive (gemifloxacin mesylate) US prescribing information'],
    drugIds: ['gemifloxacin'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Opill (norgestrel tablets) OTC Drug Facts label'],
    drugIds: ['norgestrel'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Meclofenamate sodium capsules US prescribing information'],
    drugIds: ['meclofenamate'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Tolazamide tablets US prescribing information'],
    drugIds: ['tolazamide'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Methyclothiazide tablets US prescribing information'],
    drugIds: ['methyclothiazide'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Carteolol hydrochloride ophthalmic solution 1% US prescribing information'],
    drugIds: ['carteolol'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Nasarel (flunisolide) nasal solution US prescribing information'],
    drugIds: ['flunisolide'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Galzin (zinc acetate) capsules US prescribing information'],
    drugIds: ['zinc-acetate'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Teveten (eprosartan mesylate) US prescribing information'],
    drugIds: ['eprosartan'],
    confirmed: false,
    note: NOT_PINNED,
  },
  {
    titles: ['Noroxin (norfloxacin) US prescribing information'],
    drugIds: ['norfloxacin'],
    confirmed: false,
    note: NOT_PINNED,
  },
];
