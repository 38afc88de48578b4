import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpTeam, type Team } from '../../test-support/feedback';
import { bearer, createTestContext, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let a: Team;
beforeAll(async () => {
  t = await createTestContext();
  a = await signUpTeam(t.app, 'Hospital A');
});
afterAll(async () => t.close());

it('smoke', async () => {
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/patients',
    headers: bearer(a.oncologist.accessToken),
  });
  console.log(list.statusCode, JSON.stringify(list.json(), null, 1).slice(0, 3000));
  const id = list.json().items[0].id;
  const d = await t.app.inject({
    method: 'GET',
    url: `/api/patients/${id}`,
    headers: bearer(a.student.accessToken),
  });
  console.log(d.statusCode, d.body.slice(0, 6000));
  const s = await t.app.inject({
    method: 'GET',
    url: '/api/patients?q=capecitabine',
    headers: bearer(a.researcher.accessToken),
  });
  console.log(s.statusCode, s.body.slice(0, 1000));
  expect(list.statusCode).toBe(200);
});
