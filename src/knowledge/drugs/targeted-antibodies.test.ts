import { describe, expect, it } from 'vitest';
import { drugSchema, type Drug } from '../../core/knowledge/drug';
import { antibodyDrugs } from './antibodies';
import { otherTargetedDrugs } from './other-targeted';

const records = [...otherTargetedDrugs, ...antibodyDrugs];
const byId = new Map<string, Drug>(records.map((r) => [r.id, drugSchema.parse(r)]));

function drug(id: string): Drug {
  const d = byId.get(id);
  if (!d) throw new Error(`missing drug record ${id}`);
  return d;
}

describe('other-targeted and antibody records', () => {
  it.each(records.map((r) => [r.id, r] as const))('%s passes the drug schema', (_id, r) => {
    const result = drugSchema.safeParse(r);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each([
    // RxNorm ingredient anchors given in the task brief (RxNorm, TTY=IN).
    ['venetoclax', '1747556'],
    ['pembrolizumab', '1547545'],
    ['nivolumab', '1597876'],
    ['trastuzumab', '224905'],
    ['rituximab', '121191'],
    ['bevacizumab', '253337'],
    // RxNorm IN concepts listed in the CIBMTR reporting IG value sets (enasidenib 1940373 is the
    // 50 MG component, not the ingredient).
    ['enasidenib', '1940332'],
    ['obinutuzumab', '974779'],
    ['brentuximab-vedotin', '1147320'],
  ])('%s uses the RxNorm ingredient RxCUI %s', (id, rxcui) => {
    expect(drug(id).rxcui).toBe(rxcui);
  });

  it.each([
    // Venclexta label 12.3: ketoconazole/posaconazole raised AUC more than 5-fold.
    ['venetoclax', 'CYP3A4', 'sensitive'],
    // Lynparza label 12.3: itraconazole raised olaparib AUC about 2.7-fold.
    ['olaparib', 'CYP3A4', 'moderate'],
    // Tibsovo label 12.3: itraconazole raised ivosidenib AUC about 2.7-fold.
    ['ivosidenib', 'CYP3A4', 'moderate'],
    // Pomalyst label 12.3: fluvoxamine raised pomalidomide AUC about 2.25-fold.
    ['pomalidomide', 'CYP1A2', 'moderate'],
    // Trodelvy label 7: SN-38 is glucuronidated by UGT1A1; avoid UGT1A1 inhibitors/inducers.
    ['sacituzumab-govitecan', 'UGT1A1', 'moderate'],
    // Adcetris label 7: MMAE is a CYP3A4 substrate (ketoconazole raised MMAE ~34%).
    ['brentuximab-vedotin', 'CYP3A4', 'minor'],
  ] as const)('%s is a %s substrate (%s)', (id, pathway, level) => {
    expect(drug(id).pathways[pathway]?.substrate).toBe(level);
  });

  it.each([
    // Krazati label 7: adagrasib is a strong CYP3A inhibitor.
    ['adagrasib', 'CYP3A4', 'strong'],
    // Rubraca label 12.3: caffeine AUC 2.55-fold -> moderate CYP1A2 inhibitor.
    ['rucaparib', 'CYP1A2', 'moderate'],
    ['rucaparib', 'CYP2C9', 'weak'],
  ] as const)('%s inhibits %s (%s)', (id, pathway, level) => {
    expect(drug(id).pathways[pathway]?.inhibitor).toBe(level);
  });

  it('sotorasib induces CYP3A and loses absorption with acid suppression (Lumakras label 7)', () => {
    const s = drug('sotorasib');
    expect(s.pathways.CYP3A4?.inducer).toBe('moderate');
    expect(s.phDependentAbsorption).toBe(true);
  });

  it.each([
    // Krazati and Tibsovo labels 5: QTc prolongation warnings.
    ['adagrasib', 'known'],
    ['ivosidenib', 'known'],
    // Besponsa label 5: QT interval prolongation.
    ['inotuzumab-ozogamicin', 'known'],
    // No QT study encoded for these: the record must say unknown, never none.
    ['pembrolizumab', 'unknown'],
    ['rituximab', 'unknown'],
  ] as const)('%s has QT risk %s', (id, qt) => {
    expect(drug(id).qtRisk).toBe(qt);
  });

  it.each([
    // Checkpoint inhibitor labels 5: immune-mediated adverse reactions.
    'pembrolizumab',
    'nivolumab',
    'cemiplimab',
    'dostarlimab',
    'atezolizumab',
    'durvalumab',
    'avelumab',
    'ipilimumab',
    'relatlimab',
  ])('%s carries the immune-related toxicity', (id) => {
    expect(drug(id).toxicities).toContain('immune-related');
  });

  it.each([
    ['venetoclax', 'tumor-lysis'], // Venclexta 5.1 Tumor Lysis Syndrome
    ['trastuzumab-deruxtecan', 'pneumonitis'], // Enhertu boxed warning: ILD/pneumonitis
    ['brentuximab-vedotin', 'neuropathy'], // Adcetris 5: peripheral neuropathy
    ['lenalidomide', 'thromboembolism'], // Revlimid boxed warning: VTE/ATE
    ['bevacizumab', 'bleeding'], // Avastin 5: hemorrhage
    ['trastuzumab', 'cardiotoxicity'], // Herceptin boxed warning: cardiomyopathy
  ])('%s lists %s', (id, tox) => {
    expect(drug(id).toxicities).toContain(tox);
  });

  it.each([
    ['rituximab', /hepatitis b/i], // Rituxan boxed warning
    ['rituximab', /leukoencephalopathy/i],
    ['trastuzumab-deruxtecan', /interstitial lung disease/i], // Enhertu boxed warning
    ['trastuzumab-deruxtecan', /embryo-fetal/i],
    ['sacituzumab-govitecan', /neutropenia/i], // Trodelvy boxed warning
    ['sacituzumab-govitecan', /diarrhoea/i],
    ['blinatumomab', /cytokine release/i], // Blincyto boxed warning
    ['blinatumomab', /neurological/i],
    ['pomalidomide', /embryo-fetal/i], // Pomalyst boxed warning
    ['ivosidenib', /differentiation syndrome/i], // Tibsovo boxed warning
  ] as const)('%s boxed warnings mention %s', (id, pattern) => {
    expect(drug(id).boxedWarnings.some((w) => pattern.test(w))).toBe(true);
  });

  it('checkpoint inhibitors have no boxed warning (current US labels)', () => {
    for (const id of ['pembrolizumab', 'nivolumab', 'atezolizumab', 'ipilimumab']) {
      expect(drug(id).boxedWarnings).toEqual([]);
    }
  });

  it('sacituzumab govitecan names UGT1A1 for pharmacogenomics (Trodelvy label 5)', () => {
    expect(drug('sacituzumab-govitecan').pgxGenes).toContain('UGT1A1');
  });

  it.each([
    // Venclexta 8.7: Child-Pugh C -> 50% of the daily dose.
    ['venetoclax', 'child-pugh-c', 'reduce', 0.5],
    // Kyprolis 8.7: mild or moderate hepatic impairment -> reduce dose by 25%.
    ['carfilzomib', 'child-pugh-b', 'reduce', 0.75],
    // Adcetris 8.7: avoid in moderate or severe hepatic impairment.
    ['brentuximab-vedotin', 'child-pugh-b', 'avoid', undefined],
  ] as const)('%s hepatic rule for %s is %s', (id, cls, action, factor) => {
    const rule = drug(id).hepatic.rules.find((r) => r.hepaticClass === cls);
    expect(rule?.action).toBe(action);
    expect(rule?.doseFactor).toBe(factor);
  });

  it.each([
    // Lynparza 8.6: CrCl 31-50 mL/min -> 200 mg twice daily.
    ['olaparib', 51, 'reduce'],
    // Revlimid 2: CrCl below 30 mL/min -> 15 mg every 48 h.
    ['lenalidomide', 30, 'extend-interval'],
    // Adcetris 8.6: avoid when CrCl is below 30 mL/min.
    ['brentuximab-vedotin', 30, 'avoid'],
  ] as const)('%s renal rule below CrCl %d is %s', (id, crcl, action) => {
    const rule = drug(id).renal.rules.find((r) => r.crclBelow === crcl);
    expect(rule?.action).toBe(action);
  });

  it('keeps PD-1 and PD-L1 blockers in separate duplicate-therapy tags', () => {
    expect(drug('pembrolizumab').classTags).toEqual(['pd-1-inhibitor']);
    expect(drug('atezolizumab').classTags).toEqual(['pd-l1-inhibitor']);
  });

  it('does not tag trastuzumab and pertuzumab as duplicates, but does tag trastuzumab and T-DM1', () => {
    const shared = (a: string, b: string) =>
      drug(a).classTags.filter((t) => drug(b).classTags.includes(t));
    expect(shared('trastuzumab', 'pertuzumab')).toEqual([]);
    expect(shared('trastuzumab', 'trastuzumab-emtansine')).toEqual(['anti-her2-antibody']);
  });

  it('tags no record with a generic antibody-drug-conjugate class', () => {
    for (const r of records) expect(r.classTags).not.toContain('antibody-drug-conjugate');
  });
});
