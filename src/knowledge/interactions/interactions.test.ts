import { describe, expect, it } from 'vitest';
import type { Drug, Pathway, PerpetratorLevel } from '../../core/knowledge/drug';
import { drugSchema } from '../../core/knowledge/drug';
import type { CuratedInteraction, Participant } from '../../core/knowledge/interaction';
import { curatedInteractionSchema, drugGroupSchema } from '../../core/knowledge/interaction';
import { drugRecords } from '../drugs/index';
import { curatedInteractionRecords, drugGroups } from './index';

const drugs = new Map<string, Drug>(drugRecords.map((d) => [d.id, drugSchema.parse(d)]));
const groups = new Map(drugGroups.map((g) => [g.id, g]));
// Records that fail the schema are reported by their own test below; the checks on content run on
// the parsed ones so that one bad record does not hide every other finding.
const records: CuratedInteraction[] = curatedInteractionRecords.flatMap((r) => {
  const parsed = curatedInteractionSchema.safeParse(r);
  return parsed.success ? [parsed.data] : [];
});

function key(p: Participant): string {
  return 'drug' in p ? `drug:${p.drug}` : `group:${p.group}`;
}

function record(id: string): CuratedInteraction {
  const found = records.find((r) => r.id === id);
  if (!found) throw new Error(`no interaction record '${id}'`);
  return found;
}

