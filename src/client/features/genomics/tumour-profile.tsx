import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Plus, Search, Trash2, TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { alterationTypeSchema } from '../../../core/patients/schemas';
import type { BiomarkerInput, CancerInput } from '../../../core/precision';
import { LoadFromPatientButton } from '../../components/load-from-patient';
import { useMatchPrecision } from '../../components/precision/api';
import { PrecisionResults } from '../../components/precision/precision-results';
import { TONE } from '../../components/tones';
import type { PatientDetail } from '../../lib/patient-api';
import { activeMedicationNames } from '../../lib/patient-load';
import { tumourReportFromRecord } from './tumour-prefill';

type AlterationType = BiomarkerInput['type'];
interface Row {
  key: number;
  gene: string;
  alteration: string;
  type: AlterationType;
  partner: string;
  value: number | '';
}

const TYPE_LABELS: Record<AlterationType, string> = {
  snv: 'SNV (point mutation)',
  indel: 'Insertion / deletion',
  fusion: 'Fusion / rearrangement',
  cnv: 'Copy number',
  expression: 'Protein expression (IHC)',
  msi: 'MSI / MMR status',
  tmb: 'Tumour mutational burden',
};
const TYPE_OPTIONS = alterationTypeSchema.options.map((v) => ({ value: v, label: TYPE_LABELS[v] }));

const PLACEHOLDER: Record<AlterationType, string> = {
  snv: 'e.g. L858R or p.Leu858Arg',
  indel: 'e.g. exon 19 deletion or p.E746_A750del',
  fusion: 'e.g. EML4-ALK',
  cnv: 'e.g. amplification',
  expression: 'e.g. IHC 3+ or TPS 60%',
  msi: 'e.g. MSI-H or dMMR',
  tmb: 'e.g. 12 mut/Mb',
};

let nextKey = 1;
const emptyRow = (): Row => ({
  key: nextKey++,
  gene: '',
  alteration: '',
  type: 'snv',
  partner: '',
  value: '',
});
const toRow = (b: BiomarkerInput): Row => ({
  key: nextKey++,
  gene: b.gene,
  alteration: b.alteration,
  type: b.type,
  partner: b.partner ?? '',
  value: b.value ?? '',
});

/**
 * The tumour-profile tab: a report's cancer and biomarkers typed in or loaded from the current
 * patient, matched to biomarker-defined therapies and resistance markers with their sources.
 */
