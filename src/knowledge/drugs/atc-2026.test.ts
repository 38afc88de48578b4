import { describe, expect, it } from 'vitest';
import { drugRecords } from '.';
import { atcUnassigned } from './atc-unassigned';

describe('ATC codes added in issue 25, fourth pass (checked 2026-11-28)', () => {
  // Each code as listed in ATC-DE 2026 (BfArM's edition of the WHO ATC index), read from the
  // Medizininformatik-Initiative value set "MII VS Onkologie Systemische Therapie Substanzen ATC
  // 2026" (medizininformatik-initiative/kerndatensatzmodul-onkologie,
  // input/fsh/oBDS/16_SystemischeTherapie/mii-vs-onko-systemische-therapie-substanzen-2026.fsh,
  // commit 23faf45, validated against the MII terminology server). Drugs the value set does not
  // list (momelotinib, repotrectinib, tarlatamab, US dinutuximab beside dinutuximab beta...) keep
  // no code rather than a guessed one.
  const byId = new Map(drugRecords.map((d) => [d.id, d]));
  it.each([
    ['calaspargase-pegol', 'L01XX86'],
    ['capivasertib', 'L01EX27'],
    ['datopotamab-deruxtecan', 'L01FX35'],
    ['epcoritamab', 'L01FX27'],
    ['imetelstat', 'L01XX80'],
    ['inavolisib', 'L01EM06'],
    ['linvoseltamab', 'L01FX37'],
    ['mirdametinib', 'L01EE05'],
    ['nirogacestat', 'L01XX81'],
    ['obecabtagene-autoleucel', 'L01XL12'],
    ['toripalimab', 'L01FF13'],
    ['tovorafenib', 'L01EC04'],
    ['vimseltinib', 'L01EX29'],
    ['vorasidenib', 'L01XM04'],
    ['zolbetuximab', 'L01FX31'],
    ['zongertinib', 'L01EH04'],
    ['fingolimod', 'L04AE01'],
  ] as const)('%s carries ATC %s', (id, code) => {
    expect(byId.get(id)?.atc).toEqual([code]);
  });
});

describe('ATC codes added in issue 25, fifth pass (checked 2026-11-28)', () => {
  // Each code as the WHO ATC/DDD index website lists it (atcddd.fhi.no), read in the weekly
  // scrape ehealthplatformstandards/atc-terminology-publisher, atc-codesystem.csv at commit
  // f38cb69 (2025-06-12). Codes the index gives only for a combination (pibrentasvir,
  // vilanterol), only at level 4 (parenteral iron, B03AC) or for another molecule (dinutuximab
  // beta, not US dinutuximab) are left out, as are drugs it does not list.
  const byId = new Map(drugRecords.map((d) => [d.id, d]));
  it.each([
    ['momelotinib', ['L01EJ04']],
    ['repotrectinib', ['L01EX28']],
    ['sirolimus-protein-bound', ['L01EG04']],
    ['olutasidenib', ['L01XM03']],
    ['tisotumab-vedotin', ['L01FX23']],
    ['mirvetuximab-soravtansine', ['L01FX26']],
    ['loncastuximab-tesirine', ['L01FX22']],
    ['elranatamab', ['L01FX32']],
    ['tarlatamab', ['L01FX33']],
    ['zanidatamab', ['L01FD07']],
    ['naxitamab', ['L01FX21']],
    ['lifileucel', ['L01XL11']],
    ['lutetium-lu-177-vipivotide-tetraxetan', ['V10XX05']],
    ['nadofaragene-firadenovec', ['L01XL10']],
    ['glucarpidase', ['V03AF09']],
    ['uridine-triacetate', ['A16AX13']],
    ['st-johns-wort', ['N06AX25']],
    // US methyldopa is the levorotatory isomer.
    ['methyldopa', ['C02AB01']],
    ['droxidopa', ['C01CA27']],
    ['elagolix', ['H01CC03']],
    ['vibegron', ['G04BD15']],
    // Systemic (cardiac stimulant), nasal and oral decongestant uses, as the record's routes.
    ['phenylephrine', ['C01CA06', 'R01AA04', 'R01BA03']],
    ['maribavir', ['J05AX10']],
    // The record is the oral (systemic) antifungal.
    ['griseofulvin', ['D01BA01']],
    ['tafenoquine', ['P01BA07']],
    ['trimethobenzamide', ['R06AA10']],
    ['istradefylline', ['N04CX01']],
    // L04AK02 and L04AE03 since the 2024 restructuring of L04A.
    ['teriflunomide', ['L04AK02']],
    ['siponimod', ['L04AE03']],
    ['cevimeline', ['N07AX03']],
  ] as const)('%s carries ATC %s', (id, codes) => {
    expect(byId.get(id)?.atc).toEqual([...codes]);
  });

  // 32 since the ONC non-interruptive records (issue 25): sodium ferric gluconate complex (level 4
  // only, B03AC) and norgestrel (combinations only) have no substance code; atc-unassigned says so.
  it('leaves fewer than 32 of the records without an ATC code', () => {
    expect(drugRecords.filter((d) => !d.atc || d.atc.length === 0).length).toBeLessThan(32);
  });
});

describe('ATC codes, sixth pass (checked 2026-11-28, same index and commit)', () => {
  const byId = new Map(drugRecords.map((d) => [d.id, d]));

  it('classifies fosaprepitant with aprepitant, whose parenteral DDD the index notes as referring to fosaprepitant', () => {
    expect(byId.get('fosaprepitant')?.atc).toEqual(['A04AD12']);
    expect(byId.get('aprepitant')?.atc).toEqual(['A04AD12']);
  });

  it('says why every record without a code has none, and lists only records without one', () => {
    const without = drugRecords.filter((d) => (d.atc ?? []).length === 0).map((d) => d.id);
    expect(without.sort()).toEqual(Object.keys(atcUnassigned).sort());
    for (const [id, why] of Object.entries(atcUnassigned)) {
      expect(byId.has(id), id).toBe(true);
      expect(why.length, id).toBeGreaterThan(20);
    }
  });
});
