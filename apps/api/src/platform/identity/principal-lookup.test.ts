import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteContext, type TestContext } from '../../../test/harness';
import { buildStudent } from '../../../test/factories';
import { users } from '../../db/schema';
import { createPrincipalLookup } from './auth';

let t: TestContext;
suiteContext((context) => (t = context));

/** A bundled-IdP identity: its subject is the user id. */
const identity = (sub: string) => ({ sub, claims: {} });

const setStatus = (id: string, status: 'ACTIVE' | 'SUSPENDED') =>
  t.db.update(users).set({ status }).where(eq(users.id, id));

/** A lookup on a clock of its own, and a student it has looked up once. */
async function lookupWithStudent(opts: { ttlMs: number; size?: number }) {
  let now = Date.UTC(2026, 10, 25);
  const lookup = createPrincipalLookup(t.db, { ...opts, now: () => now });
  const student = await buildStudent(t.db);
  expect((await lookup.find(identity(student.id)))?.userId).toBe(student.id);
  return { lookup, student, advance: (ms: number) => (now += ms) };
}

describe('createPrincipalLookup', () => {
  it('reuses an active principal for ttlMs, then reads the database again', async () => {
    const { lookup, student, advance } = await lookupWithStudent({ ttlMs: 1000 });
    await setStatus(student.id, 'SUSPENDED');
    advance(1000);
    expect(lookup.remembered(identity(student.id))?.userId).toBe(student.id);
    expect(await lookup.find(identity(student.id))).not.toBeNull();
    advance(1);
    expect(lookup.remembered(identity(student.id))).toBeUndefined();
    expect(await lookup.find(identity(student.id))).toBeNull();
  });

  it('never remembers a refusal: a reactivated user is let in at once', async () => {
    const { lookup, student } = await lookupWithStudent({ ttlMs: 60_000 });
    lookup.forget(student.id);
    await setStatus(student.id, 'SUSPENDED');
    expect(await lookup.find(identity(student.id))).toBeNull();
    await setStatus(student.id, 'ACTIVE');
    expect(await lookup.find(identity(student.id))).not.toBeNull();
  });

  it('forget() makes the next call read the database', async () => {
    const { lookup, student } = await lookupWithStudent({ ttlMs: 60_000 });
    await setStatus(student.id, 'SUSPENDED');
    lookup.forget(student.id);
    expect(lookup.remembered(identity(student.id))).toBeUndefined();
    expect(await lookup.find(identity(student.id))).toBeNull();
  });

  it('keeps at most `size` principals, dropping the least recently used', async () => {
    const { lookup, student: first } = await lookupWithStudent({ ttlMs: 60_000, size: 2 });
    const second = await buildStudent(t.db);
    const third = await buildStudent(t.db);
    await lookup.find(identity(second.id));
    await lookup.find(identity(first.id)); // first is now the most recent
    await lookup.find(identity(third.id)); // second is dropped
    await setStatus(first.id, 'SUSPENDED');
    await setStatus(second.id, 'SUSPENDED');
    expect(await lookup.find(identity(first.id))).not.toBeNull();
    expect(await lookup.find(identity(second.id))).toBeNull();
  });

  it('remembers nothing when ttlMs is 0', async () => {
    const { lookup, student } = await lookupWithStudent({ ttlMs: 0 });
    await setStatus(student.id, 'SUSPENDED');
    expect(await lookup.find(identity(student.id))).toBeNull();
  });
});
