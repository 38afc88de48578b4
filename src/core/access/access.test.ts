import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  ROLES,
  ROUTE_RULES,
  canAccessRoute,
  defaultPersona,
  defaultPreferences,
  hasPermission,
  mergePreferences,
  mobileMenuFor,
  mobileTabsFor,
  navGroupsFor,
  permissionsFor,
  roleProfile,
  term,
  visibleNavItems,
  quickActionsFor,
  type Role,
} from './index';

// SPEC §6 permission table, column order: prescribe, viewFullPatientData, modifyMedications,
// genomics, overrideAlerts, createPatients, analytics, research, supervisorApproval.
const SPEC_FLAGS: Record<Role, string> = {
  oncologist: 'yyyyyyyyn',
  pharmacist: 'nyyyynyyn',
  nurse: 'nynnnnnny',
  researcher: 'nnnynnyyn',
  student: 'nnnynnnny',
};

describe('permissions (SPEC §6)', () => {
  it.each(ROLES)('%s has exactly the tabulated flags', (role) => {
    const flags = permissionsFor(role);
    const expected = SPEC_FLAGS[role].split('').map((c) => c === 'y');
    expect(PERMISSIONS.map((p) => flags[p])).toEqual(expected);
    PERMISSIONS.forEach((p, i) => expect(hasPermission(role, p)).toBe(expected[i]));
  });
});

describe('role profiles (SPEC §6)', () => {
  it.each([
    ['oncologist', 'blue', 'indigo', 'clinical', 'Therapy', 'Clinical Alert'],
    ['pharmacist', 'green', 'emerald', 'pharmaceutical', 'Medication', 'Safety Alert'],
    ['nurse', 'pink', 'rose', 'clinical', 'Medication', 'Safety Warning'],
    ['researcher', 'purple', 'violet', 'research', 'Intervention', 'Research Finding'],
    ['student', 'orange', 'amber', 'educational', 'Drug', 'Learning Point'],
  ] as const)(
    '%s: %s/%s, %s layout, medication=%s, alert=%s',
    (role, primary, accent, layout, med, alert) => {
      const p = roleProfile(role);
      expect([p.primaryColor, p.accentColor, p.dashboardLayout]).toEqual([primary, accent, layout]);
      expect(term(role, 'medication')).toBe(med);
      expect(term(role, 'alert')).toBe(alert);
    },
  );

  it.each([
    ['oncologist', ['low', 'medium', 'high', 'critical']],
    ['pharmacist', ['medium', 'high', 'critical']],
    ['nurse', ['high', 'critical']],
    ['researcher', ['low', 'medium', 'high']],
    ['student', ['low', 'medium', 'high', 'critical']],
  ] as const)('%s alert levels', (role, levels) => {
    expect(roleProfile(role).alertLevels).toEqual(levels);
  });

  it.each([
    ['oncologist', ['new-patient', 'check-interactions', 'genomic-analysis', 'plan-regimen']],
    [
      'pharmacist',
      ['verify-prescription', 'check-interactions', 'dosing-guidance', 'patient-counseling'],
    ],
    ['nurse', ['medication-administration', 'vital-signs', 'patient-assessment', 'alert-review']],
    ['researcher', ['analyze-cohort', 'genomic-patterns', 'adverse-events', 'export-data']],
    ['student', ['study-case', 'practice-quiz', 'reference-lookup', 'ask-mentor']],
  ] as const)('%s quick actions', (role, actions) => {
    expect(roleProfile(role).quickActions).toEqual(actions);
  });

  it.each([
    ['researcher', 'patient', 'Subjects'],
    ['student', 'patient', 'Case Studies'],
    ['researcher', 'interaction', 'Adverse Events'],
    ['nurse', 'interaction', 'Drug Reactions'],
    ['oncologist', 'patient', 'Patients'],
  ] as const)('%s calls %s "%s"', (role, key, label) => {
    expect(term(role, key, true)).toBe(label);
  });
});

