import type { CuratedInteractionInput } from '../../core/knowledge/interaction';

export { drugGroups } from './groups';

export const curatedInteractionRecords: readonly CuratedInteractionInput[] = [];
