import { permissionsFor, type PermissionFlags } from './permissions';
import type { Role } from './roles';

export type TermKey = 'patient' | 'medication' | 'dose' | 'interaction' | 'alert';
export interface Term {
  singular: string;
  plural: string;
}
export type Terminology = Record<TermKey, Term>;
export type AlertLevel = 'low' | 'medium' | 'high' | 'critical';
export type DashboardLayout = 'clinical' | 'pharmaceutical' | 'research' | 'educational';

export interface RoleProfile {
  role: Role;
  label: string;
  permissions: PermissionFlags;
  /** SPEC §6 colour names; the client maps them to its palette. */
  primaryColor: string;
  accentColor: string;
  dashboardLayout: DashboardLayout;
  navigationItems: readonly string[];
  quickActions: readonly string[];
  alertLevels: readonly AlertLevel[];
  workflowSteps: readonly string[];
  terminology: Terminology;
}

const DEFAULT_TERMS: Terminology = {
  patient: { singular: 'Patient', plural: 'Patients' },
  medication: { singular: 'Medication', plural: 'Medications' },
  dose: { singular: 'Dose', plural: 'Doses' },
  interaction: { singular: 'Interaction', plural: 'Interactions' },
  alert: { singular: 'Alert', plural: 'Alerts' },
};

function terms(overrides: Partial<Terminology>): Terminology {
  return { ...DEFAULT_TERMS, ...overrides };
}

type ProfileData = Omit<RoleProfile, 'role' | 'permissions'>;

/** SPEC §6 per-role configuration. */
const PROFILES: Record<Role, ProfileData> = {
  oncologist: {
    label: 'Oncologist',
    primaryColor: 'blue',
    accentColor: 'indigo',
    dashboardLayout: 'clinical',
    navigationItems: [
      'patients',
      'interactions',
      'genomics',
      'regimens',
      'analytics',
      'research',
      'testing',
    ],
    quickActions: ['new-patient', 'check-interactions', 'genomic-analysis', 'plan-regimen'],
    alertLevels: ['low', 'medium', 'high', 'critical'],
    workflowSteps: ['assessment', 'diagnosis', 'treatment-planning', 'prescribing', 'monitoring'],
    terminology: terms({
      medication: { singular: 'Therapy', plural: 'Therapies' },
      alert: { singular: 'Clinical Alert', plural: 'Clinical Alerts' },
    }),
  },
  pharmacist: {
    label: 'Pharmacist',
    primaryColor: 'green',
    accentColor: 'emerald',
    dashboardLayout: 'pharmaceutical',
    navigationItems: [
      'patients',
      'interactions',
      'genomics',
      'dispensing',
      'counseling',
      'analytics',
      'testing',
    ],
    quickActions: [
      'verify-prescription',
      'check-interactions',
      'dosing-guidance',
      'patient-counseling',
    ],
    alertLevels: ['medium', 'high', 'critical'],
    workflowSteps: [
      'verification',
      'interaction-check',
      'dosing-review',
      'dispensing',
      'counseling',
    ],
    terminology: terms({ alert: { singular: 'Safety Alert', plural: 'Safety Alerts' } }),
  },
  nurse: {
    label: 'Nurse',
    primaryColor: 'pink',
    accentColor: 'rose',
    dashboardLayout: 'clinical',
    navigationItems: ['patients', 'medications', 'administration', 'monitoring', 'testing'],
    quickActions: [
      'medication-administration',
      'vital-signs',
      'patient-assessment',
      'alert-review',
    ],
    alertLevels: ['high', 'critical'],
    workflowSteps: ['assessment', 'administration', 'monitoring', 'documentation'],
    terminology: terms({
      interaction: { singular: 'Drug Reaction', plural: 'Drug Reactions' },
      alert: { singular: 'Safety Warning', plural: 'Safety Warnings' },
    }),
  },
  researcher: {
    label: 'Researcher',
    primaryColor: 'purple',
    accentColor: 'violet',
    dashboardLayout: 'research',
    navigationItems: [
      'data-analysis',
      'genomics',
      'populations',
      'studies',
      'publications',
      'testing',
    ],
    quickActions: ['analyze-cohort', 'genomic-patterns', 'adverse-events', 'export-data'],
    alertLevels: ['low', 'medium', 'high'],
    workflowSteps: ['hypothesis', 'data-collection', 'analysis', 'interpretation', 'publication'],
    terminology: terms({
      patient: { singular: 'Subject', plural: 'Subjects' },
      medication: { singular: 'Intervention', plural: 'Interventions' },
      interaction: { singular: 'Adverse Event', plural: 'Adverse Events' },
      alert: { singular: 'Research Finding', plural: 'Research Findings' },
    }),
  },
  student: {
    label: 'Student',
    primaryColor: 'orange',
    accentColor: 'amber',
    dashboardLayout: 'educational',
    navigationItems: ['learning', 'cases', 'interactions', 'genomics', 'assessments', 'testing'],
    quickActions: ['study-case', 'practice-quiz', 'reference-lookup', 'ask-mentor'],
    alertLevels: ['low', 'medium', 'high', 'critical'],
    workflowSteps: ['learn', 'practice', 'assess', 'review', 'apply'],
    terminology: terms({
      patient: { singular: 'Case Study', plural: 'Case Studies' },
      medication: { singular: 'Drug', plural: 'Drugs' },
      alert: { singular: 'Learning Point', plural: 'Learning Points' },
    }),
  },
};

/** SPEC §6: "a lookup returns a role's profile". */
export function roleProfile(role: Role): RoleProfile {
  return { role, permissions: permissionsFor(role), ...PROFILES[role] };
}

export function term(role: Role, key: TermKey, plural = false): string {
  const t = PROFILES[role].terminology[key];
  return plural ? t.plural : t.singular;
}
