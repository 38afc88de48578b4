import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, ROUTE_RULES, canAccessRoute, type Role } from '../src/core/access';
import {
  defaultStudies,
  startFakeCtgov,
  type FakeCtgov,
} from '../src/server/test-support/ctgov-fake-server';
import { seriousViolations } from './support/axe';
import {
  DESKTOP,
  MOBILE,
  launchBrowser,
  navigateInApp,
  newContext,
  screenshot,
} from './support/browser';
import { ROOT, startServer, type RunningServer } from './support/server';
import { E2E_PASSWORD, signInViaUi, signUpViaApi } from './support/users';

/**
 * Issue 21, finding 7: every page of the app, signed in as every role, at 1280 and 390 px, held to
 * axe (serious and critical violations fail). The other journeys check only the pages they visit.
 *
 * Kept cheap for CI: one browser, one context per role signed in once, the viewport resized rather
 * than a new context, client-side navigation (no reload per page), and axe once per role and width
 * on the Access Denied screen (every refused route shows the same screen).
 */

let server: RunningServer;
let fake: FakeCtgov;
let browser: Browser;
const emails = {} as Record<Role, string>;
let patientId = '';

async function api(token: string | null, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Record<string, unknown>;
  expect(res.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

async function token(email: string): Promise<string> {
  const json = await api(null, 'POST', '/auth/v1/token?grant_type=password', {
    email,
    password: E2E_PASSWORD,
  });
  return json.access_token as string;
}

beforeAll(async () => {
  fake = await startFakeCtgov({ studies: defaultStudies() });
  // A generous start: the journey must hold on a loaded machine.
  server = await startServer({ env: { CTGOV_API_URL: fake.url }, startTimeoutMs: 300_000 });
  browser = await launchBrowser();
  // Every role in one institution, so each sees the same demonstration patients.
  emails.oncologist = await signUpViaApi(server.url, 'oncologist', {
    institution: `E2E Accessibility Hospital ${Date.now()}`,
  });
  const admin = await token(emails.oncologist);
  for (const role of ROLES.filter((r) => r !== 'oncologist')) {
    const invite = await api(admin, 'POST', '/api/institution/invites', {
      role,
      maxUses: 1,
      expiresInDays: 1,
    });
    emails[role] = await signUpViaApi(server.url, role, { invite_code: invite.code });
  }
  const list = (await api(admin, 'GET', '/api/patients?pageSize=5')) as {
    items?: Array<{ id: string }>;
  };
  patientId = list.items?.[0]?.id ?? '';
  expect(patientId).not.toBe('');
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

/** Every page: the SPEC §2 route table plus the routes with a parameter or below another. */
function pagesToVisit(): string[] {
  const top = ROUTE_RULES.filter((r) => r.access !== 'public').map((r) => r.path);
  return [
    ...top,
    '/database/194000',
    '/trials/NCT90000001',
    '/patients/new',
    `/patients/${patientId}`,
    `/patients/${patientId}/edit`,
    '/help/knowledge-changes',
    '/ehr/launch',
    '/ehr/callback',
  ];
}

/** The signed-in page patterns of the client router, read from its source. */
function routerPaths(): string[] {
  const source = readFileSync(path.join(ROOT, 'src/client/app/routes.tsx'), 'utf8');
  return [...source.matchAll(/path: '(\/[^']*)', guard:|path: '(\/[^']*)',\n\s+guard:/g)].map(
    (m) => (m[1] ?? m[2])!,
  );
}

function matches(pattern: string, pathname: string): boolean {
  const re = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
  return re.test(pathname);
}

describe('every page, every role, 1280 and 390 px', () => {
  it('visits every page of the client router', () => {
    const visited = pagesToVisit();
    const router = routerPaths();
    expect(router.length).toBeGreaterThan(20);
    expect(router.filter((p) => !visited.some((v) => matches(p, v)))).toEqual([]);
  });

  it.each(ROLES)(
    'has no serious or critical axe violation for the %s',
    async (role) => {
      const started = Date.now();
      const ctx = await newContext(browser, server.url, DESKTOP);
      const page = await ctx.newPage();
      await signInViaUi(page, emails[role]);
      await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 30_000 });

      const failures: string[] = [];
      let visits = 0;
      const slowest: Array<[number, string]> = [];
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        let deniedChecked = false;
        let checkedShell = false;
        for (const to of pagesToVisit()) {
          const allowed = canAccessRoute(role, to);
          const began = Date.now();
          const shown = await navigateInApp(page, to);
          slowest.push([Date.now() - began, `${to} ${viewport.width}px`]);
          if (!shown) {
            failures.push(`${to} ${role} ${viewport.width}px: no page heading within 30 s`);
            continue;
          }
          if (!allowed) {
            await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
            if (deniedChecked) continue;
            deniedChecked = true;
          }
          visits += 1;
          // Screens for people to look at: two pages whose fixes this journey drove.
          if (role === 'student' && (to === '/ehr' || to === `/patients/${patientId}`)) {
            const slug = to === '/ehr' ? 'ehr' : 'patient';
            await screenshot(page, `a11y-${role}-${slug}-${viewport.width}`);
          }
          // The shell (header, navigation, tabs) is the same on every page of a role and width:
          // the whole document once, then the page's own content.
          const within = checkedShell ? 'main' : undefined;
          checkedShell = true;
          for (const v of await seriousViolations(page, within)) {
            const where = v.nodes.map((n) => n.target.join(' ')).join(' | ');
            failures.push(`${to} ${role} ${viewport.width}px ${v.impact} ${v.id}: ${where}`);
          }
        }
      }
      await ctx.close();
      const slow = slowest
        .sort((a, b) => b[0] - a[0])
        .slice(0, 3)
        .map(([ms, where]) => `${where} ${ms} ms`);
      console.info(
        `accessibility ${role}: ${visits} page visits with axe in ${Math.round((Date.now() - started) / 1000)} s; slowest to show: ${slow.join(', ')}`,
      );
      expect(failures, failures.join('\n')).toEqual([]);
    },
    600_000,
  );
});
