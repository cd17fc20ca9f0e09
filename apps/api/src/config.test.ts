import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { productionEnv } from '../test/production-env';

describe('loadConfig', () => {
  it('runs with nothing set: PGlite in ./.data, bundled IdP under PUBLIC_URL/idp', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.database).toEqual({ kind: 'pglite', dataDir: './.data' });
    expect(c.oidc).toMatchObject({
      bundled: true,
      issuer: 'http://localhost:3000/idp',
      clientId: 'tayori-web',
      scope: 'openid email phone profile admin',
      changePasswordUrl: 'http://localhost:3000/idp/password',
    });
    expect(c.credentials).toEqual({ provider: 'bundled' });
    expect(c.sms.provider).toBe('outbox');
  });

  it('switches parts by one variable each', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/tayori',
      OIDC_ISSUER: 'https://id.example.jp/',
      OIDC_CLIENT_ID: 'portal',
      SMTP_URL: 'smtp://mail:25',
      SMS_PROVIDER: 'sns',
      PUBLIC_URL: 'https://portal.example.jp/',
    });
    expect(c.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/tayori',
      poolSize: 10,
      bulkPoolSize: 2,
    });
    // The issuer exactly as written: its discovery document and tokens must name it so.
    expect(c.oidc).toMatchObject({ bundled: false, issuer: 'https://id.example.jp/' });
    expect(c.publicUrl).toBe('https://portal.example.jp');
    expect(c.mail).toEqual({ transport: 'smtp', smtpUrl: 'smtp://mail:25' });
    expect(c.sms.provider).toBe('sns');
  });

  it('reads TRUST_PROXY as proxy hops (true, an older spelling, is one hop, never every hop)', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(ConfigError);
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@db/tayori', DATABASE_POOL_SIZE: '4' });
    expect(c.database).toMatchObject({ kind: 'postgres', poolSize: 4 });
  });

  it('gives the bulk work 2 connections of its own unless DATABASE_BULK_POOL_SIZE says', () => {
    const url = 'postgres://u@db/tayori';
    expect(loadConfig({ DATABASE_URL: url }).database).toMatchObject({ bulkPoolSize: 2 });
    const shared = loadConfig({ DATABASE_URL: url, DATABASE_BULK_POOL_SIZE: '0' });
    expect(shared.database).toMatchObject({ poolSize: 10, bulkPoolSize: 0 });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['SMTP_URL', 'http://mail'],
    ['SMS_PROVIDER', 'twilio'],
    ['DEV_TOOLS', 'yes'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_BULK_POOL_SIZE', '-1'],
    ['DATABASE_BULK_POOL_SIZE', 'two'],
    ['OIDC_COOKIE_KEYS', 'too short'],
    ['CREDENTIALS_PROVIDER', 'ldap'],
  ])('stops on %s=%s with one line naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (err) {
      const message = (err as Error).message;
      expect(message.startsWith(`Invalid ${name}=`)).toBe(true);
      expect(message).not.toContain('\n');
    }
  });

  it('lists every problem at once, one per line, under one heading', () => {
    expect(() => loadConfig({ PORT: 'abc', SMS_PROVIDER: 'twilio', DEV_TOOLS: 'yes' })).toThrow(
      /^Tayori cannot start: 3 problems in the configuration\.\n {2}- Invalid PORT="abc": .+\n {2}- Invalid SMS_PROVIDER="twilio": .+\n {2}- Invalid DEV_TOOLS="yes": .+$/,
    );
  });
});

