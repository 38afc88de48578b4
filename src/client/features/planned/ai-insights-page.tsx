import { PlannedModule } from './planned-module';

export default function AiInsightsPage() {
  return (
    <PlannedModule
      title="AI insights"
      purpose="Summaries of patterns across your institution's checks, produced by a configured language model from the cited knowledge base only, with every claim linked to its source."
      meanwhile={[{ label: 'Curated interactions', path: '/curated' }]}
    />
  );
}
