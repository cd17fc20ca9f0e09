import { authFile, demo, roles, signInAs, test } from './fixtures';

/**
 * Signs every demo account in once per run, through the real IdP, and keeps its state for the
 * tests that only need to be signed in (`test.use({ role })`). Signing in costs a scrypt of
 * N=2^17 and five page loads; done once here instead of in every test.
 */
test.describe.configure({ mode: 'parallel' });

for (const role of roles) {
  test(`sign in as ${role}`, async ({ page }) => {
    await signInAs(page, demo[role]);
    await page.context().storageState({ path: authFile(role) });
  });
}
