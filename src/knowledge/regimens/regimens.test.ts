import { describe, expect, it } from 'vitest';
import { calculateRegimen, type DrugDosingInfo } from '../../core/dosing/calculate-regimen';
import { drugSchema } from '../../core/knowledge/drug';
import { regimenComponents, regimenSchema, type Regimen } from '../../core/knowledge/regimen';
import { drugRecords } from '../drugs/index';
import { regimenRecords } from './index';
import { ROSTER_DRUG_IDS } from './roster-ids';

const parsed = regimenRecords.map((r) => ({ id: r.id, result: regimenSchema.safeParse(r) }));
const regimens: Regimen[] = parsed.flatMap((p) => (p.result.success ? [p.result.data] : []));

/** Parsed drug records where the drug files already hold them; otherwise the roster id alone. */
const drugs = new Map(
  drugRecords.flatMap((d) => {
    const r = drugSchema.safeParse(d);
    return r.success ? [[r.data.id, r.data] as const] : [];
  }),
);
const lookup = (id: string): DrugDosingInfo | undefined =>
  drugs.get(id) ?? (ROSTER_DRUG_IDS.has(id) ? { rxcui: null, name: id } : undefined);

const referenceAdult = {
  heightCm: 170,
  weightKg: 70,
  ageYears: 60,
  sex: 'male',
  serumCreatinineMgDl: 1,
} as const;

describe('regimen knowledge base', () => {
  it.each(parsed.map((p) => [p.id, p.result] as const))(
    '%s passes the regimen schema',
    (_id, r) => {
      expect(r.success ? [] : r.error.issues).toEqual([]);
    },
  );

  it('has at least 50 regimens across at least 12 cancers', () => {
    expect(regimens.length).toBeGreaterThanOrEqual(50);
    expect(new Set(regimens.flatMap((r) => r.cancers)).size).toBeGreaterThanOrEqual(12);
  });

  it.each([
    'breast',
    'colorectal',
    'nsclc',
    'sclc',
    'hodgkin-lymphoma',
    'dlbcl',
    'multiple-myeloma',
    'gastric',
    'oesophageal',
    'pancreatic',
    'head-and-neck',
    'bladder',
    'ovarian',
    'germ-cell',
    'soft-tissue-sarcoma',
    'prostate',
  ] as const)('covers %s', (cancer) => {
    expect(regimens.some((r) => r.cancers.includes(cancer))).toBe(true);
  });

  it('has unique regimen ids', () => {
    const ids = regimenRecords.map((r) => r.id);
    expect(ids.filter((x, i) => ids.indexOf(x) !== i)).toEqual([]);
  });

  it.each(regimens.map((r) => [r.id, r] as const))(
    '%s cites a primary trial or label',
    (_id, r) => {
      const primary = r.sources.filter((s) => s.kind === 'pubmed' || s.kind === 'label');
      expect(primary.length).toBeGreaterThan(0);
      for (const s of primary) {
        if (s.kind === 'pubmed') expect(s.pmid).toMatch(/^\d{6,9}$/);
        if (s.kind === 'label') expect(s.section).toBeTruthy();
      }
    },
  );

  it('never cites HemOnc or NCCN Templates', () => {
    const text = JSON.stringify(regimenRecords).toLowerCase();
    expect(text).not.toContain('hemonc');
    expect(text).not.toContain('nccn template');
  });

  it.each(regimens.map((r) => [r.id, r] as const))('%s names only roster drug ids', (_id, r) => {
    const ids = [
      ...regimenComponents(r).map((x) => x.component.drugId),
      ...r.premedication.flatMap((p) => (p.drugId ? [p.drugId] : [])),
      ...r.doseModifications.flatMap((m) => m.drugIds ?? []),
    ];
    expect(ids.filter((id) => !ROSTER_DRUG_IDS.has(id))).toEqual([]);
  });

  it.each(regimens.map((r) => [r.id, r] as const))(
    '%s: dose-modification drug ids belong to the regimen',
    (_id, r) => {
      const inRegimen = new Set(regimenComponents(r).map((x) => x.component.drugId));
      const stray = r.doseModifications.flatMap((m) =>
        (m.drugIds ?? []).filter((d) => !inRegimen.has(d)),
      );
      expect(stray).toEqual([]);
    },
  );

  it('puts the 2 mg cap on every vincristine dose', () => {
    const vcr = regimens
      .flatMap((r) => regimenComponents(r))
      .filter((x) => x.component.drugId === 'vincristine');
    expect(vcr.length).toBeGreaterThan(0);
    for (const x of vcr) expect(x.component.capMg).toBe(2);
  });
});

describe('every regimen calculates for the reference adult (170 cm, 70 kg, 60 y, male, SCr 1.0)', () => {
  it.each(regimens.map((r) => [r.id, r] as const))('%s', (_id, regimen) => {
    const r = calculateRegimen(regimen, referenceAdult, lookup);
    expect(r.status).toBe('ok');
    if (r.status !== 'ok') return;
    expect(r.bsaM2).toBe(1.82);
    expect(r.components.length).toBe(regimenComponents(regimen).length);
    for (const c of r.components) {
      expect(c.status, `${c.drugId} in ${c.phaseId}`).toBe('ok');
      expect(c.dose?.value).toBeGreaterThan(0);
      expect(Number.isFinite(c.dose?.value)).toBe(true);
      expect(c.working.length).toBeGreaterThan(0);
      if (c.basis === 'AUC') {
        // Reference CrCl 77.8 mL/min: AUC × (77.8 + 25), below the AUC × 150 ceiling.
        expect(c.dose?.value).toBeCloseTo(c.perUnitDose.value * (((140 - 60) * 70) / 72 + 25), 6);
      }
    }
  });
});