describe('route table (SPEC §2)', () => {
  const restricted: Array<[string, Role[]]> = [
    ['/regimens', ['oncologist']],
    ['/genomics', ['oncologist', 'pharmacist', 'researcher']],
    ['/clinical', ['oncologist', 'pharmacist', 'nurse']],
    ['/analytics', ['oncologist', 'pharmacist', 'researcher']],
    ['/research', ['researcher', 'oncologist']],
    ['/admin/feedback', ['oncologist', 'pharmacist']],
  ];
  it.each(restricted)('%s allows exactly %j', (path, allowed) => {
    for (const role of ROLES) expect(canAccessRoute(role, path)).toBe(allowed.includes(role));
  });

  it.each(['/', '/search', '/patients', '/database/venetoclax', '/compare', '/help', '/testing'])(
    '%s is open to every role',
    (path) => {
      for (const role of ROLES) expect(canAccessRoute(role, path)).toBe(true);
    },
  );

  it('denies unknown paths', () => {
    expect(canAccessRoute('oncologist', '/nowhere')).toBe(false);
  });

  it('lists the three public routes', () => {
    expect(ROUTE_RULES.filter((r) => r.access === 'public').map((r) => r.path)).toEqual([
      '/auth',
      '/login',
      '/signup',
    ]);
  });
});

describe('navigation', () => {
  it.each(ROLES)('no %s menu item leads to Access Denied', (role) => {
    const items = [...visibleNavItems(role), ...mobileTabsFor(role), ...mobileMenuFor(role)];
    for (const item of items) expect(canAccessRoute(role, item.path)).toBe(true);
  });

  it.each([
    [
      'oncologist',
      [
        'dashboard',
        'patients',
        'clinical',
        'regimens',
        'protocols',
        'search',
        'interactions',
        'curated',
        'database',
        'genomics',
        'ai',
        'ai-insights',
        'trials',
        'ehr',
        'collaboration',
        'analytics',
        'research',
        'feedback-admin',
        'knowledge-review',
        'help',
        'testing',
      ],
    ],
    // Pharmacists hold canAccessResearch, but SPEC §6 shows Research to researchers and oncologists only.
    [
      'pharmacist',
      [
        'dashboard',
        'patients',
        'clinical',
        'protocols',
        'search',
        'interactions',
        'curated',
        'database',
        'genomics',
        'ai',
        'ai-insights',
        'trials',
        'ehr',
        'collaboration',
        'analytics',
        'feedback-admin',
        'knowledge-review',
        'help',
        'testing',
      ],
    ],
    [
      'nurse',
      [
        'dashboard',
        'patients',
        'clinical',
        'protocols',
        'search',
        'interactions',
        'curated',
        'database',
        'ai',
        'ai-insights',
        'trials',
        'ehr',
        'collaboration',
        'help',
        'testing',
      ],
    ],
    [
      'researcher',
      [
        'dashboard',
        'patients',
        'protocols',
        'interactions',
        'curated',
        'database',
        'genomics',
        'ai',
        'ai-insights',
        'trials',
        'ehr',
        'collaboration',
        'analytics',
        'research',
        'help',
        'testing',
      ],
    ],
    // Genomics: SPEC §6's menu lists students but the route refuses them; the route wins.
    [
      'student',
      [
        'dashboard',
        'patients',
        'protocols',
        'search',
        'interactions',
        'curated',
        'database',
        'ai',
        'ai-insights',
        'trials',
        'ehr',
        'collaboration',
        'learning',
        'help',
        'testing',
      ],
    ],
  ] as const)('%s sidebar shows exactly its items', (role, ids) => {
    expect(visibleNavItems(role).map((i) => i.id)).toEqual(ids);
  });

  it('groups follow SPEC §2 order and drop empty groups', () => {
    expect(navGroupsFor('oncologist').map((g) => g.label)).toEqual([
      'Overview',
      'Clinical Care',
      'Drug Information',
      'Advanced Tools',
      'Collaboration & Analytics',
      'Resources',
    ]);
  });

  it.each([
    ['oncologist', ['Dashboard', 'Patients', 'Drugs', 'Safety', 'Regimens']],
    ['researcher', ['Dashboard', 'Subjects', 'Drugs', 'Safety']],
    ['student', ['Dashboard', 'Case Studies', 'Drugs', 'Safety']],
  ] as const)('%s mobile tabs', (role, labels) => {
    expect(mobileTabsFor(role).map((t) => t.displayLabel)).toEqual(labels);
  });

  it.each([
    ['oncologist', ['Genomics', 'Curated', 'Trials', 'Protocols', 'Help']],
    ['nurse', ['Curated', 'Trials', 'Protocols', 'Help']],
    ['student', ['Curated', 'Trials', 'Protocols', 'Help']],
  ] as const)('%s mobile menu', (role, labels) => {
    expect(mobileMenuFor(role).map((t) => t.displayLabel)).toEqual(labels);
  });

  it('applies terminology to labels', () => {
    const researcher = visibleNavItems('researcher');
    expect(researcher.find((i) => i.id === 'patients')?.displayLabel).toBe('Subjects');
    // SPEC §1: interactions are Adverse Events for researchers, in navigation too (issue 21).
    expect(researcher.find((i) => i.id === 'interactions')?.displayLabel).toBe('Adverse Events');
    expect(researcher.find((i) => i.id === 'curated')?.displayLabel).toBe('Curated Adverse Events');
    const nurse = visibleNavItems('nurse');
    expect(nurse.find((i) => i.id === 'interactions')?.displayLabel).toBe('Interactions');
  });
});

