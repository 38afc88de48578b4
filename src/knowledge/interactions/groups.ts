import type { DrugGroup } from '../../core/knowledge/interaction';

export const drugGroups: DrugGroup[] = [];
