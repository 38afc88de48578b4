import type { DrugInput } from '../../core/knowledge/drug';

export const cytotoxicDrugs: DrugInput[] = [];
