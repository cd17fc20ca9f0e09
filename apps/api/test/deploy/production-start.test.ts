import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../idp-browser';
import { startExternalIssuer } from '../external-issuer';
import { productionEnv, runServer, startServer } from './processes';

/** A production start behind a proxy at https://portal.example.jp, keeping mail and SMS. */
const behindProxy = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.example.jp',
  TRUST_PROXY: '1',
  SMS_PROVIDER: 'outbox',
  MAIL_TRANSPORT: 'outbox',
};

/** Starts with `env` and expects it to stop with exit code 1; answers what it has printed. */
async function failedStart(env: Record<string, string>) {
  const { exited, output } = runServer(env);
  expect(await exited).toBe(1);
  return output;
}

/** Expects a start with `env` refused with one message that counts and lists `problems`. */
async function refusedWith(env: Record<string, string>, problems: string[]) {
  const output = await failedStart(env);
  expect(output()).toContain(
    `Tayori cannot start: ${problems.length} problems in the configuration.`,
  );
  for (const problem of problems) expect(output()).toContain(problem);
}

/**
 * The production start (NODE_ENV=production, the built bundle) as a deployer meets it. Each test
 * starts a real process, which takes long on a busy machine: hence the timeouts.
 */
describe('npm run start:prod', () => {
  it('refuses a wrong configuration with one message listing every problem', async () => {
    await refusedWith({ NODE_ENV: 'production', DEV_TOOLS: '1', PORT: 'abc' }, [
      'Invalid PORT="abc"',
      'PUBLIC_URL is required in production',
      'DEV_TOOLS=1 is not allowed in production',
      'SMTP_URL is required in production',
      'SMS_PROVIDER is required in production',
    ]);
  }, 120_000);

  it('says which database server it cannot reach, and why', async () => {
    const output = await failedStart({
      ...behindProxy,
      DATABASE_URL: 'postgres://tayori:secret-pw@127.0.0.1:1/tayori',
    });
    expect(output()).toContain(
      'Cannot use PostgreSQL at 127.0.0.1:1 (database tayori, user tayori): nothing accepts connections there',
    );
    expect(output()).not.toContain('secret-pw');
  }, 120_000);

  it('refuses SMS_PROVIDER=sns when the AWS SDK finds no credentials, before a student needs them', async () => {
    const output = await failedStart({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://portal.school.lan',
      SMS_PROVIDER: 'sns',
      MAIL_TRANSPORT: 'outbox',
      // No keys, no profile file, no instance role to ask (the metadata service is not here).
      HOME: mkdtempSync(join(tmpdir(), 'tayori-no-aws-')),
      AWS_EC2_METADATA_DISABLED: 'true',
    });
    expect(output()).toContain('SMS_PROVIDER=sns needs AWS credentials, and none were found (');
    expect(output()).toContain('set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }, 120_000);

  it('keeps mail and SMS in the outbox only when told to, and says so in the log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tayori-prod-outbox-'));
    const port = await freePort();
    const server = await startServer(
      productionEnv({ PUBLIC_URL: `http://localhost:${port}`, DATA_DIR: dataDir }),
      port,
    );
    try {
      expect(server.output()).toContain(
        'mail: MAIL_TRANSPORT=outbox: announcement mail is kept in the database, nobody receives it',
      );
      expect(server.output()).toContain(
        'sms: SMS_PROVIDER=outbox: identity-check texts are kept in the database, no student receives them',
      );
      expect(server.output()).toContain(
        "contents: CONTENTS_DIR is unset: the home's attention list is empty",
      );
      // The demo's notices are not in the build a school deploys.
      expect(
        await (await fetch(`${server.origin}/contents/attention/attentions.json`)).json(),
      ).toEqual([]);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('npm run start:prod with an external OpenID Connect issuer', () => {
  it('refuses an issuer over plain HTTP and no identity-check choice, with the rest of the list', async () => {
    await refusedWith({ ...behindProxy, OIDC_ISSUER: 'http://login.school.example.jp' }, [
      'OIDC_CLIENT_ID is required with OIDC_ISSUER',
      'OIDC_ISSUER must start with https:// in production',
      'CREDENTIALS_PROVIDER is required in production with OIDC_ISSUER',
    ]);
  }, 120_000);

  it("starts without the bundled IdP, verifies the issuer's tokens and links a demo account", async () => {
    const issuer = await startExternalIssuer();
    const dataDir = mkdtempSync(join(tmpdir(), 'tayori-prod-issuer-'));
    const port = await freePort();
    const server = await startServer(
      {
        NODE_ENV: 'production',
        PUBLIC_URL: `http://localhost:${port}`,
        SMS_PROVIDER: 'outbox',
        MAIL_TRANSPORT: 'outbox',
        SEED_DEMO: '1',
        DATA_DIR: dataDir,
        OIDC_ISSUER: issuer.issuer,
        OIDC_CLIENT_ID: 'portal',
        CREDENTIALS_PROVIDER: 'none',
      },
      port,
    );
    try {
      const config = await (await fetch(`${server.origin}/api/v1/auth-config`)).json();
      expect(config).toMatchObject({ authority: issuer.issuer, scope: 'openid email profile' });
      expect((await fetch(`${server.origin}/idp/jwks`)).status).toBe(404);
      const me = async (claims: Record<string, unknown>) =>
        fetch(`${server.origin}/api/v1/me`, {
          headers: { authorization: `Bearer ${await issuer.sign('kc-prod-1', claims)}` },
        });
      expect((await me({ email: 'student@demo.tayori.example' })).status).toBe(401);
      const linked = await me({ email: 'student@demo.tayori.example', email_verified: true });
      expect(linked.status).toBe(200);
      expect(await linked.json()).toMatchObject({ emailAddress: 'student@demo.tayori.example' });
    } finally {
      await server.stop();
      await issuer.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
