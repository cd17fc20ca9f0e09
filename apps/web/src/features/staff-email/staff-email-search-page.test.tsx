import { meOf } from '../../../test/me';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Me, StaffEmailAddressResponse } from '@tayori/contract';
import StaffEmailSearchPage from './staff-email-search-page';
import { renderInApp } from '../../../test/render-in-app';

const me: Me = meOf();
vi.mock('../../shared/auth/use-me', () => ({ useMe: () => ({ data: me }) }));
vi.mock('../../shared/api/school-options', () => ({
  useSchoolOptions: () => ({
    data: [{ extendedSchoolCode: 'S0001', schoolName: '札幌中央高等学院' }],
    isError: false,
  }),
}));
const api = vi.hoisted(() => ({
  answer: undefined as unknown as StaffEmailAddressResponse,
  calls: [] as unknown[],
}));
vi.mock('../../shared/api/client', async () =>
  (await import('../../../test/recording-client')).recordingClient(api),
);

const person = (last: string, email: string) => ({
  lastName: last,
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  emailAddress: email,
});

function renderPage(url = '/staff-email-address-search') {
  renderInApp(<StaffEmailSearchPage />, url);
}

beforeEach(() => {
  api.calls = [];
  api.answer = {
    emailAddressInfoList: [
      {
        extendedSchoolCode: 'S0001',
        schoolName: '札幌中央高等学院',
        emailAddressList: [person('山田', 'yamada@staff.example')],
      },
    ],
    emailAddressInfoTotalCount: 1,
  };
});

describe('/staff-email-address-search', () => {
  it('asks for a condition before searching (spec 001 §5)', async () => {
    renderPage();
    expect(screen.getByText('条件を1つ以上入力して検索してください。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByText('いずれかの検索条件を入力してください。')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('searches kana typed in hiragana as katakana and shows staff per school', async () => {
    renderPage();
    const kana = screen.getByRole('textbox', { name: '姓（カナ）' });
    fireEvent.change(kana, { target: { value: 'やまだ' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    const section = await screen.findByRole('button', { name: '札幌中央高等学院（1名）' });
    expect(section.getAttribute('aria-expanded')).toBe('true');
    expect(api.calls.at(-1)).toMatchObject({ lastNameKana: 'ヤマダ', lastName: null });
    expect((kana as HTMLInputElement).value).toBe('ヤマダ');
    const table = screen.getByLabelText('札幌中央高等学院の教職員');
    expect(within(table).getByText('山田 花子')).toBeTruthy();
    expect(within(table).getByText('ヤマダ ハナコ')).toBeTruthy();
    const link = within(table).getByRole('link');
    expect(link.getAttribute('href')).toBe('mailto:yamada@staff.example');
  });

  it('copies an address and says so for a moment', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage('/staff-email-address-search?lastName=%E5%B1%B1');
    fireEvent.click(await screen.findByRole('button', { name: 'yamada@staff.example をコピー' }));
    expect(await screen.findByText('コピーしました')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('yamada@staff.example');
  });

  it('refuses kana that is not kana, with the contract message', async () => {
    renderPage();
    fireEvent.change(screen.getByRole('textbox', { name: '名（カナ）' }), {
      target: { value: 'abc' },
    });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByText('全角カナで入力してください。')).toBeTruthy();
    await waitFor(() => expect(api.calls).toEqual([]));
  });

  it('says when the answer was capped', async () => {
    api.answer = { ...api.answer, emailAddressInfoTotalCount: 250 };
    renderPage('/staff-email-address-search?lastName=%E5%B1%B1');
    expect(await screen.findByText(/先頭の1件を表示しています/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('検索結果：250件');
  });
});
