import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { limits } from '@tayori/contract';
import { SnackbarProvider, useSnackbar, type SnackbarSeverity } from './snackbar';

function Trigger({ message, severity }: { message: string; severity: SnackbarSeverity }) {
  const snackbar = useSnackbar();
  return <button onClick={() => snackbar.show(message, severity)}>show {message}</button>;
}

function renderWith(message: string, severity: SnackbarSeverity) {
  return render(
    <SnackbarProvider>
      <Trigger message={message} severity={severity} />
    </SnackbarProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe('snackbar', () => {
  it('shows an error message in the error colour, at the top centre, closable', async () => {
    renderWith('保存に失敗しました。', 'error');
    fireEvent.click(screen.getByRole('button', { name: 'show 保存に失敗しました。' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('保存に失敗しました。');
    expect(alert.className).toMatch(/MuiAlert-filledError|colorError/);
    expect(alert.closest('.MuiSnackbar-anchorOriginTopCenter')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 3000 });
  });

  it('shows success in the success colour and hides itself after 2000 ms', async () => {
    renderWith('保存しました。', 'success');
    // Load the lazily imported view once with real timers, then measure the next message.
    fireEvent.click(screen.getByRole('button', { name: 'show 保存しました。' }));
    expect((await screen.findByRole('alert')).className).toMatch(
      /MuiAlert-filledSuccess|colorSuccess/,
    );
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 3000 });

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'show 保存しました。' }));
    expect(screen.getByRole('alert').textContent).toContain('保存しました。');
    act(() => vi.advanceTimersByTime(limits.snackbarMs - 10));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(10)); // 2000 ms: the snackbar closes…
    act(() => vi.advanceTimersByTime(1_000)); // …and its exit transition ends
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
