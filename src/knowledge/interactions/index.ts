import type { CuratedInteractionInput } from '../../core/knowledge/interaction';
import { acidSuppressionInteractions } from './acid-suppression';
import { anticoagulantInteractions } from './anticoagulants';
import { cyp3a4KinaseInhibitorInteractions } from './cyp3a4-kinase-inhibitors';
import { cyp3a4OtherAntineoplasticInteractions } from './cyp3a4-other-antineoplastics';
import { antimetaboliteAndOrganToxicityInteractions } from './methotrexate';
import { qtProlongationInteractions } from './qt-prolongation';
import { serotonergicAndCnsInteractions } from './serotonergic';
import { cyp2d6ProdrugAndOpioidInteractions } from './cyp2d6-prodrugs';

export { drugGroups } from './groups';

/** Every curated interaction, unparsed. The server validates them with `curatedInteractionSchema`. */
export const curatedInteractionRecords: readonly CuratedInteractionInput[] = [
  ...cyp3a4KinaseInhibitorInteractions,
  ...cyp3a4OtherAntineoplasticInteractions,
  ...acidSuppressionInteractions,
  ...anticoagulantInteractions,
  ...antimetaboliteAndOrganToxicityInteractions,
  ...qtProlongationInteractions,
  ...serotonergicAndCnsInteractions,
  ...cyp2d6ProdrugAndOpioidInteractions,
];
