import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { ScreenContext } from '../navigation/screen';
import { ApiFailure } from './api-failure';
import { useScreenFailure } from './use-screen-failure';

const conflict = new ApiFailure('conflict', 409, 'PATCH', '/api/v1/users', [], {}, 'profileUpdate');
const stale = '他のユーザーによって更新されています。時間を置いて再度お試しください。';

describe('useScreenFailure (spec 001 §8 per-screen prefix)', () => {
  it("prefixes the message with the route's errorPrefix", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ScreenContext.Provider value={{ name: 'Profile', errorPrefix: 'profile_title' }}>
        {children}
      </ScreenContext.Provider>
    );
    const { result } = renderHook(() => useScreenFailure(), { wrapper });
    expect(result.current(conflict).message).toBe(`プロフィール${stale}`);
  });

  it('leaves the message as the catalogue says on a screen without one (and outside the router)', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ScreenContext.Provider value={{ name: 'NoticeDetail' }}>{children}</ScreenContext.Provider>
    );
    expect(renderHook(() => useScreenFailure(), { wrapper }).result.current(conflict).message).toBe(
      stale,
    );
    expect(renderHook(() => useScreenFailure()).result.current(conflict).message).toBe(stale);
  });
});
