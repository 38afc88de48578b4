import type { ChangelogInput, RecordKind } from '../../core/knowledge/changes';
import { drugRecords } from '../drugs';
import { comedNonInterruptiveDrugs } from '../drugs/comed-non-interruptive';
import { comedOutpatient3Drugs } from '../drugs/comed-outpatient-3';
import { monographsById } from '../drugs/monographs';
import { curatedInteractionRecords, drugGroups, standardCombinationRecords } from '../interactions';
import {
  NARROW_THERAPEUTIC_INDEX,
  addedClassTags,
  classInstructionsById,
} from '../drugs/label-class-instructions';
import { maoInhibitorPairIds } from '../interactions/label-named-pairs';
import { labelRegistry } from '../labels';
import { combinationProductRecords } from '../names';
import { protocolRecords } from '../protocols';
import { regimenRecords } from '../regimens';
import { rxnormIndex } from '../rxnorm';
import { SNAPSHOT_2026_11_0 } from './snapshot-2026.11.0';

/**
 * What changed from 2026.11.0 to 2026.12.0, beyond what the snapshot diff derives by itself.
 * Added and removed records are found by comparing with `snapshot-2026.11.0.ts`; they take the
 * reason of their kind below unless one is written for them. Every changed record needs its own
 * line here (`changes.test.ts` fails otherwise), keyed `kind:id`.
 */
const rare = (what: string) =>
  `${what} moved to rare (idiosyncratic) toxicities, which the additive-toxicity rules no longer combine (issue 12).`;

const emetic = (what: string) =>
  `Emetogenic risk ${what}, as ASCO 2020 Table 1 (the MASCC/ESMO 2016 classes) lists it (issue 13).`;
const rxcuiNote = 'Its rxcuiNote now says precisely why no RxNorm ingredient concept is recorded.';
const pump =
  'Its fluorouracil infusion is marked continuous with its hours, so the order sheet gives the total per pump, the daily share and the rate.';
const members = (who: string) => `Members added with their new records: ${who}.`;
/** Issue 25: records that carried the group's class tag but had never been listed as members. */
const tagged = (who: string) => `Added (issue 25: class-tagged but never listed): ${who}.`;

const MONOGRAPH_ADDED =
  'Monograph added: indications, usual dose and modifications, administration, handling, pregnancy and lactation, adverse reactions (issue 13).';

/**
 * Records of 2026.11.0 that gained a monograph through `src/knowledge/drugs/monographs` (issue 13):
 * those files only add monographs, so the reason is known without a line per drug. A record that
 * also changed for another reason keeps both, its own line first.
 */
function withMonographsAdded(changed: Record<string, string>): Record<string, string> {
  const out = { ...changed };
  for (const id of monographsById.flatMap((file) => Object.keys(file))) {
    if (!(id in (SNAPSHOT_2026_11_0.records.drug ?? {}))) continue;
    const key = `drug:${id}`;
    out[key] = out[key] ? `${out[key]} Monograph added (issue 13).` : MONOGRAPH_ADDED;
  }
  return out;
}

const LABEL_CLASSES =
  "Its label's instructions for classes of co-medications (contraindicated, avoid, adjust, monitor), which now set the tier of inferred pairs (issue 25).";
const NTI =
  'Marked narrow therapeutic index, so labels that name such substrates reach it (issue 25).';

/**
 * Records of 2026.11.0 that gained label class instructions, a narrow-therapeutic-index flag or a
 * class tag through `drugs/label-class-instructions.ts` (issue 25): one reason per kind of change,
 * after any reason the record already has, within the 300-character limit.
 */
function withLabelClasses(changed: Record<string, string>): Record<string, string> {
  const out = { ...changed };
  const add = (id: string, reason: string) => {
    if (!(id in (SNAPSHOT_2026_11_0.records.drug ?? {}))) return;
    const key = `drug:${id}`;
    const own = out[key];
    if (!own) out[key] = reason;
    else if (own.length + reason.length < 300) out[key] = `${own} ${reason}`;
  };
  for (const id of Object.keys(classInstructionsById)) add(id, LABEL_CLASSES);
  for (const { id } of NARROW_THERAPEUTIC_INDEX) add(id, NTI);
  for (const [id, tags] of Object.entries(addedClassTags)) {
    add(id, `Class tag ${tags.join(', ')} added, as its label states (issue 25).`);
  }
  return out;
}

const PINNED = 'Label citations pinned to a DailyMed setId and revision month (issue 22).';
const CITED =
  'Guideline citations carry their document URL, date or version, or say what could not be confirmed (issue 22).';
const MAX_COURSE = 'Maximum course now a structured maxCourse, not only a note (issue 22).';

