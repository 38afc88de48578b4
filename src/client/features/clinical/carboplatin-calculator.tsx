import { Alert, Grid, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import {
  CARBOPLATIN_GFR_CAP_ML_MIN,
  calculateBsa,
  calvertDose,
  ckdEpi2021,
  cockcroftGault,
  deindexEgfr,
  fmt,
  roundBsa,
  type CrclWeightBasis,
} from '../../../core/dosing';
import {
  CannotCalculate,
  Figure,
  NeedsInput,
  Notes,
  Panel,
  SourceList,
  Working,
} from './calc-parts';
import {
  missing,
  readAge,
  readAuc,
  readCreatinine,
  readHeight,
  readMeasuredGfr,
  readWeight,
  type FieldReading,
  type RawNumber,
} from '../../lib/dosing-inputs';
import {
  NumberField,
  ScrFloorField,
  SCR_FLOOR_MG_DL,
  SexField,
  sexReading,
  type SexChoice,
} from './patient-fields';
import { CalcPatientLoad } from './calc-patient-load';
import {
  CALVERT_1989,
  CKD_EPI_2021,
  COCKCROFT_GAULT_1976,
  CTEP_CARBOPLATIN_2010,
  WINTER_2012,
} from './sources';
import { useTerm } from './use-term';

type GfrSource = 'cockcroft-gault' | 'ckd-epi' | 'measured';

const WEIGHT_BASIS_OPTIONS: Array<{ value: CrclWeightBasis; label: string }> = [
  { value: 'auto', label: 'Automatic (adjusted if BMI ≥ 25, else actual)' },
  { value: 'actual', label: 'Actual body weight' },
  { value: 'ideal', label: 'Ideal body weight (Devine)' },
  { value: 'adjusted', label: 'Adjusted body weight' },
];

type Gfr =
  | { status: 'ok'; gfrMlMin: number; working: string[]; notes: string[] }
  | { status: 'unknown'; reason: string }
  | { status: 'missing'; fields: string[] };

/** Carboplatin by Calvert with the 125 mL/min GFR cap, computed with the core functions. */
export function CarboplatinCalculator() {
  const t = useTerm();
  const [aucRaw, setAucRaw] = useState<RawNumber>('');
  const [source, setSource] = useState<GfrSource>('cockcroft-gault');
  const [ageRaw, setAgeRaw] = useState<RawNumber>('');
  const [sex, setSex] = useState<SexChoice>(null);
  const [weightRaw, setWeightRaw] = useState<RawNumber>('');
  const [heightRaw, setHeightRaw] = useState<RawNumber>('');
  const [scrRaw, setScrRaw] = useState<RawNumber>('');
  const [gfrRaw, setGfrRaw] = useState<RawNumber>('');
  const [basis, setBasis] = useState<CrclWeightBasis>('auto');
  const [floor, setFloor] = useState(false);

  const auc = readAuc(aucRaw);
  const age = readAge(ageRaw);
  const weight = readWeight(weightRaw);
  const height = readHeight(heightRaw);
  const scr = readCreatinine(scrRaw);
  const measured = readMeasuredGfr(gfrRaw);

  const gfr = ((): Gfr => {
    if (source === 'measured') {
      const fields = missing([['measured GFR', measured]]);
      return measured.value === null
        ? { status: 'missing', fields }
        : {
            status: 'ok',
            gfrMlMin: measured.value,
            working: [`Measured GFR ${measured.value} mL/min`],
            notes: [],
          };
    }
    const needsHeight = source === 'ckd-epi' || basis !== 'actual';
    const fields = missing([
      ['age', age],
      ['sex', sexReading(sex)],
      ['weight', weight],
      ...(needsHeight ? ([['height', height]] as Array<[string, FieldReading]>) : []),
      ['serum creatinine', scr],
    ]);
    if (
      fields.length > 0 ||
      sex === null ||
      age.value === null ||
      weight.value === null ||
      scr.value === null
    ) {
      return { status: 'missing', fields };
    }
    if (source === 'cockcroft-gault') {
      const r = cockcroftGault({
        ageYears: age.value,
        sex,
        weightKg: weight.value,
        heightCm: height.value ?? Number.NaN,
        serumCreatinineMgDl: scr.value,
        weightBasis: basis,
        ...(floor ? { scrFloorMgDl: SCR_FLOOR_MG_DL } : {}),
      });
      return r.status === 'ok'
        ? { status: 'ok', gfrMlMin: r.crclMlMin, working: r.working, notes: r.notes }
        : r;
    }
    const egfr = ckdEpi2021(age.value, sex, scr.value);
    if (egfr.status !== 'ok') return egfr;
    const bsa = calculateBsa(height.value ?? Number.NaN, weight.value);
    if (bsa.status !== 'ok') return bsa;
    const bsaM2 = roundBsa(bsa.bsaM2);
    const absolute = deindexEgfr(egfr.egfrMlMinPer173m2, bsaM2);
    return {
      status: 'ok',
      gfrMlMin: absolute,
      working: [
        egfr.working,
        bsa.working,
        `Absolute eGFR = ${fmt(egfr.egfrMlMinPer173m2, 1)} × ${fmt(bsaM2)} / 1.73 = ${fmt(absolute, 1)} mL/min`,
      ],
      notes: [],
    };
  })();

  const dose =
    gfr.status === 'ok' && auc.value !== null ? calvertDose(auc.value, gfr.gfrMlMin) : null;
  const stillNeeded = [
    ...(auc.value === null ? ['target AUC'] : []),
    ...(gfr.status === 'missing' ? gfr.fields : []),
  ];

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack>
          <Panel title="Target">
            <NumberField
              label="Target AUC (mg/mL·min)"
              description="As written in the regimen, e.g. 5 or 6"
              value={aucRaw}
              onChange={setAucRaw}
              reading={auc}
              step={0.5}
            />
            <Radio.Group
              label="GFR estimate"
              value={source}
              onChange={(v) => setSource(v as GfrSource)}
            >
              <Stack gap={6} mt={6}>
                <Radio value="cockcroft-gault" label="Cockcroft–Gault creatinine clearance" />
                <Radio value="ckd-epi" label="CKD-EPI 2021, de-indexed to the patient's BSA" />
                <Radio value="measured" label="Measured GFR (e.g. EDTA clearance)" />
              </Stack>
            </Radio.Group>
          </Panel>
          <Panel title={`${t('patient')} details`}>
            {source === 'measured' ? null : (
              <CalcPatientLoad
                what="age, sex, weight, height and latest creatinine"
                onLoad={(v) => {
                  setAgeRaw(v.age);
                  setSex(v.sex);
                  setWeightRaw(v.weight);
                  setHeightRaw(v.height);
                  setScrRaw(v.scr);
                }}
              />
            )}
            {source === 'measured' ? (
              <NumberField
                label="Measured GFR (mL/min)"
                value={gfrRaw}
                onChange={setGfrRaw}
                reading={measured}
              />
            ) : (
              <>
                <NumberField
                  label="Age (years)"
                  value={ageRaw}
                  onChange={setAgeRaw}
                  reading={age}
                  decimalScale={0}
                />
                <SexField value={sex} onChange={setSex} />
                <NumberField
                  label="Weight (kg)"
                  value={weightRaw}
                  onChange={setWeightRaw}
                  reading={weight}
                />
                <NumberField
                  label="Height (cm)"
                  description={
                    source === 'cockcroft-gault' && basis === 'actual'
                      ? 'Optional with actual body weight'
                      : undefined
                  }
                  value={heightRaw}
                  onChange={setHeightRaw}
                  reading={height}
                />
                <NumberField
                  label="Serum creatinine (mg/dL)"
                  description="From µmol/L: divide by 88.4"
                  value={scrRaw}
                  onChange={setScrRaw}
                  reading={scr}
                  decimalScale={2}
                  step={0.1}
                />
                {source === 'cockcroft-gault' ? (
                  <>
                    <Select
                      label="Weight for Cockcroft–Gault"
                      data={WEIGHT_BASIS_OPTIONS}
                      value={basis}
                      onChange={(v) => setBasis((v as CrclWeightBasis | null) ?? 'auto')}
                      allowDeselect={false}
                    />
                    <ScrFloorField value={floor} onChange={setFloor} />
                  </>
                ) : null}
              </>
            )}
          </Panel>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack>
          <Panel title={`Carboplatin ${t('dose').toLowerCase()} (Calvert)`}>
            <Working
              label="Formula"
              lines={[
                'Dose (mg) = target AUC × (GFR + 25)',
                `GFR capped at ${CARBOPLATIN_GFR_CAP_ML_MIN} mL/min, so the maximum dose is AUC × ${CARBOPLATIN_GFR_CAP_ML_MIN + 25} mg`,
              ]}
            />
            {gfr.status === 'unknown' ? (
              <CannotCalculate title="GFR cannot be estimated" reason={gfr.reason} />
            ) : stillNeeded.length > 0 ? (
              <NeedsInput fields={stillNeeded} />
            ) : dose?.status === 'ok' && auc.value !== null ? (
              <>
                <Group align="flex-end" gap="xl">
                  <Figure label="Carboplatin dose" value={fmt(dose.doseMg, 0)} unit="mg" />
                  <Figure label="GFR used" value={fmt(dose.gfrUsedMlMin, 1)} unit="mL/min" />
                  <Figure
                    label={`Maximum at AUC ${auc.value}`}
                    value={fmt(auc.value * (CARBOPLATIN_GFR_CAP_ML_MIN + 25), 0)}
                    unit="mg"
                  />
                </Group>
                {dose.capped && gfr.status === 'ok' ? (
                  <Alert
                    variant="outline"
                    color="orange.9"
                    icon={<TriangleAlert size={18} />}
                    title="GFR capped at 125 mL/min"
                  >
                    The estimate of {fmt(gfr.gfrMlMin, 1)} mL/min is above the cap, so the dose is
                    the maximum for this AUC.
                  </Alert>
                ) : null}
                <Working lines={[...(gfr.status === 'ok' ? gfr.working : []), ...dose.working]} />
                {gfr.status === 'ok' ? <Notes notes={gfr.notes} /> : null}
                <Text size="sm" c="dimmed">
                  Verify the dose against the prescription and your institution&apos;s policy before
                  administration.
                </Text>
              </>
            ) : dose?.status === 'unknown' ? (
              <CannotCalculate title="Dose cannot be calculated" reason={dose.reason} />
            ) : null}
          </Panel>
          <SourceList
            sources={[
              CALVERT_1989,
              CTEP_CARBOPLATIN_2010,
              COCKCROFT_GAULT_1976,
              WINTER_2012,
              CKD_EPI_2021,
            ]}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
