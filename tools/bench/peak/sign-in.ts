import { availableParallelism } from 'node:os';
import { HASH_CONCURRENCY, hashPassword, verifyPassword } from '@tayori/idp/password-hash';
import { cpuSeconds } from './probe';

/**
 * Sign-in's own line (docs/scale.md): the bundled IdP's password check (scrypt N=2^17, as
 * production stores it), run as the IdP runs it — at most HASH_CONCURRENCY at once per process —
 * for `seconds`. Answers the checks per second and the CPU seconds each took; the rest of a
 * sign-in (the OIDC round trips, a few queries) is small beside it.
 */
export async function signInRate(seconds: number) {
  const stored = await hashPassword('asa-no-8ji-han');
  const cpuBefore = cpuSeconds(process.pid);
  const start = performance.now();
  let checks = 0;
  const worker = async () => {
    while (performance.now() - start < seconds * 1000) {
      if (!(await verifyPassword('asa-no-8ji-han', stored))) throw new Error('the check failed');
      checks++;
    }
  };
  await Promise.all(Array.from({ length: HASH_CONCURRENCY }, worker));
  const elapsed = (performance.now() - start) / 1000;
  const cpu = cpuSeconds(process.pid) - cpuBefore;
  return {
    perSecond: checks / elapsed,
    cpuSecondsEach: cpu / checks,
    cores: availableParallelism(),
  };
}
