import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from './route-error-boundary';

/** A screen whose chunk a deploy removed, as Chromium reports it. */
function GoneChunk(): never {
  throw new TypeError(
    'Failed to fetch dynamically imported module: https://portal.example.jp/assets/profile-page-1a2b3c.js',
  );
}
function Broken(): never {
  throw new Error('a bug in the screen');
}

/** The boundary of the route `resetKey` around a screen that throws while rendering. */
const renderFailing = (Screen: () => never, resetKey: string) =>
  render(
    <RouteErrorBoundary resetKey={resetKey}>
      <Screen />
    </RouteErrorBoundary>,
  );

describe('RouteErrorBoundary', () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    reload.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...window.location, reload },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a chunk gone after a deploy says the portal was updated and reloads once', () => {
    renderFailing(GoneChunk, '/profile');
    expect(screen.getByRole('status').textContent).toBe(
      'ポータルが新しいバージョンに更新されました。画面を読み込み直しています…',
    );
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_500));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('when the reload did not help (within a minute), shows the error and a reload button instead', () => {
    sessionStorage.setItem('tayori.reloadedForNewVersion', String(Date.now() - 10_000));
    renderFailing(GoneChunk, '/profile');
    expect(screen.getByRole('alert').textContent).toContain(
      'エラーが発生しました。時間をおいて再度お試しください。',
    );
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(5_000));
    expect(reload).not.toHaveBeenCalled();
  });

  it("a screen's own error is not taken for a new version", () => {
    renderFailing(Broken, '/home');
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5_000));
    expect(reload).not.toHaveBeenCalled();
  });
});
