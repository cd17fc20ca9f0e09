import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@tayori/contract';
import { menuItemHref } from './menu-links';

const item = (patch: Partial<MenuItem>): MenuItem => ({
  title: 'item',
  icon: 'mail',
  iconUrl: null,
  url: 'https://example.com/x',
  campusOnly: false,
  portalOnly: false,
  available: true,
  ...patch,
});
const origin = 'https://tayori.example';

describe('menuItemHref', () => {
  it('resolves a portal-only path inside the product', () => {
    expect(menuItemHref(item({ portalOnly: true, url: '/notice-list' }), origin)).toBe(
      'https://tayori.example/notice-list',
    );
    expect(menuItemHref(item({ portalOnly: true, url: '/comconnect-ai?app=a' }), origin)).toBe(
      'https://tayori.example/comconnect-ai?app=a',
    );
  });

  it('never lets a portal-only url leave the product', () => {
    for (const url of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'notice'])
      expect(menuItemHref(item({ portalOnly: true, url }), origin)).toBeNull();
  });

  it('keeps http(s) urls of the other items and refuses other schemes', () => {
    expect(menuItemHref(item({ url: 'https://example.com/a?b=1' }), origin)).toBe(
      'https://example.com/a?b=1',
    );
    expect(menuItemHref(item({ url: 'http://example.com' }), origin)).toBe('http://example.com');
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/relative', ''])
      expect(menuItemHref(item({ url }), origin)).toBeNull();
  });

  it('leads nowhere while the item is unavailable', () => {
    expect(menuItemHref(item({ available: false }), origin)).toBeNull();
    expect(
      menuItemHref(item({ available: false, portalOnly: true, url: '/x' }), origin),
    ).toBeNull();
  });
});
