import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmProvider, useConfirm } from './confirm-dialog';

function Asker({ onAnswer }: { onAnswer(ok: boolean): void }) {
  const confirm = useConfirm();
  return (
    <button
      onClick={() =>
        void confirm({ title: '削除', message: '削除しますか？', danger: true }).then(onAnswer)
      }
    >
      ask
    </button>
  );
}

describe('useConfirm', () => {
  it.each([
    ['OK', true],
    ['キャンセル', false],
  ] as const)('resolves %s → %s', async (label, expected) => {
    const answers: boolean[] = [];
    render(
      <ConfirmProvider>
        <Asker onAnswer={(ok) => answers.push(ok)} />
      </ConfirmProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('dialog', { name: '削除' });
    expect(dialog.textContent).toContain('削除しますか？');
    fireEvent.click(screen.getByRole('button', { name: label }));
    await screen.findByRole('button', { name: 'ask' });
    await new Promise((r) => setTimeout(r, 0));
    expect(answers).toEqual([expected]);
  });
});
