import { afterEach, describe, expect, it, vi } from 'vitest';

/** A ServiceWorker stand-in whose state the test moves on. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

type FakeRegistration = {
  active: FakeWorker | null;
  installing: FakeWorker | null;
  waiting: FakeWorker | null;
};

/** The module afresh (it keeps one registration), in a production build with `register`. */
async function loadWith(register: () => Promise<FakeRegistration>) {
  vi.resetModules();
  vi.stubEnv('PROD', true);
  const serviceWorker = { register: vi.fn(register) };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return { ...(await import('./service-worker')), register: serviceWorker.register };
}

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('serviceWorkerRegistration', () => {
  it('is null in development', async () => {
    vi.resetModules();
    const { serviceWorkerRegistration } = await import('./service-worker');
    await expect(serviceWorkerRegistration()).resolves.toBeNull();
  });

  it('registers /sw.js for the whole portal once, and answers when a worker is active', async () => {
    const installing = new FakeWorker('installing');
    const registration: FakeRegistration = { active: null, installing, waiting: null };
    const { serviceWorkerRegistration, register } = await loadWith(async () => registration);
    const first = serviceWorkerRegistration();
    const second = serviceWorkerRegistration();
    let settled = false;
    void first.then(() => (settled = true));
    await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    installing.moveTo('installed');
    installing.moveTo('activating');
    await Promise.resolve();
    expect(settled).toBe(false);
    registration.active = installing;
    installing.moveTo('activated');
    await expect(first).resolves.toBe(registration);
    expect(await second).toBe(registration);
  });

  it('answers at once when a worker is already active', async () => {
    const registration: FakeRegistration = {
      active: new FakeWorker('activated'),
      installing: null,
      waiting: null,
    };
    const { serviceWorkerRegistration } = await loadWith(async () => registration);
    await expect(serviceWorkerRegistration()).resolves.toBe(registration);
  });

  it('is null when the worker cannot be registered or its install fails', async () => {
    const refused = await loadWith(() => Promise.reject(new TypeError('404')));
    await expect(refused.serviceWorkerRegistration()).resolves.toBeNull();

    const installing = new FakeWorker('installing');
    const registration: FakeRegistration = { active: null, installing, waiting: null };
    const failed = await loadWith(async () => registration);
    const answer = failed.serviceWorkerRegistration();
    await vi.waitFor(() => expect(failed.register).toHaveBeenCalledOnce());
    registration.installing = null;
    installing.moveTo('redundant');
    await expect(answer).resolves.toBeNull();
  });
});
