import type { DrugInput } from '../../core/knowledge/drug';
import { antibodyDrugs } from './antibodies';
import { antiInfectiveDrugs } from './anti-infectives';
import { cardiovascularDrugs } from './cardiovascular';
import { cnsAnalgesicDrugs } from './cns-and-analgesics';
import { comedCardiovascularDrugs } from './comed-cardiovascular';
import { comedEndocrineMetabolicDrugs } from './comed-endocrine-metabolic';
import { comedGiUrologyDrugs } from './comed-gi-urology';
import { comedImmunologyOtherDrugs } from './comed-immunology-other';
import { comedRespiratoryAllergyDrugs } from './comed-respiratory-allergy';
import { comedWomensHealthDrugs } from './comed-womens-health';
import { cytotoxicDrugs } from './cytotoxic';
import { gastrointestinalOtherDrugs } from './gastrointestinal-and-other';
import { hormonalDrugs } from './hormonal';
import { kinaseInhibitorDrugs } from './kinase-inhibitors';
import { otherTargetedDrugs } from './other-targeted';
import { substanceRecords } from './substances';
import { supportiveOncologyDrugs } from './supportive-oncology';

/** Every drug record, unparsed. The server validates them with `drugSchema` at start. */
export const drugRecords: readonly DrugInput[] = [
  ...cytotoxicDrugs,
  ...hormonalDrugs,
  ...kinaseInhibitorDrugs,
  ...otherTargetedDrugs,
  ...antibodyDrugs,
  ...supportiveOncologyDrugs,
  ...antiInfectiveDrugs,
  ...cardiovascularDrugs,
  ...cnsAnalgesicDrugs,
  ...gastrointestinalOtherDrugs,
  ...comedCardiovascularDrugs,
  ...comedEndocrineMetabolicDrugs,
  ...comedWomensHealthDrugs,
  ...comedRespiratoryAllergyDrugs,
  ...comedGiUrologyDrugs,
  ...comedImmunologyOtherDrugs,
  ...substanceRecords,
];