describe('personas (SPEC §3)', () => {
  it.each([
    [
      'oncologist',
      'Medical Oncologist',
      'expert',
      'moderate',
      'medium',
      'thorough',
      'consultative',
    ],
    ['pharmacist', 'Clinical Pharmacist', 'expert', 'conservative', 'high', 'thorough', 'guided'],
    ['nurse', 'Oncology Nurse', 'intermediate', 'conservative', 'high', 'efficient', 'guided'],
    [
      'researcher',
      'Clinical Researcher',
      'expert',
      'moderate',
      'low',
      'collaborative',
      'autonomous',
    ],
    ['student', 'Healthcare Student', 'novice', 'conservative', 'high', 'guided', 'guided'],
  ] as const)('%s → %s', (role, name, exp, risk, alert, workflow, support) => {
    const p = defaultPersona(role);
    expect(p).toMatchObject({ name, role, experienceLevel: exp });
    expect(p.preferences).toEqual({
      riskTolerance: risk,
      alertSensitivity: alert,
      workflowStyle: workflow,
      decisionSupport: support,
    });
  });
});

describe('preferences (SPEC §3)', () => {
  it.each([
    ['oncologist', true],
    ['pharmacist', true],
    ['nurse', false],
    ['researcher', false],
    ['student', false],
  ] as const)('%s clinical defaults on = %s', (role, on) => {
    const p = defaultPreferences(role);
    expect(p.clinical).toEqual({
      showGenomicsByDefault: on,
      autoCalculateDosing: on,
      requireInteractionAck: true,
      showPatientPhotos: false,
      lowCreatinineReferenceMgDl: 0.7,
    });
    expect(p.theme).toBe('light');
    expect(p.language).toBe('en');
    expect(p.notifications).toEqual({
      email: true,
      push: true,
      criticalAlerts: true,
      weeklyReports: true,
    });
    expect(p.dashboard).toEqual({
      defaultView: 'overview',
      refreshInterval: 5000,
      compactMode: false,
    });
  });

  it('merges a partial update without losing siblings', () => {
    const merged = mergePreferences(defaultPreferences('nurse'), {
      theme: 'dark',
      notifications: { push: false },
    });
    expect(merged.theme).toBe('dark');
    expect(merged.notifications).toEqual({
      email: true,
      push: false,
      criticalAlerts: true,
      weeklyReports: true,
    });
    expect(merged.clinical.requireInteractionAck).toBe(true);
  });
});

describe('quick actions', () => {
  it.each(ROLES)('every %s quick action has a target the role may open', (role) => {
    const actions = quickActionsFor(role);
    expect(actions.length).toBe(roleProfile(role).quickActions.length);
    for (const a of actions) expect(canAccessRoute(role, a.path)).toBe(true);
  });

  it('sends a student to the case studies and the practice quiz of /learning', () => {
    const paths = Object.fromEntries(quickActionsFor('student').map((a) => [a.id, a.path]));
    expect(paths['study-case']).toBe('/learning?tab=cases');
    expect(paths['practice-quiz']).toBe('/learning?tab=quiz');
  });

  it.each(ROLES)('opens /learning to a signed-in %s', (role) => {
    expect(canAccessRoute(role, '/learning')).toBe(true);
  });
});