describe('loadConfig in production (NODE_ENV=production)', () => {
  const ready = productionEnv;

  it('starts with the address, a real SMS provider and no demo seed unless asked for', () => {
    const c = loadConfig(ready);
    expect(c.production).toBe(true);
    expect(c.seedDemo).toBe(false);
    expect(c.devTools).toBe(false);
    expect(loadConfig({ ...ready, SEED_DEMO: '1' }).seedDemo).toBe(true);
    // Keeping texts in the database is allowed when chosen explicitly.
    expect(loadConfig({ ...ready, SMS_PROVIDER: 'outbox' }).sms.provider).toBe('outbox');
  });

  it('refuses, naming every problem at once: no PUBLIC_URL, dev tools on, SMS not chosen, a bad value', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', DEV_TOOLS: '1', PORT: '0' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    const lines = message.split('\n');
    expect(lines[0]).toBe('Tayori cannot start: 5 problems in the configuration.');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}- Invalid PORT="0"/),
      expect.stringMatching(/^ {2}- PUBLIC_URL is required in production/),
      expect.stringMatching(/^ {2}- DEV_TOOLS=1 is not allowed in production/),
      expect.stringMatching(/^ {2}- SMTP_URL is required in production/),
      expect.stringMatching(/^ {2}- SMS_PROVIDER is required in production/),
    ]);
  });

  it('sends mail through SMTP_URL from MAIL_FROM, or keeps it in the outbox only when told to', () => {
    expect(loadConfig(ready)).toMatchObject({
      mail: { transport: 'smtp', smtpUrl: 'smtp://mail.school.example.jp:587' },
      mailFrom: 'bounces@school.example.jp',
    });
    const { SMTP_URL: _smtp, MAIL_FROM: _from, ...noMail } = ready;
    expect(() => loadConfig(noMail)).toThrow(
      'SMTP_URL is required in production: the server announcement mail goes through (or MAIL_TRANSPORT=outbox to keep mail in the database on purpose: nobody receives it)',
    );
    // The outbox chosen by name; the Message-IDs then name the portal's own host.
    expect(loadConfig({ ...noMail, MAIL_TRANSPORT: 'outbox' })).toMatchObject({
      mail: { transport: 'outbox' },
      mailFrom: 'noreply@portal.example.jp',
    });
    expect(() => loadConfig({ ...ready, MAIL_FROM: undefined })).toThrow(
      /^MAIL_FROM is required in production with SMTP_URL/,
    );
    expect(() => loadConfig({ ...ready, MAIL_TRANSPORT: 'outbox' })).toThrow(
      /^MAIL_TRANSPORT=outbox keeps mail in the database, yet SMTP_URL names a server/,
    );
    expect(() => loadConfig({ ...noMail, MAIL_TRANSPORT: 'smtp' })).toThrow(
      /^MAIL_TRANSPORT=smtp needs SMTP_URL/,
    );
  });

  it('refuses an https PUBLIC_URL with no proxy trusted, unless told the proxy adds no X-Forwarded-For', () => {
    for (const TRUST_PROXY of [undefined, '0', 'false'])
      expect(() => loadConfig({ ...ready, TRUST_PROXY })).toThrow(
        /^TRUST_PROXY is required in production with an https:\/\/ PUBLIC_URL/,
      );
    expect(
      loadConfig({ ...ready, TRUST_PROXY: undefined, PROXY_WITHOUT_FORWARDED_FOR: '1' }).trustProxy,
    ).toBe(0);
    // A portal served over http is reached directly (an intranet, a test machine).
    expect(
      loadConfig({ ...ready, PUBLIC_URL: 'http://portal.school.lan', TRUST_PROXY: undefined })
        .trustProxy,
    ).toBe(0);
  });

  it('loads no chatbot until CHATBOT_SCRIPT_URL is set, and only over https', () => {
    expect(loadConfig(ready).chatbot).toEqual({ scriptUrl: null, scriptOrigin: null });
    expect(
      loadConfig({ ...ready, CHATBOT_SCRIPT_URL: 'https://chat.example.com/w.js' }).chatbot,
    ).toEqual({
      scriptUrl: 'https://chat.example.com/w.js',
      scriptOrigin: 'https://chat.example.com',
    });
    expect(() =>
      loadConfig({ ...ready, CHATBOT_SCRIPT_URL: 'http://chat.example.com/w.js' }),
    ).toThrow(/CHATBOT_SCRIPT_URL must be an https:\/\/ URL in production/);
  });

  it('outside production keeps the demo defaults: seed, outbox, localhost', () => {
    const c = loadConfig({});
    expect(c.production).toBe(false);
    expect(c.seedDemo).toBe(true);
    expect(c.sms.provider).toBe('outbox');
    expect(c.mail).toEqual({ transport: 'outbox' });
    expect(c.mailFrom).toBe('noreply@tayori.example');
    expect(c.chatbot).toEqual({ scriptUrl: '/chatbot/demo-widget.js', scriptOrigin: null });
  });
});
