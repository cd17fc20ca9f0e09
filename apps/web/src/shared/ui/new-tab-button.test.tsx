import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowPath } from '../navigation/paths';
import { NewTabButton } from './new-tab-button';
import { SnackbarProvider } from './snackbar';

const renderButton = (id: number | null) =>
  render(
    <SnackbarProvider>
      <NewTabButton href={rowPath('/staff-account-detail/:id', id)} label="山田 花子の詳細">
        詳細
      </NewTabButton>
    </SnackbarProvider>,
  );

describe('NewTabButton', () => {
  it("opens the row's page in a new tab, and says so", () => {
    renderButton(12);
    const link = screen.getByRole('link', { name: '山田 花子の詳細（新しいタブで開きます）' });
    expect(link.getAttribute('href')).toBe('/staff-account-detail/12');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a row without an id opens nothing and describes why with cmp_51_001_description', async () => {
    renderButton(null);
    expect(screen.queryByRole('link')).toBeNull();
    const button = screen.getByRole('button', { name: '山田 花子の詳細' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'このデータは表示できません。',
    );

    expect(button.getAttribute('title')).toBe('このデータは表示できません。');
    await userEvent.setup().click(button);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'このデータは表示できません。',
    );
  });
});
