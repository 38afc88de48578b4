import type { CuratedInteractionInput } from '../../core/knowledge/interaction';
import { cyp3a4KinaseInhibitorInteractions } from './cyp3a4-kinase-inhibitors';
import { cyp3a4OtherAntineoplasticInteractions } from './cyp3a4-other-antineoplastics';

export { drugGroups } from './groups';

/** Every curated interaction, unparsed. The server validates them with `curatedInteractionSchema`. */
export const curatedInteractionRecords: readonly CuratedInteractionInput[] = [
  ...cyp3a4KinaseInhibitorInteractions,
  ...cyp3a4OtherAntineoplasticInteractions,
];
