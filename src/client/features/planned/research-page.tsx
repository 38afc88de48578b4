import { PlannedModule } from './planned-module';

export default function ResearchPage() {
  return (
    <PlannedModule
      title="Research"
      purpose="Cohort tools for de-identified analysis of interaction and pharmacogenomic findings."
      meanwhile={[
        { label: 'Gene–drug matrix', path: '/genomics' },
        { label: 'Curated interactions (export CSV)', path: '/curated' },
      ]}
    />
  );
}
