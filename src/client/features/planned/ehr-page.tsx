import { PlannedModule } from './planned-module';

export default function EhrPage() {
  return (
    <PlannedModule
      title="EHR integration"
      purpose="Import patients, medications, allergies, conditions and labs from a FHIR R4 server, and offer CDS Hooks services (order-select, order-sign, patient-view) to the EHR."
      meanwhile={[{ label: 'Interaction checker', path: '/interactions' }]}
    />
  );
}
