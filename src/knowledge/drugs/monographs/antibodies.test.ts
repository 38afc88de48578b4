import { describe, expect, it } from 'vitest';
import { drugSchema } from '../../../core/knowledge/drug';
import { antibodyDrugs } from '../antibodies';
import { drugRecords } from '../index';
import { antibodyMonographs } from './antibodies';
import { monographReader } from './monograph-text';

/**
 * The antibody, ADC, checkpoint-inhibitor and T-cell-engager monographs (issue 13). Each row pins
 * a number taken from the US label section named in its comment, so that a later edit cannot
 * silently change a dose, a rate, a diluent or a contraception period.
 */
const { monographs, text } = monographReader(antibodyMonographs);

describe('antibody monographs', () => {
  it('cover every record of antibodies.ts, and only those records', () => {
    expect(antibodyDrugs.filter((d) => !monographs.has(d.id)).map((d) => d.id)).toEqual([]);
    const ids = new Set(antibodyDrugs.map((d) => d.id));
    expect([...monographs.keys()].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('mark every record of antibodies.ts with the day its label was checked', () => {
    expect(antibodyDrugs.filter((d) => d.lastReviewed !== '2026-11-27').map((d) => d.id)).toEqual(
      [],
    );
  });

  it('join their records and pass the drug schema with the label and NIOSH sources', () => {
    for (const id of monographs.keys()) {
      const record = drugRecords.find((d) => d.id === id);
      expect(record, id).toBeDefined();
      const parsed = drugSchema.parse(record);
      expect(parsed.monograph, id).toBeDefined();
      expect(
        parsed.monograph?.sources.some((s) => /NIOSH/.test(s.title)),
        id,
      ).toBe(true);
      expect(
        parsed.monograph?.sources.some((s) => s.kind === 'label'),
        id,
      ).toBe(true);
      // An unconfirmed NIOSH placement must say so rather than stay silent.
      if (parsed.monograph?.hazardous.niosh === 'unknown') {
        expect(parsed.monograph.hazardous.note, id).toMatch(/not confirmed/);
      }
    }
  });

  it('give every subcutaneous co-formulation its own dosing line and a never-IV warning', () => {
    // Rituxan Hycela, Herceptin Hylecta, Phesgo, Darzalex Faspro: SC doses are not the IV doses.
    const sc: Array<[string, RegExp]> = [
      ['rituximab', /Rituxan Hycela/],
      ['trastuzumab', /Herceptin Hylecta/],
      ['pertuzumab', /Phesgo/],
      ['daratumumab', /Darzalex Faspro/],
      ['pembrolizumab', /Keytruda Qlex/],
      ['nivolumab', /Opdivo Qvantig/],
      ['atezolizumab', /Tecentriq Hybreza/],
    ];
    for (const [id, product] of sc) {
      const m = monographs.get(id);
      expect(m, id).toBeDefined();
      const line = m?.dosing.find((d) => product.test(d.indication));
      expect(line, `${id} ${String(product)}`).toBeDefined();
      expect(`${line?.dose} ${line?.modifications.join(' ')}`, id).toMatch(
        /not for IV|never given intravenously|thigh|abdomen/i,
      );
    }
  });

  type Row = [id: string, part: Parameters<typeof text>[1], expected: RegExp];
  it.each<Row>([
    // Rituxan 2.1/2.2: 375 mg/m2 NHL; CLL 375 then 500 mg/m2 cycles 2-6.
    ['rituximab', 'dosing', /375 mg\/m2 the day before FC in cycle 1, then 500 mg\/m2/],
    ['rituximab', 'dosing', /every 8 weeks for 12 doses/],
    // Rituxan 2.8: first infusion 50 mg/h, +50 every 30 min to 400; later 100 mg/h; 90-minute 20%/80%.
    ['rituximab', 'administration', /start at 50 mg\/h; .*50 mg\/h every 30 minutes .*400 mg\/h/],
    ['rituximab', 'administration', /start at 100 mg\/h and increase by 100 mg\/h/],
    ['rituximab', 'administration', /20% of the dose over the first 30 minutes and 80%/],
    ['rituximab', 'administration', /1-4 mg\/mL/],
    // Rituxan Hycela 2: 1,400 mg/23,400 units; CLL 1,600 mg/26,800 units; 15-minute observation.
    ['rituximab', 'dosing', /1,400 mg rituximab\/23,400 units/],
    ['rituximab', 'dosing', /1,600 mg\/26,800 units/],
    ['rituximab', 'administration', /at least 15 minutes/],
    // Rituxan 8.2/8.3: contraception 12 months; no breastfeeding for 6 months.
    ['rituximab', 'pregnancy', /12 months after the last dose/],
    ['rituximab', 'pregnancy', /6 months after the last dose/],
    // Gazyva 2.1/2.4: CLL 100 mg day 1 at 25 mg/h over 4 h, 900 mg day 2; premedication doses.
    [
      'obinutuzumab',
      'dosing',
      /100 mg on day 1 and 900 mg on day 2, then 1,000 mg on days 8 and 15/,
    ],
    ['obinutuzumab', 'administration', /25 mg\/h over 4 hours, no escalation/],
    ['obinutuzumab', 'administration', /dexamethasone 20 mg or methylprednisolone 80 mg/],
    ['obinutuzumab', 'administration', /do not use 5% dextrose/],
    // Gazyva 6.1 Table 3: infusion-related reactions 69%, neutropenia 40%.
    ['obinutuzumab', 'adverse', /Infusion-related reactions \(CLL, with chlorambucil\): 69%/],
    // Herceptin 2.3: 4 mg/kg then 2 mg/kg weekly; 8 mg/kg then 6 mg/kg; LVEF 16% hold.
    ['trastuzumab', 'dosing', /4 mg\/kg IV over 90 minutes, then 2 mg\/kg over 30 minutes weekly/],
    ['trastuzumab', 'dosing', /8 mg\/kg IV over 90 minutes, then 6 mg\/kg over 30-90 minutes/],
    ['trastuzumab', 'dosing', /absolute LVEF fall of 16% or more/],
    ['trastuzumab', 'administration', /21 mg\/mL/],
    ['trastuzumab', 'administration', /Do not substitute trastuzumab for or with ado-trastuzumab/],
    // Herceptin Hylecta 2.3: 600 mg/10,000 units over 2-5 minutes every 3 weeks.
    [
      'trastuzumab',
      'dosing',
      /600 mg trastuzumab\/10,000 units hyaluronidase SC over about 2-5 minutes/,
    ],
    ['trastuzumab', 'pregnancy', /7 months after the last dose/],
    // Perjeta 2.2: 840 mg over 60 min then 420 mg over 30-60 min; 6-week reload rule.
    [
      'pertuzumab',
      'dosing',
      /840 mg IV over 60 minutes, then 420 mg over 30-60 minutes every 3 weeks/,
    ],
    ['pertuzumab', 'dosing', /6 weeks or more, reload with 840 mg/],
    // Phesgo 2.3: 1,200/600/30,000 over 8 min; 600/600/20,000 over 5 min; observe 30 and 15 min.
    ['pertuzumab', 'dosing', /1,200 mg pertuzumab\/600 mg trastuzumab\/30,000 units .* 8 minutes/],
    ['pertuzumab', 'dosing', /600 mg\/600 mg\/20,000 units in 10 mL SC over about 5 minutes/],
    ['pertuzumab', 'administration', /at least 30 minutes after the initial dose and 15 minutes/],
    // Kadcyla 2.1-2.3: 3.6 mg/kg; 3 then 2.4 mg/kg; 0.2/0.22 micron PES filter; 90/30-minute infusions.
    [
      'trastuzumab-emtansine',
      'dosing',
      /3\.6 mg\/kg IV every 3 weeks; early breast cancer for 14 cycles/,
    ],
    ['trastuzumab-emtansine', 'dosing', /3 mg\/kg, then 2\.4 mg\/kg/],
    ['trastuzumab-emtansine', 'administration', /0\.2 or 0\.22 micron in-line polyethersulfone/],
    ['trastuzumab-emtansine', 'administration', /First infusion over 90 minutes/],
    ['trastuzumab-emtansine', 'pregnancy', /7 months after the last dose/],
    // Mylotarg 8.3: 6 months (females), 3 months (males).
    ['gemtuzumab-ozogamicin', 'pregnancy', /6 months after the last dose; males .* 3 months/],
    // Enhertu 2.2-2.4: 5.4 mg/kg (6.4 gastric); 4.4 then 3.2 mg/kg; 5% dextrose only; filter; ILD.
    ['trastuzumab-deruxtecan', 'dosing', /5\.4 mg\/kg IV every 3 weeks/],
    ['trastuzumab-deruxtecan', 'dosing', /6\.4 mg\/kg IV every 3 weeks/],
    ['trastuzumab-deruxtecan', 'dosing', /4\.4 mg\/kg, then 3\.2 mg\/kg/],
    ['trastuzumab-deruxtecan', 'dosing', /grade 2 or higher\) permanently discontinue/],
    [
      'trastuzumab-deruxtecan',
      'administration',
      /100 mL 5% dextrose only; sodium chloride must not be used/,
    ],
    ['trastuzumab-deruxtecan', 'administration', /0\.20 or 0\.22 micron in-line/],
    ['trastuzumab-deruxtecan', 'administration', /Do not substitute fam-trastuzumab deruxtecan/],
    // Enhertu 6.1 (DESTINY-Breast04): nausea 76%.
    ['trastuzumab-deruxtecan', 'adverse', /Nausea .*: 76%/],
    // Avastin 2.2-2.4: 5 and 10 mg/kg every 2 weeks, 15 mg/kg every 3 weeks; 90/60/30 minutes; no dextrose.
    [
      'bevacizumab',
      'dosing',
      /5 mg\/kg IV every 2 weeks with bolus IFL; 10 mg\/kg every 2 weeks with FOLFOX4/,
    ],
    ['bevacizumab', 'dosing', /15 mg\/kg IV every 3 weeks/],
    ['bevacizumab', 'dosing', /at least 28 days before elective surgery/],
    ['bevacizumab', 'dosing', /2 g or more per 24 hours/],
    ['bevacizumab', 'administration', /First infusion over 90 minutes; second over 60 minutes/],
    ['bevacizumab', 'administration', /do not give or mix with dextrose/],
    ['bevacizumab', 'pregnancy', /6 months after the last dose/],
    // Erbitux 2.1-2.4: 400 then 250 mg/m2 or 500 mg/m2 every 2 weeks; 10 mg/min; 0.22 micron; 1-hour watch.
    ['cetuximab', 'dosing', /400 mg\/m2 over 120 minutes, then 250 mg\/m2 over 60 minutes weekly/],
    ['cetuximab', 'dosing', /500 mg\/m2 over 120 minutes every 2 weeks/],
    ['cetuximab', 'dosing', /200 mg\/m2 after the second, 150 mg\/m2 after the third/],
    ['cetuximab', 'administration', /0\.22 micron in-line filter/],
    ['cetuximab', 'administration', /10 mg\/min/],
    ['cetuximab', 'administration', /Monitor for 1 hour after each infusion/],
    ['cetuximab', 'pregnancy', /2 months after the last dose/],
    // Vectibix 2.2-2.4: 6 mg/kg every 14 days; 10 mg/mL; 0.2/0.22 micron; 100%/80%/60%.
    ['panitumumab', 'dosing', /6 mg\/kg IV every 14 days/],
    [
      'panitumumab',
      'dosing',
      /original dose \(first occurrence\), 80% \(second\) or 60% \(third\)/,
    ],
    ['panitumumab', 'administration', /10 mg\/mL or less/],
    [
      'panitumumab',
      'administration',
      /0\.2 or 0\.22 micron in-line filter over 60 minutes \(doses above 1,000 mg over 90 minutes\)/,
    ],
    // Darzalex 2.2-2.5: 16 mg/kg schedule; 1,000 mL at 50 mL/h to 200 mL/h; premedication; Faspro 1,800 mg.
    ['daratumumab', 'dosing', /16 mg\/kg actual body weight IV/],
    [
      'daratumumab',
      'dosing',
      /weekly weeks 1-8, every 2 weeks weeks 9-24, every 4 weeks from week 25/,
    ],
    [
      'daratumumab',
      'administration',
      /First infusion 1,000 mL at 50 mL\/h, increase by 50 mL\/h every hour to 200 mL\/h/,
    ],
    ['daratumumab', 'administration', /methylprednisolone 100 mg/],
    ['daratumumab', 'administration', /indirect antiglobulin/],
    [
      'daratumumab',
      'dosing',
      /1,800 mg daratumumab\/30,000 units hyaluronidase \(15 mL\) SC over about 3-5 minutes/,
    ],
    ['daratumumab', 'pregnancy', /3 months after the last dose/],
    // Empliciti 2.1-2.3: 10 mg/kg weekly cycles 1-2 then every 2 weeks; 20 mg/kg with pomalidomide; 5 mL/min cap.
    [
      'elotuzumab',
      'dosing',
      /10 mg\/kg IV weekly \(days 1, 8, 15, 22\) in cycles 1-2, then every 2 weeks/,
    ],
    ['elotuzumab', 'dosing', /then 20 mg\/kg every 4 weeks/],
    ['elotuzumab', 'administration', /dexamethasone 8 mg IV/],
    ['elotuzumab', 'administration', /Never exceed 5 mL\/min/],
    // Trodelvy 2.2-2.5: 10 mg/kg days 1 and 8; 3 h then 1-2 h; 1.1-3.4 mg/mL; 25%/50% reductions; 6/3/1 months.
    ['sacituzumab-govitecan', 'dosing', /10 mg\/kg IV on days 1 and 8 of 21-day cycles/],
    [
      'sacituzumab-govitecan',
      'dosing',
      /first occurrence reduce 25% and give G-CSF; second, reduce 50%; third, discontinue/,
    ],
    ['sacituzumab-govitecan', 'dosing', /below 1,500\/mm3 on day 1 or below 1,000\/mm3 on day 8/],
    ['sacituzumab-govitecan', 'administration', /1\.1-3\.4 mg\/mL/],
    [
      'sacituzumab-govitecan',
      'administration',
      /First infusion over 3 hours, later ones over 1-2 hours/,
    ],
    ['sacituzumab-govitecan', 'pregnancy', /6 months after the last dose; males .* 3 months/],
    ['sacituzumab-govitecan', 'pregnancy', /1 month after the last dose/],
    ['sacituzumab-govitecan', 'adverse', /Neutropenia: 64%/],
    // Adcetris 2.1-2.4: 1.2 mg/kg max 120 mg every 2 weeks with AVD; 1.8 mg/kg max 180 mg every 3 weeks; 0.4-1.8 mg/mL.
    [
      'brentuximab-vedotin',
      'dosing',
      /1\.2 mg\/kg \(maximum 120 mg\) IV over 30 minutes every 2 weeks, up to 12 doses/,
    ],
    [
      'brentuximab-vedotin',
      'dosing',
      /1\.8 mg\/kg \(maximum 180 mg\) IV over 30 minutes every 3 weeks/,
    ],
    ['brentuximab-vedotin', 'dosing', /Child-Pugh A\) 1\.2 mg\/kg/],
    ['brentuximab-vedotin', 'administration', /10\.5 mL sterile water \(5 mg\/mL\)/],
    ['brentuximab-vedotin', 'administration', /0\.4-1\.8 mg\/mL/],
    ['brentuximab-vedotin', 'administration', /Contraindicated with bleomycin/],
    // Besponsa 2.2-2.4: 0.8 then 0.5 mg/m2; 50 mL over 1 hour; 8 and 5 months; 2 months lactation.
    ['inotuzumab-ozogamicin', 'dosing', /0\.8 mg\/m2 on day 1 and 0\.5 mg\/m2 on days 8 and 15/],
    ['inotuzumab-ozogamicin', 'administration', /total of 50 mL; infuse over 1 hour/],
    ['inotuzumab-ozogamicin', 'administration', /10,000\/mm3 or fewer/],
    ['inotuzumab-ozogamicin', 'pregnancy', /8 months after the last dose; males .* 5 months/],
    ['inotuzumab-ozogamicin', 'adverse', /Thrombocytopenia: 51%/],
    // Mylotarg 2.1-2.4: 3 mg/m2 days 1, 4, 7 (one 4.5 mg vial); 6 then 3 mg/m2; methylprednisolone 1 mg/kg; filter.
    ['gemtuzumab-ozogamicin', 'dosing', /3 mg\/m2 \(up to one 4\.5 mg vial\) on days 1, 4 and 7/],
    ['gemtuzumab-ozogamicin', 'dosing', /6 mg\/m2 on day 1 and 3 mg\/m2 on day 8/],
    ['gemtuzumab-ozogamicin', 'dosing', /2 mg\/m2 on day 1 every 4 weeks for up to 8 cycles/],
    ['gemtuzumab-ozogamicin', 'administration', /methylprednisolone 1 mg\/kg/],
    ['gemtuzumab-ozogamicin', 'administration', /0\.075-0\.234 mg\/mL/],
    [
      'gemtuzumab-ozogamicin',
      'administration',
      /over 2 hours through a 0\.2 micron in-line polyethersulfone filter/,
    ],
    // Keytruda 2.1/2.2: 200 mg q3w or 400 mg q6w; 2 mg/kg up to 200 mg in children; filter; 4 months.
    [
      'pembrolizumab',
      'dosing',
      /200 mg IV over 30 minutes every 3 weeks, or 400 mg IV over 30 minutes every 6 weeks/,
    ],
    ['pembrolizumab', 'dosing', /2 mg\/kg \(up to 200 mg\)/],
    ['pembrolizumab', 'administration', /0\.2-5 micron in-line or add-on filter/],
    ['pembrolizumab', 'administration', /AST\/ALT above 3 and up to 8 x ULN/],
    ['pembrolizumab', 'pregnancy', /4 months after the last dose/],
    // Opdivo 2.2/2.4: 240 mg q2w or 480 mg q4w; 1-10 mg/mL; 0.2-1.2 micron; Qvantig 600/1,200 mg SC.
    ['nivolumab', 'dosing', /240 mg IV every 2 weeks or 480 mg every 4 weeks, over 30 minutes/],
    ['nivolumab', 'dosing', /nivolumab 1 mg\/kg then ipilimumab 3 mg\/kg/],
    [
      'nivolumab',
      'dosing',
      /600 mg nivolumab\/10,000 units hyaluronidase every 2 weeks, or 1,200 mg\/20,000 units every 4 weeks/,
    ],
    ['nivolumab', 'administration', /0\.2-1\.2 micron in-line filter/],
    ['nivolumab', 'pregnancy', /5 months after the last dose/],
    // Libtayo 2.2/2.4: 350 mg q3w; adjuvant 700 mg q6w; 1-20 mg/mL; 0.2-5 micron.
    ['cemiplimab', 'dosing', /350 mg IV over 30 minutes every 3 weeks/],
    ['cemiplimab', 'dosing', /then 700 mg every 6 weeks/],
    ['cemiplimab', 'administration', /1-20 mg\/mL/],
    // Jemperli 2.2/2.4: 500 mg q3w then 1,000 mg q6w; 2-10 mg/mL.
    [
      'dostarlimab',
      'dosing',
      /500 mg IV over 30 minutes every 3 weeks for 6 doses .* then 1,000 mg every 6 weeks/,
    ],
    ['dostarlimab', 'dosing', /500 mg IV every 3 weeks for 4 doses, then 1,000 mg every 6 weeks/],
    ['dostarlimab', 'administration', /2-10 mg\/mL/],
    // Tecentriq 2.1/2.3: 840/1,200/1,680 mg; 60 then 30 min; Hybreza 1,875 mg SC.
    [
      'atezolizumab',
      'dosing',
      /840 mg every 2 weeks, 1,200 mg every 3 weeks, or 1,680 mg every 4 weeks/,
    ],
    [
      'atezolizumab',
      'dosing',
      /1,875 mg atezolizumab\/30,000 units hyaluronidase SC into the thigh over about 7 minutes/,
    ],
    [
      'atezolizumab',
      'administration',
      /First infusion over 60 minutes, later ones over 30 minutes/,
    ],
    ['atezolizumab', 'administration', /0\.9% sodium chloride only/],
    // Imfinzi 2.1/2.3: 10 mg/kg q2w or 1,500 mg q4w; 1-15 mg/mL; 0.2/0.22 micron; 3 months.
    ['durvalumab', 'dosing', /10 mg\/kg IV every 2 weeks or 1,500 mg every 4 weeks/],
    ['durvalumab', 'administration', /1-15 mg\/mL/],
    ['durvalumab', 'pregnancy', /3 months after the last dose/],
    // Bavencio 2.1-2.3: 800 mg q2w over 60 min; premedication before first 4 infusions; 0.2 micron.
    ['avelumab', 'dosing', /800 mg IV over 60 minutes every 2 weeks/],
    ['avelumab', 'administration', /before the first 4 infusions/],
    ['avelumab', 'administration', /250 mL 0\.9% or 0\.45% sodium chloride/],
    ['avelumab', 'pregnancy', /1 month after the last dose/],
    // Yervoy 2.1/2.4: 3 mg/kg over 30 min x4; adjuvant 10 mg/kg over 90 min; 1-2 mg/mL.
    ['ipilimumab', 'dosing', /3 mg\/kg IV over 30 minutes every 3 weeks for up to 4 doses/],
    [
      'ipilimumab',
      'dosing',
      /10 mg\/kg IV over 90 minutes every 3 weeks for 4 doses, then every 12 weeks for up to 3 years/,
    ],
    ['ipilimumab', 'administration', /1-2 mg\/mL/],
    // Opdualag 2.1: nivolumab 480 mg/relatlimab 160 mg every 4 weeks over 30 minutes.
    [
      'relatlimab',
      'dosing',
      /Nivolumab 480 mg with relatlimab 160 mg IV over 30 minutes every 4 weeks/,
    ],
    ['relatlimab', 'administration', /at most 160 mL/],
    // Blincyto 2.1-2.5: 9 then 28 mcg/day; dexamethasone 20 mg; 5.5 mL IVSS; 0.2 micron; rates; 48 hours.
    ['blinatumomab', 'dosing', /9 mcg\/day on days 1-7 and 28 mcg\/day on days 8-28/],
    ['blinatumomab', 'dosing', /grade 3 interrupt until resolved, restart at 9 mcg\/day/],
    ['blinatumomab', 'dosing', /more than one seizure, permanently discontinue/],
    [
      'blinatumomab',
      'administration',
      /dexamethasone 20 mg 1 hour before the first dose of each cycle/,
    ],
    [
      'blinatumomab',
      'administration',
      /270 mL 0\.9% sodium chloride .* 5\.5 mL IV solution stabilizer/,
    ],
    ['blinatumomab', 'administration', /never with the IV solution stabilizer/],
    [
      'blinatumomab',
      'administration',
      /0\.2 micron in-line filter .* 10 mL\/h for 24 hours, 5 mL\/h for 48 hours/,
    ],
    ['blinatumomab', 'administration', /Do not flush the line/],
    ['blinatumomab', 'pregnancy', /48 hours after the last dose/],
  ])('%s %s says %s', (id, part, expected) => {
    expect(text(id, part)).toMatch(expected);
  });
});
