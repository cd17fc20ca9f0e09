import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, NOT_ALLOWED_IP_MESSAGE } from '@tayori/contract';
import { loadConfig } from '../../config';
import { createTestContext, type TestContext } from '../../../test/harness';
import { buildStaffWorld, type StaffWorld } from '../../../test/staff-account-world';
import { accountInformationEndpoints } from './account-networks';
import { networkMatcher } from './networks';

describe('networkMatcher', () => {
  it('matches IPv4, IPv4 on a dual-stack socket and IPv6 networks', () => {
    const inside = networkMatcher(['192.0.2.0/24', '2001:db8::/32']);
    expect(inside('192.0.2.200')).toBe(true);
    expect(inside('::ffff:192.0.2.1')).toBe(true);
    expect(inside('2001:db8:1::5')).toBe(true);
    expect(inside('192.0.3.1')).toBe(false);
    expect(inside('2001:db9::1')).toBe(false);
    expect(inside('not an address')).toBe(false);
  });

  it('ACCOUNT_ALLOWED_NETWORKS must be CIDR networks', () => {
    expect(loadConfig({}).accountAllowedNetworks).toEqual([]);
    expect(
      loadConfig({ ACCOUNT_ALLOWED_NETWORKS: '10.0.0.0/8, 2001:db8::/32' }).accountAllowedNetworks,
    ).toEqual(['10.0.0.0/8', '2001:db8::/32']);
    expect(() => loadConfig({ ACCOUNT_ALLOWED_NETWORKS: '10.0.0.0' })).toThrow(/CIDR/);
    expect(() => loadConfig({ ACCOUNT_ALLOWED_NETWORKS: '10.0.0.0/33' })).toThrow(/CIDR/);
  });

  it('guards the student, staff and tutor account calls and the temporary password', () => {
    expect(accountInformationEndpoints).toEqual(
      expect.arrayContaining(['studentSearch', 'staffDetail', 'tutorUpdate', 'temporaryPassword']),
    );
    expect(accountInformationEndpoints).not.toContain('staffEmailAddressSearch');
  });
});

describe('ACCOUNT_ALLOWED_NETWORKS (spec 001 §8)', () => {
  let t: TestContext;
  let w: StaffWorld;
  beforeAll(async () => {
    t = await createTestContext({
      env: { ACCOUNT_ALLOWED_NETWORKS: '192.0.2.0/24', TRUST_PROXY: '1' },
    });
    w = await buildStaffWorld(t);
  });
  afterAll(() => t.close());

  const from = (ip: string, url: string) =>
    t.call({
      method: 'GET',
      url,
      token: w.tokenOf('SYSTEM_ADMINISTRATOR'),
      headers: { 'x-forwarded-for': ip },
    });

  it('answers account information inside the school networks only', async () => {
    const detail = `/api/v1/tutors/${w.tutor.id}/detail`;
    expect((await from('192.0.2.7', detail)).statusCode).toBe(200);
    const outside = await from('198.51.100.7', detail);
    expect(outside.statusCode).toBe(403);
    expect(ErrorBody.parse(outside.json()).messages[0]).toBe(NOT_ALLOWED_IP_MESSAGE);
    const staff = await from('198.51.100.7', `/api/v1/staff/${w.tutor.id}/detail`);
    expect(staff.statusCode).toBe(403);
    // Not account information: answered from anywhere.
    expect((await from('198.51.100.7', '/api/v1/me')).statusCode).toBe(200);
  });
});
