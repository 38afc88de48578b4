import type { Source } from '../../core/knowledge/source';

/**
 * Citations shared by the PGx gene tables, guidelines and rules. PMIDs and years are those CPIC
 * lists for each guideline (CPIC database v1.30.0 recommendation export; TPMT/NUDT15 2025 update
 * from the CPIC 2026-02 export). CPIC content is CC0 1.0 (https://cpicpgx.org, www.clinpgx.org).
 */

export const CPIC_DPYD_2013: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for DPYD genotype and fluoropyrimidine dosing',
  year: 2013,
  pmid: '23988873',
};
export const CPIC_DPYD_2017: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for DPYD genotype and fluoropyrimidine dosing: 2017 update',
  year: 2017,
  pmid: '29152729',
  url: 'https://cpicpgx.org/guidelines/guideline-for-fluoropyrimidines-and-dpyd/',
};

export const CPIC_UGT1A1_2015: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for UGT1A1 and atazanavir prescribing (UGT1A1 phenotype definitions)',
  year: 2015,
  pmid: '26417955',
  url: 'https://cpicpgx.org/guidelines/guideline-for-atazanavir-and-ugt1a1/',
};

export const CPIC_THIOPURINES_2018: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for thiopurine dosing based on TPMT and NUDT15 genotypes: 2018 update',
  year: 2018,
  pmid: '30447069',
};
export const CPIC_THIOPURINES_2025: Source = {
  kind: 'cpic',
  title:
    'CPIC guideline for thiopurine dosing based on TPMT and NUDT15 genotypes: 2025 update (incl. the March 2024 TPMT IM + NUDT15 IM change)',
  year: 2026,
  pmid: '41618934',
  url: 'https://cpicpgx.org/guidelines/guideline-for-thiopurines-and-tpmt/',
};

export const CPIC_CYP2D6_CONSENSUS_2019: Source = {
  kind: 'cpic',
  title:
    'Standardizing CYP2D6 genotype to phenotype translation: consensus recommendations from CPIC and DPWG (Caudle KE et al., Clin Transl Sci)',
  year: 2020,
  pmid: '31647186',
  url: 'https://cpicpgx.org/resources/cyp2d6-genotype-to-phenotype-standardization-project/',
};

export const CPIC_CLOPIDOGREL_2022: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2C19 genotype and clopidogrel therapy: 2022 update',
  year: 2022,
  pmid: '35034351',
  url: 'https://cpicpgx.org/guidelines/guideline-for-clopidogrel-and-cyp2c19/',
};

export const CPIC_NSAIDS_2020: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2C9 and nonsteroidal anti-inflammatory drugs',
  year: 2020,
  pmid: '32189324',
  url: 'https://cpicpgx.org/guidelines/cpic-guideline-for-nsaids-based-on-cyp2c9-genotype/',
};

export const CPIC_WARFARIN_2011: Source = {
  kind: 'cpic',
  title: 'CPIC guidelines for CYP2C9 and VKORC1 genotypes and warfarin dosing',
  year: 2011,
  pmid: '21900891',
};
export const CPIC_WARFARIN_2017: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for pharmacogenetics-guided warfarin dosing: 2017 update',
  year: 2017,
  pmid: '28198005',
  url: 'https://cpicpgx.org/guidelines/guideline-for-warfarin-and-cyp2c9-and-vkorc1/',
};

export const CPIC_G6PD_2022: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for medication use in the context of G6PD genotype',
  year: 2022,
  pmid: '36049896',
  url: 'https://cpicpgx.org/guidelines/cpic-guideline-for-g6pd/',
};

export const CPIC_ABACAVIR_2014: Source = {
  kind: 'cpic',
  title: 'CPIC guidelines for HLA-B genotype and abacavir dosing: 2014 update',
  year: 2014,
  pmid: '24561393',
  url: 'https://cpicpgx.org/guidelines/guideline-for-abacavir-and-hla-b/',
};
export const CPIC_ALLOPURINOL_2015: Source = {
  kind: 'cpic',
  title: 'CPIC guidelines for HLA-B genotype and allopurinol dosing: 2015 update',
  year: 2015,
  pmid: '26094938',
  url: 'https://cpicpgx.org/guidelines/guideline-for-allopurinol-and-hla-b/',
};
export const CPIC_CARBAMAZEPINE_2017: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for HLA genotype and use of carbamazepine and oxcarbazepine: 2017 update',
  year: 2018,
  pmid: '29392710',
  url: 'https://cpicpgx.org/guidelines/guideline-for-carbamazepine-and-hla-b/',
};
export const CPIC_PHENYTOIN_2020: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2C9 and HLA-B genotypes and phenytoin dosing: 2020 update',
  year: 2020,
  pmid: '32779747',
  url: 'https://cpicpgx.org/guidelines/guideline-for-phenytoin-and-cyp2c9-and-hla-b/',
};