/** Issue 22 (knowledge governance): audit corrections, pinned labels, structured limits. */
const GOVERNANCE: Record<string, string> = {
  'drug:nivolumab':
    'First-line gastric, GEJ and oesophageal indications restricted to PD-L1 ≥ 1, per the 2025 Opdivo label revision (issue 22).',
  'drug:pembrolizumab':
    'First-line HER2-negative gastric/GEJ and oesophageal indications restricted to PD-L1 CPS ≥ 1, per the 2025 Keytruda label revision (issue 22).',
  'drug:ipilimumab':
    'Oesophageal squamous cell carcinoma with nivolumab marked PD-L1 ≥ 1 only, per the 2025 nivolumab label revision (issue 22).',
  'drug:topotecan':
    'Boxed warning follows the current label: start only with neutrophils ≥ 1,500/mm³ and platelets ≥ 100,000/mm³ (issue 22).',
  'drug:brentuximab-vedotin':
    'Weight cap (dose on at most 100 kg; at most 180 mg) now on the drug record, not only in one regimen (issue 22).',
  'drug:carboplatin':
    'GFR cap of 125 mL/min attributed to the 2010 FDA/NCI CTEP communication, not the label (issue 22).',
  'regimen:capox-nivolumab': `PD-L1 ≥ 1 only, per the 2025 Opdivo label revision. ${MAX_COURSE} ${PINNED}`,
  'regimen:folfox-nivolumab':
    'PD-L1 ≥ 1 only (2025 Opdivo label); 2-year nivolumab maximum structured; label pinned (issue 22).',
  'regimen:durvalumab-consolidation': `${MAX_COURSE} ${PINNED}`,
  'regimen:paclitaxel-trastuzumab-apt': MAX_COURSE,
  'regimen:tchp': MAX_COURSE,
  'regimen:enfortumab-vedotin-pembrolizumab': `${MAX_COURSE} ${PINNED}`,
  'regimen:carboplatin-paclitaxel-pembrolizumab': `${MAX_COURSE} ${PINNED}`,
  'regimen:carboplatin-pemetrexed-pembrolizumab': `${MAX_COURSE} ${PINNED}`,
  'regimen:pembrolizumab-cisplatin-fluorouracil': PINNED,
  'regimen:carboplatin-etoposide-atezolizumab': PINNED,
  'regimen:pembrolizumab-carboplatin-paclitaxel-ac-kn522': PINNED,
  'interaction:nivolumab-thalidomide-analogues': PINNED,
  'interaction:pembrolizumab-thalidomide-analogues': PINNED,
  'drug-group:thalidomide-analogues': PINNED,
  // Citation completeness (issue 22): the FDA CYP/transporter table cited with its URL, marked unconfirmed for date.
  'drug:clopidogrel': CITED,
  'drug:cobicistat': CITED,
  'drug:diltiazem': CITED,
  'drug:ketoconazole': CITED,
  'drug:posaconazole': CITED,
  'drug:rifabutin': CITED,
  'drug:verapamil': CITED,
  'drug:voriconazole': CITED,
  'drug-group:combined-p-gp-and-strong-cyp3a4-inducers': CITED,
};

/** Titles of the labels pinned to a DailyMed document (confirmed entries of the registry). */
const pinnedTitles = new Set(labelRegistry.filter((p) => p.confirmed).flatMap((p) => p.titles));

/** Whether a record cites, anywhere in it, a label that is now pinned. */
function citesPinnedLabel(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(citesPinnedLabel);
  if (!node || typeof node !== 'object') return false;
  const obj = node as Record<string, unknown>;
  if (obj.kind === 'label' && typeof obj.title === 'string') return pinnedTitles.has(obj.title);
  return Object.values(obj).some(citesPinnedLabel);
}

/** Records of 2026.11.0 by changelog kind, to find those whose label citations gained a pin. */
const RECORDS_BY_KIND: ReadonlyArray<[RecordKind, ReadonlyArray<{ id: string }>]> = [
  ['drug', drugRecords],
  ['interaction', curatedInteractionRecords],
  ['drug-group', drugGroups],
  ['standard-combination', standardCombinationRecords],
  ['combination-product', combinationProductRecords],
  ['regimen', regimenRecords],
  ['protocol', protocolRecords],
];

/**
 * Adds the issue-22 reasons after any reason a record already has: the audit's corrections by
 * hand, and the pinned-label reason for every record of 2026.11.0 that cites a pinned label (the
 * pin adds setId, revision month and a document link to its sources, so its fingerprint changes).
 */
function withGovernance(changed: Record<string, string>): Record<string, string> {
  const out = { ...changed };
  for (const [key, reason] of Object.entries(GOVERNANCE)) {
    out[key] = out[key] ? `${out[key]} ${reason}` : reason;
  }
  for (const [kind, records] of RECORDS_BY_KIND) {
    const before = SNAPSHOT_2026_11_0.records[kind] ?? {};
    for (const record of records) {
      const key = `${kind}:${record.id}`;
      if (!(record.id in before) || !citesPinnedLabel(record)) continue;
      const own = out[key];
      if (!own) out[key] = PINNED;
      // A reason is at most 300 characters: a record with a long reason of its own keeps it, and
      // its pin shows in its sources.
      else if (!own.includes(PINNED) && own.length + PINNED.length < 300) {
        out[key] = `${own} ${PINNED}`;
      }
    }
  }
  return out;
}

/**
 * Records of 2026.11.0 that gained a WHO ATC code (issue 25 item 2), each checked against ATC-DE
 * 2024 (BfArM's edition of the WHO index) as the Medizininformatik-Initiative oncology value set
 * lists it. A record that also changed for another reason keeps both, its own line first.
 */
const ATC_ADDED: Record<string, string> = {
  cabozantinib: 'L01EX07',
  lenvatinib: 'L01EX08',
  pacritinib: 'L01EJ03',
  midostaurin: 'L01EX10',
  gilteritinib: 'L01EX13',
  tazemetostat: 'L01XX72',
  'sacituzumab-govitecan': 'L01FX17',
  relatlimab: 'L01FY02',
  fruquintinib: 'L01EK04',
  quizartinib: 'L01EX11',
  lazertinib: 'L01EB09',
  ramucirumab: 'L01FG02',
  isatuximab: 'L01FC02',
  tafasitamab: 'L01FX12',
  margetuximab: 'L01FD06',
  mogamulizumab: 'L01FX09',
  tislelizumab: 'L01FF09',
  retifanlimab: 'L01FF10',
  tremelimumab: 'L01FX20',
  teclistamab: 'L01FX24',
  mosunetuzumab: 'L01FX25',
  glofitamab: 'L01FX28',
  talquetamab: 'L01FX29',
  amivantamab: 'L01FX18',
  'belantamab-mafodotin': 'L01FX15',
  tisagenlecleucel: 'L01XL04',
  'axicabtagene-ciloleucel': 'L01XL03',
  'brexucabtagene-autoleucel': 'L01XL06',
  'lisocabtagene-maraleucel': 'L01XL08',
  'idecabtagene-vicleucel': 'L01XL07',
  'ciltacabtagene-autoleucel': 'L01XL05',
  'denileukin-diftitox': 'L01XX29',
  elacestrant: 'L02BA04',
};

