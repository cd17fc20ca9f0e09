import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints, isAllowed, type Endpoint } from '@tayori/contract';

/**
 * docs/operations.md, "The students' instances and the staff's": the proxy's rule that sends the
 * staff's calls to instances of their own, read from the document itself, against the contract:
 * nothing a student's screen calls goes to the staff's instances, and every staff screen's call
 * does (but a staff member's own account's, under /api/v1/users/ and /api/v1/me, which are light).
 */
const operations = readFileSync(
  fileURLToPath(new URL('../../../../docs/operations.md', import.meta.url)),
  'utf8',
);
const rule = /location ~ (\S+) \{\s*proxy_pass http:\/\/tayori_staff;/.exec(operations);
const staffPath = new RegExp(rule?.[1] ?? '$^');
const all = Object.values(endpoints) as Endpoint[];
// A path as a request has it: `{id}` filled.
const requested = (e: Endpoint) => e.path.replace(/\{[^}]+\}/g, '1');
const student = { userType: 'STUDENT', roleType: null } as const;
const ownAccount = /^\/api\/v1\/(users|me)(\/|$)/;

describe("the proxy rule that sends the staff's calls apart", () => {
  it('is in the document', () => {
    expect(rule).not.toBeNull();
  });

  it("sends none of a student's calls to the staff's instances", () => {
    // A student's calls signed in, and those before signing in but a service's (SNS's mail events).
    const students = all.filter((e) => isAllowed(e.access, student) && e.xsrf !== false);
    expect(students.length).toBeGreaterThan(10);
    // The identity check is under /api/v1/schools/: it goes apart too, and is rare and light.
    expect(students.filter((e) => staffPath.test(requested(e))).map((e) => e.path)).toEqual([
      endpoints.identityCheck.path,
    ]);
  });

  it("sends every staff screen's call there", () => {
    const staffOnly = all.filter(
      (e) =>
        e.access.kind === 'signedIn' &&
        !isAllowed(e.access, student) &&
        !ownAccount.test(requested(e)),
    );
    expect(staffOnly.length).toBeGreaterThan(40);
    expect(staffOnly.filter((e) => !staffPath.test(requested(e))).map((e) => e.path)).toEqual([]);
  });
});
