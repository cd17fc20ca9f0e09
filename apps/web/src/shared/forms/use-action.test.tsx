import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ApiFailure } from '../api/api-failure';
import { ConfirmProvider } from '../ui/confirm-dialog';
import { SnackbarProvider } from '../ui/snackbar';
import { useAction } from './use-action';

/** A button without a form (an apply, an undo, a temporary password): the formless half. */
function ActionButton({
  send,
  onSuccess,
}: {
  send(): Promise<string>;
  onSuccess(a: string): void;
}) {
  const action = useAction();
  return (
    <button
      type="button"
      disabled={action.busy}
      onClick={() =>
        void action.run({
          confirm: { message: '反映しますか？', confirmLabel: '反映' },
          send,
          success: '反映しました。',
          onSuccess,
        })
      }
    >
      実行
    </button>
  );
}

function renderAction(send: () => Promise<string>, onSuccess = vi.fn()) {
  render(
    <MemoryRouter>
      <SnackbarProvider>
        <ConfirmProvider>
          <ActionButton send={send} onSuccess={onSuccess} />
        </ConfirmProvider>
      </SnackbarProvider>
    </MemoryRouter>,
  );
  return onSuccess;
}

const runButton = () => screen.getByRole('button', { name: '実行', hidden: true });

describe('useAction', { timeout: 20_000 }, () => {
  it('sends nothing when the confirmation is cancelled', async () => {
    const send = vi.fn(async () => 'done');
    renderAction(send);
    const user = userEvent.setup();
    await user.click(runButton());
    await user.click(await screen.findByRole('button', { name: 'キャンセル' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('confirm → busy → send → the success message and the answer', async () => {
    let answer: (v: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onSuccess = renderAction(send);
    const user = userEvent.setup();
    await user.click(runButton());
    await user.click(await screen.findByRole('button', { name: '反映' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(runButton()).toHaveProperty('disabled', true);
    answer('import-2');
    expect(await screen.findByText('反映しました。')).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledWith('import-2');
    await waitFor(() => expect(runButton()).toHaveProperty('disabled', false));
  });

  it("says a failure with the error catalogue's message and frees the button", async () => {
    const send = vi.fn(async (): Promise<string> => {
      throw new ApiFailure('conflict', 409, 'POST', '/api/v1/roster-imports/1/apply', []);
    });
    const onSuccess = renderAction(send);
    const user = userEvent.setup();
    await user.click(runButton());
    await user.click(await screen.findByRole('button', { name: '反映' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('反映しました。')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(runButton()).toHaveProperty('disabled', false));
  });
});
