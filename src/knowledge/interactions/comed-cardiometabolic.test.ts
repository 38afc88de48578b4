import { describe, expect, it } from 'vitest';
import type { CuratedInteraction } from '../../core/knowledge/interaction';
import { curatedInteractionSchema } from '../../core/knowledge/interaction';
import { comedCardiometabolicInteractions } from './comed-cardiometabolic';
import { drugGroups } from './index';

const records: CuratedInteraction[] = comedCardiometabolicInteractions.map((r) =>
  curatedInteractionSchema.parse(r),
);

function record(id: string): CuratedInteraction {
  const found = records.find((r) => r.id === id);
  if (!found) throw new Error(`no interaction record '${id}'`);
  return found;
}

describe('co-medication interaction records', () => {
  it('holds at least 160 records', () => {
    expect(records.length).toBeGreaterThanOrEqual(160);
  });

  // Each case is a dose, interval or grade taken from the cited label section or paper.
  it.each<[id: string, severity: CuratedInteraction['severity'], text: RegExp]>([
    ['dofetilide-sulfamethoxazole-trimethoprim', 'contraindicated', /Contraindicated/], // Tikosyn
    ['dofetilide-hydrochlorothiazide', 'contraindicated', /Contraindicated/], // Tikosyn
    ['dofetilide-nilotinib', 'major', /500 ms/], // Tasigna boxed; Tikosyn
    ['sotalol-magnesium-oxide', 'moderate', /2 hours/], // Betapace 7
    ['dronedarone-qt-prolonging-known-risk', 'contraindicated', /Contraindicated/], // Multaq 4
    ['dronedarone-strong-cyp3a4-inhibitors', 'contraindicated', /Contraindicated/], // Multaq 4
    ['dronedarone-digoxin', 'major', /halve/], // Multaq 2 and 7
    ['dronedarone-simvastatin', 'major', /10 mg/], // Multaq 7
    ['flecainide-amiodarone', 'major', /[Hh]alve/], // flecainide label
    ['ranolazine-strong-cyp3a4-inhibitors', 'contraindicated', /Contraindicated/], // Ranexa 4
    ['ranolazine-moderate-cyp3a4-inhibitors', 'major', /500 mg twice daily/], // Ranexa 2
    ['ranolazine-metformin', 'moderate', /1700 mg/], // Ranexa 7
    ['gemfibrozil-simvastatin', 'contraindicated', /Contraindicated/], // Zocor 4, Lopid
    ['gemfibrozil-enzalutamide', 'major', /80 mg/], // Xtandi 2
    ['gemfibrozil-tucatinib', 'major', /100 mg twice daily/], // Tukysa 2
    ['pitavastatin-cyclosporine', 'contraindicated', /Contraindicated/], // Livalo 4
    ['pravastatin-cyclosporine', 'major', /20 mg/], // Pravachol 2
    ['lisinopril-everolimus', 'major', /swelling/], // Zestril 5; Afinitor 5
    ['spironolactone-sulfamethoxazole-trimethoprim', 'major', /potassium/], // PMID 21911446
    ['triamterene-potassium-chloride', 'contraindicated', /Contraindicated/], // Klor-Con 4
    ['eplerenone-moderate-cyp3a4-inhibitors', 'major', /25 mg/], // Inspra 2
    ['sildenafil-nitroglycerin', 'contraindicated', /24 hours/], // Viagra 4
    ['tadalafil-isosorbide-mononitrate', 'contraindicated', /48 hours/], // Cialis 4
    ['alfuzosin-strong-cyp3a4-inhibitors', 'contraindicated', /Contraindicated/], // Uroxatral 4
    ['solifenacin-strong-cyp3a4-inhibitors', 'moderate', /5 mg/], // Vesicare 2
    ['saxagliptin-strong-cyp3a4-inhibitors', 'moderate', /2\.5 mg/], // Onglyza 2
    ['tirzepatide-ethinyl-estradiol', 'moderate', /4 weeks/], // Mounjaro 7
    ['ethinyl-estradiol-strong-cyp3a4-inducers', 'major', /28 days/], // COC labels 7
    ['anastrozole-estradiol', 'major', /Do not combine/], // Arimidex 7
    ['levothyroxine-ferrous-sulfate', 'moderate', /4 hours/], // Synthroid 2 and 7
    ['ciprofloxacin-sucralfate', 'moderate', /2 hours before or 6 hours after/], // Cipro 2
    ['moxifloxacin-magnesium-oxide', 'moderate', /4 hours before or 8 hours after/], // Avelox 2
    ['ibandronate-calcium-carbonate', 'moderate', /1 hour/], // Boniva 2
    ['sirolimus-voriconazole', 'contraindicated', /Contraindicated/], // Vfend 4
    ['sirolimus-posaconazole', 'contraindicated', /Contraindicated/], // Noxafil 4
    ['sirolimus-cyclosporine', 'moderate', /4 hours after/], // Rapamune 2
    ['naloxegol-strong-cyp3a4-inhibitors', 'contraindicated', /Contraindicated/], // Movantik 4
    ['naloxegol-moderate-cyp3a4-inhibitors', 'major', /12\.5 mg/], // Movantik 2
    ['colchicine-strong-cyp3a4-inhibitors', 'major', /0\.3 mg/], // Colcrys 2
    ['cimetidine-epirubicin', 'major', /[Ss]top cimetidine/], // Ellence 7
    ['theophylline-ciprofloxacin', 'major', /theophylline levels/], // Cipro 5 and 7
    ['probenecid-methotrexate', 'major', /high-dose methotrexate/], // methotrexate label 7
  ])('%s is %s and its management says %s', (id, severity, text) => {
    const r = record(id);
    expect(r.severity).toBe(severity);
    expect(r.management.text).toMatch(text);
  });

  it('cites a PMID for the spironolactone-abiraterone records, which no label states', () => {
    const r = record('spironolactone-abiraterone');
    expect(r.evidence).toBe('suspected');
    expect(r.sources.every((s) => s.kind === 'pubmed' && s.pmid)).toBe(true);
  });
});

describe('co-medications in the shared groups', () => {
  const members = (id: string) => drugGroups.find((g) => g.id === id)?.members ?? [];

  it.each([
    // FDA DDI table
    ['moderate-cyp3a4-inhibitors', 'dronedarone'],
    ['p-gp-inhibitors', 'dronedarone'],
    ['p-gp-inhibitors', 'propafenone'],
    ['p-gp-inhibitors', 'ranolazine'],
    ['moderate-cyp2d6-inhibitors', 'mirabegron'],
    // Multaq, Betapace, Tikosyn and Tambocor labels: QT prolongation and torsades
    ['qt-prolonging-known-risk', 'sotalol'],
    ['qt-prolonging-known-risk', 'dofetilide'],
    // Xalkori and Alecensa 5: avoid other bradycardia-causing drugs such as beta-blockers
    ['bradycardia-causing-agents', 'metoprolol'],
    ['antihypertensive-agents', 'lisinopril'],
    ['acid-reducing-agents', 'magnesium-oxide'],
    ['anticoagulants', 'dalteparin'],
    // Kisqali 7 names sirolimus among narrow-index CYP3A substrates
    ['cyp3a4-substrates-narrow-therapeutic-index', 'sirolimus'],
  ])('%s includes %s', (group, drug) => {
    expect(members(group)).toContain(drug);
  });
});