export function TumourProfile() {
  const match = useMatchPrecision();
  const [cancerText, setCancerText] = useState('');
  const [icd10, setIcd10] = useState('');
  const [snomed, setSnomed] = useState('');
  const [rows, setRows] = useState<Row[]>([emptyRow()]);
  const [medications, setMedications] = useState<string[]>([]);
  const [loadedNote, setLoadedNote] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const update = (key: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const body = (): { cancer: CancerInput; biomarkers: BiomarkerInput[] } => ({
    cancer: {
      ...(cancerText.trim() ? { text: cancerText.trim() } : {}),
      ...(icd10.trim() ? { icd10: icd10.trim() } : {}),
      ...(snomed.trim() ? { snomed: snomed.trim() } : {}),
    },
    biomarkers: rows
      .filter((r) => r.gene.trim() && r.alteration.trim())
      .map((r) => ({
        gene: r.gene.trim(),
        alteration: r.alteration.trim(),
        type: r.type,
        ...(r.partner.trim() ? { partner: r.partner.trim() } : {}),
        ...(r.value !== '' ? { value: Number(r.value) } : {}),
      })),
  });

  const submit = (request: ReturnType<typeof body>) => {
    if (request.biomarkers.length === 0) {
      setFormError('Enter at least one biomarker with its gene and alteration.');
      return;
    }
    setFormError(null);
    match.mutate(request);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(body());
  };

  const loadPatient = (record: PatientDetail) => {
    const report = tumourReportFromRecord(record);
    setCancerText(report.cancer.text ?? '');
    setIcd10(report.cancer.icd10 ?? '');
    setSnomed('');
    setRows(report.biomarkers.length ? report.biomarkers.map(toRow) : [emptyRow()]);
    setMedications(activeMedicationNames(record).names);
    setLoadedNote(
      report.biomarkers.length
        ? `Loaded ${report.biomarkers.length} tumour finding${report.biomarkers.length === 1 ? '' : 's'} from the record${report.skipped ? ` (${report.skipped} without an alteration left out)` : ''}.`
        : 'The record holds no tumour findings: enter the report below.',
    );
    match.reset();
    if (report.biomarkers.length) submit({ cancer: report.cancer, biomarkers: report.biomarkers });
  };

  return (
    <Stack gap="lg">
      <Card
        withBorder
        padding="md"
        radius="md"
        component="form"
        onSubmit={onSubmit}
        aria-label="Tumour report"
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} size="h4">
              Tumour report
            </Title>
            <LoadFromPatientButton
              what="tumour findings, cancer diagnosis and active medications"
              onLoad={loadPatient}
            />
          </Group>
          {loadedNote ? (
            <Text size="sm" role="status">
              {loadedNote}
            </Text>
          ) : null}
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              label="Cancer"
              placeholder="e.g. Non-small cell lung cancer"
              value={cancerText}
              onChange={(e) => setCancerText(e.currentTarget.value)}
              miw={220}
            />
            <TextInput
              label="ICD-10"
              placeholder="e.g. C34.11"
              value={icd10}
              onChange={(e) => setIcd10(e.currentTarget.value)}
              miw={120}
            />
            <TextInput
              label="SNOMED CT"
              placeholder="e.g. 254637007"
              value={snomed}
              onChange={(e) => setSnomed(e.currentTarget.value)}
              miw={140}
            />
          </Group>
          {rows.map((r, i) => (
            <Group
              key={r.key}
              wrap="wrap"
              align="flex-end"
              gap="xs"
              role="group"
              aria-label={`Biomarker ${i + 1}`}
            >
              <TextInput
                label={`Gene ${i + 1}`}
                placeholder="e.g. EGFR"
                value={r.gene}
                onChange={(e) => update(r.key, { gene: e.currentTarget.value })}
                w={110}
              />
              <NativeSelect
                label={`Type ${i + 1}`}
                data={TYPE_OPTIONS}
                value={r.type}
                onChange={(e) => update(r.key, { type: e.currentTarget.value as AlterationType })}
                w={200}
              />
              <TextInput
                label={`Alteration ${i + 1}`}
                placeholder={PLACEHOLDER[r.type]}
                value={r.alteration}
                onChange={(e) => update(r.key, { alteration: e.currentTarget.value })}
                miw={200}
                style={{ flex: 1 }}
              />
              {r.type === 'fusion' ? (
                <TextInput
                  label={`Partner ${i + 1}`}
                  placeholder="e.g. EML4"
                  value={r.partner}
                  onChange={(e) => update(r.key, { partner: e.currentTarget.value })}
                  w={110}
                />
              ) : null}
              {r.type === 'tmb' || r.type === 'expression' || r.type === 'cnv' ? (
                <NumberInput
                  label={`Value ${i + 1}`}
                  description={
                    r.type === 'tmb' ? 'mut/Mb' : r.type === 'cnv' ? 'copies' : 'score or %'
                  }
                  value={r.value}
                  onChange={(v) => update(r.key, { value: typeof v === 'number' ? v : '' })}
                  w={110}
                  min={0}
                />
              ) : null}
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove biomarker ${i + 1}`}
                disabled={rows.length === 1}
                onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
              >
                <Trash2 size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button
              variant="subtle"
              leftSection={<Plus size={16} aria-hidden />}
              onClick={() => setRows((rs) => [...rs, emptyRow()])}
            >
              Add biomarker
            </Button>
            <Button
              type="submit"
              loading={match.isPending}
              leftSection={<Search size={16} aria-hidden />}
            >
              Match therapies
            </Button>
          </Group>
          {formError ? (
            <Text size="sm" c={TONE.danger} role="alert">
              {formError}
            </Text>
          ) : null}
        </Stack>
      </Card>
      {match.isError ? (
        <Alert
          variant="outline"
          color="red.9"
          icon={<TriangleAlert size={18} aria-hidden />}
          title="Could not match the report"
          role="alert"
        >
          {match.error.message}
        </Alert>
      ) : null}
      {match.isSuccess ? (
        <section aria-label="Matched therapies">
          <Title order={3} size="h4" mb="sm">
            Matched therapies
          </Title>
          <PrecisionResults result={match.data} currentDrugs={medications} headingOrder={4} />
        </section>
      ) : null}
    </Stack>
  );
}
