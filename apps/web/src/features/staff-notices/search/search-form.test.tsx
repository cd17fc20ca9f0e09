import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from '../../../shared/ui/snackbar';
import { StaffNoticeSearchForm } from './search-form';
import { staffNoticeSearch } from './search-params';

const renderForm = (onSearch: () => void) =>
  render(
    <SnackbarProvider>
      <StaffNoticeSearchForm
        search={{
          of: staffNoticeSearch,
          conditions: staffNoticeSearch.empty,
          search: onSearch,
        }}
      />
    </SnackbarProvider>,
  );

describe('StaffNoticeSearchForm', () => {
  it('clears the title (spec 000 §2: clearable) with a labelled button shown only with text', async () => {
    const onSearch = vi.fn();
    renderForm(onSearch);
    const title = screen.getByRole('textbox', { name: '件名' });
    expect(screen.queryByRole('button', { name: '件名の入力をクリア' })).toBeNull();

    fireEvent.change(title, { target: { value: '運動会' } });
    fireEvent.click(screen.getByRole('button', { name: '件名の入力をクリア' }));
    expect(title).toHaveProperty('value', '');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.queryByRole('button', { name: '件名の入力をクリア' })).toBeNull();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('a title over 50 shows its message and the invalid-input snackbar, and does not search', async () => {
    const onSearch = vi.fn();
    renderForm(onSearch);
    fireEvent.change(screen.getByRole('textbox', { name: '件名' }), {
      target: { value: 'あ'.repeat(51) },
    });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByText('未入力、または不正な項目があります。')).toBeTruthy();
    expect(screen.getByText('50文字以内で入力してください。')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