describe('drug groups', () => {
  it.each(drugGroups.map((g) => [g.id, g] as const))('%s passes the group schema', (_id, g) => {
    const result = drugGroupSchema.safeParse(g);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('has unique group ids that never collide with a drug id', () => {
    const ids = drugGroups.map((g) => g.id);
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids.filter((id) => drugs.has(id))).toEqual([]);
  });

  it.each(drugGroups.map((g) => [g.id, g.members] as const))(
    '%s names only known drug ids, each once',
    (_id, members) => {
      expect(members.filter((m) => !drugs.has(m))).toEqual([]);
      expect(members.length).toBe(new Set(members).size);
    },
  );

  // Group membership must agree with the drug record's own pathway role, so a class rule never
  // fires for a drug whose record says something else (FDA DDI table grades; labels' 7/12.3).
  type RoleCheck = [
    group: string,
    pathway: Pathway,
    role: 'inhibitor' | 'inducer',
    levels: PerpetratorLevel[],
  ];
  it.each<RoleCheck>([
    ['strong-cyp3a4-inhibitors', 'CYP3A4', 'inhibitor', ['strong']],
    ['moderate-cyp3a4-inhibitors', 'CYP3A4', 'inhibitor', ['moderate']],
    ['strong-cyp3a4-inducers', 'CYP3A4', 'inducer', ['strong']],
    ['moderate-cyp3a4-inducers', 'CYP3A4', 'inducer', ['moderate']],
    ['strong-cyp2d6-inhibitors', 'CYP2D6', 'inhibitor', ['strong']],
    ['moderate-cyp2d6-inhibitors', 'CYP2D6', 'inhibitor', ['moderate']],
    ['moderate-or-strong-cyp2c19-inhibitors', 'CYP2C19', 'inhibitor', ['strong', 'moderate']],
    ['p-gp-inhibitors', 'P-gp', 'inhibitor', ['strong', 'moderate']],
    ['combined-p-gp-and-strong-cyp3a4-inhibitors', 'CYP3A4', 'inhibitor', ['strong']],
    ['combined-p-gp-and-strong-cyp3a4-inhibitors', 'P-gp', 'inhibitor', ['strong', 'moderate']],
    ['combined-p-gp-and-strong-cyp3a4-inducers', 'CYP3A4', 'inducer', ['strong']],
    ['combined-p-gp-and-strong-cyp3a4-inducers', 'P-gp', 'inducer', ['strong', 'moderate']],
  ])('every member of %s has a %s %s role of the right grade', (groupId, pathway, role, levels) => {
    const group = groups.get(groupId);
    expect(group).toBeDefined();
    const wrong = (group?.members ?? []).filter((m) => {
      const level = drugs.get(m)?.pathways[pathway]?.[role];
      return level === undefined || !levels.includes(level);
    });
    expect(wrong).toEqual([]);
  });

  it.each<[group: string, tags: string[]]>([
    ['acid-reducing-agents', ['proton-pump-inhibitor', 'h2-receptor-antagonist', 'antacid']],
    ['proton-pump-inhibitors', ['proton-pump-inhibitor']],
    ['anticoagulants', ['oral-anticoagulant', 'heparin']],
    ['antiplatelets', ['salicylate', 'p2y12-inhibitor']],
    ['nsaids-and-salicylates', ['nsaid', 'salicylate']],
    ['ssris-and-snris', ['ssri', 'snri']],
    ['5-ht3-receptor-antagonists', ['5ht3-antagonist']],
    ['btk-inhibitors', ['btk-inhibitor']],
    ['opioid-analgesics', ['opioid']],
    ['thalidomide-analogues', ['immunomodulatory-imid']],
    ['erythropoiesis-stimulating-agents', ['esa']],
    ['anthracyclines', ['anthracycline']],
    ['systemic-corticosteroids', ['corticosteroid']],
    ['fluoroquinolones', ['fluoroquinolone']],
    ['gnrh-agonists-and-antagonists', ['gnrh-analog']],
  ])('every member of %s carries one of the class tags %j', (groupId, tags) => {
    const group = groups.get(groupId);
    expect(group).toBeDefined();
    const wrong = (group?.members ?? []).filter(
      (m) => !drugs.get(m)?.classTags.some((t) => tags.includes(t)),
    );
    expect(wrong).toEqual([]);
  });

  it('lists only known-risk QT drugs in qt-prolonging-known-risk', () => {
    const members = groups.get('qt-prolonging-known-risk')?.members ?? [];
    expect(members.filter((m) => drugs.get(m)?.qtRisk !== 'known')).toEqual([]);
  });

  it.each<[group: string, toxicity: Drug['toxicities'][number]]>([
    ['serotonergic-agents', 'serotonergic'],
    ['bradycardia-causing-agents', 'bradycardia'],
    ['nephrotoxic-anti-infectives', 'nephrotoxicity'],
    ['potassium-wasting-diuretics', 'hypokalemia'],
  ])('every member of %s has the %s toxicity in its drug record', (groupId, toxicity) => {
    const members = groups.get(groupId)?.members ?? [];
    expect(members.filter((m) => !drugs.get(m)?.toxicities.includes(toxicity))).toEqual([]);
  });
});

describe('curated interaction records', () => {
  it('holds at least 300 records', () => {
    expect(curatedInteractionRecords.length).toBeGreaterThanOrEqual(300);
  });

  it.each(curatedInteractionRecords.map((r) => [r.id, r] as const))(
    '%s passes the interaction schema',
    (_id, r) => {
      const result = curatedInteractionSchema.safeParse(r);
      expect(result.success ? [] : result.error.issues).toEqual([]);
    },
  );

  it('has unique ids', () => {
    const ids = records.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('names only existing drug ids and defined groups', () => {
    const unknown = records.flatMap((r) =>
      [r.a, r.b]
        .filter((p) => ('drug' in p ? !drugs.has(p.drug) : !groups.has(p.group)))
        .map((p) => `${r.id}: ${key(p)}`),
    );
    expect(unknown).toEqual([]);
  });

  it('never pairs a participant with itself', () => {
    expect(records.filter((r) => key(r.a) === key(r.b)).map((r) => r.id)).toEqual([]);
  });

  it('has no duplicate unordered pairs', () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const r of records) {
      const pair = [key(r.a), key(r.b)].sort().join(' + ');
      const earlier = seen.get(pair);
      if (earlier) dupes.push(`${earlier} and ${r.id}: ${pair}`);
      else seen.set(pair, r.id);
    }
    expect(dupes).toEqual([]);
  });

  it('gives every record at least one source', () => {
    expect(records.filter((r) => r.sources.length === 0).map((r) => r.id)).toEqual([]);
  });

  // Severity is graded from the label wording: only a label contraindication earns 'contraindicated'.
  it('cites a label contraindication (section 4 or CONTRAINDICATIONS) for every contraindicated record', () => {
    const uncited = records
      .filter((r) => r.severity === 'contraindicated')
      .filter(
        (r) =>
          !r.sources.some((s) => s.kind === 'label' && /contraindications/i.test(s.section ?? '')),
      )
      .map((r) => r.id);
    expect(uncited).toEqual([]);
  });

  it('states the interval in hours for every separate-administration record', () => {
    const vague = records
      .filter((r) => r.management.action === 'separate-administration')
      .filter((r) => !/(\d+\s*h\b|hours?)/.test(r.management.text))
      .map((r) => r.id);
    expect(vague).toEqual([]);
  });

  it('never tells a user that no action is needed for a major or contraindicated pair', () => {
    const wrong = records
      .filter((r) => r.severity === 'major' || r.severity === 'contraindicated')
      .filter((r) => r.management.action === 'no-action-needed')
      .map((r) => r.id);
    expect(wrong).toEqual([]);
  });

  it('gives every record that names a group at least one group member that exists', () => {
    const empty = records
      .flatMap((r) => [r.a, r.b].map((p) => [r.id, p] as const))
      .filter(([, p]) => 'group' in p && (groups.get(p.group)?.members.length ?? 0) === 0)
      .map(([id]) => id);
    expect(empty).toEqual([]);
  });
});

describe('key label facts', () => {
  // Each case is a dose or interval taken from the cited label section.
  it.each<[id: string, severity: CuratedInteraction['severity'], text: RegExp]>([
    ['venetoclax-posaconazole', 'contraindicated', /70 mg/],
    ['venetoclax-strong-cyp3a4-inhibitors', 'contraindicated', /100 mg/],
    ['venetoclax-moderate-cyp3a4-inhibitors', 'major', /50%/],
    ['venetoclax-p-gp-inhibitors', 'major', /50%/],
    ['ibrutinib-moderate-cyp3a4-inhibitors', 'major', /280 mg/],
    ['dasatinib-strong-cyp3a4-inhibitors', 'major', /20 mg/],
    ['dasatinib-calcium-carbonate', 'moderate', /2 h/],
    ['olaparib-strong-cyp3a4-inhibitors', 'major', /100 mg twice daily/],
    ['olaparib-moderate-cyp3a4-inhibitors', 'major', /150 mg twice daily/],
    ['palbociclib-strong-cyp3a4-inhibitors', 'major', /75 mg/],
    ['ribociclib-strong-cyp3a4-inhibitors', 'major', /400 mg/],
    ['everolimus-moderate-cyp3a4-inhibitors', 'major', /2\.5 mg/],
    ['mercaptopurine-allopurinol', 'major', /one-third to one-quarter/],
    ['mercaptopurine-febuxostat', 'contraindicated', /febuxostat/i],
    ['clopidogrel-omeprazole', 'major', /pantoprazole|H2/],
    ['apixaban-combined-p-gp-and-strong-cyp3a4-inhibitors', 'major', /2\.5 mg/],
    ['simvastatin-strong-cyp3a4-inhibitors', 'contraindicated', /simvastatin/i],
    ['bleomycin-brentuximab-vedotin', 'contraindicated', /bleomycin/i],
    ['linezolid-serotonergic-agents', 'major', /serotonin syndrome/i],
    ['pacritinib-strong-cyp3a4-inhibitors', 'contraindicated', /contraindicated/i],
    ['lorlatinib-strong-cyp3a4-inducers', 'contraindicated', /contraindicated/i],
    ['zanubrutinib-strong-cyp3a4-inhibitors', 'major', /80 mg once daily/],
    ['cabozantinib-strong-cyp3a4-inhibitors', 'major', /20 mg/],
    ['sunitinib-strong-cyp3a4-inhibitors', 'major', /37\.5 mg/],
    ['gefitinib-strong-cyp3a4-inducers', 'major', /500 mg/],
    ['abiraterone-strong-cyp3a4-inducers', 'major', /twice daily/],
    // Issue 12: the antiemetic regimens already build the reduction in: a dose to check.
    ['aprepitant-dexamethasone', 'moderate', /50%/],
    ['fosaprepitant-dexamethasone', 'moderate', /50%/],
    ['digoxin-p-gp-inhibitors', 'major', /30% to 50%/],
    ['erlotinib-famotidine', 'moderate', /10 hours/],
    ['ciprofloxacin-calcium-carbonate', 'moderate', /2 hours before or 6 hours after/],
    ['quetiapine-strong-cyp3a4-inhibitors', 'major', /one sixth/],
    ['voriconazole-rifampin', 'contraindicated', /contraindicated/i],
    ['ribociclib-tamoxifen', 'major', /aromatase inhibitor/],
    // Known-pair gaps of issue 12.
    ['tamoxifen-anastrozole', 'major', /Do not give anastrozole together with tamoxifen/],
    ['tamoxifen-letrozole', 'moderate', /not combined/],
    ['methadone-itraconazole', 'contraindicated', /Contraindicated/],
    ['methadone-ketoconazole', 'contraindicated', /Contraindicated/],
    ['warfarin-apalutamide', 'moderate', /INR weekly/],
    ['voriconazole-amiodarone', 'major', /ECG/],
  ])('%s is %s and its management says %s', (id, severity, text) => {
    const r = record(id);
    expect(r.severity).toBe(severity);
    expect(r.management.text).toMatch(text);
  });

  it.each<[id: string, a: string, b: string]>([
    ['tamoxifen-strong-cyp2d6-inhibitors', 'drug:tamoxifen', 'group:strong-cyp2d6-inhibitors'],
    ['codeine-strong-cyp2d6-inhibitors', 'drug:codeine', 'group:strong-cyp2d6-inhibitors'],
    ['warfarin-capecitabine', 'drug:warfarin', 'drug:capecitabine'],
    [
      'methotrexate-sulfamethoxazole-trimethoprim',
      'drug:methotrexate',
      'drug:sulfamethoxazole-trimethoprim',
    ],
  ])('%s pairs %s with %s', (id, a, b) => {
    const r = record(id);
    expect([key(r.a), key(r.b)].sort()).toEqual([a, b].sort());
  });
});

describe('group fixes of issue 12', () => {
  const group = (id: string) => drugGroups.find((g) => g.id === id)?.members ?? [];

  it("phenobarbital is a moderate CYP3A inducer (FDA's table), not a strong one", () => {
    expect(group('strong-cyp3a4-inducers')).not.toContain('phenobarbital');
    expect(group('moderate-cyp3a4-inducers')).toContain('phenobarbital');
  });

  it('lapatinib is a P-gp inhibitor (Tykerb label 7: digoxin exposure rises)', () => {
    expect(group('p-gp-inhibitors')).toContain('lapatinib');
  });
});
