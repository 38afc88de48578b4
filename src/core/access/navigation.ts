import { hasPermission, type Permission } from './permissions';
import type { TermKey } from './role-profiles';
import type { Role } from './roles';
import { canAccessRoute } from './routes';
import { termIn } from './vocabulary';

export type NavGroupId =
  | 'overview'
  | 'clinical-care'
  | 'drug-information'
  | 'advanced-tools'
  | 'collaboration-analytics'
  | 'resources';

export const NAV_GROUPS: ReadonlyArray<{ id: NavGroupId; label: string }> = [
  { id: 'overview', label: 'Overview' },
  { id: 'clinical-care', label: 'Clinical Care' },
  { id: 'drug-information', label: 'Drug Information' },
  { id: 'advanced-tools', label: 'Advanced Tools' },
  { id: 'collaboration-analytics', label: 'Collaboration & Analytics' },
  { id: 'resources', label: 'Resources' },
];

export type NavIcon =
  | 'dashboard'
  | 'patients'
  | 'clinical'
  | 'regimens'
  | 'protocols'
  | 'search'
  | 'interactions'
  | 'curated'
  | 'database'
  | 'genomics'
  | 'ai'
  | 'insights'
  | 'trials'
  | 'ehr'
  | 'collaboration'
  | 'analytics'
  | 'research'
  | 'feedback'
  | 'help'
  | 'learning'
  | 'testing';

export interface NavItemDef {
  id: string;
  label: string;
  /** When set, the label is the role's plural term where it applies in navigation (vocabulary.ts). */
  termLabel?: TermKey;
  /** A word before the term ("Curated" + "Adverse Events"). */
  termPrefix?: string;
  path: string;
  group: NavGroupId;
  icon: NavIcon;
  /** Permission flag required to show the item (SPEC §6); the route rule must also allow it. */
  permission?: Permission;
  /** Explicit role list where SPEC §6 names roles rather than a flag. */
  roles?: readonly Role[];
}

/** SPEC §2/§6 sidebar. Visibility = permission or role list AND the route guard (see visibleNavItems). */
export const NAV_ITEMS: readonly NavItemDef[] = [
  { id: 'dashboard', label: 'Dashboard', path: '/', group: 'overview', icon: 'dashboard' },
  {
    id: 'patients',
    label: 'Patients',
    termLabel: 'patient',
    path: '/patients',
    group: 'clinical-care',
    icon: 'patients',
  },
  {
    id: 'clinical',
    label: 'Clinical Decision',
    path: '/clinical',
    group: 'clinical-care',
    icon: 'clinical',
    permission: 'canViewFullPatientData',
  },
  {
    id: 'regimens',
    label: 'Treatment Plans',
    path: '/regimens',
    group: 'clinical-care',
    icon: 'regimens',
    permission: 'canPrescribe',
  },
  {
    id: 'protocols',
    label: 'Protocols',
    path: '/protocols',
    group: 'clinical-care',
    icon: 'protocols',
  },
  {
    id: 'search',
    label: 'Drug Search',
    path: '/search',
    group: 'drug-information',
    icon: 'search',
    roles: ['oncologist', 'pharmacist', 'nurse', 'student'],
  },
  {
    // "Adverse Events" for researchers (SPEC §1), "Interactions" for the others (vocabulary.ts).
    id: 'interactions',
    label: 'Interactions',
    termLabel: 'interaction',
    path: '/interactions',
    group: 'drug-information',
    icon: 'interactions',
  },
  {
    id: 'curated',
    label: 'Curated Interactions',
    termLabel: 'interaction',
    termPrefix: 'Curated',
    path: '/curated',
    group: 'drug-information',
    icon: 'curated',
  },
  {
    id: 'database',
    label: 'Drug Database',
    path: '/database',
    group: 'drug-information',
    icon: 'database',
  },
  {
    id: 'genomics',
    label: 'Genomics',
    path: '/genomics',
    group: 'drug-information',
    icon: 'genomics',
    permission: 'canAccessGenomics',
  },
  { id: 'ai', label: 'AI Recommendations', path: '/ai', group: 'advanced-tools', icon: 'ai' },
  {
    id: 'ai-insights',
    label: 'AI Insights',
    path: '/ai-insights',
    group: 'advanced-tools',
    icon: 'insights',
  },
  {
    id: 'trials',
    label: 'Clinical Trials',
    path: '/trials',
    group: 'advanced-tools',
    icon: 'trials',
  },
  { id: 'ehr', label: 'EHR Integration', path: '/ehr', group: 'advanced-tools', icon: 'ehr' },
  {
    id: 'collaboration',
    label: 'Collaboration',
    path: '/collaboration',
    group: 'collaboration-analytics',
    icon: 'collaboration',
  },
  {
    id: 'analytics',
    label: 'Analytics',
    path: '/analytics',
    group: 'collaboration-analytics',
    icon: 'analytics',
    permission: 'canViewAnalytics',
  },
  {
    id: 'research',
    label: 'Research',
    path: '/research',
    group: 'collaboration-analytics',
    icon: 'research',
    permission: 'canAccessResearch',
  },
  {
    id: 'feedback-admin',
    label: 'Feedback Admin',
    path: '/admin/feedback',
    group: 'collaboration-analytics',
    icon: 'feedback',
    roles: ['oncologist', 'pharmacist'],
  },
  {
    id: 'knowledge-review',
    label: 'Knowledge Review',
    path: '/knowledge',
    group: 'collaboration-analytics',
    icon: 'feedback',
    roles: ['oncologist', 'pharmacist'],
  },
  {
    id: 'learning',
    label: 'Learning',
    path: '/learning',
    group: 'resources',
    icon: 'learning',
    // SPEC §6: learning, cases and assessments are the student's navigation (the page is open to all).
    roles: ['student'],
  },
  { id: 'help', label: 'Help', path: '/help', group: 'resources', icon: 'help' },
  { id: 'testing', label: 'Testing', path: '/testing', group: 'resources', icon: 'testing' },
];

