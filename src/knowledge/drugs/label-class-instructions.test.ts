import { describe, expect, it } from 'vitest';
import { createInteractionChecker } from '../../core/interactions';
import { drugSchema, type Drug } from '../../core/knowledge/drug';
import { drugGroupSchema } from '../../core/knowledge/interaction';
import { drugGroups } from '../interactions';
import { drugRecords } from '.';
import {
  NARROW_THERAPEUTIC_INDEX,
  addedClassTags,
  classInstructionsById,
} from './label-class-instructions';

const drugs: Drug[] = drugRecords.map((d) => drugSchema.parse(d));
const ids = new Set(drugs.map((d) => d.id));
/** Inference alone, so a curated record for the same pair cannot mask the label tier. */
const inferOnly = createInteractionChecker({
  drugs,
  curated: [],
  groups: drugGroups.map((g) => drugGroupSchema.parse(g)),
});

function finding(a: string, b: string) {
  const result = inferOnly.check([a, b]);
  expect(result.unknownDrugIds, `${a} and ${b} must have records`).toEqual([]);
  return result.interactions[0];
}

describe('the overlay joins existing records only', () => {
  it('names only drugs that have a record', () => {
    const named = [
      ...Object.keys(classInstructionsById),
      ...Object.keys(addedClassTags),
      ...NARROW_THERAPEUTIC_INDEX.map((n) => n.id),
    ];
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('cites a label section for every instruction, and reaches the parsed records', () => {
    for (const [id, rows] of Object.entries(classInstructionsById)) {
      for (const row of rows) {
        expect(row.source.kind, id).toBe('label');
        expect(row.source.section, id).toBeTruthy();
      }
      const drug = drugs.find((d) => d.id === id);
      expect(drug?.classInstructions?.length, id).toBeGreaterThanOrEqual(rows.length);
    }
    for (const { id } of NARROW_THERAPEUTIC_INDEX) {
      expect(drugs.find((d) => d.id === id)?.narrowTherapeuticIndex, id).toBe(true);
    }
    expect(drugs.find((d) => d.id === 'linezolid')?.classTags).toContain('mao-inhibitor');
  });
});

describe('inferred pairs take the tier of the labels (issue 25 items 4 and 5)', () => {
  it.each([
    // Item 4: the object drug's label on a class of perpetrators.
    // Matulane (precautions): avoid tricyclic antidepressants.
    ['nortriptyline', 'procarbazine', 'major', 'label-class:tricyclic-antidepressant'],
    // Pamelor 4: MAO inhibitors incl. linezolid contraindicated.
    ['nortriptyline', 'linezolid', 'contraindicated', 'label-class:mao-inhibitor'],
    // Zyvox 4.2: not with another MAO inhibitor.
    ['linezolid', 'phenelzine', 'contraindicated', 'label-class:mao-inhibitor'],
    // Norvir 4: potent CYP3A inducers contraindicated (a strong inducer with a boosted PI).
    ['rifampin', 'ritonavir', 'contraindicated', 'label-class:CYP3A4-inducer'],
    ['apalutamide', 'ritonavir', 'contraindicated', 'label-class:CYP3A4-inducer'],
    // Latuda 4: strong CYP3A4 inducers contraindicated.
    ['lurasidone', 'rifampin', 'contraindicated', 'label-class:CYP3A4-inducer'],
    // Zocor 4: strong CYP3A4 inhibitors contraindicated.
    ['simvastatin', 'clarithromycin', 'contraindicated', 'label-class:CYP3A4-inhibitor'],
    // Item 5: the anticancer drug's section 7 on the substrates it changes.
    // Tabrecta 7.2: lower the dose of a narrow-index P-gp substrate (digoxin).
    ['capmatinib', 'digoxin', 'moderate', 'label-class:P-gp-substrate'],
    // Tukysa 7.2: consider a lower dose of a narrow-index P-gp substrate.
    ['tucatinib', 'digoxin', 'moderate', 'label-class:P-gp-substrate'],
    // Xtandi 7.2: avoid narrow-index CYP2C9/2C19/3A4 substrates (phenytoin).
    ['enzalutamide', 'phenytoin', 'major', 'label-class:CYP2C9-substrate'],
    // Gleevec 7.2: caution with narrow-window CYP3A4 substrates (cyclosporine).
    ['imatinib', 'cyclosporine', 'moderate', 'label-class:CYP3A4-substrate'],
    // Tykerb 7: P-gp substrates rise (dabigatran).
    ['lapatinib', 'dabigatran', 'moderate', 'label-class:P-gp-substrate'],
    // Tasigna 7.2: adjust narrow-index CYP3A4 substrates (cyclosporine).
    ['nilotinib', 'cyclosporine', 'moderate', 'label-class:CYP3A4-substrate'],
    // Tasigna boxed warning / 7.1: avoid strong CYP3A4 inhibitors.
    ['nilotinib', 'ketoconazole', 'major', 'label-class:CYP3A4-inhibitor'],
    // Braftovi 2/7.1: a third or half of the dose with strong or moderate CYP3A4 inhibitors.
    ['encorafenib', 'diltiazem', 'moderate', 'label-class:CYP3A4-inhibitor'],
    // Tabrecta 7.1 avoids strong and moderate CYP3A inducers; dexamethasone is a moderate CYP3A
    // inducer in the FDA-based inducer lists (the grade its record carries), so the label's
    // "avoid" makes the pair major. Reviewed 2026-11-28 and kept (issue 25).
    ['capmatinib', 'dexamethasone', 'major', 'label-class:CYP3A4-inducer'],
  ] as const)('%s + %s → %s (%s)', (a, b, severity, rule) => {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const f = finding(x, y);
      expect(f?.severity).toBe(severity);
      expect(f?.rules).toContain(rule);
      expect(f?.sources.some((s) => /US prescribing information/.test(s.label))).toBe(true);
    }
  });

  it.each([
    // Rosuvastatin is not a narrow-index drug: Tabrecta's narrow-index row does not reach it.
    ['capmatinib', 'rosuvastatin'],
    // Enzalutamide's rows reach only narrow-index substrates.
    ['enzalutamide', 'atorvastatin'],
    // Tucatinib with its own regimen partners.
    ['tucatinib', 'capecitabine'],
    ['tucatinib', 'trastuzumab'],
    // Lapatinib with capecitabine and letrozole.
    ['lapatinib', 'capecitabine'],
    ['lapatinib', 'letrozole'],
    // Ribociclib with its endocrine partners.
    ['ribociclib', 'letrozole'],
    ['ribociclib', 'fulvestrant'],
  ] as const)('%s + %s: no label class row fires (quiet)', (a, b) => {
    const f = finding(a, b);
    expect(f?.rules.filter((r) => r.startsWith('label-class:')) ?? []).toEqual([]);
  });
});
