import type { Page } from '@playwright/test';
import { demo, expect, test } from './fixtures';
import { CLIENT_ID, startExternalIssuer } from './external-issuer';
import { startOwnPortal, stopOwnPortal, type OwnPortal } from './own-portal';

/**
 * Any OpenID Connect issuer by configuration: a second portal, started as `npm start` starts it but
 * with OIDC_ISSUER and OIDC_CLIENT_ID naming a second, separately configured provider on another
 * port, signs people in there with nothing rebuilt. Ports: E2E_PORT + 1 (issuer), + 2 (portal).
 */

const base = Number(process.env.E2E_PORT ?? 3100);
const issuerPort = base + 1;
const portalUrl = `http://localhost:${base + 2}`;

const people = {
  'kc-hanako': { email: demo.student, emailVerified: true, name: 'Hanako' },
  'kc-stranger': { email: 'stranger@school.example.jp', emailVerified: true, name: 'Stranger' },
  'kc-unverified': { email: demo.tutor, emailVerified: false, name: 'Unverified' },
};

let issuer: Awaited<ReturnType<typeof startExternalIssuer>>;
let portal: OwnPortal;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  issuer = await startExternalIssuer({ port: issuerPort, portalUrl, people });
  portal = await startOwnPortal(base + 2, {
    OIDC_ISSUER: issuer.issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
  });
});

test.afterAll(async () => {
  if (portal) await stopOwnPortal(portal);
  await issuer?.close();
});

/** Signs in at the external issuer's own page from the portal's /lock. */
async function signInAtIssuer(page: Page, login: string) {
  await page.goto(`${portalUrl}/lock`);
  await page.getByRole('button', { name: 'サインイン' }).click();
  await expect(page).toHaveURL(new RegExp(`^${issuer.issuer}/`));
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('a demo student signs in at the external issuer and is matched to their account by verified e-mail', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  await signInAtIssuer(page, 'kc-hanako');
  await expect(page).toHaveURL(`${portalUrl}/home`);
  await expect(page.getByRole('link', { name: /^未読のお知らせ（\d+\+?件）$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '出席率' }).getByText('92.5%')).toBeVisible();
  // The scopes asked for are the configured issuer's: no admin.
  expect(issuer.requestedScopes).toEqual(['openid email profile']);
  // The token exchange reached the issuer on another origin: the CSP names it, and nothing else.
  const csp = (await page.request.get(`${portalUrl}/home`)).headers()['content-security-policy'];
  expect(/connect-src ([^;]*)/.exec(csp ?? '')?.[1]).toBe(`'self' ${issuer.issuer}`);
  expect(blocked).toEqual([]);

  // The issuer's subject is linked: /me is the demo student's.
  const me = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const user = JSON.parse(localStorage.getItem(key!)!) as { id_token: string };
    const res = await fetch('/api/v1/me', {
      headers: { Authorization: `Bearer ${user.id_token}` },
    });
    return (await res.json()) as { emailAddress: string; userType: string };
  });
  expect(me).toMatchObject({ emailAddress: demo.student, userType: 'STUDENT' });

  // The header's menu has no change-password item (none configured) and signs out at the issuer.
  await page.getByRole('button', { name: 'アカウントメニュー' }).click();
  await expect(page.getByRole('menuitem', { name: /パスワード変更/ })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'サインアウト' }).click();
  await page.getByRole('button', { name: /Yes, sign me out/i }).click();
  await expect(page).toHaveURL(`${portalUrl}/lock`);
});

test('a person with no account in the portal is refused with the unauthorized message', async ({
  page,
}) => {
  await signInAtIssuer(page, 'kc-stranger');
  await expect(page).toHaveURL(`${portalUrl}/error`);
  await expect(page.getByText('認証に失敗しました。再度サインインしてください。')).toBeVisible();
});

test('an e-mail the issuer has not verified finds no account', async ({ page }) => {
  await signInAtIssuer(page, 'kc-unverified');
  await expect(page).toHaveURL(`${portalUrl}/error`);
  await expect(page.getByText('認証に失敗しました。再度サインインしてください。')).toBeVisible();
});

test('the identity check says sign-in details come from the school’s provider', async ({
  page,
}) => {
  await page.goto(`${portalUrl}/identification`);
  await expect(
    page.getByText(
      /^このポータルのサインインIDとパスワードは、学校が利用しているサインインサービスのものです。/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '本人確認' })).toHaveCount(0);
});
