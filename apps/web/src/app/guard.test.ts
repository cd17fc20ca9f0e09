import { describe, expect, it } from 'vitest';
import { publicAccess } from '@tayori/contract';
import { decideNavigation, passesWhileAuthLoads } from './guard';
import { routes } from './routes';

const route = (path: string) => {
  const found = routes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const lock = route('/lock');
const home = route('/home');
const root = route('/');
const cushion = route('/cushion');
const error = route('/error');
const notFound = route('*');
const identification = { path: '/identification', access: publicAccess };

describe('decideNavigation (spec 000 §2)', () => {
  it('rule 1: a signed-in user on /lock, /identification or / goes to /home', () => {
    for (const r of [lock, identification, root]) {
      expect(decideNavigation(r, true)).toEqual({ kind: 'redirect', to: '/home' });
    }
  });

  it('rule 2: a signed-out user on / goes to /lock, without a redirect query', () => {
    expect(decideNavigation(root, false, { pathname: '/' })).toEqual({
      kind: 'redirect',
      to: '/lock',
    });
  });

  it('rule 3: a signed-out user on a non-public route goes to /lock with the requested path and query', () => {
    const decision = decideNavigation(home, false, {
      pathname: '/home',
      search: '?tab=notices&x=1',
    });
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/lock?redirect=%2Fhome%3Ftab%3Dnotices%26x%3D1',
    });
    if (decision.kind !== 'redirect') return;
    expect(new URL(decision.to, 'http://x').searchParams.get('redirect')).toBe(
      '/home?tab=notices&x=1',
    );
  });

  it('rule 4: public routes pass, signed in or not', () => {
    for (const r of [lock, cushion, error, notFound, identification]) {
      expect(decideNavigation(r, false)).toEqual({ kind: 'pass' });
    }
    for (const r of [cushion, error, notFound])
      expect(decideNavigation(r, true)).toEqual({ kind: 'pass' });
  });

  it('a signed-in user passes non-public routes', () => {
    expect(decideNavigation(home, true)).toEqual({ kind: 'pass' });
  });

  it('waits for the sign-in state only where the decision depends on it', () => {
    expect(passesWhileAuthLoads(cushion)).toBe(true);
    expect(passesWhileAuthLoads(error)).toBe(true);
    expect(passesWhileAuthLoads(lock)).toBe(false);
    expect(passesWhileAuthLoads(home)).toBe(false);
    expect(passesWhileAuthLoads(root)).toBe(false);
  });
});

describe('route table', () => {
  it('has unique paths and names, and a page for every route but the root', () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    for (const r of routes) if (r.path !== '/') expect(r.page, r.path).toBeTypeOf('function');
  });

  it('ends with the public not-found catch-all in the error layout', () => {
    expect(routes.at(-1)).toMatchObject({
      path: '*',
      name: 'NotFound',
      layout: 'error',
      access: { kind: 'public' },
    });
  });
});
