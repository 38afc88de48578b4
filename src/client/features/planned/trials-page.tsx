import { PlannedModule } from './planned-module';

export default function TrialsPage() {
  return (
    <PlannedModule
      title="Clinical trials"
      purpose="Search ClinicalTrials.gov for recruiting studies by condition, intervention, phase and location, and match them to a patient's diagnosis and prior therapy."
      meanwhile={[
        { label: 'Regimens by cancer', path: '/regimens' },
        { label: 'Supportive-care protocols', path: '/protocols' },
      ]}
    />
  );
}
