import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RouteErrorScreen } from './error-screens';
import { RequireAuth, RequireRoute } from './guards';

type PageModule = { default: ComponentType };

/**
 * Every page is a lazy route (SPEC §2). `guard` is the route-table path whose role rule applies;
 * the same table drives the sidebar and the API's permissions.
 */
const PAGES: Array<{ path: string; guard: string; load: () => Promise<PageModule> }> = [
  { path: '/', guard: '/', load: () => import('../features/dashboard/dashboard-page') },
  { path: '/search', guard: '/search', load: () => import('../features/drugs/search-page') },
  {
    path: '/interactions',
    guard: '/interactions',
    load: () => import('../features/interactions/interactions-page'),
  },
  {
    path: '/curated',
    guard: '/curated',
    load: () => import('../features/interactions/curated-page'),
  },
  { path: '/database', guard: '/database', load: () => import('../features/drugs/database-page') },
  {
    path: '/database/:drugId',
    guard: '/database',
    load: () => import('../features/drugs/monograph-page'),
  },
  { path: '/compare', guard: '/compare', load: () => import('../features/compare/compare-page') },
  {
    path: '/genomics',
    guard: '/genomics',
    load: () => import('../features/genomics/genomics-page'),
  },
  {
    path: '/regimens',
    guard: '/regimens',
    load: () => import('../features/regimens/regimens-page'),
  },
  {
    path: '/protocols',
    guard: '/protocols',
    load: () => import('../features/protocols/protocols-page'),
  },
  {
    path: '/clinical',
    guard: '/clinical',
    load: () => import('../features/clinical/clinical-page'),
  },
  {
    path: '/admin/feedback',
    guard: '/admin/feedback',
    load: () => import('../features/feedback-admin/feedback-admin-page'),
  },
  { path: '/profile', guard: '/profile', load: () => import('../features/profile/profile-page') },
  { path: '/help', guard: '/help', load: () => import('../features/help/help-page') },
  {
    path: '/help/knowledge-changes',
    guard: '/help',
    load: () => import('../features/help/knowledge-changes-page'),
  },
  { path: '/testing', guard: '/testing', load: () => import('../features/testing/testing-page') },
  { path: '/trials', guard: '/trials', load: () => import('../features/trials/trials-page') },
  {
    path: '/trials/:nctId',
    guard: '/trials',
    load: () => import('../features/trials/study-page'),
  },
  {
    path: '/patients',
    guard: '/patients',
    load: () => import('../features/patients/patients-page'),
  },
  {
    path: '/patients/new',
    guard: '/patients',
    load: () => import('../features/patients/new-patient-page'),
  },
  {
    path: '/patients/:id',
    guard: '/patients',
    load: () => import('../features/patients/patient-page'),
  },
  {
    path: '/patients/:id/edit',
    guard: '/patients',
    load: () => import('../features/patients/edit-patient-page'),
  },
  {
    path: '/collaboration',
    guard: '/collaboration',
    load: () => import('../features/collaboration/collaboration-page'),
  },
  {
    path: '/learning',
    guard: '/learning',
    load: () => import('../features/learning/learning-page'),
  },
  {
    path: '/ai-insights',
    guard: '/ai-insights',
    load: () => import('../features/ai/insights-page'),
  },
  { path: '/ai', guard: '/ai', load: () => import('../features/ai/ai-page') },
  { path: '/ehr', guard: '/ehr', load: () => import('../features/ehr/ehr-page') },
  // SMART App Launch: the EHR launch URL and the redirect URL registered with the EHR.
  {
    path: '/ehr/launch',
    guard: '/ehr',
    load: () => import('../features/ehr/smart-pages').then((m) => ({ default: m.SmartLaunchPage })),
  },
  {
    path: '/ehr/callback',
    guard: '/ehr',
    load: () =>
      import('../features/ehr/smart-pages').then((m) => ({ default: m.SmartCallbackPage })),
  },
  {
    path: '/analytics',
    guard: '/analytics',
    load: () => import('../features/analytics/analytics-page'),
  },
  {
    path: '/knowledge',
    guard: '/knowledge',
    load: () => import('../features/knowledge/knowledge-page'),
  },
  {
    path: '/research',
    guard: '/research',
    load: () => import('../features/research/research-page'),
  },
];

function guarded(guard: string, load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => {
    const { default: Page } = await load();
    return {
      Component: () => (
        <RequireRoute path={guard}>
          <Page />
        </RequireRoute>
      ),
    };
  };
}

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteErrorScreen />,
    children: [
      ...['/auth', '/login', '/signup'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('../features/auth/auth-page')).default }),
      })),
      {
        // The shell (sidebar, command palette, feedback, comparison tray) and the signed-in
        // providers are chunks of their own: the sign-in page never downloads them (bundle
        // budget, scripts/bundle-budget.mjs).
        lazy: async () => {
          const [{ Shell }, { SignedInProviders }] = await Promise.all([
            import('./shell/shell'),
            import('./signed-in-providers'),
          ]);
          return {
            Component: () => (
              <SignedInProviders>
                <RequireAuth>
                  <Shell />
                </RequireAuth>
              </SignedInProviders>
            ),
          };
        },
        children: [
          ...PAGES.map((p) => ({ path: p.path, lazy: guarded(p.guard, p.load) })),
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../features/not-found/not-found-page')).default,
            }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
