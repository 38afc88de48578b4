import type { PgxKnowledgeBaseInput } from '../../core/knowledge/pgx';
import { cyp2c19 } from './genes/cyp2c19';
import { cyp2c9 } from './genes/cyp2c9';
import { cyp2d6 } from './genes/cyp2d6';
import { cyp3a5 } from './genes/cyp3a5';
import { dpyd } from './genes/dpyd';
import { g6pd } from './genes/g6pd';
import { hlaB } from './genes/hla-b';
import { nudt15 } from './genes/nudt15';
import { slco1b1 } from './genes/slco1b1';
import { tpmt } from './genes/tpmt';
import { ugt1a1 } from './genes/ugt1a1';
import { vkorc1 } from './genes/vkorc1';
import { pgxGuidelines } from './guidelines';
import { cyp2d6Phenoconversion } from './phenoconversion';
import { cyp2c19Rules } from './recommendations/cyp2c19';
import { cyp2c9Rules } from './recommendations/cyp2c9';
import { cyp2d6Rules } from './recommendations/cyp2d6';
import { cyp3a5Rules } from './recommendations/cyp3a5';
import { fluoropyrimidineRules } from './recommendations/fluoropyrimidines';
import { g6pdRules } from './recommendations/g6pd';
import { hlaBRules } from './recommendations/hla-b';
import { slco1b1Rules } from './recommendations/slco1b1';
import { thiopurineRules } from './recommendations/thiopurines';
import { ugt1a1Rules } from './recommendations/ugt1a1';

/**
 * The pharmacogenomics knowledge base, unparsed. `src/core/pgx` parses it with
 * `pgxKnowledgeBaseSchema` when the engine is created.
 */
export const pgxKnowledge: PgxKnowledgeBaseInput = {
  genes: [dpyd, ugt1a1, tpmt, nudt15, cyp2d6, cyp2c19, cyp2c9, vkorc1, g6pd, hlaB, cyp3a5, slco1b1],
  guidelines: [...pgxGuidelines],
  rules: [
    ...fluoropyrimidineRules,
    ...thiopurineRules,
    ...ugt1a1Rules,
    ...cyp2d6Rules,
    ...cyp2c19Rules,
    ...cyp2c9Rules,
    ...hlaBRules,
    ...g6pdRules,
    ...cyp3a5Rules,
    ...slco1b1Rules,
  ],
  phenoconversion: cyp2d6Phenoconversion,
};
