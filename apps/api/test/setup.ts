import { PRODUCTION_HASH_COST, setPasswordHashCostForTests } from '@tayori/idp/password-hash';

/**
 * Set-up of every file of the node project. Passwords are hashed at a 32nd of the production
 * cost (N=2^12 instead of 2^17; temporary ones 2^10 instead of 2^14, still the cheaper): a hash of
 * today took 0.4–2.5 s and 128 MiB, and the sign-in and lockout tests spent most of the suite in
 * scrypt without being about its cost. The tests of the cost (password-hash.test.ts, the
 * production-cost test of credentials.test.ts, the timing test of idp-burst.test.ts) set
 * `PRODUCTION_HASH_COST` back, and the deployment tests start the real server, which knows no
 * other cost.
 */
const { hash, temporary } = PRODUCTION_HASH_COST;
setPasswordHashCostForTests({
  hash: { ...hash, N: hash.N >> 5 },
  temporary: { ...temporary, N: temporary.N >> 4 },
});
