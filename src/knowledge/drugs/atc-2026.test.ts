import { describe, expect, it } from 'vitest';
import { drugRecords } from '.';

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