export interface NavItem extends NavItemDef {
  /** The label to show this role (terminology applied). */
  displayLabel: string;
}

function display(role: Role, item: NavItemDef): NavItem {
  return {
    ...item,
    displayLabel: item.termLabel
      ? [item.termPrefix, termIn(role, item.termLabel, 'navigation', true)]
          .filter(Boolean)
          .join(' ')
      : item.label,
  };
}

/**
 * The heading of the page a navigation entry opens: the entry's own label for this role, so
 * "Subjects" opens a page headed "Subjects". Undefined for a path no entry leads to.
 */
export function pageHeadingFor(role: Role, path: string): string | undefined {
  const item = NAV_ITEMS.find((i) => i.path === path);
  return item ? display(role, item).displayLabel : undefined;
}

/**
 * Items a role sees. SPEC §6 gives two readings for Genomics (the menu lists students, the route
 * does not); we resolve every such conflict by also requiring the route guard to pass, so no menu
 * item can ever lead to Access Denied.
 */
export function visibleNavItems(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => {
    if (item.permission && !hasPermission(role, item.permission)) return false;
    if (item.roles && !item.roles.includes(role)) return false;
    return canAccessRoute(role, item.path);
  }).map((item) => display(role, item));
}

export function navGroupsFor(
  role: Role,
): Array<{ id: NavGroupId; label: string; items: NavItem[] }> {
  const items = visibleNavItems(role);
  return NAV_GROUPS.map((g) => ({ ...g, items: items.filter((i) => i.group === g.id) })).filter(
    (g) => g.items.length > 0,
  );
}

/** SPEC §2 mobile bottom tabs, filtered the same way. */
const MOBILE_TABS: readonly NavItemDef[] = [
  { id: 'dashboard', label: 'Dashboard', path: '/', group: 'overview', icon: 'dashboard' },
  {
    id: 'patients',
    label: 'Patients',
    termLabel: 'patient',
    path: '/patients',
    group: 'clinical-care',
    icon: 'patients',
  },
  { id: 'drugs', label: 'Drugs', path: '/database', group: 'drug-information', icon: 'database' },
  {
    id: 'safety',
    label: 'Safety',
    path: '/interactions',
    group: 'drug-information',
    icon: 'interactions',
  },
  {
    id: 'regimens',
    label: 'Regimens',
    path: '/regimens',
    group: 'clinical-care',
    icon: 'regimens',
    permission: 'canPrescribe',
  },
];

/** SPEC §2 mobile slide-in menu. */
const MOBILE_MENU: readonly NavItemDef[] = [
  {
    id: 'genomics',
    label: 'Genomics',
    path: '/genomics',
    group: 'drug-information',
    icon: 'genomics',
    permission: 'canAccessGenomics',
  },
  { id: 'curated', label: 'Curated', path: '/curated', group: 'drug-information', icon: 'curated' },
  { id: 'trials', label: 'Trials', path: '/trials', group: 'advanced-tools', icon: 'trials' },
  {
    id: 'protocols',
    label: 'Protocols',
    path: '/protocols',
    group: 'clinical-care',
    icon: 'protocols',
  },
  { id: 'help', label: 'Help', path: '/help', group: 'resources', icon: 'help' },
];

function filterFor(role: Role, items: readonly NavItemDef[]): NavItem[] {
  return items
    .filter(
      (item) =>
        (!item.permission || hasPermission(role, item.permission)) &&
        (!item.roles || item.roles.includes(role)) &&
        canAccessRoute(role, item.path),
    )
    .map((item) => display(role, item));
}

export function mobileTabsFor(role: Role): NavItem[] {
  return filterFor(role, MOBILE_TABS);
}

export function mobileMenuFor(role: Role): NavItem[] {
  return filterFor(role, MOBILE_MENU);
}
