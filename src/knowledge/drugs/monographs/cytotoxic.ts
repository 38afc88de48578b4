import type { MonographInput } from '../../../core/knowledge/drug';
import { cytotoxicMonographs1 } from './cytotoxic-1';
import { cytotoxicMonographs2 } from './cytotoxic-2';
import { cytotoxicMonographs3 } from './cytotoxic-3';
import { cytotoxicMonographs4 } from './cytotoxic-4';
import { cytotoxicMonographs5 } from './cytotoxic-5';

/**
 * Monographs for the antineoplastics of src/knowledge/drugs/cytotoxic.ts (issue 13), split into
 * batches by drug family. Oxaliplatin and capecitabine keep the monographs their records carry.
 */
export const cytotoxicMonographs: Record<string, MonographInput> = {
  ...cytotoxicMonographs1,
  ...cytotoxicMonographs2,
  ...cytotoxicMonographs3,
  ...cytotoxicMonographs4,
  ...cytotoxicMonographs5,
};
