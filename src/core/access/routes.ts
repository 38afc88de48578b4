import { ROLES, type Role } from './roles';

export interface RouteRule {
  path: string;
  /** `public` routes need no sign-in; otherwise the listed roles may open it. */
  access: 'public' | readonly Role[];
}

const ALL: readonly Role[] = ROLES;

/** SPEC §2 route table. The client guards and the server's API permissions both derive from it. */
export const ROUTE_RULES: readonly RouteRule[] = [
  { path: '/auth', access: 'public' },
  { path: '/login', access: 'public' },
  { path: '/signup', access: 'public' },
  { path: '/', access: ALL },
  { path: '/search', access: ALL },
  { path: '/interactions', access: ALL },
  { path: '/curated', access: ALL },
  { path: '/trials', access: ALL },
  { path: '/protocols', access: ALL },
  { path: '/patients', access: ALL },
  { path: '/collaboration', access: ALL },
  { path: '/learning', access: ALL },
  { path: '/ai-insights', access: ALL },
  { path: '/database', access: ALL },
  { path: '/ai', access: ALL },
  { path: '/ehr', access: ALL },
  { path: '/help', access: ALL },
  { path: '/profile', access: ALL },
  { path: '/testing', access: ALL },
  { path: '/compare', access: ALL },
  { path: '/regimens', access: ['oncologist'] },
  { path: '/genomics', access: ['oncologist', 'pharmacist', 'researcher'] },
  { path: '/clinical', access: ['oncologist', 'pharmacist', 'nurse'] },
  { path: '/analytics', access: ['oncologist', 'pharmacist', 'researcher'] },
  { path: '/research', access: ['researcher', 'oncologist'] },
  { path: '/admin/feedback', access: ['oncologist', 'pharmacist'] },
  /** Knowledge review (issue 22); the server also requires the canReviewKnowledge grant. */
  { path: '/knowledge', access: ['oncologist', 'pharmacist'] },
];

/** The most specific rule covering `pathname` (a rule covers its own sub-paths, e.g. /database/:id). */
export function routeRuleFor(pathname: string): RouteRule | undefined {
  const clean = pathname.split('?')[0]?.replace(/\/+$/, '') || '/';
  let best: RouteRule | undefined;
  for (const rule of ROUTE_RULES) {
    const covers =
      rule.path === '/' ? clean === '/' : clean === rule.path || clean.startsWith(`${rule.path}/`);
    if (covers && (!best || rule.path.length > best.path.length)) best = rule;
  }
  return best;
}

export function rolesForRoute(pathname: string): readonly Role[] | 'public' | undefined {
  return routeRuleFor(pathname)?.access;
}

/** Whether a signed-in user of `role` may open `pathname`. Unknown paths are denied. */
export function canAccessRoute(role: Role, pathname: string): boolean {
  const access = rolesForRoute(pathname);
  if (access === undefined) return false;
  return access === 'public' || access.includes(role);
}
