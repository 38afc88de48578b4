import type { BiomarkerRecordInput } from '../../core/precision/schemas';
import { fda, resistance } from './build';
import {
  BRAF_V600E, BRAF_V600EK, BRCA, ESR1_MUT, HER2_LOW, HER2_POSITIVE, KRAS_G12C, MSI_HIGH, PIK3CA_MUT,
  RAS_MUT, RET_FUSION, label, pdl1,
} from './shared';

const METASTATIC = 'Unresectable or metastatic disease';

/** Melanoma, breast, colorectal, gastric, gynaecological, prostate, GI and other solid tumours. */
export const solidRecords: BiomarkerRecordInput[] = [
  // ---- melanoma ----
  fda({
    id: 'melanoma-braf-dabrafenib', cancers: ['melanoma'], gene: 'BRAF', biomarker: 'BRAF V600E', matchers: BRAF_V600E,
    drugs: ['dabrafenib'], indication: 'Single agent for unresectable or metastatic melanoma with BRAF V600E.',
    line: 'First line or later', setting: METASTATIC, sources: [label('Tafinlar (dabrafenib)')],
  }),
  fda({
    id: 'melanoma-braf-dabrafenib-trametinib', cancers: ['melanoma'], gene: 'BRAF', biomarker: 'BRAF V600E or V600K', matchers: BRAF_V600EK,
    drugs: ['dabrafenib', 'trametinib'], indication: 'Unresectable or metastatic melanoma with BRAF V600E or V600K, and adjuvant treatment after complete resection of such melanoma with lymph-node involvement.',
    line: 'First line or later; adjuvant', setting: 'Metastatic, or adjuvant after resection', sources: [label('Tafinlar (dabrafenib)'), label('Mekinist (trametinib)')],
  }),
  fda({
    id: 'melanoma-braf-trametinib', cancers: ['melanoma'], gene: 'BRAF', biomarker: 'BRAF V600E or V600K', matchers: BRAF_V600EK,
    drugs: ['trametinib'], indication: 'Single agent for BRAF-inhibitor-naive unresectable or metastatic melanoma with BRAF V600E or V600K.',
    line: 'BRAF-inhibitor naive', setting: METASTATIC, sources: [label('Mekinist (trametinib)')],
  }),
  fda({
    id: 'melanoma-braf-vemurafenib', cancers: ['melanoma'], gene: 'BRAF', biomarker: 'BRAF V600E', matchers: BRAF_V600E,
    drugs: ['vemurafenib'], indication: 'Unresectable or metastatic melanoma with BRAF V600E.',
    line: 'First line or later', setting: METASTATIC, sources: [label('Zelboraf (vemurafenib)')],
  }),
  fda({
    id: 'melanoma-braf-vemurafenib-cobimetinib', cancers: ['melanoma'], gene: 'BRAF', biomarker: 'BRAF V600E or V600K', matchers: BRAF_V600EK,
    drugs: ['cobimetinib', 'vemurafenib'], indication: 'Unresectable or metastatic melanoma with BRAF V600E or V600K, cobimetinib with vemurafenib.',
    line: 'First line or later', setting: METASTATIC, sources: [label('Cotellic (cobimetinib)')],
  }),
  fda({
    id: 'melanoma-braf-encorafenib-binimetinib', cancers: ['melanoma'], gene: 'BRAF', biomarker: 'BRAF V600E or V600K', matchers: BRAF_V600EK,
    drugs: ['encorafenib', 'binimetinib'], indication: 'Unresectable or metastatic melanoma with BRAF V600E or V600K, encorafenib with binimetinib.',
    line: 'First line or later', setting: METASTATIC, sources: [label('Braftovi (encorafenib)'), label('Mektovi (binimetinib)')],
  }),
  // ---- breast ----
  ...(
    [
      ['trastuzumab', 'Herceptin (trastuzumab)', 'HER2-overexpressing breast cancer: adjuvant, and metastatic (with paclitaxel first line, or alone after chemotherapy).', 'Adjuvant; first line or later', 'Early or metastatic'],
      ['pertuzumab', 'Perjeta (pertuzumab)', 'HER2-positive breast cancer with trastuzumab and chemotherapy: neoadjuvant, adjuvant at high risk of recurrence, and first-line metastatic.', 'Neoadjuvant, adjuvant, first line metastatic', 'Early or metastatic'],
      ['trastuzumab-emtansine', 'Kadcyla (ado-trastuzumab emtansine)', 'HER2-positive metastatic breast cancer after trastuzumab and a taxane; adjuvant for residual invasive disease after neoadjuvant taxane and trastuzumab.', 'Second line metastatic; post-neoadjuvant adjuvant', 'Early or metastatic'],
      ['trastuzumab-deruxtecan', 'Enhertu (fam-trastuzumab deruxtecan)', 'Unresectable or metastatic HER2-positive (IHC 3+ or ISH-positive) breast cancer after a prior anti-HER2 regimen.', 'After a prior anti-HER2 regimen', METASTATIC],
      ['tucatinib', 'Tukysa (tucatinib)', 'Advanced unresectable or metastatic HER2-positive breast cancer, including brain metastases, with trastuzumab and capecitabine after one or more anti-HER2 regimens for metastatic disease.', 'After at least one anti-HER2 regimen', METASTATIC],
      ['neratinib', 'Nerlynx (neratinib)', 'Extended adjuvant therapy of early HER2-positive breast cancer after trastuzumab-based adjuvant therapy; with capecitabine for advanced disease after two or more anti-HER2 regimens.', 'Extended adjuvant; later line metastatic', 'Early or metastatic'],
      ['lapatinib', 'Tykerb (lapatinib)', 'Advanced or metastatic HER2-overexpressing breast cancer with capecitabine after an anthracycline, a taxane and trastuzumab; with letrozole for HR-positive HER2-positive metastatic disease in postmenopausal women.', 'Later line, or with letrozole', METASTATIC],
      ['margetuximab', 'Margenza (margetuximab)', 'Metastatic HER2-positive breast cancer with chemotherapy after two or more anti-HER2 regimens, at least one for metastatic disease.', 'After two or more anti-HER2 regimens', METASTATIC],
    ] as const
  ).map(([drug, product, indication, line, setting]) =>
    fda({
      id: `breast-her2-${drug}`, cancers: ['breast'], gene: 'ERBB2', biomarker: 'HER2 positive (IHC 3+, or IHC 2+ with ISH amplification)', matchers: HER2_POSITIVE,
      drugs: [drug], indication, line, setting, sources: [label(product)],
    }),
  ),
  fda({
    id: 'breast-her2-low-trastuzumab-deruxtecan', cancers: ['breast'], gene: 'ERBB2', biomarker: 'HER2-low (IHC 1+, or IHC 2+ with negative ISH)', matchers: HER2_LOW,
    drugs: ['trastuzumab-deruxtecan'], indication: 'Unresectable or metastatic HER2-low breast cancer after prior chemotherapy in the metastatic setting or recurrence within 6 months of adjuvant chemotherapy; HR-positive HER2-low disease after endocrine therapy.',
    line: 'After chemotherapy or endocrine therapy', setting: METASTATIC, sources: [label('Enhertu (fam-trastuzumab deruxtecan)')],
  }),
  fda({
    id: 'breast-pik3ca-alpelisib', cancers: ['breast'], gene: 'PIK3CA', biomarker: 'PIK3CA mutation', matchers: PIK3CA_MUT,
    drugs: ['alpelisib', 'fulvestrant'], indication: 'HR-positive, HER2-negative, PIK3CA-mutated advanced or metastatic breast cancer after progression on or after an endocrine regimen, alpelisib with fulvestrant.',
    line: 'After endocrine therapy', setting: 'Advanced or metastatic', sources: [label('Piqray (alpelisib)')],
  }),
  fda({
    id: 'breast-pik3ca-inavolisib', cancers: ['breast'], gene: 'PIK3CA', biomarker: 'PIK3CA mutation', matchers: PIK3CA_MUT,
    drugs: ['inavolisib', 'palbociclib', 'fulvestrant'], indication: 'Endocrine-resistant HR-positive, HER2-negative, PIK3CA-mutated locally advanced or metastatic breast cancer recurring on or within 12 months of adjuvant endocrine therapy, with palbociclib and fulvestrant.',
    line: 'First line after adjuvant endocrine relapse', setting: 'Locally advanced or metastatic', sources: [label('Itovebi (inavolisib)')],
  }),
  fda({
    id: 'breast-pik3ca-akt1-pten-capivasertib', cancers: ['breast'], gene: 'PIK3CA', biomarker: 'PIK3CA, AKT1 or PTEN alteration',
    matchers: [...PIK3CA_MUT, { kind: 'mutation', gene: 'AKT1' }, { kind: 'mutation', gene: 'PTEN' }],
    drugs: ['capivasertib', 'fulvestrant'], indication: 'HR-positive, HER2-negative locally advanced or metastatic breast cancer with one or more PIK3CA, AKT1 or PTEN alterations, after progression on an endocrine regimen, with fulvestrant.',
    line: 'After endocrine therapy', setting: 'Locally advanced or metastatic', sources: [label('Truqap (capivasertib)')],
  }),
  fda({
    id: 'breast-esr1-elacestrant', cancers: ['breast'], gene: 'ESR1', biomarker: 'ESR1 mutation', matchers: ESR1_MUT,
    drugs: ['elacestrant'], indication: 'Postmenopausal women or adult men with ER-positive, HER2-negative, ESR1-mutated advanced or metastatic breast cancer after at least one line of endocrine therapy.',
    line: 'After endocrine therapy', setting: 'Advanced or metastatic', sources: [label('Orserdu (elacestrant)')],
  }),
  fda({
    id: 'breast-esr1-imlunestrant', cancers: ['breast'], gene: 'ESR1', biomarker: 'ESR1 mutation', matchers: ESR1_MUT,
    drugs: ['imlunestrant'], indication: 'ER-positive, HER2-negative, ESR1-mutated advanced or metastatic breast cancer that progressed after at least one line of endocrine therapy.',
    line: 'After endocrine therapy', setting: 'Advanced or metastatic', sources: [label('Inluriyo (imlunestrant)')],
  }),
  fda({
    id: 'breast-gbrca-olaparib', cancers: ['breast'], gene: 'BRCA1/2', biomarker: 'Germline BRCA1 or BRCA2 mutation (deleterious or suspected deleterious)', matchers: BRCA,
    drugs: ['olaparib'], indication: 'Germline BRCA-mutated HER2-negative breast cancer: adjuvant for high-risk early disease after chemotherapy, and metastatic disease after chemotherapy.',
    line: 'Adjuvant; after chemotherapy (metastatic)', setting: 'Early high-risk or metastatic', sources: [label('Lynparza (olaparib)')],
  }),
  fda({
    id: 'breast-gbrca-talazoparib', cancers: ['breast'], gene: 'BRCA1/2', biomarker: 'Germline BRCA1 or BRCA2 mutation (deleterious or suspected deleterious)', matchers: BRCA,
    drugs: ['talazoparib'], indication: 'Germline BRCA-mutated HER2-negative locally advanced or metastatic breast cancer.',
    line: 'Any line', setting: 'Locally advanced or metastatic', sources: [label('Talzenna (talazoparib)')],
  }),
  fda({
    id: 'breast-tnbc-pdl1-pembrolizumab', cancers: ['breast'], gene: 'CD274', biomarker: 'PD-L1 combined positive score ≥10', matchers: pdl1('CPS', 10),
    drugs: ['pembrolizumab'], indication: 'Locally recurrent unresectable or metastatic triple-negative breast cancer with PD-L1 CPS ≥10, with chemotherapy.',
    line: 'First line', setting: 'Locally recurrent unresectable or metastatic', sources: [label('Keytruda (pembrolizumab)')],
  }),
  // ---- colorectal ----
  fda({
    id: 'crc-ras-wt-cetuximab', cancers: ['colorectal'], gene: 'KRAS', biomarker: 'RAS wild-type (KRAS and NRAS, both reported wild-type)', matchers: [{ kind: 'wild-type', genes: ['KRAS', 'NRAS'] }],
    drugs: ['cetuximab'], indication: 'K-Ras wild-type, EGFR-expressing metastatic colorectal cancer: with FOLFIRI first line, with irinotecan after irinotecan failure, or alone.',
    line: 'First line or later', setting: 'Metastatic', sources: [label('Erbitux (cetuximab)')],
  }),
  fda({
    id: 'crc-ras-wt-panitumumab', cancers: ['colorectal'], gene: 'KRAS', biomarker: 'RAS wild-type (KRAS and NRAS, both reported wild-type)', matchers: [{ kind: 'wild-type', genes: ['KRAS', 'NRAS'] }],
    drugs: ['panitumumab'], indication: 'Wild-type RAS metastatic colorectal cancer: first line with FOLFOX, or alone after fluoropyrimidine, oxaliplatin and irinotecan chemotherapy.',
    line: 'First line or later', setting: 'Metastatic', sources: [label('Vectibix (panitumumab)')],
  }),
  resistance({
    id: 'crc-ras-mutant-resists-anti-egfr', cancers: ['colorectal'], gene: 'KRAS', biomarker: 'KRAS or NRAS mutation (RAS-mutant)', matchers: RAS_MUT,
    drugs: ['cetuximab', 'panitumumab'], indication: 'The labels limit the anti-EGFR antibodies to RAS wild-type disease: they are not indicated for RAS-mutant colorectal cancer (panitumumab also not when RAS status is unknown); with oxaliplatin chemotherapy panitumumab worsened survival in RAS-mutant disease.',
    line: 'Any line', setting: 'Metastatic', sources: [label('Vectibix (panitumumab)', '1 Indications and Usage (limitation of use)'), label('Erbitux (cetuximab)', '1 Indications and Usage (limitation of use)')],
  }),
  fda({
    id: 'crc-braf-encorafenib-cetuximab', cancers: ['colorectal'], gene: 'BRAF', biomarker: 'BRAF V600E', matchers: BRAF_V600E,
    drugs: ['encorafenib', 'cetuximab'], indication: 'Metastatic colorectal cancer with BRAF V600E, encorafenib with cetuximab after prior therapy, or with cetuximab and mFOLFOX6 first line.',
    line: 'First line (with mFOLFOX6) or after prior therapy', setting: 'Metastatic', sources: [label('Braftovi (encorafenib)')],
  }),
  fda({
    id: 'crc-kras-g12c-sotorasib-panitumumab', cancers: ['colorectal'], gene: 'KRAS', biomarker: 'KRAS G12C', matchers: KRAS_G12C,
    drugs: ['sotorasib', 'panitumumab'], indication: 'KRAS G12C-mutated metastatic colorectal cancer after fluoropyrimidine, oxaliplatin and irinotecan chemotherapy, sotorasib with panitumumab.',
    line: 'After three cytotoxic drugs', setting: 'Metastatic', sources: [label('Lumakras (sotorasib)')],
  }),
  fda({
    id: 'crc-kras-g12c-adagrasib-cetuximab', cancers: ['colorectal'], gene: 'KRAS', biomarker: 'KRAS G12C', matchers: KRAS_G12C,
    drugs: ['adagrasib', 'cetuximab'], indication: 'KRAS G12C-mutated locally advanced or metastatic colorectal cancer after fluoropyrimidine, oxaliplatin and irinotecan chemotherapy, adagrasib with cetuximab (accelerated approval).',
    line: 'After three cytotoxic drugs', setting: 'Locally advanced or metastatic', sources: [label('Krazati (adagrasib)')],
  }),
  fda({
    id: 'crc-her2-tucatinib-trastuzumab', cancers: ['colorectal'], gene: 'ERBB2', biomarker: 'HER2 positive, RAS wild-type', matchers: HER2_POSITIVE,
    drugs: ['tucatinib', 'trastuzumab'], indication: 'RAS wild-type, HER2-positive unresectable or metastatic colorectal cancer after fluoropyrimidine, oxaliplatin and irinotecan chemotherapy, tucatinib with trastuzumab (accelerated approval).',
    line: 'After three cytotoxic drugs', setting: METASTATIC, sources: [label('Tukysa (tucatinib)')],
  }),
  fda({
    id: 'crc-msi-pembrolizumab', cancers: ['colorectal'], gene: 'MSI', biomarker: 'MSI-high or mismatch-repair deficient', matchers: MSI_HIGH,
    drugs: ['pembrolizumab'], indication: 'First-line single agent for unresectable or metastatic MSI-H or dMMR colorectal cancer.',
    line: 'First line', setting: METASTATIC, sources: [label('Keytruda (pembrolizumab)')],
  }),
  fda({
    id: 'crc-msi-nivolumab-ipilimumab', cancers: ['colorectal'], gene: 'MSI', biomarker: 'MSI-high or mismatch-repair deficient', matchers: MSI_HIGH,
    drugs: ['nivolumab', 'ipilimumab'], indication: 'Unresectable or metastatic MSI-H or dMMR colorectal cancer, nivolumab with ipilimumab (or nivolumab alone after fluoropyrimidine, oxaliplatin and irinotecan).',
    line: 'First line or later', setting: METASTATIC, sources: [label('Opdivo (nivolumab)')],
  }),
  // ---- gastric / GEJ ----
  fda({
    id: 'gastric-her2-trastuzumab', cancers: ['gastric'], gene: 'ERBB2', biomarker: 'HER2 overexpression (IHC 3+ or IHC 2+ with ISH amplification)', matchers: HER2_POSITIVE,
    drugs: ['trastuzumab'], indication: 'HER2-overexpressing metastatic gastric or gastro-oesophageal junction adenocarcinoma not previously treated for metastatic disease, with cisplatin and capecitabine or fluorouracil.',
    line: 'First line', setting: 'Metastatic', sources: [label('Herceptin (trastuzumab)')],
  }),
  fda({
    id: 'gastric-her2-trastuzumab-deruxtecan', cancers: ['gastric'], gene: 'ERBB2', biomarker: 'HER2 positive (IHC 3+ or IHC 2+ with ISH amplification)', matchers: HER2_POSITIVE,
    drugs: ['trastuzumab-deruxtecan'], indication: 'Locally advanced or metastatic HER2-positive gastric or GEJ adenocarcinoma after a prior trastuzumab-based regimen.',
    line: 'After trastuzumab', setting: 'Locally advanced or metastatic', sources: [label('Enhertu (fam-trastuzumab deruxtecan)')],
  }),
  fda({
    id: 'gastric-cldn18-zolbetuximab', cancers: ['gastric'], gene: 'CLDN18', biomarker: 'Claudin 18.2 positive (≥75% of tumour cells with moderate-to-strong membranous staining)',
    matchers: [{ kind: 'expression', gene: 'CLDN18', measure: 'percent-cells', min: 75 }],
    drugs: ['zolbetuximab'], indication: 'First-line locally advanced unresectable or metastatic HER2-negative gastric or GEJ adenocarcinoma whose tumour is claudin 18.2 positive, with fluoropyrimidine and platinum chemotherapy.',
    line: 'First line', setting: 'Locally advanced unresectable or metastatic', sources: [label('Vyloy (zolbetuximab)')],
  }),
  fda({
    id: 'gastric-pdl1-pembrolizumab', cancers: ['gastric'], gene: 'CD274', biomarker: 'PD-L1 combined positive score ≥1', matchers: pdl1('CPS', 1),
    drugs: ['pembrolizumab'], indication: 'First-line locally advanced unresectable or metastatic gastric or GEJ adenocarcinoma with PD-L1 CPS ≥1, with fluoropyrimidine and platinum chemotherapy (with trastuzumab when HER2-positive).',
    line: 'First line', setting: 'Locally advanced unresectable or metastatic', sources: [label('Keytruda (pembrolizumab)')],
  }),
  // ---- gynaecological ----
  fda({
    id: 'ovarian-brca-olaparib', cancers: ['ovarian'], gene: 'BRCA1/2', biomarker: 'Germline or somatic BRCA1/2 mutation (deleterious or suspected deleterious)', matchers: BRCA,
    drugs: ['olaparib'], indication: 'Maintenance of BRCA-mutated advanced epithelial ovarian, fallopian tube or primary peritoneal cancer in complete or partial response to first-line platinum chemotherapy.',
    line: 'First-line maintenance', setting: 'Advanced', sources: [label('Lynparza (olaparib)')],
  }),
  fda({
    id: 'ovarian-brca-rucaparib', cancers: ['ovarian'], gene: 'BRCA1/2', biomarker: 'Germline or somatic BRCA1/2 mutation', matchers: BRCA,
    drugs: ['rucaparib'], indication: 'Maintenance of recurrent epithelial ovarian, fallopian tube or primary peritoneal cancer in complete or partial response to platinum chemotherapy.',
    line: 'Maintenance after platinum response', setting: 'Recurrent', sources: [label('Rubraca (rucaparib)')],
  }),
  fda({
    id: 'ovarian-fra-mirvetuximab', cancers: ['ovarian'], gene: 'FOLR1', biomarker: 'Folate receptor-alpha positive (≥75% of tumour cells, PS2+ staining)',
    matchers: [{ kind: 'expression', gene: 'FOLR1', measure: 'percent-cells', min: 75 }],
    drugs: ['mirvetuximab-soravtansine'], indication: 'FRα-positive platinum-resistant epithelial ovarian, fallopian tube or primary peritoneal cancer after one to three prior systemic regimens.',
    line: 'After 1-3 regimens', setting: 'Platinum-resistant', sources: [label('Elahere (mirvetuximab soravtansine)')],
  }),
  fda({
    id: 'ovarian-kras-avutometinib-defactinib', cancers: ['ovarian'], gene: 'KRAS', biomarker: 'KRAS mutation (low-grade serous ovarian cancer)', matchers: [{ kind: 'mutation', gene: 'KRAS' }],
    drugs: ['avutometinib-defactinib'], indication: 'KRAS-mutated recurrent low-grade serous ovarian cancer after prior systemic therapy (accelerated approval).',
    line: 'After prior systemic therapy', setting: 'Recurrent', sources: [label('Avmapki Fakzynja Co-pack (avutometinib; defactinib)')],
  }),
  fda({
    id: 'endometrial-dmmr-dostarlimab', cancers: ['endometrial'], gene: 'MSI', biomarker: 'Mismatch-repair deficient or MSI-high', matchers: MSI_HIGH,
    drugs: ['dostarlimab'], indication: 'Primary advanced or recurrent endometrial cancer with carboplatin and paclitaxel then alone; and alone for dMMR recurrent or advanced endometrial cancer after platinum chemotherapy.',
    line: 'First line (with chemotherapy) or after platinum', setting: 'Advanced or recurrent', sources: [label('Jemperli (dostarlimab)')],
  }),
  fda({
    id: 'cervical-pdl1-pembrolizumab', cancers: ['cervical'], gene: 'CD274', biomarker: 'PD-L1 combined positive score ≥1', matchers: pdl1('CPS', 1),
    drugs: ['pembrolizumab'], indication: 'Persistent, recurrent or metastatic cervical cancer with PD-L1 CPS ≥1, with chemotherapy with or without bevacizumab, or alone after chemotherapy.',
    line: 'First line or later', setting: 'Persistent, recurrent or metastatic', sources: [label('Keytruda (pembrolizumab)')],
  }),
  // ---- prostate ----
  fda({
    id: 'prostate-hrr-olaparib', cancers: ['prostate'], gene: 'BRCA1/2', biomarker: 'Homologous recombination repair gene mutation (BRCA1, BRCA2, ATM and others)',
    matchers: [...BRCA, { kind: 'mutation', gene: 'ATM' }, { kind: 'mutation', gene: 'CDK12' }, { kind: 'mutation', gene: 'PALB2' }, { kind: 'mutation', gene: 'CHEK2' }],
    drugs: ['olaparib'], indication: 'HRR gene-mutated metastatic castration-resistant prostate cancer after enzalutamide or abiraterone; with abiraterone and a steroid for BRCA-mutated mCRPC.',
    line: 'After a novel hormonal agent; or first line with abiraterone (BRCA)', setting: 'Metastatic castration-resistant', sources: [label('Lynparza (olaparib)')],
  }),
  fda({
    id: 'prostate-hrr-talazoparib-enzalutamide', cancers: ['prostate'], gene: 'BRCA1/2', biomarker: 'Homologous recombination repair gene mutation',
    matchers: [...BRCA, { kind: 'mutation', gene: 'ATM' }, { kind: 'mutation', gene: 'CDK12' }, { kind: 'mutation', gene: 'PALB2' }, { kind: 'mutation', gene: 'CHEK2' }],
    drugs: ['talazoparib', 'enzalutamide'], indication: 'HRR gene-mutated metastatic castration-resistant prostate cancer, talazoparib with enzalutamide.',
    line: 'First line mCRPC', setting: 'Metastatic castration-resistant', sources: [label('Talzenna (talazoparib)')],
  }),
  fda({
    id: 'prostate-brca-niraparib-abiraterone', cancers: ['prostate'], gene: 'BRCA1/2', biomarker: 'Deleterious or suspected deleterious BRCA1/2 mutation', matchers: BRCA,
    drugs: ['niraparib', 'abiraterone'], indication: 'BRCA-mutated metastatic castration-resistant prostate cancer, niraparib with abiraterone acetate and prednisone.',
    line: 'First line mCRPC', setting: 'Metastatic castration-resistant', sources: [label('Akeega (niraparib and abiraterone acetate)')],
  }),
  fda({
    id: 'prostate-brca-rucaparib', cancers: ['prostate'], gene: 'BRCA1/2', biomarker: 'Germline or somatic BRCA1/2 mutation', matchers: BRCA,
    drugs: ['rucaparib'], indication: 'BRCA-mutated metastatic castration-resistant prostate cancer after androgen receptor-directed therapy (accelerated approval).',
    line: 'After AR-directed therapy', setting: 'Metastatic castration-resistant', sources: [label('Rubraca (rucaparib)')],
  }),
  // ---- pancreas, biliary, urothelial, GIST, thyroid, glioma ----
  fda({
    id: 'pancreatic-gbrca-olaparib', cancers: ['pancreatic'], gene: 'BRCA1/2', biomarker: 'Germline BRCA1 or BRCA2 mutation', matchers: BRCA,
    drugs: ['olaparib'], indication: 'Maintenance of germline BRCA-mutated metastatic pancreatic adenocarcinoma not progressed after at least 16 weeks of first-line platinum chemotherapy.',
    line: 'First-line maintenance', setting: 'Metastatic', sources: [label('Lynparza (olaparib)')],
  }),
  fda({
    id: 'pancreatic-nrg1-zenocutuzumab', cancers: ['pancreatic'], gene: 'NRG1', biomarker: 'NRG1 gene fusion', matchers: [{ kind: 'fusion', gene: 'NRG1' }],
    drugs: ['zenocutuzumab'], indication: 'Advanced unresectable or metastatic pancreatic adenocarcinoma with an NRG1 gene fusion after prior systemic therapy (accelerated approval).',
    line: 'After prior systemic therapy', setting: METASTATIC, sources: [label('Bizengri (zenocutuzumab)')],
  }),
  ...(
    [
      ['pemigatinib', 'Pemazyre (pemigatinib)'],
      ['futibatinib', 'Lytgobi (futibatinib)'],
    ] as const
  ).map(([drug, product]) =>
    fda({
      id: `biliary-fgfr2-${drug}`, cancers: ['biliary'], gene: 'FGFR2', biomarker: 'FGFR2 fusion or rearrangement', matchers: [{ kind: 'fusion', gene: 'FGFR2' }],
      drugs: [drug], indication: 'Previously treated unresectable locally advanced or metastatic intrahepatic cholangiocarcinoma with an FGFR2 fusion or other rearrangement (accelerated approval).',
      line: 'After prior therapy', setting: 'Unresectable locally advanced or metastatic', sources: [label(product)],
    }),
  ),
  fda({
    id: 'biliary-idh1-ivosidenib', cancers: ['biliary'], gene: 'IDH1', biomarker: 'IDH1 mutation (R132)', matchers: [{ kind: 'codon', gene: 'IDH1', codons: ['R132'] }],
    drugs: ['ivosidenib'], indication: 'Previously treated locally advanced or metastatic cholangiocarcinoma with an IDH1 mutation.',
    line: 'After prior therapy', setting: 'Locally advanced or metastatic', sources: [label('Tibsovo (ivosidenib)')],
  }),
  fda({
    id: 'biliary-her2-zanidatamab', cancers: ['biliary'], gene: 'ERBB2', biomarker: 'HER2 IHC 3+', matchers: [{ kind: 'her2-positive' }],
    drugs: ['zanidatamab'], indication: 'Previously treated unresectable or metastatic HER2-positive (IHC 3+) biliary tract cancer (accelerated approval).',
    line: 'After prior therapy', setting: METASTATIC, sources: [label('Ziihera (zanidatamab)')],
  }),
  fda({
    id: 'urothelial-fgfr3-erdafitinib', cancers: ['urothelial'], gene: 'FGFR3', biomarker: 'Susceptible FGFR3 genetic alteration (mutation or fusion)',
    matchers: [{ kind: 'mutation', gene: 'FGFR3' }, { kind: 'fusion', gene: 'FGFR3' }],
    drugs: ['erdafitinib'], indication: 'Locally advanced or metastatic urothelial carcinoma with susceptible FGFR3 alterations that progressed after at least one prior systemic therapy.',
    line: 'After prior systemic therapy', setting: 'Locally advanced or metastatic', sources: [label('Balversa (erdafitinib)')],
  }),
  fda({
    id: 'gist-pdgfra-ex18-avapritinib', cancers: ['gist'], gene: 'PDGFRA', biomarker: 'PDGFRA exon 18 mutation, including D842V',
    matchers: [{ kind: 'exon', exonClass: 'PDGFRA exon 18 mutation' }, { kind: 'protein', gene: 'PDGFRA', changes: ['D842V'] }],
    drugs: ['avapritinib'], indication: 'Unresectable or metastatic GIST with a PDGFRA exon 18 mutation, including D842V.',
    line: 'Any line', setting: METASTATIC, sources: [label('Ayvakit (avapritinib)')],
  }),
  resistance({
    id: 'gist-pdgfra-d842v-resists-imatinib', cancers: ['gist'], gene: 'PDGFRA', biomarker: 'PDGFRA D842V',
    matchers: [{ kind: 'protein', gene: 'PDGFRA', changes: ['D842V'] }],
    drugs: ['imatinib'], indication: 'PDGFRA D842V GIST does not respond to imatinib; avapritinib is the labelled therapy for PDGFRA exon 18 (including D842V) GIST.',
    line: 'Any line', setting: METASTATIC, sources: [label('Ayvakit (avapritinib)', '1 Indications and Usage; 14 Clinical Studies')],
  }),
  fda({
    id: 'gist-kit-imatinib', cancers: ['gist'], gene: 'KIT', biomarker: 'KIT (CD117) positive', matchers: [{ kind: 'mutation', gene: 'KIT' }, { kind: 'expression', gene: 'KIT', measure: 'percent-cells', min: 1 }],
    drugs: ['imatinib'], indication: 'KIT (CD117)-positive unresectable or metastatic GIST, and adjuvant treatment after resection of KIT-positive GIST.',
    line: 'First line; adjuvant', setting: 'Adjuvant or metastatic', sources: [label('Gleevec (imatinib)')],
  }),
  fda({
    id: 'thyroid-ret-selpercatinib', cancers: ['thyroid'], gene: 'RET', biomarker: 'RET mutation (medullary) or RET fusion',
    matchers: [...RET_FUSION, { kind: 'mutation', gene: 'RET' }],
    drugs: ['selpercatinib'], indication: 'Advanced or metastatic RET-mutant medullary thyroid cancer requiring systemic therapy, and RET fusion-positive thyroid cancer requiring systemic therapy that is radioactive-iodine refractory.',
    line: 'Systemic therapy', setting: 'Advanced or metastatic', sources: [label('Retevmo (selpercatinib)')],
  }),
  fda({
    id: 'thyroid-atc-braf-dabrafenib-trametinib', cancers: ['thyroid'], gene: 'BRAF', biomarker: 'BRAF V600E (anaplastic thyroid cancer)', matchers: BRAF_V600E,
    drugs: ['dabrafenib', 'trametinib'], indication: 'Locally advanced or metastatic BRAF V600E anaplastic thyroid cancer with no satisfactory locoregional treatment options.',
    line: 'Any line', setting: 'Locally advanced or metastatic', sources: [label('Tafinlar (dabrafenib)')],
  }),
  fda({
    id: 'glioma-idh-vorasidenib', cancers: ['glioma'], gene: 'IDH1', biomarker: 'Susceptible IDH1 or IDH2 mutation (grade 2 astrocytoma or oligodendroglioma)',
    matchers: [{ kind: 'codon', gene: 'IDH1', codons: ['R132'] }, { kind: 'codon', gene: 'IDH2', codons: ['R172'] }],
    drugs: ['vorasidenib'], indication: 'Grade 2 astrocytoma or oligodendroglioma with a susceptible IDH1 or IDH2 mutation after surgery (biopsy, subtotal or gross total resection).',
    line: 'After surgery', setting: 'Post-operative', sources: [label('Voranigo (vorasidenib)')],
  }),
  fda({
    id: 'glioma-braf-tovorafenib', cancers: ['glioma'], gene: 'BRAF', biomarker: 'BRAF fusion or rearrangement, or BRAF V600 mutation (paediatric low-grade glioma)',
    matchers: [{ kind: 'fusion', gene: 'BRAF' }, { kind: 'codon', gene: 'BRAF', codons: ['V600'] }],
    drugs: ['tovorafenib'], indication: 'Relapsed or refractory paediatric low-grade glioma (6 months and older) with a BRAF fusion or rearrangement or BRAF V600 mutation (accelerated approval).',
    line: 'Relapsed or refractory', setting: 'Paediatric', sources: [label('Ojemda (tovorafenib)')],
  }),
];
