import { useMutation, useQuery } from '@tanstack/react-query';
import type { BsaFormula, CrclWeightBasis } from '../../../core/dosing';
import type {
  Cancer,
  Cycles,
  DoseBasis,
  Intent,
  Regimen,
  RegimenComponent,
  RegimenPhase,
  Setting,
} from '../../../core/knowledge/regimen';
import { api } from '../../lib/api';

export interface DrugRef {
  id: string;
  rxcui: string | null;
  name: string;
}

/** One row of `GET /api/regimens`. */
export interface RegimenSummary {
  id: string;
  name: string;
  aliases: string[];
  cancers: Cancer[];
  intent: Intent[];
  setting: Setting[];
  population?: string;
  emetogenicRisk: string;
  drugs: DrugRef[];
  components: Array<{
    phaseId: string;
    drug: DrugRef;
    basis: DoseBasis;
    perUnitDose: { value: number; unit: string };
    route: string;
    days: number[];
  }>;
  phases: Array<{
    id: string;
    name: string;
    cycleLengthDays: number;
    cycles: Cycles;
    cycleText: string;
  }>;
}

export type RegimenDetailComponent = RegimenComponent & { drug: DrugRef };
export type RegimenDetailPhase = Omit<RegimenPhase, 'components'> & {
  cycleText: string;
  components: RegimenDetailComponent[];
};
/** `GET /api/regimens/:id`: the record with each component's drug resolved. */
export type RegimenDetail = Omit<Regimen, 'phases'> & { phases: RegimenDetailPhase[] };

/** `POST /api/regimens/:id/calculate` body (issue 5 API contract plus the optional methods). */
export interface CalculateBody {
  heightCm: number;
  weightKg: number;
  ageYears: number;
  sex: 'female' | 'male';
  serumCreatinineMgDl: number;
  doseLevelPercent?: number;
  /** Lifetime doses already given, by RxCUI, in the unit of that drug's cumulative limit. */
  priorCumulative?: Record<string, number>;
  bsaFormula?: BsaFormula;
  crclWeightBasis?: CrclWeightBasis;
  /** The user's setting: below this creatinine a carboplatin dose is also shown at it. */
  lowCreatinineReferenceMgDl?: number;
}

export interface CalculatedComponent {
  phaseId: string;
  phaseName: string;
  drugId: string;
  rxcui: string | null;
  name: string;
  formulation?: string;
  route: string;
  days: number[];
  timesPerDay: number;
  basis: DoseBasis;
  perUnitDose: { value: number; unit: string };
  status: 'ok' | 'unknown';
  dose: { value: number; unit: 'mg' | 'units' } | null;
  capped: boolean;
  alternativeDose?: {
    value: number;
    unit: 'mg' | 'units';
    scrMgDl: number;
    crclMlMin: number;
    label: string;
  };
  /** One continuous infusion: total per pump, daily share, hours and rate. */
  continuousInfusion?: {
    hours: number;
    perUnitTotal: { value: number; unit: string };
    total: { value: number; unit: 'mg' | 'units' };
    perDay: { value: number; unit: 'mg' | 'units' };
    ratePerHour: number;
  };
  working: string[];
  warnings: string[];
  /** Not findings: the label needs no renal change, or no renal data (shown quietly). */
  notes: string[];
}

export interface CalculationResult {
  regimenId: string;
  regimenName?: string;
  bsaM2: number;
  bsaFormula: BsaFormula;
  crclMlMin: number | null;
  egfrMlMinPer173m2?: number | null;
  working?: string[];
  components: CalculatedComponent[];
  warnings: string[];
}

export function useRegimenList() {
  return useQuery({
    queryKey: ['regimens', 'list'],
    queryFn: ({ signal }) =>
      api<{ regimens: RegimenSummary[]; total: number }>('/api/regimens', { signal }),
    staleTime: Infinity,
  });
}

export function useRegimen(id: string | null) {
  return useQuery({
    queryKey: ['regimens', 'detail', id],
    queryFn: ({ signal }) =>
      api<RegimenDetail>(`/api/regimens/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

export function useCalculateRegimen(id: string) {
  return useMutation({
    mutationFn: (body: CalculateBody) =>
      api<CalculationResult>(`/api/regimens/${encodeURIComponent(id)}/calculate`, {
        method: 'POST',
        body,
      }),
  });
}
