import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SnackbarProvider } from '../../shared/ui/snackbar';
import IdentificationPage from './identification-page';

// The lazily loaded snackbar and a busy machine can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../shared/auth/oidc', () => ({ getIdToken: async () => null }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let identify: (body: unknown) => Response;
let requests: { method: string; url: string; body?: string }[];

beforeEach(() => {
  requests = [];
  identify = () => json(200, { successFlag: true });
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    requests.push({ method, url, body: init.body as string | undefined });
    if (url === '/api/v1/areas')
      return json(200, { areaList: [{ areaCode: '01', areaName: '北海道' }] });
    if (url === '/api/v1/schools?areaCode=01')
      return json(200, {
        schoolList: [
          { extendedSchoolCode: 'S0001', schoolName: '札幌中央高等学院', areaCode: '01' },
        ],
      });
    if (url === '/api/v1/start') return json(200, { ok: true });
    if (method === 'POST') return identify(JSON.parse(String(init.body)));
    return json(404, { errorType: 'notFound', messages: [] });
  });
});
afterEach(() => vi.unstubAllGlobals());

function Landing({ name }: { name: string }) {
  const state = useLocation().state as { message?: string } | null;
  return (
    <p>
      {name}
      {state?.message ? `: ${state.message}` : ''}
    </p>
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/identification']}>
          <Routes>
            <Route path="/identification" element={<IdentificationPage />} />
            <Route path="/success-authentication" element={<Landing name="success" />} />
            <Route path="/failure-authentication" element={<Landing name="failure" />} />
            <Route path="/error" element={<Landing name="error" />} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(screen.getByLabelText(/地域/)).toHaveProperty('disabled', false));
  await user.selectOptions(screen.getByLabelText(/地域/), '01');
  await waitFor(() => expect(screen.getByLabelText(/学校/)).toHaveProperty('disabled', false));
  await user.selectOptions(screen.getByLabelText(/学校/), 'S0001');
  type(/学籍番号/, '2024A0001');
  type(/生年月日/, '20080514');
  type(/携帯電話番号/, '09012345678');
  await user.click(screen.getByRole('checkbox', { name: /同意する/ }));
}

// MUI inputs in jsdom are slow to drive: these tests get more than the default 5 s.
describe('IdentificationPage', { timeout: 20_000 }, () => {
  it('shows the required message on every field and the invalid-input snackbar', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: '本人確認' }));
    expect(await screen.findAllByText('必須項目です。')).toHaveLength(6);
    expect(await screen.findByText('未入力、または不正な項目があります。')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('keeps the school disabled until an area is chosen', async () => {
    renderPage();
    expect(screen.getByLabelText(/学校/)).toHaveProperty('disabled', true);
    expect(screen.getByText('先に地域を選択してください。')).toBeTruthy();
  });

  it('shows the format messages of the contract', async () => {
    const user = renderPage();
    await fillValid(user);
    type(/生年月日/, '20080230');
    type(/携帯電話番号/, '090-1234-567');
    await user.click(screen.getByRole('button', { name: '本人確認' }));
    expect(await screen.findByText('無効な日付です。')).toBeTruthy();
    expect(screen.getByText('半角数字11文字で入力してください。')).toBeTruthy();
  });

  it('shows what an IME typed in half width once a field is left, and sends that', async () => {
    const user = renderPage();
    await fillValid(user);
    const studentNumber = screen.getByLabelText<HTMLInputElement>(/学籍番号/);
    const birthday = screen.getByLabelText<HTMLInputElement>(/生年月日/);
    const phone = screen.getByLabelText<HTMLInputElement>(/携帯電話番号/);
    await user.clear(studentNumber);
    await user.type(studentNumber, '２０２４ａ０００１');
    await user.clear(birthday);
    await user.type(birthday, '２００８－０５－１４');
    expect(studentNumber.value).toBe('2024a0001');
    await user.clear(phone);
    await user.type(phone, '０９０ー１２３４ー５６７８');
    await user.tab();
    expect(birthday.value).toBe('20080514');
    expect(phone.value).toBe('09012345678');
    await user.click(screen.getByRole('button', { name: '本人確認' }));
    expect(await screen.findByText('success')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/v1/schools/S0001/students/2024a0001',
      body: JSON.stringify({ birthday: '20080514', phoneNumber: '09012345678' }),
    });
  });

  it('shows the normalised value with the spec message when it is still wrong (Enter, no blur)', async () => {
    const user = renderPage();
    await fillValid(user);
    const phone = screen.getByLabelText<HTMLInputElement>(/携帯電話番号/);
    await user.clear(phone);
    await user.type(phone, '０９０ー１２３４ー５６７{Enter}');
    expect(await screen.findByText('半角数字11文字で入力してください。')).toBeTruthy();
    expect(phone.value).toBe('0901234567');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('calls start, then the check with the details, and goes to the success page', async () => {
    const user = renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '本人確認' }));
    expect(await screen.findByText('success')).toBeTruthy();
    const start = requests.findIndex((r) => r.url === '/api/v1/start');
    const post = requests.findIndex((r) => r.method === 'POST');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(post).toBeGreaterThan(start);
    expect(requests[post]).toMatchObject({
      url: '/api/v1/schools/S0001/students/2024A0001',
      body: JSON.stringify({ birthday: '20080514', phoneNumber: '09012345678' }),
    });
  });

  it('goes to the failure page when the details do not match', async () => {
    identify = () => json(200, { successFlag: false });
    const user = renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '本人確認' }));
    expect(await screen.findByText('failure')).toBeTruthy();
  });

  it("passes the server's too-many-requests message to the failure page", async () => {
    identify = () =>
      json(429, { errorType: 'tooManyRequests', messages: ['しばらくお待ちください。'] });
    const user = renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '本人確認' }));
    expect(await screen.findByText('failure: しばらくお待ちください。')).toBeTruthy();
  });
});

// Last in the file: the sign-in configuration is read once per page load (module state).
describe('on a portal signing in with the school’s own provider', () => {
  it('says where sign-in details come from instead of asking for the student’s', async () => {
    const answer = vi.mocked(fetch);
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
      url === '/api/v1/auth-config'
        ? json(200, {
            authority: 'https://login.school.example.jp',
            clientId: 'portal',
            scope: 'openid email',
            changePasswordUrl: null,
            identityCheck: false,
          })
        : answer(url, init),
    );
    renderPage();
    expect(
      await screen.findByText(
        'このポータルのサインインIDとパスワードは、学校が利用しているサインインサービスのものです。本人確認による仮パスワードの発行は行っていません。サインインできない場合は、学校の担当者にお問い合わせください。',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '本人確認' })).toBeNull();
    expect(screen.queryByLabelText(/学籍番号/)).toBeNull();
  });
});
