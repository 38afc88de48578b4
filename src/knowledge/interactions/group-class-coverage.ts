/*
 * Which class tags each drug group stands for, and which tagged records are deliberately left out
 * of it, with the reason (issue 25). Group members are hand-kept lists while drug records carry
 * `classTags`; records added later got the tag but not the group membership, so class
 * interactions silently missed them (warfarin + piroxicam moderate where warfarin + ibuprofen is
 * major). group-class-coverage.test.ts checks that every record carrying a group's class tag (a
 * tag all its members share, or one listed here) is a member or an exclusion named here.
 * Kept beside the groups rather than in the DrugGroup schema, which the server and the knowledge
 * snapshot share.
 */

export interface GroupClassCoverage {
  /**
   * Class tags the group stands for beyond those every member already shares: for a group that
   * joins two classes (NSAIDs and salicylates) no single tag is common to all members.
   */
  classTags?: readonly string[];
  /** Records carrying one of the group's class tags that are not members, each with its reason. */
  excluded?: Readonly<Record<string, string>>;
}

const MAO_B_SELECTIVE =
  'MAO-B selective at its labelled doses: its label contraindicates named drugs (meperidine, methadone, tramadol, other MAO inhibitors, ...), which are drug-level records in label-named-pairs.ts, not every serotonergic drug.';
const LINEZOLID =
  'An antibacterial that also inhibits MAO reversibly; its serotonergic, triptan and pressor pairs are its own records (serotonergic.ts, triptans-mao.ts, comed-cns-anti-infective.ts), graded from its own label.';
const METHYLENE_BLUE =
  'Given as an antidote; its MAO-A inhibition (boxed serotonin-syndrome warning) is carried by its own record, whose label rows pair it with serotonergic drugs and MAO inhibitors.';
const NOT_MAO_A_CLEARED =
  'Not cleared mainly by MAO-A: its label carries no MAO inhibitor contraindication, only the serotonin-syndrome warning every triptan has (see triptans-mao.ts).';

export const groupClassCoverage: Readonly<Record<string, GroupClassCoverage>> = {
  'nsaids-and-salicylates': { classTags: ['nsaid', 'salicylate'] },
  'ssris-and-snris': { classTags: ['ssri', 'snri'] },
  'potassium-wasting-diuretics': { classTags: ['loop-diuretic', 'thiazide-diuretic'] },
  'dopamine-antagonist-antipsychotics': {
    classTags: ['typical-antipsychotic', 'atypical-antipsychotic'],
    excluded: {
      pimavanserin:
        'A 5-HT2A inverse agonist without dopamine D2 blockade (Nuplazid label, mechanism of action): none of the D2-blockade effects (extrapyramidal symptoms, neuroleptic malignant syndrome, additive dopamine antagonism with metoclopramide) this group stands for.',
    },
  },
  '5-ht3-receptor-antagonists': {
    excluded: {
      alosetron:
        'Given for irritable bowel syndrome, not as an antiemetic; the Lotronex label warns of ischaemic colitis and constipation and carries no serotonin-syndrome warning, which is what this group stands for.',
    },
  },
  'mao-inhibitors': {
    excluded: {
      linezolid: LINEZOLID,
      'methylene-blue': METHYLENE_BLUE,
      rasagiline: MAO_B_SELECTIVE,
      safinamide: MAO_B_SELECTIVE,
    },
  },
  'non-selective-mao-inhibitors': {
    excluded: {
      linezolid: LINEZOLID,
      'methylene-blue': METHYLENE_BLUE,
      selegiline:
        'MAO-B selective up to 10 mg a day by mouth; its pairs are drug-level records that spell out the dose and route caveat (label-named-pairs.ts, triptans-mao.ts).',
      rasagiline: MAO_B_SELECTIVE,
      safinamide: MAO_B_SELECTIVE,
    },
  },
  'mao-a-cleared-triptans': {
    excluded: {
      eletriptan: NOT_MAO_A_CLEARED,
      naratriptan: NOT_MAO_A_CLEARED,
      almotriptan: NOT_MAO_A_CLEARED,
      frovatriptan: NOT_MAO_A_CLEARED,
    },
  },
};
