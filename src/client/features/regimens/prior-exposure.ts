/**
 * Drugs whose lifetime dose the calculation checks, with the RxNorm ingredient (TTY=IN) RxCUI the
 * API keys prior exposure by and the unit of each drug's cumulative limit. They match the drug
 * records in `src/knowledge/drugs` (cumulativeLimit), which the server applies; the client only
 * collects the amounts. Anthracyclines are pooled by the server in doxorubicin equivalents, so
 * they are always offered: exposure from an earlier regimen counts whatever is planned now.
 */
export interface LimitedDrug {
  id: string;
  rxcui: string;
  name: string;
  unit: 'mg/m²' | 'units';
  anthracycline: boolean;
}

export const LIMITED_DRUGS: readonly LimitedDrug[] = [
  { id: 'doxorubicin', rxcui: '3639', name: 'Doxorubicin', unit: 'mg/m²', anthracycline: true },
  { id: 'epirubicin', rxcui: '3995', name: 'Epirubicin', unit: 'mg/m²', anthracycline: true },
  { id: 'daunorubicin', rxcui: '3109', name: 'Daunorubicin', unit: 'mg/m²', anthracycline: true },
  { id: 'mitoxantrone', rxcui: '7005', name: 'Mitoxantrone', unit: 'mg/m²', anthracycline: true },
  { id: 'bleomycin', rxcui: '1622', name: 'Bleomycin', unit: 'units', anthracycline: false },
  { id: 'carmustine', rxcui: '2105', name: 'Carmustine', unit: 'mg/m²', anthracycline: false },
  { id: 'lomustine', rxcui: '6466', name: 'Lomustine', unit: 'mg/m²', anthracycline: false },
];

/** Anthracyclines always; the other limited drugs only when the regimen contains them. */
export function priorExposureDrugs(regimenDrugIds: readonly string[]): LimitedDrug[] {
  return LIMITED_DRUGS.filter((d) => d.anthracycline || regimenDrugIds.includes(d.id));
}
