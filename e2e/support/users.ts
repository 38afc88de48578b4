import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Role } from '../../src/core/access';

export const E2E_PASSWORD = 'Onc0logy!Safe';

export function e2eEmail(role: string): string {
  return `${role}.${randomUUID().slice(0, 8)}@e2e.example.org`;
}

/** Institution names are unique (issue 21): one per account that founds its own. */
export const e2eInstitution = (email: string) => `E2E General Hospital ${email.split('@')[0]}`;

const ROLE_LABEL: Record<Role, string> = {
  oncologist: 'Oncologist',
  pharmacist: 'Pharmacist',
  nurse: 'Nurse',
  researcher: 'Researcher',
  student: 'Student',
};

/** Signs up through the real form and waits for the dashboard. */
export async function signUpViaUi(page: Page, role: Role, email = e2eEmail(role)): Promise<string> {
  await page.goto('/signup');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill('Eve');
  await page.getByLabel('Last name').fill(ROLE_LABEL[role]);
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[type=password]').fill(E2E_PASSWORD);
  await page.getByLabel(/^Role/).first().click();
  await page.getByRole('option', { name: ROLE_LABEL[role], exact: true }).click();
  await page.getByLabel(/^Institution/).fill(e2eInstitution(email));
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: /^Welcome, Eve/ }).waitFor({ timeout: 60_000 });
  return email;
}

export async function signInViaUi(
  page: Page,
  email: string,
  password = E2E_PASSWORD,
): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs up over the API (fast), then signs in through the form; returns the e-mail. */
export async function signUpViaApi(
  baseUrl: string,
  role: Role,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const email = e2eEmail(role);
  const res = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: E2E_PASSWORD,
      data: {
        first_name: 'Eve',
        last_name: ROLE_LABEL[role],
        role,
        institution: e2eInstitution(email),
        ...extra,
      },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return email;
}
