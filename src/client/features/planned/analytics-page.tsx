import { PlannedModule } from './planned-module';

export default function AnalyticsPage() {
  return (
    <PlannedModule
      title="Analytics"
      purpose="Counts and trends of interaction checks, alerts, overrides and pharmacogenomic findings across your institution."
      meanwhile={[{ label: 'Curated interactions (export CSV)', path: '/curated' }]}
    />
  );
}
