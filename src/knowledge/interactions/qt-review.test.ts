import { describe, expect, it } from 'vitest';
import { drugSchema, type Drug, type QtRisk } from '../../core/knowledge/drug';
import { curatedInteractionSchema } from '../../core/knowledge/interaction';
import { drugRecords } from '../drugs';
import { curatedInteractionRecords, drugGroups } from '.';

/**
 * The QT classification review of issue 13 item 6 (November 2026). `Drug.qtRisk` uses the
 * CredibleMeds-style categories, assigned from each drug's US label and, for non-oncology drugs,
 * the drug lists of Tisdale JE et al., Drug-induced arrhythmias, AHA scientific statement,
 * Circulation 2020 (PMID 32929996):
 * - known: a boxed warning, contraindication or Warnings and Precautions section on QT
 *   prolongation, or torsades de pointes reported at usual doses;
 * - possible: QT prolongation seen (clinical pharmacology, adverse reactions, a label's ECG
 *   advice) without torsades at usual doses;
 * - conditional: torsades only under a stated condition (overdose, renal impairment, an
 *   interacting drug, electrolyte loss);
 * - none: a thorough QT study without effect (label 12.2);
 * - unknown: nothing found either way; never read as "none".
 * The review changed romidepsin and tamoxifen from unknown to possible (see their records).
 */

const drugs = drugRecords.map((d) => drugSchema.parse(d));
const byId = new Map(drugs.map((d) => [d.id, d]));
const drug = (id: string): Drug => {
  const d = byId.get(id);
  if (!d) throw new Error(`no drug ${id}`);
  return d;
};
const QT_PROLONGING: readonly QtRisk[] = ['known', 'possible', 'conditional'];

describe('QT classification review (issue 13 item 6)', () => {
  it.each<[string, QtRisk]>([
    // Zofran label 5: QT prolongation and torsades de pointes reported.
    ['ondansetron', 'known'],
    // Boxed warnings: Tasigna (QT prolongation, sudden deaths); Dolophine (QT, torsades).
    ['nilotinib', 'known'],
    ['methadone', 'known'],
    // Eloxatin label 5 (2015): QT prolongation and fatal torsades, postmarketing.
    ['oxaliplatin', 'known'],
    // Each label's Warnings and Precautions: QT prolongation and torsades.
    ['citalopram', 'known'],
    ['levofloxacin', 'known'],
    ['amiodarone', 'known'],
    // Vfend label 5: torsades in seriously ill patients with confounding risk factors.
    ['voriconazole', 'conditional'],
    // Pepcid label 5: QT prolongation in moderate or severe renal impairment.
    ['famotidine', 'conditional'],
    // Loperamide label 5: torsades with doses above those recommended or with inhibitors.
    ['loperamide', 'conditional'],
    // Istodax label 5: T-wave/ST changes, ECG monitoring with QT-prolonging drugs (review change).
    ['romidepsin', 'possible'],
    // Kisqali label 5: QTcF rose more with tamoxifen than with an aromatase inhibitor (review change).
    ['tamoxifen', 'possible'],
    // Thorough QT studies without effect (each label 12.2).
    ['ibrutinib', 'none'],
    ['palonosetron', 'none'],
  ])('%s is %s', (id, risk) => {
    expect(drug(id).qtRisk).toBe(risk);
  });

  it('every member of the known-risk QT group is classed known', () => {
    const group = drugGroups.find((g) => g.id === 'qt-prolonging-known-risk');
    const notKnown = (group?.members ?? []).filter((id) => drug(id).qtRisk !== 'known');
    expect(notKnown).toEqual([]);
  });

  it('every drug paired with that group for its own QT effect is classed as prolonging QT', () => {
    const records = curatedInteractionRecords.map((r) => curatedInteractionSchema.parse(r));
    const own = records
      .filter((r) => r.id.endsWith('-qt-prolonging-known-risk') && 'drug' in r.a)
      .map((r) => ('drug' in r.a ? r.a.drug : ''));
    expect(own.length).toBeGreaterThan(15);
    expect(own.filter((id) => !QT_PROLONGING.includes(drug(id).qtRisk))).toEqual([]);
  });

  it('a drug classed "none" cites the pharmacology section that holds its QT study', () => {
    const uncited = drugs
      .filter((d) => d.qtRisk === 'none')
      .filter((d) => !d.sources.some((s) => /12\.2|pharmacodynamic|QT/i.test(s.section ?? '')));
    expect(uncited.map((d) => d.id)).toEqual([]);
  });
});
