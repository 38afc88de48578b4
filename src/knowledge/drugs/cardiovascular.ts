import type { DrugInput } from '../../core/knowledge/drug';

export const cardiovascularDrugs: DrugInput[] = [];
