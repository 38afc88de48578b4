import type { DrugInput } from '../../core/knowledge/drug';
import { monographsById } from './monographs';
import {
  NARROW_THERAPEUTIC_INDEX,
  addedClassTags,
  classInstructionsById,
} from './label-class-instructions';
import { antibodyDrugs } from './antibodies';
import { antiInfectiveDrugs } from './anti-infectives';
import { cardiovascularDrugs } from './cardiovascular';
import { cnsAnalgesicDrugs } from './cns-and-analgesics';
import { comedAnalgesicDrugs } from './comed-analgesics';
import { comedAntibacterialDrugs } from './comed-antibacterials';
import { comedAntiviralAntifungalDrugs } from './comed-antivirals-antifungals';
import { comedAntipsychoticNeurologyDrugs } from './comed-antipsychotics-neurology';
import { comedCnsPsychiatricDrugs } from './comed-cns-psychiatric';
import { comedOncHighPriorityDrugs } from './comed-onc-high-priority';
import { comedNonInterruptiveDrugs } from './comed-non-interruptive';
import { comedOutpatient1Drugs } from './comed-outpatient-1';
import { comedOutpatient2Drugs } from './comed-outpatient-2';
import { comedOutpatient3Drugs } from './comed-outpatient-3';
import { comedCardiovascularDrugs } from './comed-cardiovascular';
import { comedEndocrineMetabolicDrugs } from './comed-endocrine-metabolic';
import { comedGiUrologyDrugs } from './comed-gi-urology';
import { comedImmunologyOtherDrugs } from './comed-immunology-other';
import { comedRespiratoryAllergyDrugs } from './comed-respiratory-allergy';
import { comedWomensHealthDrugs } from './comed-womens-health';
import { cytotoxicDrugs } from './cytotoxic';
import { cytotoxic2Drugs } from './cytotoxic-2';
import { gastrointestinalOtherDrugs } from './gastrointestinal-and-other';
import { hormonalDrugs } from './hormonal';
import { kinaseInhibitorDrugs } from './kinase-inhibitors';
import { otherTargetedDrugs } from './other-targeted';
import { kinaseInhibitor2Drugs } from './kinase-inhibitors-2';
import { otherTargeted2Drugs } from './other-targeted-2';
import { hormonal2Drugs } from './hormonal-2';
import { antibodyDrugConjugateDrugs } from './antibody-drug-conjugates';
import { bispecificDrugs } from './bispecifics';
import { antibody2Drugs } from './antibodies-2';
import { cellAndRadioligandDrugs } from './cell-and-radioligand-therapies';
import { immunotherapyDrugs } from './immunotherapies';
import { substanceRecords } from './substances';
import { supportiveOncologyDrugs } from './supportive-oncology';

/**
 * Joins the monographs kept in `./monographs` to their records. A record's own monograph wins;
 * `drugs.test.ts` refuses an overlay whose id has no record or that repeats one.
 */
function withMonographs(records: readonly DrugInput[]): DrugInput[] {
  const overlay = new Map(monographsById.flatMap((m) => Object.entries(m)));
  return records.map((d) => {
    const monograph = overlay.get(d.id);
    return monograph && !d.monograph ? { ...d, monograph } : d;
  });
}

/**
 * Joins the label class instructions, the narrow-therapeutic-index flags and the class tags of
 * `./label-class-instructions` to their records (issue 25). `label-class-instructions.test.ts`
 * refuses an overlay whose id has no record.
 */
function withLabelClasses(records: readonly DrugInput[]): DrugInput[] {
  const nti = new Set(NARROW_THERAPEUTIC_INDEX.map((n) => n.id));
  return records.map((d) => {
    const instructions = classInstructionsById[d.id];
    const tags = addedClassTags[d.id];
    if (!instructions && !tags && !nti.has(d.id)) return d;
    return {
      ...d,
      ...(instructions
        ? { classInstructions: [...(d.classInstructions ?? []), ...instructions] }
        : {}),
      ...(tags ? { classTags: [...new Set([...d.classTags, ...tags])] } : {}),
      ...(nti.has(d.id) ? { narrowTherapeuticIndex: true as const } : {}),
    };
  });
}

/** Every drug record, unparsed. The server validates them with `drugSchema` at start. */
export const drugRecords: readonly DrugInput[] = withLabelClasses(
  withMonographs([
    ...cytotoxicDrugs,
    ...cytotoxic2Drugs,
    ...hormonalDrugs,
    ...kinaseInhibitorDrugs,
    ...otherTargetedDrugs,
    ...antibodyDrugs,
    ...kinaseInhibitor2Drugs,
    ...otherTargeted2Drugs,
    ...hormonal2Drugs,
    ...antibodyDrugConjugateDrugs,
    ...bispecificDrugs,
    ...antibody2Drugs,
    ...cellAndRadioligandDrugs,
    ...immunotherapyDrugs,
    ...supportiveOncologyDrugs,
    ...antiInfectiveDrugs,
    ...cardiovascularDrugs,
    ...cnsAnalgesicDrugs,
    ...comedAnalgesicDrugs,
    ...comedCnsPsychiatricDrugs,
    ...comedAntipsychoticNeurologyDrugs,
    ...comedAntibacterialDrugs,
    ...comedAntiviralAntifungalDrugs,
    ...gastrointestinalOtherDrugs,
    ...comedCardiovascularDrugs,
    ...comedEndocrineMetabolicDrugs,
    ...comedWomensHealthDrugs,
    ...comedRespiratoryAllergyDrugs,
    ...comedGiUrologyDrugs,
    ...comedImmunologyOtherDrugs,
    ...substanceRecords,
    ...comedOncHighPriorityDrugs,
    ...comedOutpatient1Drugs,
    ...comedOutpatient2Drugs,
    ...comedOutpatient3Drugs,
    ...comedNonInterruptiveDrugs,
  ]),
);
