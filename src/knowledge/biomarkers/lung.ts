import type { BiomarkerRecordInput } from '../../core/precision/schemas';
import { clinical, fda, resistance } from './build';
import {
  ALK_FUSION,
  BRAF_V600E,
  EGFR_COMMON,
  EGFR_EX20INS,
  EGFR_T790M,
  KRAS_G12C,
  MET_EX14,
  RET_FUSION,
  ROS1_FUSION,
  label,
  pdl1,
  pubmed,
} from './shared';

const NSCLC = ['nsclc'];
const METASTATIC = 'Metastatic (or unresectable locally advanced) disease';
const EGFR_COMMON_TEXT = 'EGFR exon 19 deletion or exon 21 L858R';

/** Non-small cell lung cancer: the labels' biomarker-defined indications (paraphrased). */
export const lungRecords: BiomarkerRecordInput[] = [
  fda({
    id: 'nsclc-egfr-osimertinib',
    cancers: NSCLC,
    gene: 'EGFR',
    biomarker: EGFR_COMMON_TEXT,
    matchers: EGFR_COMMON,
    drugs: ['osimertinib'],
    indication:
      'EGFR exon 19 deletion or L858R NSCLC: adjuvant after resection; unresectable stage III after platinum chemoradiation; first-line metastatic, alone or with pemetrexed and platinum.',
    line: 'First line (metastatic); adjuvant; consolidation after chemoradiation',
    setting: 'Adjuvant, stage III unresectable, or metastatic',
    sources: [label('Tagrisso (osimertinib)')],
  }),
  fda({
    id: 'nsclc-egfr-t790m-osimertinib',
    cancers: NSCLC,
    gene: 'EGFR',
    biomarker: 'EGFR T790M',
    matchers: EGFR_T790M,
    drugs: ['osimertinib'],
    indication:
      'Metastatic EGFR T790M-positive NSCLC that progressed on or after EGFR TKI therapy.',
    line: 'After progression on an EGFR TKI',
    setting: METASTATIC,
    sources: [
      label('Tagrisso (osimertinib)'),
      pubmed(
        'Mok TS et al. Osimertinib or platinum-pemetrexed in EGFR T790M-positive lung cancer (AURA3). N Engl J Med 2017',
        '27959700',
        2017,
      ),
    ],
  }),
  fda({
    id: 'nsclc-egfr-erlotinib',
    cancers: NSCLC,
    gene: 'EGFR',
    biomarker: EGFR_COMMON_TEXT,
    matchers: EGFR_COMMON,
    drugs: ['erlotinib'],
    indication:
      'Metastatic NSCLC with EGFR exon 19 deletion or L858R: first line, maintenance, or after prior chemotherapy.',
    line: 'First line, maintenance or later',
    setting: METASTATIC,
    sources: [label('Tarceva (erlotinib)')],
  }),
  fda({
    id: 'nsclc-egfr-gefitinib',
    cancers: NSCLC,
    gene: 'EGFR',
    biomarker: EGFR_COMMON_TEXT,
    matchers: EGFR_COMMON,
    drugs: ['gefitinib'],
    indication: 'First-line treatment of metastatic NSCLC with EGFR exon 19 deletion or L858R.',
    line: 'First line',
    setting: METASTATIC,
    sources: [label('Iressa (gefitinib)')],
  }),
  fda({
    id: 'nsclc-egfr-afatinib',
    cancers: NSCLC,
    gene: 'EGFR',
    biomarker:
      'Non-resistant EGFR mutations (exon 19 deletion, L858R, and the uncommon S768I, L861Q, G719X)',
    matchers: [
      ...EGFR_COMMON,
      { kind: 'protein', gene: 'EGFR', changes: ['S768I', 'L861Q', 'G719X'] },
    ],
    drugs: ['afatinib'],
    indication:
      'First-line treatment of metastatic NSCLC whose tumour has a non-resistant EGFR mutation.',
    line: 'First line',
    setting: METASTATIC,
    sources: [label('Gilotrif (afatinib)')],
  }),
  fda({
    id: 'nsclc-egfr-dacomitinib',
    cancers: NSCLC,
    gene: 'EGFR',
    biomarker: EGFR_COMMON_TEXT,
    matchers: EGFR_COMMON,
    drugs: ['dacomitinib'],
    indication: 'First-line treatment of metastatic NSCLC with EGFR exon 19 deletion or L858R.',
    line: 'First line',
    setting: METASTATIC,
    sources: [label('Vizimpro (dacomitinib)')],
  }),
  fda({
    id: 'nsclc-egfr-amivantamab-lazertinib',
    cancers: NSCLC,
    gene: 'EGFR',
    biomarker: EGFR_COMMON_TEXT,
    matchers: EGFR_COMMON,
    drugs: ['amivantamab', 'lazertinib'],
    indication:
      'First-line treatment of locally advanced or metastatic NSCLC with EGFR exon 19 deletion or L858R, amivantamab with lazertinib.',
    line: 'First line',
    setting: METASTATIC,
    sources: [label('Lazcluze (lazertinib)'), label('Rybrevant (amivantamab)')],
  }),
  fda({
    id: 'nsclc-egfr-amivantamab-chemo-after-tki',
    cancers: NSCLC,
    gene: 'EGFR',
    biomarker: EGFR_COMMON_TEXT,
    matchers: EGFR_COMMON,
    drugs: ['amivantamab', 'carboplatin', 'pemetrexed'],
    indication:
      'Locally advanced or metastatic NSCLC with EGFR exon 19 deletion or L858R that progressed on or after an EGFR TKI: amivantamab with carboplatin and pemetrexed.',
    line: 'After progression on an EGFR TKI',
    setting: METASTATIC,
    sources: [label('Rybrevant (amivantamab)')],
  }),
  fda({
    id: 'nsclc-egfr-ex20ins-amivantamab',
    cancers: NSCLC,
    gene: 'EGFR',
    biomarker: 'EGFR exon 20 insertion',
    matchers: EGFR_EX20INS,
    drugs: ['amivantamab'],
    indication:
      'Locally advanced or metastatic NSCLC with EGFR exon 20 insertion: first line with carboplatin and pemetrexed, or alone after platinum chemotherapy.',
    line: 'First line (with chemotherapy) or after platinum',
    setting: METASTATIC,
    sources: [label('Rybrevant (amivantamab)')],
  }),
  fda({
    id: 'nsclc-egfr-ex20ins-sunvozertinib',
    cancers: NSCLC,
    gene: 'EGFR',
    biomarker: 'EGFR exon 20 insertion',
    matchers: EGFR_EX20INS,
    drugs: ['sunvozertinib'],
    indication:
      'Locally advanced or metastatic NSCLC with EGFR exon 20 insertion that progressed on or after platinum chemotherapy (accelerated approval).',
    line: 'After platinum chemotherapy',
    setting: METASTATIC,
    sources: [label('Zegfrovy (sunvozertinib)')],
  }),
  ...(
    [
      [
        'alectinib',
        'Alecensa (alectinib)',
        'Metastatic ALK-positive NSCLC; also adjuvant after resection of ALK-positive NSCLC (tumours 4 cm or more, or node-positive).',
        'First line (metastatic); adjuvant',
      ],
      [
        'brigatinib',
        'Alunbrig (brigatinib)',
        'Metastatic ALK-positive NSCLC.',
        'First line or later',
      ],
      [
        'crizotinib',
        'Xalkori (crizotinib)',
        'Metastatic ALK-positive NSCLC.',
        'First line or later',
      ],
      ['ceritinib', 'Zykadia (ceritinib)', 'Metastatic ALK-positive NSCLC.', 'First line or later'],
      [
        'lorlatinib',
        'Lorbrena (lorlatinib)',
        'Metastatic ALK-positive NSCLC.',
        'First line or later',
      ],
      [
        'ensartinib',
        'Ensacove (ensartinib)',
        'Locally advanced or metastatic ALK-positive NSCLC not previously treated with an ALK inhibitor.',
        'ALK-inhibitor naive',
      ],
    ] as const
  ).map(([drug, product, indication, line]) =>
    fda({
      id: `nsclc-alk-${drug}`,
      cancers: NSCLC,
      gene: 'ALK',
      biomarker: 'ALK fusion (rearrangement), any partner',
      matchers: ALK_FUSION,
      drugs: [drug],
      indication,
      line,
      setting: METASTATIC,
      sources: [label(product)],
    }),
  ),
  ...(
    [
      ['crizotinib', 'Xalkori (crizotinib)'],
      ['entrectinib', 'Rozlytrek (entrectinib)'],
      ['repotrectinib', 'Augtyro (repotrectinib)'],
      ['taletrectinib', 'Ibtrozi (taletrectinib)'],
    ] as const
  ).map(([drug, product]) =>
    fda({
      id: `nsclc-ros1-${drug}`,
      cancers: NSCLC,
      gene: 'ROS1',
      biomarker: 'ROS1 fusion (rearrangement), any partner',
      matchers: ROS1_FUSION,
      drugs: [drug],
      indication: 'Locally advanced or metastatic ROS1-positive NSCLC.',
      line: 'First line or later',
      setting: METASTATIC,
      sources: [label(product)],
    }),
  ),
  fda({
    id: 'nsclc-braf-dabrafenib-trametinib',
    cancers: NSCLC,
    gene: 'BRAF',
    biomarker: 'BRAF V600E',
    matchers: BRAF_V600E,
    drugs: ['dabrafenib', 'trametinib'],
    indication: 'Metastatic NSCLC with BRAF V600E, dabrafenib with trametinib.',
    line: 'First line or later',
    setting: METASTATIC,
    sources: [label('Tafinlar (dabrafenib)'), label('Mekinist (trametinib)')],
  }),
  fda({
    id: 'nsclc-braf-encorafenib-binimetinib',
    cancers: NSCLC,
    gene: 'BRAF',
    biomarker: 'BRAF V600E',
    matchers: BRAF_V600E,
    drugs: ['encorafenib', 'binimetinib'],
    indication: 'Metastatic NSCLC with BRAF V600E, encorafenib with binimetinib.',
    line: 'First line or later',
    setting: METASTATIC,
    sources: [label('Braftovi (encorafenib)'), label('Mektovi (binimetinib)')],
  }),
  ...(
    [
      ['capmatinib', 'Tabrecta (capmatinib)'],
      ['tepotinib', 'Tepmetko (tepotinib)'],
    ] as const
  ).map(([drug, product]) =>
    fda({
      id: `nsclc-met-ex14-${drug}`,
      cancers: NSCLC,
      gene: 'MET',
      biomarker: 'MET exon 14 skipping alteration',
      matchers: MET_EX14,
      drugs: [drug],
      indication: 'Metastatic NSCLC whose tumour has a mutation leading to MET exon 14 skipping.',
      line: 'First line or later',
      setting: METASTATIC,
      sources: [label(product)],
    }),
  ),
  ...(
    [
      ['selpercatinib', 'Retevmo (selpercatinib)'],
      ['pralsetinib', 'Gavreto (pralsetinib)'],
    ] as const
  ).map(([drug, product]) =>
    fda({
      id: `nsclc-ret-${drug}`,
      cancers: NSCLC,
      gene: 'RET',
      biomarker: 'RET fusion, any partner',
      matchers: RET_FUSION,
      drugs: [drug],
      indication: 'Locally advanced or metastatic RET fusion-positive NSCLC.',
      line: 'First line or later',
      setting: METASTATIC,
      sources: [label(product)],
    }),
  ),
  ...(
    [
      ['sotorasib', 'Lumakras (sotorasib)'],
      ['adagrasib', 'Krazati (adagrasib)'],
    ] as const
  ).map(([drug, product]) =>
    fda({
      id: `nsclc-kras-g12c-${drug}`,
      cancers: NSCLC,
      gene: 'KRAS',
      biomarker: 'KRAS G12C',
      matchers: KRAS_G12C,
      drugs: [drug],
      indication:
        'Locally advanced or metastatic KRAS G12C-mutated NSCLC after at least one prior systemic therapy (accelerated approval).',
      line: 'After at least one systemic therapy',
      setting: METASTATIC,
      sources: [label(product)],
    }),
  ),
  fda({
    id: 'nsclc-her2-mut-trastuzumab-deruxtecan',
    cancers: NSCLC,
    gene: 'ERBB2',
    biomarker: 'Activating HER2 (ERBB2) mutation',
    matchers: [{ kind: 'mutation', gene: 'ERBB2' }],
    drugs: ['trastuzumab-deruxtecan'],
    indication:
      'Unresectable or metastatic NSCLC with an activating HER2 (ERBB2) mutation after prior systemic therapy (accelerated approval).',
    line: 'After prior systemic therapy',
    setting: METASTATIC,
    sources: [label('Enhertu (fam-trastuzumab deruxtecan)')],
  }),
  fda({
    id: 'nsclc-her2-tkd-zongertinib',
    cancers: NSCLC,
    gene: 'ERBB2',
    biomarker: 'HER2 (ERBB2) tyrosine kinase domain activating mutation',
    matchers: [{ kind: 'mutation', gene: 'ERBB2' }],
    drugs: ['zongertinib'],
    indication:
      'Unresectable or metastatic non-squamous NSCLC with a HER2 (ERBB2) tyrosine-kinase-domain activating mutation after prior systemic therapy (accelerated approval).',
    line: 'After prior systemic therapy',
    setting: METASTATIC,
    sources: [label('Hernexeos (zongertinib)')],
  }),
  fda({
    id: 'nsclc-pdl1-pembrolizumab',
    requiresAbsent: [...EGFR_COMMON, ...ALK_FUSION],
    cancers: NSCLC,
    gene: 'CD274',
    biomarker: 'PD-L1 tumour proportion score ≥1%',
    matchers: pdl1('TPS', 1),
    drugs: ['pembrolizumab'],
    indication:
      'Single agent, first line, for stage III NSCLC not suited to resection or chemoradiation or metastatic NSCLC with PD-L1 TPS ≥1% and no EGFR or ALK aberration; also after platinum chemotherapy.',
    line: 'First line (monotherapy) or after platinum',
    setting: 'Stage III not amenable to local therapy, or metastatic',
    sources: [label('Keytruda (pembrolizumab)')],
  }),
  fda({
    id: 'nsclc-pdl1-cemiplimab',
    requiresAbsent: [...EGFR_COMMON, ...ALK_FUSION, ...ROS1_FUSION],
    cancers: NSCLC,
    gene: 'CD274',
    biomarker: 'PD-L1 tumour proportion score ≥50%',
    matchers: pdl1('TPS', 50),
    drugs: ['cemiplimab'],
    indication:
      'Single agent, first line, for locally advanced (not candidates for surgery or chemoradiation) or metastatic NSCLC with PD-L1 ≥50% and no EGFR, ALK or ROS1 aberration.',
    line: 'First line',
    setting: 'Locally advanced not amenable to local therapy, or metastatic',
    sources: [label('Libtayo (cemiplimab)')],
  }),
  fda({
    id: 'nsclc-pdl1-atezolizumab',
    requiresAbsent: [...EGFR_COMMON, ...ALK_FUSION],
    cancers: NSCLC,
    gene: 'CD274',
    biomarker:
      'PD-L1 high (≥50% of tumour cells, or tumour-infiltrating immune cells covering ≥10% of tumour area)',
    matchers: pdl1('TPS', 50),
    drugs: ['atezolizumab'],
    indication:
      'Single agent, first line, for metastatic NSCLC with high PD-L1 expression and no EGFR or ALK aberration.',
    line: 'First line',
    setting: METASTATIC,
    sources: [label('Tecentriq (atezolizumab)')],
  }),
  fda({
    id: 'nsclc-pdl1-nivolumab-ipilimumab',
    requiresAbsent: [...EGFR_COMMON, ...ALK_FUSION],
    cancers: NSCLC,
    gene: 'CD274',
    biomarker: 'PD-L1 ≥1%',
    matchers: pdl1('TPS', 1),
    drugs: ['nivolumab', 'ipilimumab'],
    indication:
      'First-line metastatic NSCLC with PD-L1 ≥1% and no EGFR or ALK aberration, nivolumab with ipilimumab.',
    line: 'First line',
    setting: METASTATIC,
    sources: [label('Opdivo (nivolumab)'), label('Yervoy (ipilimumab)')],
  }),
  fda({
    id: 'nsclc-nrg1-zenocutuzumab',
    cancers: NSCLC,
    gene: 'NRG1',
    biomarker: 'NRG1 gene fusion',
    matchers: [{ kind: 'fusion', gene: 'NRG1' }],
    drugs: ['zenocutuzumab'],
    indication:
      'Advanced unresectable or metastatic NSCLC with an NRG1 gene fusion that progressed on or after prior systemic therapy (accelerated approval).',
    line: 'After prior systemic therapy',
    setting: METASTATIC,
    sources: [label('Bizengri (zenocutuzumab)')],
  }),
  clinical({
    id: 'nsclc-met-amplification-capmatinib',
    cancers: NSCLC,
    gene: 'MET',
    biomarker: 'MET amplification (high gene copy number)',
    matchers: [{ kind: 'amplification', gene: 'MET' }],
    drugs: ['capmatinib'],
    indication:
      'Not a labelled indication. In GEOMETRY mono-1, MET-amplified NSCLC with a gene copy number of 10 or more responded to capmatinib (about 40% untreated, 29% pretreated); lower copy numbers responded little.',
    line: 'Any line (trial evidence)',
    setting: 'Advanced or metastatic',
    sources: [
      pubmed(
        'Wolf J et al. Capmatinib in MET exon 14-mutated or MET-amplified non-small-cell lung cancer (GEOMETRY mono-1). N Engl J Med 2020',
        '32877583',
        2020,
      ),
    ],
  }),
  resistance({
    id: 'nsclc-egfr-t790m-resists-first-generation-tki',
    cancers: NSCLC,
    gene: 'EGFR',
    biomarker: 'EGFR T790M (acquired resistance mutation)',
    matchers: EGFR_T790M,
    drugs: ['erlotinib', 'gefitinib'],
    indication:
      'T790M is the resistance mutation found at progression on first-generation EGFR TKIs; osimertinib is the labelled therapy for it, and AURA3 enrolled T790M-positive disease after progression on a first-line EGFR TKI.',
    line: 'At progression on a first-generation EGFR TKI',
    setting: METASTATIC,
    sources: [
      label('Tagrisso (osimertinib)'),
      pubmed(
        'Mok TS et al. Osimertinib or platinum-pemetrexed in EGFR T790M-positive lung cancer (AURA3). N Engl J Med 2017',
        '27959700',
        2017,
      ),
    ],
  }),
];
