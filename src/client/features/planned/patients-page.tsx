import { PlannedModule } from './planned-module';

export default function PatientsPage() {
  return (
    <PlannedModule
      title="Patients"
      purpose="Keep each patient's demographics, medications, allergies, conditions, labs and genotype, scoped to your institution, with every access audited, and run interaction, dosing and pharmacogenomic checks against the record."
      meanwhile={[
        { label: 'Check interactions for a medication list', path: '/interactions' },
        { label: 'Dosing calculators', path: '/clinical' },
      ]}
    />
  );
}
