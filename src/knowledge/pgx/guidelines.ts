import type { PgxGuideline } from '../../core/knowledge/pgx';
import {
  CPIC_ABACAVIR_2014,
  CPIC_ALLOPURINOL_2015,
  CPIC_CARBAMAZEPINE_2017,
  CPIC_CLOPIDOGREL_2022,
  CPIC_DPYD_2013,
  CPIC_DPYD_2017,
  CPIC_G6PD_2022,
  CPIC_NSAIDS_2020,
  CPIC_ONDANSETRON_2016,
  CPIC_OPIOIDS_2021,
  CPIC_PHENYTOIN_2020,
  CPIC_PPI_2020,
  CPIC_SSRI_2023,
  CPIC_STATINS_2022,
  CPIC_TACROLIMUS_2015,
  CPIC_TAMOXIFEN_2018,
  CPIC_THIOPURINES_2018,
  CPIC_THIOPURINES_2025,
  CPIC_VORICONAZOLE_2016,
  CPIC_WARFARIN_2011,
  CPIC_WARFARIN_2017,
  DPWG_IRINOTECAN_2022,
  LABEL_IRINOTECAN_DOSING,
  LABEL_IRINOTECAN_WARNING,
  LABEL_SACITUZUMAB_PGX,
  LABEL_SACITUZUMAB_WARNING,
} from './sources';

/** CPIC recommendation rows used here come from this database release unless a guideline says otherwise. */
const CPIC_V1_30 = 'CPIC database v1.30.0 (2023-08-07)';

/** Guidelines cited by the PGx rules. Rules refer to these by `id`. */
export const pgxGuidelines: readonly PgxGuideline[] = [
  {
    id: 'cpic-dpyd-fluoropyrimidines',
    title: 'CPIC: DPYD and fluoropyrimidines',
    version: CPIC_V1_30,
    sources: [CPIC_DPYD_2017, CPIC_DPYD_2013],
  },
  {
    id: 'cpic-thiopurines',
    title: 'CPIC: TPMT, NUDT15 and thiopurines',
    version:
      'CPIC 2025 guideline update (recommendations revised 2026-02-03/04, after the 2024-03-20 TPMT IM + NUDT15 IM change); the v1.30.0 rows are superseded',
    sources: [CPIC_THIOPURINES_2025, CPIC_THIOPURINES_2018],
  },
  {
    id: 'cpic-cyp2d6-tamoxifen',
    title: 'CPIC: CYP2D6 and tamoxifen',
    version: CPIC_V1_30,
    sources: [CPIC_TAMOXIFEN_2018],
  },
  {
    id: 'cpic-cyp2d6-ondansetron-tropisetron',
    title: 'CPIC: CYP2D6 and ondansetron/tropisetron',
    version: CPIC_V1_30,
    sources: [CPIC_ONDANSETRON_2016],
  },
  {
    id: 'cpic-cyp2d6-opioids',
    title: 'CPIC: CYP2D6 and opioids (codeine, tramadol)',
    version: CPIC_V1_30,
    sources: [CPIC_OPIOIDS_2021],
  },
  {
    id: 'cpic-cyp2c19-voriconazole',
    title: 'CPIC: CYP2C19 and voriconazole',
    version: CPIC_V1_30,
    sources: [CPIC_VORICONAZOLE_2016],
  },
  {
    id: 'cpic-cyp2c19-clopidogrel',
    title: 'CPIC: CYP2C19 and clopidogrel',
    version: `${CPIC_V1_30}, with CPIC's 2023-10-20 wording change for poor/likely poor metabolizers (cardiovascular indications)`,
    sources: [CPIC_CLOPIDOGREL_2022],
  },
  {
    id: 'cpic-cyp2c19-ppi',
    title: 'CPIC: CYP2C19 and proton pump inhibitors',
    version: CPIC_V1_30,
    sources: [CPIC_PPI_2020],
  },
  {
    id: 'cpic-ssri',
    title: 'CPIC: CYP2D6, CYP2C19, CYP2B6 and serotonin reuptake inhibitor antidepressants',
    version: CPIC_V1_30,
    sources: [CPIC_SSRI_2023],
  },
  {
    id: 'cpic-warfarin',
    title: 'CPIC: CYP2C9, VKORC1, CYP4F2 and warfarin',
    version:
      'CPIC 2017 update; no phenotype-keyed lookup rows (dosing algorithm and recommendation diagram)',
    sources: [
      CPIC_WARFARIN_2017,
      CPIC_WARFARIN_2011,
      {
        kind: 'cpic',
        title: 'CPIC warfarin recommendation diagram',
        year: 2017,
        url: 'https://files.cpicpgx.org/images/warfarin/warfarin_recommendation_diagram.png',
      },
    ],
  },
  {
    id: 'cpic-phenytoin',
    title: 'CPIC: CYP2C9, HLA-B and phenytoin',
    version: CPIC_V1_30,
    sources: [CPIC_PHENYTOIN_2020],
  },
  {
    id: 'cpic-nsaids',
    title: 'CPIC: CYP2C9 and NSAIDs',
    version: CPIC_V1_30,
    sources: [CPIC_NSAIDS_2020],
  },
  {
    id: 'cpic-allopurinol',
    title: 'CPIC: HLA-B and allopurinol',
    version: CPIC_V1_30,
    sources: [CPIC_ALLOPURINOL_2015],
  },
  {
    id: 'cpic-abacavir',
    title: 'CPIC: HLA-B and abacavir',
    version: CPIC_V1_30,
    sources: [CPIC_ABACAVIR_2014],
  },
  {
    id: 'cpic-carbamazepine',
    title: 'CPIC: HLA-A, HLA-B and carbamazepine',
    version: CPIC_V1_30,
    sources: [CPIC_CARBAMAZEPINE_2017],
  },
  {
    id: 'cpic-g6pd',
    title: 'CPIC: G6PD',
    version: CPIC_V1_30,
    sources: [CPIC_G6PD_2022],
  },
  {
    id: 'cpic-tacrolimus',
    title: 'CPIC: CYP3A5 and tacrolimus',
    version: CPIC_V1_30,
    sources: [CPIC_TACROLIMUS_2015],
  },
  {
    id: 'cpic-statins',
    title: 'CPIC: SLCO1B1, ABCG2, CYP2C9 and statins',
    version: CPIC_V1_30,
    sources: [CPIC_STATINS_2022],
  },
  {
    id: 'ugt1a1-irinotecan',
    title: 'UGT1A1 and irinotecan: FDA label and DPWG guideline (no CPIC guideline)',
    version: 'Camptosar label (UGT1A1 sections revised 1/2022); DPWG guideline 2022',
    sources: [LABEL_IRINOTECAN_DOSING, LABEL_IRINOTECAN_WARNING, DPWG_IRINOTECAN_2022],
  },
  {
    id: 'ugt1a1-sacituzumab',
    title: 'UGT1A1 and sacituzumab govitecan: FDA label (no CPIC guideline)',
    version: 'Trodelvy label, March 2025 revision',
    sources: [LABEL_SACITUZUMAB_WARNING, LABEL_SACITUZUMAB_PGX],
  },
];