/**
 * Records that gained a WHO ATC code in the fifth pass (issue 25), read in the WHO ATC/DDD index
 * website as scraped on 2025-06-12 (ehealthplatformstandards/atc-terminology-publisher).
 */
const ATC_ADDED_WHO_INDEX: Record<string, string> = {
  momelotinib: 'L01EJ04',
  repotrectinib: 'L01EX28',
  'sirolimus-protein-bound': 'L01EG04',
  olutasidenib: 'L01XM03',
  'tisotumab-vedotin': 'L01FX23',
  'mirvetuximab-soravtansine': 'L01FX26',
  'loncastuximab-tesirine': 'L01FX22',
  elranatamab: 'L01FX32',
  tarlatamab: 'L01FX33',
  zanidatamab: 'L01FD07',
  naxitamab: 'L01FX21',
  lifileucel: 'L01XL11',
  'lutetium-lu-177-vipivotide-tetraxetan': 'V10XX05',
  'nadofaragene-firadenovec': 'L01XL10',
  glucarpidase: 'V03AF09',
  'uridine-triacetate': 'A16AX13',
  'st-johns-wort': 'N06AX25',
  // Sixth pass: the index notes aprepitant's parenteral DDD as referring to fosaprepitant.
  fosaprepitant: 'A04AD12',
};

function withAtcAdded(changed: Record<string, string>): Record<string, string> {
  const out = { ...changed };
  const add = (codes: Record<string, string>, edition: string) => {
    for (const [id, code] of Object.entries(codes)) {
      if (!(id in (SNAPSHOT_2026_11_0.records.drug ?? {}))) continue;
      const key = `drug:${id}`;
      const reason = `WHO ATC code ${code} added (${edition}; issue 25).`;
      out[key] = out[key] ? `${out[key]} ${reason}` : reason;
    }
  };
  add(ATC_ADDED, 'ATC-DE 2024 edition of the WHO index');
  add(ATC_ADDED_WHO_INDEX, 'WHO ATC/DDD index, June 2025');
  return out;
}

/** The third co-medication batch (issue 25 item 3): one reason for its records. */
const BATCH_3_ADDED: Record<string, string> = Object.fromEntries(
  comedOutpatient3Drugs.map((d) => [
    `drug:${d.id}`,
    'Co-medication oncology patients take (issue 25, batch 3: ONC high-priority list partners, inpatient and palliative care, top-300 outpatient drugs), with its pathways, QT, serotonergic, bleeding and organ attributes from its label.',
  ]),
);

/** Members of the ONC non-interruptive list the vocabulary knew without a record (issue 25 item 3). */
const NON_INTERRUPTIVE_ADDED: Record<string, string> = Object.fromEntries(
  comedNonInterruptiveDrugs.map((d) => [
    `drug:${d.id}`,
    'Member of the ONC non-interruptive list (Phansalkar 2013) that the RxNorm vocabulary knew without a clinical record (issue 25 item 3), with the class, pathway, toxicity and organ attributes its label states; nothing the label does not state.',
  ]),
);

const H2_CLASS =
  'Applies to every H2-receptor antagonist (famotidine, nizatidine, cimetidine), as the label speaks of the class; the record id is kept (issue 25).';

/** Sixth pass (issue 25): named-drug label pairs a pharmacist left open. */
const SIXTH_PASS_ADDED: Record<string, string> = {
  'interaction:elagolix-gemfibrozil':
    'Contraindicated: Orilissa section 4 contraindicates OATP1B1 inhibitors that markedly raise elagolix and names gemfibrozil (issue 25).',
  'interaction:rasagiline-methadone':
    'Contraindicated: Azilect section 4 names methadone; the serotonergic rule alone gave moderate (issue 25).',
  'interaction:safinamide-methadone':
    'Contraindicated: Xadago sections 4 and 7.2 name methadone; the serotonergic rule alone gave moderate (issue 25).',
  'interaction:rasagiline-st-johns-wort': 'Contraindicated per Azilect section 4 (issue 25).',
  'interaction:safinamide-st-johns-wort': 'Contraindicated per Xadago section 7.3 (issue 25).',
  'interaction:selegiline-st-johns-wort': 'Contraindicated per Emsam section 4 (issue 25).',
  ...Object.fromEntries(
    maoInhibitorPairIds.map((id) => [
      `interaction:${id}`,
      'Contraindicated: Parnate, Marplan, Xadago, Azilect and Emsam each contraindicate another MAO inhibitor; the duplicate-therapy rule alone gave moderate (issue 25).',
    ]),
  ),
  'interaction:tranylcypromine-buspirone':
    'Contraindicated: Parnate Table 1 names buspirone (issue 25).',
  'interaction:isocarboxazid-buspirone':
    'Contraindicated: the Marplan label names buspirone (issue 25).',
  'interaction:tranylcypromine-carbamazepine':
    'Contraindicated: Parnate Table 1 names carbamazepine (issue 25).',
  'interaction:isocarboxazid-carbamazepine':
    'Contraindicated: the Marplan label contraindicates dibenzazepine derivatives (issue 25).',
  'interaction:carbidopa-levodopa-non-selective-mao-inhibitors':
    'Contraindicated per Sinemet section 4; the record said so only in its monitoring text (issue 25).',
  'interaction:amiloride-potassium-chloride':
    'Contraindicated: the Klor-Con label contraindicates amiloride as well as triamterene (issue 25).',
  ...Object.fromEntries(
    [
      'warfarin',
      'hydrochlorothiazide',
      'propranolol',
      'tetracycline',
      'phenobarbital',
      'digoxin',
      'ethinyl-estradiol',
      'norethindrone',
    ].map((x) => [
      `interaction:cholestyramine-${x}`,
      'Named by the Questran label as bound by the resin: give it 1 hour before or 4 to 6 hours after (issue 25).',
    ]),
  ),
  ...Object.fromEntries(
    [
      'propranolol',
      'hydrochlorothiazide',
      'furosemide',
      'tetracycline',
      'gemfibrozil',
      'digoxin',
    ].map((x) => [
      `interaction:colestipol-${x}`,
      'Named by the Colestid label as bound by the resin: give it 1 hour before or 4 hours after (issue 25).',
    ]),
  ),
};

