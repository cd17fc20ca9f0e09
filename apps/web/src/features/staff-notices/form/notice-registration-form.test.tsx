import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  decodeNoticeBody,
  tokyoDateOf,
  type NoticeDestination,
  type NoticeRegistrationBody,
} from '@tayori/contract';
import { ConfirmProvider } from '../../../shared/ui/confirm-dialog';
import { DateLocalization } from '../../../shared/ui/date-localization';
import { SnackbarProvider } from '../../../shared/ui/snackbar';
import { NoticeRegistrationForm } from './notice-registration-form';
import { emptyNoticeForm, type NoticeFormValues } from './notice-rules';

const sent = vi.hoisted(() => [] as NoticeRegistrationBody[]);
vi.mock('../api/create-notice', () => ({
  useCreateNotice: () => ({
    isPending: false,
    mutateAsync: async (body: NoticeRegistrationBody) => {
      sent.push(body);
      return {};
    },
  }),
}));

const destination = (
  id: number,
  name: string,
  carefulCount: number,
  school = { extendedSchoolCode: 'S0001', schoolName: '本校' },
): NoticeDestination => ({
  noticeGroupId: id,
  noticeGroupName: name,
  ...school,
  memberCount: 30,
  carefulCount,
});
const destinations = [destination(1, '1年生', 0), destination(2, '2年生', 1)];
const categories = [{ noticeCategoryId: 5, noticeCategoryName: '学校行事' }];
const today = tokyoDateOf(new Date());
const dayAfter = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function renderForm(initial: NoticeFormValues, groups = destinations) {
  return render(
    <MemoryRouter>
      <SnackbarProvider>
        <ConfirmProvider>
          <DateLocalization>
            <NoticeRegistrationForm
              initial={initial}
              categories={categories}
              destinations={groups}
            />
          </DateLocalization>
        </ConfirmProvider>
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

/** Puts HTML into the body editor as a paste does (the editor loads in its own chunk). */
async function pasteIntoBody(html: string) {
  const body = await screen.findByRole('textbox', { name: '本文 *' }, { timeout: 10_000 });
  fireEvent.paste(body, {
    clipboardData: {
      types: ['text/html'],
      getData: (t: string) => (t === 'text/html' ? html : ''),
    },
  });
}

/** Everything but the end date, the group chosen from the list. */
async function fillIn(group: string) {
  fireEvent.change(screen.getByRole('textbox', { name: '件名' }), { target: { value: '件名' } });
  await pasteIntoBody('<p>本文 [https://example.com]</p>');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'お知らせグループ' }));
  fireEvent.click(screen.getByRole('option', { name: new RegExp(`^${group}`) }));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'カテゴリ' }));
  fireEvent.click(screen.getByRole('option', { name: '学校行事' }));
}

describe('NoticeRegistrationForm', { timeout: 20_000 }, () => {
  it('sends 9999-12-31 when 終了日を設定しない is checked, after the confirmation', async () => {
    sent.length = 0;
    renderForm(emptyNoticeForm(today));
    await fillIn('1年生');
    const endDate = screen.getByRole('group', { name: '終了日' });
    fireEvent.click(screen.getByRole('checkbox', { name: '終了日を設定しない' }));
    await waitFor(() =>
      expect(within(endDate).getByRole('spinbutton', { name: '年' })).toHaveProperty(
        'ariaDisabled',
        'true',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).not.toContain('配慮');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      noticeTitle: '件名',
      noticeCategory: 5,
      noticeGroupId: 1,
      noticeStartDate: today,
      noticeEndDate: '9999-12-31',
      noticeImportantFlag: false,
      noticeOpenStatus: true,
    });
    expect(decodeNoticeBody(sent[0]!.noticeBody)).toBe('<p>本文 [https://example.com]</p>');
    expect(await screen.findByText('保存しました。', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('asks with the special wording when the group holds a careful student', async () => {
    renderForm(emptyNoticeForm(today));
    await fillIn('2年生');
    expect(screen.getByText('このグループには配慮が必要な生徒が1名含まれています。')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '終了日を設定しない' }));
    fireEvent.click(screen.getByRole('button', { name: '下書き保存' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain('配慮が必要な生徒が含まれています');
  });

  it('reads 予約 for a start after today and 保存 otherwise', () => {
    const { unmount } = renderForm({
      ...emptyNoticeForm(today),
      noticeStartDate: dayAfter(today),
    });
    expect(screen.getByRole('button', { name: '予約' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    unmount();
    renderForm(emptyNoticeForm(today));
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
  });

  it('refuses to ask before the form is valid', async () => {
    renderForm(emptyNoticeForm(today));
    fireEvent.click(screen.getByRole('button', { name: '下書き保存' }));
    expect(await screen.findByText('未入力、または不正な項目があります。')).toBeTruthy();
    expect(screen.getAllByText('必須項目です。').length).toBeGreaterThanOrEqual(4);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts characters as the rules do: 𠮷 is 1, the body by its visible text', async () => {
    renderForm(emptyNoticeForm(today));
    const title = screen.getByRole('textbox', { name: '件名' });
    fireEvent.change(title, { target: { value: '𠮷'.repeat(30) } });
    expect(screen.getByText('30 / 50')).toBeTruthy();
    await pasteIntoBody('<p>a &amp; b</p><p><b>𠮷</b></p>');
    expect(screen.getByText('6 / 5000')).toBeTruthy();
  });

  it('shows the title counter next to its error message', async () => {
    renderForm(emptyNoticeForm(today));
    fireEvent.change(screen.getByRole('textbox', { name: '件名' }), {
      target: { value: '𠮷'.repeat(51) },
    });
    fireEvent.click(screen.getByRole('button', { name: '下書き保存' }));
    expect(await screen.findByText('50文字以内で入力してください。')).toBeTruthy();
    expect(screen.getByText('51 / 50')).toBeTruthy();
  });

  it('focuses the first invalid field after a failed save', async () => {
    renderForm(emptyNoticeForm(today));
    await screen.findByRole('textbox', { name: '本文 *' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: '下書き保存' }));
    const title = screen.getByRole('textbox', { name: '件名' });
    await waitFor(() => expect(document.activeElement).toBe(title));

    fireEvent.change(title, { target: { value: '件名' } });
    fireEvent.click(screen.getByRole('button', { name: '下書き保存' }));
    const body = screen.getByRole('textbox', { name: '本文 *' });
    await waitFor(() => expect(document.activeElement).toBe(body));
  });

  it('names the school of the chosen group when the groups span several schools', () => {
    const sapporo = { extendedSchoolCode: 'S0002', schoolName: '札幌中央高等学院' };
    renderForm(emptyNoticeForm(today), [
      destination(1, '3年生', 0),
      destination(3, '3年生', 0, sapporo),
    ]);
    const group = screen.getByRole('combobox', { name: 'お知らせグループ' });
    fireEvent.mouseDown(group);
    const options = screen.getAllByRole('option', { name: '3年生（30名）' });
    expect(options).toHaveLength(2);
    fireEvent.click(options[1]!);
    expect(group).toHaveProperty('value', '3年生（30名）— 札幌中央高等学院');
  });

  it('asks before the tab closes while the form holds unsaved changes, not after saving', async () => {
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    renderForm(emptyNoticeForm(today));
    expect(leave()).toBe(false);
    await fillIn('1年生');
    await waitFor(() => expect(leave()).toBe(true));
    fireEvent.click(screen.getByRole('checkbox', { name: '終了日を設定しない' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存しました。', {}, { timeout: 10_000 })).toBeTruthy();
    expect(leave()).toBe(false);
  });
});
