import { PlannedModule } from './planned-module';

export default function AiPage() {
  return (
    <PlannedModule
      title="AI recommendations"
      purpose="Ask questions about a regimen or a medication list; a configured language model answers from the cited knowledge base and says when it cannot assess. Without a configured model the page says so."
      meanwhile={[
        { label: 'Interaction checker', path: '/interactions' },
        { label: 'Drug database', path: '/database' },
      ]}
    />
  );
}