export const CHANGELOG_2026_12_0: ChangelogInput = {
  version: '2026.12.0',
  previousVersion: '2026.11.0',
  releasedOn: '2026-12-01',
  summary: [
    'Knowledge base 2: quieter inference (idiosyncratic toxicities, standard same-class combinations, NK1 antagonists with dexamethasone), QT combinations as findings of their own, known-pair gaps, combination products and name variants.',
    `RxNorm vocabulary (issue 25): product, pack, brand, salt and NDC codes and normalised RxNorm names resolve to ingredients through a shipped index of ${rxnormIndex.meta.vocabulary}, release ${rxnormIndex.meta.release}; the MAO inhibitors and meperidine of the ONC high-priority list, with their contraindicated pairs.`,
    `Every medication understood (issue 25): ${drugRecords.length.toLocaleString('en-US')} drug records, among them the co-medications of the ONC high-priority list, inpatient and palliative care and the most prescribed outpatient drugs; label class tiering, so an inferred pair takes the tier its label gives a class (contraindicated, avoid = major, adjust or monitor = moderate), read from the object drug's label and the anticancer drug's section 7 alike; WHO ATC codes for ${drugRecords.filter((d) => (d.atc ?? []).length > 0).length} records.`,
    'Second pharmacist check of the co-medication records (issue 25): label contraindications and "avoid" statements that some records carried only in their monitoring text are now label class rows the checker reads (e.g. MAO inhibitors with atomoxetine, phentermine or tricyclics; strong CYP3A4 inhibitors with eletriptan, triazolam or ergotamine; sacubitril with ACE inhibitors), and renal, hepatic, QT, boxed-warning and CYP grade corrections (e.g. conivaptan a strong CYP3A inhibitor, eltrombopag a moderate OATP1B1/BCRP inhibitor).',
    'The second check then covered the outpatient records it had not read (lipid, bone, women\u2019s health, urology and antiparasitic drugs; anticholinergics, muscle relaxants, dementia and Parkinson, GI and single drugs): label class rows now raise vardenafil or avanafil with nitrates and mifepristone with narrow-range CYP3A substrates or needed corticosteroids, fezolinetant with CYP1A2 inhibitors, Coartem with strong CYP3A4 inducers, safinamide with stimulants and dexlansoprazole with rilpivirine as contraindicated, and tafenoquine with OCT2 substrates, ospemifene with SERMs, raloxifene with bile-acid sequestrants, ulipristal and siponimod with inducers and tranexamic acid with estrogens as major, and dose or monitoring rows for baricitinib with probenecid, niacin with statins and hormonal contraceptives with inducers; lasmiditan is not recommended in Child-Pugh C.',
    "Pharmacist decisions left by the second check (issue 25): named-drug label pairs curated (acitretin + methotrexate, thioridazine + fluvoxamine, propranolol or pindolol, nefazodone + carbamazepine, estazolam + ketoconazole or itraconazole, disulfiram + metronidazole contraindicated; entacapone + non-selective MAO inhibitors and aliskiren + cyclosporine or itraconazole major); triptans cleared by MAO-A contraindicated with MAO-A and non-selective MAO inhibitors only (rasagiline and safinamide no longer; selegiline major, contraindicated with the patch or above 10 mg a day); every PPI and H2-receptor antagonist takes the tier the pH-dependent drug's label gives its class (dexlansoprazole, nizatidine).",
    'Fifth pass (issue 25): named-drug label pairs quinine + rifampin, IV dantrolene + verapamil or diltiazem and mebendazole + metronidazole major; bempedoic acid caps simvastatin at 20 mg and pravastatin at 40 mg; bile-acid sequestrants separated from levothyroxine, and colesevelam from glyburide, oral contraceptives, olmesartan, phenytoin and cyclosporine; elagolix + rifampin follows its label (150 mg daily, at most 6 months) instead of the OATP1B1 contraindication; rilpivirine + rifapentine contraindicated; linezolid contraindicated with every triptan cleared by MAO-A; acalabrutinib + PPIs moderate (tablets unrestricted); WHO ATC codes for 30 more records.',
    'Sixth pass (issue 25): elagolix + gemfibrozil contraindicated (Orilissa 4 names it); rasagiline and safinamide + methadone, and rasagiline, safinamide and selegiline + St John\u2019s wort contraindicated as their labels say; amiloride + potassium chloride contraindicated like triamterene (Klor-Con 4); the drugs the Questran and Colestid labels name as bound by the resin (warfarin, thiazides, propranolol, tetracycline, phenobarbital, digoxin, oral contraceptives; furosemide and gemfibrozil with colestipol) separated by each label\u2019s interval; solid potassium chloride with anticholinergics left unmodelled, as the current Klor-Con label no longer contraindicates it; capmatinib + dexamethasone stays major (Tabrecta: avoid moderate CYP3A inducers; the dexamethasone label calls it one); two MAO inhibitors (the MAO-B selective ones included) contraindicated together, tranylcypromine and isocarboxazid with buspirone and carbamazepine, and carbidopa-levodopa with non-selective MAO inhibitors (Parnate, Marplan, Sinemet); fosaprepitant takes aprepitant\u2019s WHO ATC code, as the index notes, and every record left without a code says why.',
    `ONC non-interruptive coverage (issue 25 item 3): ${comedNonInterruptiveDrugs.length} clinical records for members of the list that had none (anagrelide and iron dextran among them, which the vocabulary lacks under those names): ${comedNonInterruptiveDrugs.map((d) => d.name.toLowerCase()).join(', ')}; the 13 members still without a record (topical azoles, over-the-counter mineral salts, ethynodiol, withdrawn systemic gatifloxacin) each say why.`,
    'Validation (issue 25), measured at this release: the label set of issue 12 (288 positive and 60 negative pairs) stays at 100% sensitivity and 93.3% specificity; the ONC high-priority list (Phansalkar 2012, 48 concrete pairs in its 15 classes) is 100% flagged, unresolved drugs counted as misses, and 45 of 48 pairs reach the interrupting tier; the ONC non-interruptive list (Phansalkar 2013, PMID 23011124, its 33 class pairs as enumerated in the Boyce lab extraction) gives 1,629 concrete pairs with both drugs in OncoCDS (1,093 before the records above), graded none 1,312, minor 4, moderate 311 and major 2, none contraindicated (99.9% below the interrupting tier). The two major ones, sotalol with citalopram or escitalopram, are QT prolongation from sotalol\u2019s class III action, not the beta-blocker interaction the panel rated, and stay major: the citalopram label (2012 safety labeling change) says not to combine it with class III antiarrhythmics, and the sotalol record (Betapace section 7) asks to avoid drugs with known torsades risk.',
    'Class groups follow the class tags (issue 25): records added later carried the NSAID, opioid, corticosteroid, fluoroquinolone, 5-HT3 antagonist, SSRI/SNRI or thiazide tag but had never joined the group, so class interactions missed them (warfarin + piroxicam was moderate, methotrexate + meclofenamate unflagged; now major as the class records grade them). Deliberate exclusions (alosetron, the MAO-B selective inhibitors, linezolid, methylene blue, the triptans MAO-A does not clear) are documented with their reason, and a test keeps groups and tags in step.',
  ].join(' '),
  changed: withAtcAdded(
    withGovernance(
      withLabelClasses(
        withMonographsAdded({
          // Inference precision: idiosyncratic toxicities (issue 12 item 4)
          'drug:omeprazole': rare('Interstitial nephritis and cutaneous lupus'),
          'drug:esomeprazole': rare('Interstitial nephritis and cutaneous lupus'),
          'drug:lansoprazole': rare('Interstitial nephritis and cutaneous lupus'),
          'drug:pantoprazole': rare('Interstitial nephritis and cutaneous lupus'),
          'drug:rabeprazole': rare('Interstitial nephritis and cutaneous lupus'),
          'drug:filgrastim': rare('Glomerulonephritis and ARDS'),
          'drug:pegfilgrastim': rare('Glomerulonephritis and ARDS'),
          'drug:gemcitabine': rare('Haemolytic uremic syndrome'),
          'drug:rituximab': rare('Renal failure of tumour lysis'),
          'drug:cabazitaxel': rare('Renal failure after sepsis or dehydration'),
          'drug:erlotinib': rare('Renal failure after dehydration'),
          'drug:levofloxacin': rare('Peripheral neuropathy and severe hepatotoxicity'),
          'drug:ciprofloxacin': rare('Peripheral neuropathy'),
          'drug:moxifloxacin': rare('Peripheral neuropathy'),
          'drug:amiodarone': rare('Peripheral neuropathy'),
          'drug:itraconazole': rare('Peripheral neuropathy'),
          'drug:ivosidenib': rare('Guillain-Barre syndrome'),
          'drug:allopurinol': rare('Hypersensitivity hepatitis'),
          'drug:febuxostat': rare('Hepatic failure'),
          'drug:azithromycin': rare('Hepatotoxicity'),
          'drug:clarithromycin': rare('Hepatotoxicity'),
          'drug:erythromycin': rare('Cholestatic hepatitis'),
          'drug:fluconazole': rare('Serious hepatic injury'),
          'drug:duloxetine': rare('Hepatic failure'),
          'drug:celecoxib': rare('Serious liver injury'),
          'drug:atorvastatin': rare('Serious liver injury'),
          'drug:simvastatin': rare('Serious liver injury'),
          'drug:rosuvastatin': rare('Serious liver injury'),
          'drug:lovastatin': rare('Serious liver injury'),
          'drug:carbamazepine': rare('Hepatic failure'),
          'drug:phenytoin': rare('Liver injury and blood dyscrasias'),
          'drug:mirtazapine': rare('Agranulocytosis'),
          'drug:quetiapine': rare('Leukopenia and agranulocytosis'),
          'drug:rifampin': rare('Immune thrombocytopenia'),
          'drug:vancomycin': rare('Neutropenia'),
          'drug:metronidazole': rare('Severe hepatotoxicity'),
          'drug:abacavir': rare('Lactic acidosis with hepatomegaly'),
          // QT review (issue 13 item 6)
          'drug:romidepsin':
            'QT risk unknown -> possible: the Istodax label reports ECG changes and asks for monitoring with QT-prolonging drugs.',
          'drug:tamoxifen':
            'QT risk unknown -> possible: the Kisqali label shows a larger QTc rise with tamoxifen; Kisqali label cited.',
          'drug:rolapitant': 'Cites the Varubi thorough QT study (12.2) behind its QT risk "none".',
          // Known-pair gaps (issue 12 item 3)
          'drug:phenobarbital':
            "CYP3A4 inducer strong -> moderate, as FDA's table of CYP3A inducers lists it.",
          'drug:lapatinib':
            'Adds moderate P-gp inhibition (Tykerb label 7: digoxin exposure about 2.8-fold).',
          'drug-group:strong-cyp3a4-inducers':
            "Phenobarbital removed: FDA's table lists it as a moderate CYP3A inducer.",
          'drug-group:moderate-cyp3a4-inducers':
            "Phenobarbital added, as FDA's table lists it. The description now says that dexamethasone, left out of the group, still takes the tier of a label that says to avoid moderate CYP3A inducers (capmatinib + dexamethasone major) through its record's moderate-inducer grade (issue 25).",
          'drug-group:p-gp-inhibitors': 'Lapatinib added (Tykerb label 7).',
          // NK1 antagonists with corticosteroids (issue 12 item 4)
          'interaction:aprepitant-dexamethasone':
            'Major -> moderate: the label antiemetic regimens already use the reduced dexamethasone dose.',
          'interaction:fosaprepitant-dexamethasone':
            'Major -> moderate: the label antiemetic regimens already use the reduced dexamethasone dose.',
          'interaction:netupitant-dexamethasone':
            'Major -> moderate: the label antiemetic regimens already use the reduced dexamethasone dose.',
          'interaction:aprepitant-methylprednisolone':
            'Major -> moderate: a dose reduction the label states, not a combination to avoid.',
          // Emetogenic risk re-checked against ASCO 2020 Table 1 (MASCC/ESMO 2016 classes) (issue 13)
          'drug:atezolizumab': emetic('minimal -> low'),
          'drug:elotuzumab': emetic('minimal -> low'),
          'drug:ipilimumab': emetic('minimal -> low'),
          'drug:pertuzumab': emetic('minimal -> low'),
          'drug:cetuximab': emetic('unrated -> low'),
          'drug:panitumumab': emetic('unrated -> low'),
          'drug:everolimus': emetic('minimal -> low (oral, minimal-to-low class)'),
          'drug:ibrutinib': emetic('minimal -> low (oral, minimal-to-low class)'),
          'drug:lenalidomide': emetic('minimal -> low (oral, minimal-to-low class)'),
          'drug:sunitinib': emetic('minimal -> low (oral, minimal-to-low class)'),
          'drug:thalidomide': emetic('minimal -> low (oral, minimal-to-low class)'),
          // Label currency (issue 12 item 5, issue 13 monographs)
          'drug:capecitabine':
            'To the 12/2022 Xeloda label: renal contraindication below CrCl 30 removed, reworded vitamin K antagonist boxed warning and the later DPD-deficiency box, emetic risk low, monograph, label date and review date.',
          'drug:oxaliplatin':
            'Monograph added: indications, FOLFOX dosing and dose modifications, D5W-only dilution and incompatibilities, NIOSH handling, adverse-reaction frequencies.',
          'drug:pemetrexed':
            'Renal summary follows the current Alimta label: ibuprofen avoided 2 days either side of each dose with CrCl 45-79; the 5-day rule for long half-life NSAIDs was the earlier label.',
          'drug:grapefruit-juice':
            'Carries labelRevised (none: not a labelled product) and a review date.',
          'drug:st-johns-wort':
            'Carries labelRevised (none: not a labelled product) and a review date.',
          // Provenance wording
          'drug:glucarpidase': rxcuiNote,
          'drug:levoleucovorin': rxcuiNote,
          'drug:netupitant': rxcuiNote,
          'drug:uridine-triacetate': rxcuiNote,
          // Groups gain the new records that belong to them (issue 12 coverage)
          'drug-group:acid-reducing-agents': members(
            'cimetidine, aluminium and magnesium hydroxide, magnesium oxide and sodium bicarbonate',
          ),
          'drug-group:anthracyclines': members(
            'liposomal doxorubicin and liposomal daunorubicin-cytarabine',
          ),
          'drug-group:anticoagulants': members('dalteparin'),
          'drug-group:antihypertensive-agents': members(
            'the ACE inhibitors, ARBs, beta-blockers, dihydropyridine calcium-channel blockers, diuretics, clonidine, hydralazine and the alpha-blockers doxazosin and terazosin',
          ),
          'drug-group:bradycardia-causing-agents': members(
            'the beta-blockers, sotalol, dronedarone, flecainide, propafenone, clonidine, donepezil, lacosamide, clozapine and atazanavir',
          ),
          'drug-group:combined-p-gp-and-strong-cyp3a4-inhibitors': members('boosted darunavir'),
          'drug-group:cyp3a4-substrates-narrow-therapeutic-index':
            members('sirolimus and pimozide'),
          'drug-group:dopamine-antagonist-antipsychotics': `${members(
            'risperidone, paliperidone, ziprasidone, chlorpromazine, pimozide and lurasidone',
          )} ${tagged('six typical and seven atypical antipsychotics (aripiprazole, clozapine, ...)')}`,
          'drug-group:gnrh-agonists-and-antagonists': members('relugolix'),
          'drug-group:moderate-cyp2d6-inhibitors': members('mirabegron (FDA table)'),
          'drug-group:moderate-cyp3a4-inhibitors': members(
            'fedratinib, fluvoxamine, isavuconazonium, letermovir and dronedarone (FDA table and their labels)',
          ),
          'drug-group:moderate-or-strong-cyp2c19-inhibitors': members('fluvoxamine (FDA table)'),
          'drug-group:nephrotoxic-anti-infectives': members(
            'the aminoglycosides, foscarnet, cidofovir and pentamidine',
          ),
          'drug-group:nsaids-and-salicylates':
            'Members added: ibuprofen, naproxen, diclofenac, ketorolac, meloxicam, indomethacin, nabumetone, etodolac (issue 12); piroxicam, flurbiprofen, sulindac, oxaprozin, diflunisal, ketoprofen, mefenamic acid, tolmetin, fenoprofen, meclofenamate, salsalate (issue 25: class-tagged, never listed).',
          'drug-group:opioid-analgesics': `${members(
            'hydrocodone, oxymorphone, tapentadol and buprenorphine',
          )} ${tagged('meperidine, levorphanol, butorphanol, nalbuphine, pentazocine, alfentanil, sufentanil and remifentanil')}`,
          'drug-group:potassium-wasting-diuretics': `${members(
            'chlorthalidone, metolazone, bumetanide and torsemide',
          )} ${tagged('indapamide, chlorothiazide and methyclothiazide')}`,
          'drug-group:qt-prolonging-known-risk': members(
            'chlorpromazine, pimozide, pentamidine, foscarnet, hydroxychloroquine, sotalol, dofetilide, dronedarone and flecainide',
          ),
          'drug-group:serotonergic-agents': members(
            'fluvoxamine, desvenlafaxine, vortioxetine, trazodone, amitriptyline, tapentadol, the triptans, cyclobenzaprine, lithium and amphetamine',
          ),
          'drug-group:ssris-and-snris': `${members('fluvoxamine and desvenlafaxine')} ${tagged('vilazodone, milnacipran and levomilnacipran')}`,
          'drug-group:strong-cyp2d6-inhibitors': members('terbinafine (FDA table)'),
          'drug-group:strong-cyp3a4-inhibitors': members(
            'ritonavir-boosted atazanavir and darunavir',
          ),
          // Regimens point at the new formulation records
          'regimen:gemcitabine-nab-paclitaxel':
            'Nab-paclitaxel is its own drug record (paclitaxel protein-bound) instead of paclitaxel with a formulation note.',
          'regimen:pld-carboplatin':
            'Pegylated liposomal doxorubicin is its own drug record instead of doxorubicin with a formulation note.',
          // Continuous infusions print per pump, per day and rate (issue 13 item 1)
          'regimen:extreme': pump,
          'regimen:flot': pump,
          'regimen:folfiri': pump,
          'regimen:folfiri-bevacizumab': pump,
          'regimen:folfiri-cetuximab': pump,
          'regimen:folfox-nivolumab': pump,
          'regimen:mfolfirinox-adjuvant': pump,
          'regimen:mfolfox6': pump,
          'regimen:mfolfox6-adjuvant': pump,
          'regimen:pembrolizumab-cisplatin-fluorouracil': pump,
          'regimen:tpf-induction': pump,
          // Treatment plans (issue 19)
          'regimen:capox-adjuvant':
            "Oxaliplatin's platelet hold (below 75 × 10^9/L, Eloxatin label section 2) is a structured trigger, so a plan checks both counts before each cycle.",
          'regimen:capox-metastatic':
            "Oxaliplatin's platelet hold (below 75 × 10^9/L, Eloxatin label section 2) is a structured trigger, so a plan checks both counts before each cycle.",
          // Tiers that follow the labels (issue 25)
          'interaction:anticoagulants-nsaids-and-salicylates':
            'Moderate -> major, as the anticoagulant labels and every major compendium grade it; Coumadin label section 7 cited (issue 25).',
          'drug-group:systemic-corticosteroids': tagged(
            'prednisolone, cortisone, triamcinolone and betamethasone (ciprofloxacin + prednisolone none -> moderate)',
          ),
          'drug-group:fluoroquinolones': tagged(
            'ofloxacin, gemifloxacin and norfloxacin (ofloxacin + prednisone none -> moderate)',
          ),
          'drug-group:5-ht3-receptor-antagonists': tagged(
            'dolasetron; alosetron stays out with its reason',
          ),
          'interaction:warfarin-fluorouracil':
            'Moderate -> major, to agree with capecitabine + warfarin: same active moiety and mechanism (issue 25).',
          // Acid-reducing classes (issue 25, fourth pass): the label speaks of H2 antagonists as a class.
          'interaction:acalabrutinib-famotidine': H2_CLASS,
          'interaction:acalabrutinib-proton-pump-inhibitors':
            'Moderate, not major: the 2022 Calquence label lets the maleate tablets be taken with any acid-reducing agent; only the capsules keep "avoid PPIs", and the text names the formulation (issue 25).',
          'interaction:bosutinib-famotidine': H2_CLASS,
          'interaction:dacomitinib-famotidine': H2_CLASS,
          'interaction:dasatinib-famotidine': H2_CLASS,
          'interaction:gefitinib-famotidine': H2_CLASS,
          'interaction:neratinib-famotidine': H2_CLASS,
          'interaction:nilotinib-famotidine': H2_CLASS,
          'interaction:pazopanib-famotidine': H2_CLASS,
          'interaction:selpercatinib-famotidine': H2_CLASS,
          'interaction:sotorasib-famotidine': H2_CLASS,
        }),
      ),
    ),
  ),
  added: {
    ...BATCH_3_ADDED,
    ...NON_INTERRUPTIVE_ADDED,
    ...SIXTH_PASS_ADDED,
    'interaction:fosamprenavir-rifampin':
      'ONC high-priority pair (strong CYP3A4 inducer + protease inhibitor): contraindicated per Lexiva section 4 (issue 25).',
    'interaction:fosamprenavir-st-johns-wort':
      'Contraindicated per Lexiva section 4: St John’s wort induction lowers amprenavir (issue 25).',
    'interaction:tamoxifen-anastrozole':
      'Known-pair gap: tamoxifen lowers anastrozole levels and the combination added nothing in ATAC.',
    'interaction:tamoxifen-letrozole':
      'Known-pair gap: tamoxifen lowers letrozole levels; not given together.',
    'interaction:warfarin-apalutamide':
      'Known-pair gap: apalutamide induction lowers warfarin exposure (INR).',
    'interaction:methadone-itraconazole':
      'Contraindicated per the Sporanox label (was major through the strong CYP3A4 inhibitor group).',
    'interaction:methadone-ketoconazole': 'Contraindicated per the ketoconazole label.',
    'interaction:voriconazole-amiodarone':
      'QT risk and CYP3A4 inhibition of amiodarone, which read "additive liver injury, minor" (issue 13).',
    'standard-combination:opioid-basal-and-breakthrough':
      'A basal plus a breakthrough opioid is no longer "major"/"duplicate therapy: avoid".',
    'standard-combination:dexamethasone-beside-regimen-corticosteroid':
      'Dexamethasone with R-CHOP prednisone (or with docetaxel/cabazitaxel and prednisone) is no longer "duplicate therapy: avoid".',
    'drug-group:mao-inhibitors':
      'MAO inhibitors (phenelzine, tranylcypromine, isocarboxazid, selegiline) for their label contraindications (issue 25).',
    'interaction:mao-inhibitors-serotonergic-agents':
      'ONC high-priority pair: MAO inhibitor with a serotonergic drug, contraindicated per the MAO inhibitor labels (issue 25).',
    'interaction:mao-inhibitors-meperidine':
      'ONC high-priority pair: contraindicated per the Demerol and Parnate labels (issue 25).',
    'interaction:mao-inhibitors-procarbazine':
      'ONC high-priority pair (tranylcypromine-procarbazine), major: no label section 4 names it (issue 25).',
    'drug:phenelzine': 'ONC high-priority list drug without a record (issue 25).',
    'drug:tranylcypromine': 'ONC high-priority list drug without a record (issue 25).',
    'drug:isocarboxazid': 'ONC high-priority list drug without a record (issue 25).',
    'drug:selegiline': 'ONC high-priority list drug without a record (issue 25).',
    'drug:meperidine': 'ONC high-priority list drug without a record (issue 25).',
    'drug-group:non-selective-mao-inhibitors':
      'Phenelzine, tranylcypromine and isocarboxazid, for the labels that exclude only non-selective MAO inhibitors (Comtan) (issue 25).',
    'drug-group:mao-a-cleared-triptans':
      'Sumatriptan, rizatriptan and zolmitriptan: MAO-A clears them, so their labels contraindicate MAO-A inhibitors (issue 25).',
    'drug-group:h2-receptor-antagonists':
      "Famotidine, nizatidine and cimetidine: the pH-dependent drugs' labels speak of H2-receptor antagonists as a class (issue 25).",
    'interaction:selegiline-mao-a-cleared-triptans':
      'Major, not contraindicated: oral selegiline up to 10 mg a day is MAO-B selective; the patch and higher doses inhibit MAO-A (issue 25).',
    'interaction:entacapone-non-selective-mao-inhibitors':
      'Major per Comtan (not with a non-selective MAO inhibitor, outside its CONTRAINDICATIONS section) (issue 25).',
    'interaction:aliskiren-cyclosporine':
      'Major: the Tekturna label says avoid (section 7) (issue 25).',
    'interaction:aliskiren-itraconazole':
      'Major: the Tekturna label says avoid (section 7) (issue 25).',
    'interaction:acitretin-methotrexate':
      'Contraindicated per the Soriatane label CONTRAINDICATIONS section, which names the drug (issue 25).',
    'interaction:thioridazine-fluvoxamine':
      'Contraindicated per the thioridazine label CONTRAINDICATIONS section, which names the drug (issue 25).',
    'interaction:thioridazine-propranolol':
      'Contraindicated per the thioridazine label CONTRAINDICATIONS section, which names the drug (issue 25).',
    'interaction:thioridazine-pindolol':
      'Contraindicated per the thioridazine label CONTRAINDICATIONS section, which names the drug (issue 25).',
    'interaction:nefazodone-carbamazepine':
      'Contraindicated per the nefazodone label CONTRAINDICATIONS section, which names the drug (issue 25).',
    'interaction:estazolam-ketoconazole':
      'Contraindicated per the estazolam label CONTRAINDICATIONS section, which names the drug (issue 25).',
    'interaction:estazolam-itraconazole':
      'Contraindicated per the estazolam label CONTRAINDICATIONS section, which names the drug (issue 25).',
    'interaction:disulfiram-metronidazole':
      'Contraindicated per the Antabuse label CONTRAINDICATIONS section, which names the drug (issue 25).',
    'standard-combination:two-nrti-backbone':
      'The two-NRTI backbone of HIV regimens is not duplicate therapy.',
  },
  addedDefault: {
    drug: 'New drug record (issue 12 coverage: FDA-approved antineoplastics and the co-medications oncology patients take).',
    interaction: 'New curated interaction (issue 12).',
    'drug-group': 'New drug group for class interaction records (issue 12).',
    'combination-product':
      'Combination product resolved to its ingredients in search and the checker (issue 12).',
    regimen: 'New regimen record.',
    protocol: 'New protocol record.',
    biomarker:
      'New biomarker-defined therapy record (issue 23): an FDA label indication, tumour-agnostic approval or resistance marker, with its label section.',
  },
};
