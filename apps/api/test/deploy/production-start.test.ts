import { describe, expect, it } from 'vitest';
import { runServer } from './processes';

/**
 * The production start (NODE_ENV=production, the built bundle) as a deployer meets it. Each test
 * starts a real process, which takes long on a busy machine: hence the timeouts.
 */
describe('npm run start:prod', () => {
  it('refuses a wrong configuration with one message listing every problem', async () => {
    const { exited, output } = runServer({ NODE_ENV: 'production', DEV_TOOLS: '1', PORT: 'abc' });
    expect(await exited).toBe(1);
    expect(output()).toContain('Tayori cannot start: 4 problems in the configuration.');
    for (const problem of [
      'Invalid PORT="abc"',
      'PUBLIC_URL is required in production',
      'DEV_TOOLS=1 is not allowed in production',
      'SMS_PROVIDER is required in production',
    ])
      expect(output()).toContain(problem);
  }, 120_000);

  it('says which database server it cannot reach, and why', async () => {
    const { exited, output } = runServer({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.example.jp',
      SMS_PROVIDER: 'sns',
      DATABASE_URL: 'postgres://tayori:secret-pw@127.0.0.1:1/tayori',
    });
    expect(await exited).toBe(1);
    expect(output()).toContain(
      'Cannot use PostgreSQL at 127.0.0.1:1 (database tayori, user tayori): nothing accepts connections there',
    );
    expect(output()).not.toContain('secret-pw');
  }, 120_000);
});
