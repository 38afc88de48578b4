import type { CuratedInteractionInput } from '../../core/knowledge/interaction';
import { acidSuppressionInteractions } from './acid-suppression';
import { anticoagulantInteractions } from './anticoagulants';
import { cardiovascularAndAntiInfectiveInteractions } from './cardiovascular-anti-infective';
import { comedCnsAntiInfectiveInteractions } from './comed-cns-anti-infective';
import { comedCardiometabolicInteractions } from './comed-cardiometabolic';
import { cyp2d6ProdrugAndOpioidInteractions } from './cyp2d6-prodrugs';
import { cyp3a4KinaseInhibitorInteractions } from './cyp3a4-kinase-inhibitors';
import { newerTargetedAgentInteractions } from './cyp3a4-newer-targeted';
import { cyp3a4OtherAntineoplasticInteractions } from './cyp3a4-other-antineoplastics';
import { herbFoodInteractions } from './herb-food';
import {
  bileAcidSequestrantGroups,
  labelNamedPairInteractions,
  nonSelectiveMaoInhibitorGroups,
} from './label-named-pairs';
import { maoInhibitorGroups, maoInhibitorInteractions } from './mao-inhibitors';
import { proteaseInhibitorInducerInteractions } from './protease-inhibitor-inducers';
import { antimetaboliteAndOrganToxicityInteractions } from './methotrexate';
import { newAntineoplasticInteractions } from './new-antineoplastics';
import { qtProlongationInteractions } from './qt-prolongation';
import { serotonergicAndCnsInteractions } from './serotonergic';
import { supportiveCareInteractions } from './supportive-care';
import { maoClearedTriptanGroups, triptanMaoInteractions } from './triptans-mao';

import { drugGroups as themeGroups } from './groups';

/** Every drug group: the themed groups plus the MAO inhibitor and triptan groups (issue 25). */
export const drugGroups = [
  ...themeGroups,
  ...maoInhibitorGroups,
  ...nonSelectiveMaoInhibitorGroups,
  ...bileAcidSequestrantGroups,
  ...maoClearedTriptanGroups,
];
export { standardCombinationRecords } from './standard-combinations';

/**
 * Every curated interaction, unparsed, split by theme. The server validates them with
 * `curatedInteractionSchema`; interactions.test.ts checks ids, participants and unordered pairs.
 */
export const curatedInteractionRecords: readonly CuratedInteractionInput[] = [
  ...cyp3a4KinaseInhibitorInteractions,
  ...newerTargetedAgentInteractions,
  ...cyp3a4OtherAntineoplasticInteractions,
  ...acidSuppressionInteractions,
  ...anticoagulantInteractions,
  ...antimetaboliteAndOrganToxicityInteractions,
  ...qtProlongationInteractions,
  ...serotonergicAndCnsInteractions,
  ...cyp2d6ProdrugAndOpioidInteractions,
  ...herbFoodInteractions,
  ...supportiveCareInteractions,
  ...cardiovascularAndAntiInfectiveInteractions,
  ...comedCnsAntiInfectiveInteractions,
  ...newAntineoplasticInteractions,
  ...comedCardiometabolicInteractions,
  ...maoInhibitorInteractions,
  ...proteaseInhibitorInducerInteractions,
  ...labelNamedPairInteractions,
  ...triptanMaoInteractions,
];
