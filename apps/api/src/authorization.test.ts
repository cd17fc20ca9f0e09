import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@tayori/contract';
import { createTestContext, pathOf, type TestContext } from '../test/harness';
import { buildPrincipals } from '../test/factories';
import { authorizationMatrix, principals, type PrincipalName } from '../test/authorization-matrix';

let t: TestContext;
const tokens = new Map<PrincipalName, string | undefined>();

beforeAll(async () => {
  t = await createTestContext();
  const built = await buildPrincipals(t.db);
  tokens.set('anonymous', undefined);
  for (const name of principals) {
    if (name !== 'anonymous') tokens.set(name, await t.tokenFor(built[name].id));
  }
});
afterAll(() => t.close());

const names = Object.keys(endpoints) as EndpointName[];

describe('authorization matrix', () => {
  it('has a row for every endpoint of the contract', () => {
    expect(Object.keys(authorizationMatrix).sort()).toEqual([...names].sort());
  });

  describe.each(names)('%s', (name) => {
    const endpoint = endpoints[name];
    it.each(principals)(`%s`, async (principal) => {
      const allowed = authorizationMatrix[name]?.includes(principal) ?? false;
      const res = await t.call({
        method: endpoint.method,
        url: pathOf(endpoint, {}),
        token: tokens.get(principal),
        ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { body: {} }),
      });
      if (allowed) {
        expect([401, 403], `${principal} should pass the guard`).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode).toBe(principal === 'anonymous' ? 401 : 403);
        expect(res.json().errorType).toBe(principal === 'anonymous' ? 'unauthorized' : 'forbidden');
      }
    });
  });
});
