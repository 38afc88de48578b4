import { Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TREATMENT_DOSE_UNITS } from '../../../core/patients/schemas';
import { DrugNameInput } from '../../components/drug-name-input';
import { ROUTE_OPTIONS } from './form-values';
import { INTENT_OPTIONS, SETTING_OPTIONS } from './treatment-setting';

/*
 * Field groups shared by the create form, the edit form and the patient page's "add" forms. Each
 * takes the form and the path its values sit at ("demographics", "medications.0", or "" for a form
 * that holds one entry), so errors from zod or the server appear beside the right input.
 */

// The form's value type varies by caller; the path decides which part these inputs bind to.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = UseFormReturnType<any>;

const at = (prefix: string, field: string) => (prefix ? `${prefix}.${field}` : field);

export const SEX_OPTIONS = [
  { value: '', label: 'Choose…' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
  { value: 'unknown', label: 'Unknown' },
];

export function DemographicsFields({ form, prefix }: { form: AnyForm; prefix: string }) {
  const p = (f: string) => form.getInputProps(at(prefix, f));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="First name" withAsterisk autoComplete="off" {...p('firstName')} />
      <TextInput label="Last name" withAsterisk autoComplete="off" {...p('lastName')} />
      <TextInput label="Date of birth" withAsterisk type="date" {...p('dateOfBirth')} />
      <NativeSelect label="Sex" withAsterisk data={SEX_OPTIONS} {...p('sex')} />
      <TextInput
        label="MRN"
        description="Medical record number, unique in your institution"
        withAsterisk
        autoComplete="off"
        {...p('mrn')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label="Height (cm)"
          inputMode="decimal"
          description="For BSA dosing"
          {...p('heightCm')}
        />
        <TextInput
          label="Weight (kg)"
          inputMode="decimal"
          description="For BSA and CrCl"
          {...p('weightKg')}
        />
      </SimpleGrid>
    </SimpleGrid>
  );
}

export function MedicationFields({
  form,
  prefix,
  drugLabel,
  changeOnly,
}: {
  form: AnyForm;
  prefix: string;
  drugLabel: string;
  /** The change form: the drug itself cannot change (a new drug is a new order). */
  changeOnly?: boolean;
}) {
  const p = (f: string) => form.getInputProps(at(prefix, f));
  const drug = p('drugName');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {changeOnly ? null : (
        <DrugNameInput
          label={drugLabel}
          required
          value={drug.value as string}
          onChange={drug.onChange as (v: string) => void}
          error={drug.error as string | undefined}
        />
      )}
      <TextInput label="Dose" placeholder="e.g. 1000 mg/m2" {...p('dosage')} />
      <TextInput label="Frequency" placeholder="e.g. twice daily, days 1–14" {...p('frequency')} />
      <NativeSelect
        label="Route"
        data={[{ value: '', label: 'Not given' }, ...ROUTE_OPTIONS]}
        {...p('route')}
      />
      <TextInput label="Start date" type="date" {...p('startDate')} />
      <TextInput label="Prescribed by" {...p('prescribedBy')} />
    </SimpleGrid>
  );
}

export function AllergyFields({ form, prefix }: { form: AnyForm; prefix: string }) {
  const p = (f: string) => form.getInputProps(at(prefix, f));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      <TextInput
        label="Allergen"
        withAsterisk
        placeholder="e.g. penicillin, carboplatin"
        {...p('allergen')}
      />
      <NativeSelect
        label="Type"
        withAsterisk
        data={[
          { value: 'drug', label: 'Drug' },
          { value: 'food', label: 'Food' },
          { value: 'environmental', label: 'Environmental' },
          { value: 'other', label: 'Other' },
        ]}
        {...p('allergenType')}
      />
      <NativeSelect
        label="Severity"
        withAsterisk
        data={[
          { value: '', label: 'Choose…' },
          { value: 'mild', label: 'Mild' },
          { value: 'moderate', label: 'Moderate' },
          { value: 'severe', label: 'Severe' },
        ]}
        {...p('severity')}
      />
      <TextInput label="Reaction" placeholder="e.g. hives, anaphylaxis" {...p('reaction')} />
      <TextInput label="Date reported" type="date" {...p('dateReported')} />
      <Checkbox
        mt={{ sm: 'xl' }}
        label="Verified"
        {...form.getInputProps(at(prefix, 'verified'), { type: 'checkbox' })}
      />
    </SimpleGrid>
  );
}

export const CONDITION_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'recurrence', label: 'Recurrence' },
  { value: 'relapse', label: 'Relapse' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'remission', label: 'Remission' },
  { value: 'resolved', label: 'Resolved' },
];

export function ConditionFields({ form, prefix }: { form: AnyForm; prefix: string }) {
  const p = (f: string) => form.getInputProps(at(prefix, f));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      <TextInput label="Condition" withAsterisk placeholder="e.g. Breast cancer" {...p('name')} />
      <TextInput label="ICD-10" placeholder="e.g. C50.911" {...p('icd10')} />
      <TextInput label="Date of diagnosis" type="date" {...p('dateOfDiagnosis')} />
      <NativeSelect label="Status" data={CONDITION_STATUS_OPTIONS} {...p('status')} />
      <TextInput label="Stage" placeholder="e.g. IIIA or T2N1M0" {...p('stage')} />
    </SimpleGrid>
  );
}

export function TreatmentFields({ form, drugLabel }: { form: AnyForm; drugLabel: string }) {
  const drug = form.getInputProps('drugName');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      <DrugNameInput
        label={drugLabel}
        required
        value={drug.value as string}
        onChange={drug.onChange as (v: string) => void}
        error={drug.error as string | undefined}
      />
      <TextInput label="Date given" withAsterisk type="date" {...form.getInputProps('date')} />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label="Dose" withAsterisk inputMode="decimal" {...form.getInputProps('dose')} />
        <NativeSelect
          label="Unit"
          withAsterisk
          data={TREATMENT_DOSE_UNITS.map((u) => ({ value: u, label: u }))}
          {...form.getInputProps('doseUnit')}
        />
      </SimpleGrid>
      <TextInput label="Cycle" inputMode="numeric" {...form.getInputProps('cycle')} />
      <TextInput
        label="Regimen id"
        placeholder="e.g. folfox"
        {...form.getInputProps('regimenId')}
      />
      <NativeSelect label="Setting" data={SETTING_OPTIONS} {...form.getInputProps('setting')} />
      <NativeSelect label="Intent" data={INTENT_OPTIONS} {...form.getInputProps('intent')} />
    </SimpleGrid>
  );
}
