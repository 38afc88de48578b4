import { roleProfile } from './role-profiles';
import type { Role } from './roles';
import { canAccessRoute } from './routes';

export interface QuickAction {
  id: string;
  label: string;
  path: string;
}

/** Where each SPEC §6 quick action leads; every target is a page that does that job. */
const QUICK_ACTION_TARGETS: Record<string, { label: string; path: string }> = {
  'new-patient': { label: 'New patient', path: '/patients/new' },
  'check-interactions': { label: 'Check interactions', path: '/interactions' },
  'genomic-analysis': { label: 'Genomic analysis', path: '/genomics' },
  'plan-regimen': { label: 'Plan a regimen', path: '/regimens' },
  'verify-prescription': { label: 'Verify a prescription', path: '/clinical' },
  'dosing-guidance': { label: 'Dosing guidance', path: '/clinical' },
  'patient-counseling': { label: 'Counselling points', path: '/database' },
  'medication-administration': { label: 'Administration protocols', path: '/protocols' },
  'vital-signs': { label: 'Vital signs', path: '/patients' },
  'patient-assessment': { label: 'Patient assessment', path: '/patients' },
  'alert-review': { label: 'Review safety alerts', path: '/interactions' },
  'analyze-cohort': { label: 'Analyse a cohort', path: '/analytics' },
  'genomic-patterns': { label: 'Gene–drug patterns', path: '/genomics' },
  'adverse-events': { label: 'Adverse-event pairs', path: '/curated' },
  // Researchers only: SPEC §1 calls interactions Adverse Events for them.
  'export-data': { label: 'Export adverse-event data', path: '/curated' },
  'study-case': { label: 'Study a case', path: '/learning?tab=cases' },
  'practice-quiz': { label: 'Practice quiz', path: '/learning?tab=quiz' },
  'reference-lookup': { label: 'Reference lookup', path: '/database' },
  'ask-mentor': { label: 'Ask a mentor', path: '/collaboration' },
};

/** The role's quick actions with their targets, dropping any its route guard would refuse. */
export function quickActionsFor(role: Role): QuickAction[] {
  return roleProfile(role)
    .quickActions.map((id) => ({ id, ...(QUICK_ACTION_TARGETS[id] ?? { label: id, path: '/' }) }))
    .filter((a) => canAccessRoute(role, a.path));
}
