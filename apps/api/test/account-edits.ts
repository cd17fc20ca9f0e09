import type { z } from 'zod';
import type { RoleType } from '@tayori/contract';
import type { TestContext } from './harness';

/**
 * What an edit screen sends back after reading a detail: each field the update body takes, as the
 * detail shows it, or the `blanks` value where the detail has none (null) and the form sends a
 * blank of its own. `leaveOut` names fields the screen does not send at all.
 */
export function editBodyOf<S extends z.ZodObject>(
  schema: S,
  detail: object,
  blanks: Partial<Record<keyof z.infer<S>, unknown>> = {},
  leaveOut: readonly (keyof z.infer<S>)[] = [],
): z.infer<S> {
  const shown = detail as Record<string, unknown>;
  const given = blanks as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    if (leaveOut.includes(key)) continue;
    body[key] = shown[key] ?? (key in given ? given[key] : shown[key]);
  }
  // The detail's values are what the server answered; the test sends them back unchecked, as the
  // screen does, so a wrong one is the server's answer to show, not this helper's to refuse.
  return body as z.infer<S>;
}

/** A GET of a detail with `token`, read through its contract type. */
export async function readDetail<T>(
  t: TestContext,
  detail: z.ZodType<T>,
  url: string,
  token: string,
): Promise<T> {
  return detail.parse((await t.call({ method: 'GET', url, token })).json());
}

/**
 * The calls of an account edit screen at `path` (/api/v1/staff, /api/v1/tutors, /api/v1/students):
 * the detail's GET read through its contract type, and the PATCH, each as `role`
 * (SYSTEM_ADMINISTRATOR unless named). `suite` answers the suite's context and world once built.
 */
export function accountEditCalls<T>(
  suite: () => { t: TestContext; w: { tokenOf: (role: RoleType) => string } },
  detail: z.ZodType<T>,
  path: string,
) {
  return {
    read: (id: string, role: RoleType = 'SYSTEM_ADMINISTRATOR') => {
      const { t, w } = suite();
      return readDetail(t, detail, `${path}/${id}/detail`, w.tokenOf(role));
    },
    patch: (id: string, body: unknown, role: RoleType = 'SYSTEM_ADMINISTRATOR') => {
      const { t, w } = suite();
      return t.call({ method: 'PATCH', url: `${path}/${id}`, token: w.tokenOf(role), body });
    },
  };
}
