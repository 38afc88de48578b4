/**
 * Drug records that carry no WHO ATC code, each with the reason (issue 25). The drug schema has
 * no field for it, so the reason lives here, beside the records; `atc-2026.test.ts` fails when a
 * record without a code is missing from this list, or when a listed record gains one.
 *
 * Checked 2026-11-28 against the WHO ATC/DDD index as scraped in
 * ehealthplatformstandards/atc-terminology-publisher, atc-codesystem.csv at commit f38cb69
 * (2025-06-12). A code is never inferred from a rule (stereoisomers, prodrugs) unless the index
 * itself says so.
 */
const NOT_LISTED =
  'Not in the WHO ATC index as of the 2025-06-12 scrape (approved recently or outside the WHO scope); no code is guessed.';
const COMBINATION_ONLY = (code: string, what: string) =>
  `The WHO index lists it only within a combination (${code}, ${what}); the single substance has no code.`;

export const atcUnassigned: Readonly<Record<string, string>> = {
  ensartinib: NOT_LISTED,
  taletrectinib: NOT_LISTED,
  sunvozertinib: NOT_LISTED,
  'avutometinib-defactinib': NOT_LISTED,
  revumenib: NOT_LISTED,
  dordaviprone: NOT_LISTED,
  imlunestrant: NOT_LISTED,
  'telisotuzumab-vedotin': NOT_LISTED,
  zenocutuzumab: NOT_LISTED,
  dinutuximab:
    'The index lists dinutuximab beta (L01FX06, the EU product), a different antibody from US dinutuximab (Unituxin); no code for the latter.',
  penpulimab: NOT_LISTED,
  cosibelimab: NOT_LISTED,
  'afamitresgene-autoleucel': NOT_LISTED,
  'nogapendekin-alfa-inbakicept': NOT_LISTED,
  netupitant: COMBINATION_ONLY('A04AA55', 'palonosetron, combinations'),
  'grapefruit-juice': 'A food, not a medicinal substance: outside the ATC system.',
  levalbuterol:
    'Not listed by name; the index lists salbutamol (R03AC02) without saying that it covers the R-isomer, so no code is inferred.',
  vilanterol: COMBINATION_ONLY(
    'R03AK10, R03AL03, R03AL08',
    'with fluticasone furoate and/or umeclidinium',
  ),
  arformoterol:
    'Not listed by name; the index lists formoterol (R03AC13) without saying that it covers the R,R-isomer, so no code is inferred.',
  pibrentasvir: COMBINATION_ONLY('J05AP57', 'glecaprevir and pibrentasvir'),
  levorphanol: NOT_LISTED,
  metaxalone: NOT_LISTED,
  butalbital: NOT_LISTED,
  benzphetamine: NOT_LISTED,
  phendimetrazine: NOT_LISTED,
  'sodium-ferric-gluconate-complex':
    'Parenteral trivalent iron is classified only at level 4 (B03AC, iron trivalent, parenteral preparations), without a substance code.',
  norgestrel: COMBINATION_ONLY('G03AA06, G03FA10, G03FB01', 'with ethinylestradiol or an estrogen'),
  'iron-dextran':
    'Parenteral trivalent iron is classified only at level 4 (B03AC, iron trivalent, parenteral preparations), without a substance code.',
  'iron-sucrose':
    'Parenteral trivalent iron is classified only at level 4 (B03AC, iron trivalent, parenteral preparations), without a substance code.',
  'ferric-carboxymaltose':
    'Parenteral trivalent iron is classified only at level 4 (B03AC, iron trivalent, parenteral preparations), without a substance code.',
  ferumoxytol:
    'Parenteral trivalent iron is classified only at level 4 (B03AC, iron trivalent, parenteral preparations), without a substance code.',
};
