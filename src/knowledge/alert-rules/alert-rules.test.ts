import { describe, expect, it } from 'vitest';
import { alertRulesSchema } from '../../core/knowledge/alert-rule';
import { drugSchema } from '../../core/knowledge/drug';
import { formatSource } from '../../core/knowledge/source';
import { findLab } from '../../core/patients/labs';
import { drugRecords } from '../drugs';
import { AWAITING_DRUG_RECORDS, alertRules } from './index';

const rules = alertRulesSchema.parse(alertRules);
const drugs = drugRecords.map((d) => drugSchema.parse(d));
const drugIds = new Set(drugs.map((d) => d.id));
const tags = new Set(drugs.flatMap((d) => d.classTags));

function expectKnownDrug(id: string, where: string) {
  expect(
    drugIds.has(id) || AWAITING_DRUG_RECORDS.includes(id),
    `${where} names "${id}", which is neither a drug record nor awaiting one (issue 12)`,
  ).toBe(true);
}

describe('alert rule data', () => {
  it('parses, and every record carries formatted sources', () => {
    const all = [
      ...rules.allergyClasses,
      ...rules.allergyCrossLinks,
      ...rules.labThresholds,
      ...rules.duplicateClasses,
      ...rules.duplicateExemptions,
      rules.qt,
      rules.anthracyclines,
      rules.renalNoteBelowCrcl,
      rules.hepaticCategories,
    ];
    for (const r of all) {
      expect(r.sources.length).toBeGreaterThan(0);
      for (const s of r.sources) expect(formatSource(s).label.length).toBeGreaterThan(5);
    }
  });

  it('names only drug records (or ones issue 12 is adding), and awaits no drug that already exists', () => {
    for (const r of rules.labThresholds)
      for (const id of r.drugIds) expectKnownDrug(id, `lab rule ${r.id}`);
    for (const c of rules.allergyClasses)
      for (const id of c.drugIds) expectKnownDrug(id, `allergy class ${c.id}`);
    for (const c of rules.duplicateClasses)
      for (const id of c.drugIds) expectKnownDrug(id, `duplicate class ${c.id}`);
    for (const e of rules.duplicateExemptions) {
      for (const id of e.pair?.flat() ?? []) expectKnownDrug(id, `exemption ${e.id}`);
    }
    for (const id of AWAITING_DRUG_RECORDS) {
      expect(drugIds.has(id), `${id} has a record now: remove it from AWAITING_DRUG_RECORDS`).toBe(
        false,
      );
    }
  });

  it('every oncology and supportive allergy class resolves to drug records; beta-lactams wait for issue 12 by name', () => {
    const awaitingRecords = new Set(['penicillins', 'cephalosporins', 'carbapenems']);
    for (const c of rules.allergyClasses) {
      const members = drugs.filter(
        (d) => c.drugIds.includes(d.id) || d.classTags.some((t) => c.classTags.includes(t)),
      );
      if (awaitingRecords.has(c.id)) expect(c.memberNames.length).toBeGreaterThan(0);
      else expect(members.length, `${c.id} has no member in the drug records`).toBeGreaterThan(0);
    }
  });

  it('lab rules read catalogue labs or the derived CrCl and LVEF fall', () => {
    for (const r of rules.labThresholds) {
      for (const c of r.conditions) {
        if (c.parameter === 'crcl' || c.parameter === 'lvef-drop') continue;
        expect(findLab(c.parameter), `${r.id}: ${c.parameter}`).not.toBeNull();
        if (c.scale === 'x-uln') expect(findLab(c.parameter)?.reference.high).toBeDefined();
      }
    }
  });

  it('duplicate classes use class tags that exist, and exemptions point at a class', () => {
    for (const c of rules.duplicateClasses) {
      expect(
        c.classTags.some((t) => tags.has(t)),
        `${c.id}: no tag in use`,
      ).toBe(true);
    }
    const classIds = new Set(rules.duplicateClasses.map((c) => c.id));
    for (const e of rules.duplicateExemptions) {
      for (const id of e.classIds)
        expect(classIds.has(id) || tags.has(id), `${e.id}: ${id}`).toBe(true);
    }
  });

  it('the sulfonamide-antibiotic class lists the non-antibiotic sulfonamides as not cross-reactive (Strom 2003)', () => {
    const sulfa = rules.allergyClasses.find((c) => c.id === 'sulfonamide-antibiotics');
    expect(sulfa?.notCrossReactive.flatMap((n) => n.drugIds)).toEqual([
      'furosemide',
      'hydrochlorothiazide',
    ]);
    expect(sulfa?.sources.some((s) => s.pmid === '14573734')).toBe(true);
  });
});
