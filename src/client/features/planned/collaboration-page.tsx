import { PlannedModule } from './planned-module';

export default function CollaborationPage() {
  return (
    <PlannedModule
      title="Collaboration"
      purpose="Share cases and recommendations with colleagues at your institution and discuss them in threads."
      meanwhile={[{ label: 'Invite colleagues to your institution', path: '/profile' }]}
    />
  );
}