export const CPIC_TACROLIMUS_2015: Source = {
  kind: 'cpic',
  title: 'CPIC guidelines for CYP3A5 genotype and tacrolimus dosing',
  year: 2015,
  pmid: '25801146',
  url: 'https://cpicpgx.org/guidelines/guideline-for-tacrolimus-and-cyp3a5/',
};

export const CPIC_STATINS_2022: Source = {
  kind: 'cpic',
  title:
    'CPIC guideline for SLCO1B1, ABCG2, and CYP2C9 genotypes and statin-associated musculoskeletal symptoms',
  year: 2022,
  pmid: '35152405',
  url: 'https://cpicpgx.org/guidelines/cpic-guideline-for-statins/',
};

export const CPIC_TAMOXIFEN_2018: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2D6 and tamoxifen therapy',
  year: 2018,
  pmid: '29385237',
  url: 'https://cpicpgx.org/guidelines/cpic-guideline-for-tamoxifen-based-on-cyp2d6-genotype/',
};
export const CPIC_ONDANSETRON_2016: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2D6 genotype and use of ondansetron and tropisetron',
  year: 2016,
  pmid: '28002639',
  url: 'https://cpicpgx.org/guidelines/guideline-for-ondansetron-and-tropisetron-and-cyp2d6-genotype/',
};
export const CPIC_OPIOIDS_2021: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2D6, OPRM1, and COMT genotypes and select opioid therapy',
  year: 2021,
  pmid: '33387367',
  url: 'https://cpicpgx.org/guidelines/guideline-for-codeine-and-cyp2d6/',
};
export const CPIC_VORICONAZOLE_2016: Source = {
  kind: 'cpic',
  title: 'CPIC guidelines for CYP2C19 and voriconazole therapy',
  year: 2016,
  pmid: '27981572',
  url: 'https://cpicpgx.org/guidelines/guideline-for-voriconazole-and-cyp2c19/',
};
export const CPIC_PPI_2020: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2C19 and proton pump inhibitor dosing',
  year: 2020,
  pmid: '32770672',
  url: 'https://cpicpgx.org/guidelines/cpic-guideline-for-proton-pump-inhibitors-and-cyp2c19/',
};
export const CPIC_SSRI_2023: Source = {
  kind: 'cpic',
  title:
    'CPIC guideline for CYP2D6, CYP2C19, CYP2B6, SLC6A4, and HTR2A genotypes and serotonin reuptake inhibitor antidepressants',
  year: 2023,
  pmid: '37032427',
  url: 'https://cpicpgx.org/guidelines/cpic-guideline-for-ssri-and-snri-antidepressants/',
};

export const DPWG_IRINOTECAN_2022: Source = {
  kind: 'guideline',
  title:
    'Dutch Pharmacogenetics Working Group (DPWG) guideline for the gene-drug interaction between UGT1A1 and irinotecan (Hulshof EC et al., Eur J Hum Genet)',
  year: 2022,
  pmid: '36443464',
};
export const LABEL_IRINOTECAN_DOSING: Source = {
  kind: 'label',
  title: 'Camptosar (irinotecan) US prescribing information',
  section: '2.3 Dosage in Patients With Reduced UGT1A1 Activity',
};
export const LABEL_IRINOTECAN_WARNING: Source = {
  kind: 'label',
  title: 'Camptosar (irinotecan) US prescribing information',
  section: '5.3 Increased Risk of Neutropenia in Patients With Reduced UGT1A1 Activity',
};
export const LABEL_SACITUZUMAB_WARNING: Source = {
  kind: 'label',
  title: 'Trodelvy (sacituzumab govitecan-hziy) US prescribing information',
  section: '5.5 Increased Risk of Adverse Reactions in Patients with Reduced UGT1A1 Activity',
};
export const LABEL_SACITUZUMAB_PGX: Source = {
  kind: 'label',
  title: 'Trodelvy (sacituzumab govitecan-hziy) US prescribing information',
  section: '12.5 Pharmacogenomics',
};

export const BORGES_2010_PHENOCONVERSION: Source = {
  kind: 'pubmed',
  title:
    'Borges S et al. Composite functional genetic and comedication CYP2D6 activity score in predicting tamoxifen drug exposure among breast cancer patients. J Clin Pharmacol 2010',
  year: 2010,
  pmid: '20081063',
};
