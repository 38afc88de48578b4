import { Alert, Anchor, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { ArrowLeft, Calculator, ClipboardList, Printer, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError, LoadingState } from '../../components/query-state';
import { ApiError } from '../../lib/api';
import {
  useCalculateRegimen,
  useRegimen,
  type CalculateBody,
  type CalculationResult,
  type RegimenDetail,
} from './api';
import { CalculationResultView } from './calculation-result';
import type { PatientDetail } from '../../lib/patient-api';
import { DoseForm } from './dose-form';
import { OrderSheet } from './order-sheet';
import { priorExposureDrugs } from './prior-exposure';
import { RegimenDetailView } from './regimen-detail';

/** A calculation, with the record it was loaded from (identity on the order sheet) when there was one. */
type Calculation = {
  body: CalculateBody;
  result: CalculationResult;
  at: Date;
  patient: PatientDetail | null;
};

/** Field messages of a 400 from the calculate endpoint, keyed like the form's problems. */
function serverProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const keys: Record<string, string> = {
    heightCm: 'height',
    weightKg: 'weight',
    ageYears: 'age',
    serumCreatinineMgDl: 'scr',
    doseLevelPercent: 'doseLevel',
    sex: 'sex',
  };
  const out: Record<string, string> = {};
  for (const d of error.details as Array<{ path?: string; message?: string }>) {
    const path = (d.path ?? '').replace(/^body\./, '');
    const prior = /^priorCumulative\.(.+)$/.exec(path);
    const key = prior ? `prior.${prior[1]}` : keys[path];
    if (key && d.message) out[key] = d.message;
  }
  return out;
}

function Calculate({
  regimen,
  onCalculated,
  calculation,
  onPrint,
}: {
  regimen: RegimenDetail;
  calculation: Calculation | null;
  onCalculated(c: Calculation | null): void;
  onPrint(): void;
}) {
  const calculate = useCalculateRegimen(regimen.id);
  const drugIds = regimen.phases.flatMap((p) => p.components.map((c) => c.drugId));
  return (
    <Stack gap="xl">
      <DoseForm
        priorDrugs={priorExposureDrugs(drugIds)}
        pending={calculate.isPending}
        serverProblems={serverProblems(calculate.error)}
        onSubmit={(body, _values, patient) => {
          // A result must never sit beside inputs it was not calculated from.
          onCalculated(null);
          calculate.mutate(body, {
            // The clock is read when the answer arrives: that is the time printed on the sheet.
            onSuccess: (result) => onCalculated({ body, result, at: new Date(), patient }),
          });
        }}
      />
      {calculate.isError ? (
        <Alert
          variant="outline"
          color="red.9"
          icon={<TriangleAlert size={18} aria-hidden />}
          title="Doses could not be calculated"
          role="alert"
        >
          {calculate.error.message}
        </Alert>
      ) : null}
      {calculation && !calculate.isPending ? (
        <CalculationResultView
          result={calculation.result}
          body={calculation.body}
          onPrint={onPrint}
        />
      ) : null}
    </Stack>
  );
}

/** One regimen: its record, the dose calculator and the printable order sheet. */
export function RegimenView({ id, backHref }: { id: string; backHref: string }) {
  const query = useRegimen(id);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [preview, setPreview] = useState(false);
  const [tab, setTab] = useState<string | null>('details');

  const back = (
    <Anchor component={Link} to={backHref} className="no-print" size="sm">
      <ArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px' }} /> All regimens
    </Anchor>
  );

  if (query.isPending) {
    return (
      <Stack>
        {back}
        <LoadingState what="regimen" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack>
        {back}
        <LoadError
          error={query.error}
          retry={() => void query.refetch()}
          title="Could not load the regimen"
          notFoundTitle="Regimen not found"
        />
      </Stack>
    );
  }
  const regimen = query.data;

  if (preview && calculation) {
    return (
      <Stack>
        <Group className="no-print" justify="space-between" wrap="wrap">
          <Button
            variant="default"
            leftSection={<ArrowLeft size={16} aria-hidden />}
            onClick={() => setPreview(false)}
          >
            Back to the calculation
          </Button>
          <Button leftSection={<Printer size={16} aria-hidden />} onClick={() => window.print()}>
            Print
          </Button>
        </Group>
        <OrderSheet
          regimen={regimen}
          body={calculation.body}
          result={calculation.result}
          calculatedAt={calculation.at}
          patient={calculation.patient}
        />
      </Stack>
    );
  }

  return (
    <>
      <Stack className={calculation ? 'no-print' : undefined}>
        {back}
        <Title order={2}>{regimen.name}</Title>
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List mb="md">
            <Tabs.Tab value="details" leftSection={<ClipboardList size={16} aria-hidden />}>
              Regimen
            </Tabs.Tab>
            <Tabs.Tab value="calculate" leftSection={<Calculator size={16} aria-hidden />}>
              Calculate doses
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">
            <Stack>
              <RegimenDetailView regimen={regimen} />
              <Group>
                <Button
                  leftSection={<Calculator size={16} aria-hidden />}
                  onClick={() => setTab('calculate')}
                >
                  Calculate doses for this regimen
                </Button>
              </Group>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="calculate">
            <Calculate
              regimen={regimen}
              calculation={calculation}
              onCalculated={setCalculation}
              onPrint={() => setPreview(true)}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {calculation ? (
        <div className="order-sheet-print-only">
          <OrderSheet
            regimen={regimen}
            body={calculation.body}
            result={calculation.result}
            calculatedAt={calculation.at}
            patient={calculation.patient}
          />
        </div>
      ) : null}
    </>
  );
}
