import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    });
    expect(c.sms.provider).toBe('outbox');
  });

  it('switches parts by one variable each', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/tayori',
      OIDC_ISSUER: 'https://id.example.jp/',
      SMTP_URL: 'smtp://mail:25',
      SMS_PROVIDER: 'sns',
      PUBLIC_URL: 'https://portal.example.jp/',
    });
    expect(c.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/tayori',
      poolSize: 10,
    });
    expect(c.oidc).toMatchObject({ bundled: false, issuer: 'https://id.example.jp' });
    expect(c.publicUrl).toBe('https://portal.example.jp');
    expect(c.smtpUrl).toBe('smtp://mail:25');
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

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['SMTP_URL', 'http://mail'],
    ['SMS_PROVIDER', 'twilio'],
    ['DEV_TOOLS', 'yes'],
    ['DATABASE_POOL_SIZE', '0'],
    ['OIDC_ISSUER', 'not a url'],
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
});
