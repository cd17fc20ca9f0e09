import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { limits, messages } from '@tayori/contract';
import { SnackbarProvider } from '../../shared/ui/snackbar';
import { ImportForm } from './import-form';

vi.mock('../../shared/auth/oidc', () => ({ getIdToken: async () => 'id-token' }));

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <SnackbarProvider>
      <ImportForm
        schools={[{ extendedSchoolCode: 'S0001', schoolName: '札幌中央高等学院', areaCode: '01' }]}
        pending={false}
        onSubmit={onSubmit}
      />
    </SnackbarProvider>,
  );
  return onSubmit;
}

const choose = (size: number) => {
  const file = new File(['a'], 'meibo.csv', { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(screen.getByLabelText('CSVファイル'), { target: { files: [file] } });
};

describe('ImportForm', () => {
  it('refuses a file over the limit before uploading it, with the server’s message', () => {
    const onSubmit = renderForm();
    choose(limits.rosterImportMaxBytes + 1);
    expect(screen.getByRole('alert').textContent).toBe(messages.import_file_too_large);
    expect(screen.getByRole('button', { name: '内容を確認' })).toHaveProperty('disabled', true);
    expect(onSubmit).not.toHaveBeenCalled();

    choose(limits.rosterImportMaxBytes);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '内容を確認' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('takes a OneRoster ZIP for the school, offers its export, and reads no encoding', () => {
    const onSubmit = renderForm();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '取り込む種類' }));
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', {
        name: 'OneRoster（Japan Profile のZIP）',
      }),
    );
    expect(screen.queryByRole('combobox', { name: '文字コード' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'この学校をOneRoster形式でダウンロード' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'すべての学校をOneRoster形式でダウンロード' }),
    ).toBeTruthy();
    const input = screen.getByLabelText('OneRosterのZIPファイル');
    expect(input.getAttribute('accept')).toBe('.zip,application/zip');
    const zip = new File(['PK'], 'meibo.zip', { type: 'application/zip' });
    fireEvent.change(input, { target: { files: [zip] } });
    fireEvent.click(screen.getByRole('button', { name: '内容を確認' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'oneRoster', extendedSchoolCode: 'S0001', file: zip }),
    );
  });
});
