import { meOf } from '../../../test/me';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Me, StandaloneWidgetResponse } from '@tayori/contract';
import ChatbotPage from './chatbot-page';

const me: Me = meOf({ schoolName: null });
vi.mock('../../shared/auth/use-me', () => ({ useMe: () => ({ data: me }) }));
const api = vi.hoisted(() => ({
  answer: null as StandaloneWidgetResponse | null,
  calls: [] as unknown[],
}));
vi.mock('../../shared/api/client', () => ({
  callApi: (_name: string, opts: { query: unknown }) => {
    api.calls.push(opts.query);
    return api.answer ? Promise.resolve(api.answer) : Promise.reject(new Error('failed'));
  },
}));

const ok: StandaloneWidgetResponse = {
  errorCode: null,
  widget: { title: '学習サポートAI', placement: 'standalone' },
  sdkKey: 'key-1',
  extendedSchoolCode: 'S0001',
  userType: 'STAFF',
  scriptUrl: '/chatbot/demo-widget.js',
};
const forbidden: StandaloneWidgetResponse = {
  ...ok,
  errorCode: 'FORBIDDEN',
  widget: null,
  sdkKey: null,
  scriptUrl: null,
};

function renderPage(url: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <ChatbotPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The error block's school code, user type and access path, in order. */
async function errorBlock() {
  const block = await screen.findByRole('alert', { name: 'チャットボットを表示できません' });
  expect(within(block).getByText(/チャットボットの設定が無効です/)).toBeTruthy();
  return [...block.querySelectorAll('dd')].map((dd) => dd.textContent);
}

beforeEach(() => {
  api.calls = [];
  for (const s of document.querySelectorAll('script')) s.remove();
});

describe('/comconnect-ai', () => {
  it('loads the widget script with the key and settings of the app', async () => {
    api.answer = ok;
    renderPage('/comconnect-ai?app=study-support&from=menu');
    expect(await screen.findByRole('heading', { name: '学習サポートAI' })).toBeTruthy();
    expect(api.calls).toEqual([
      { app: 'study-support', from: 'menu', widgetname: 'comconnect-ai' },
    ]);
    const script = document.querySelector<HTMLScriptElement>('script[data-sdk-key]')!;
    expect(script.getAttribute('src')).toBe('/chatbot/demo-widget.js');
    expect(script.dataset.sdkKey).toBe('key-1');
    expect(JSON.parse(script.dataset.widget!)).toMatchObject({ placement: 'standalone' });
    const container = document.getElementById(script.dataset.container!);
    expect(container?.getAttribute('aria-label')).toBe('学習サポートAI');
  });

  it('shows the error block without app, with the school code the server names', async () => {
    api.answer = forbidden;
    renderPage('/comconnect-ai');
    expect(await errorBlock()).toEqual(['S0001', '教職員（STAFF）', '/comconnect-ai']);
    expect(document.querySelector('script[data-sdk-key]')).toBeNull();
  });

  it('shows the error block for errorCode FORBIDDEN', async () => {
    api.answer = forbidden;
    renderPage('/comconnect-ai?app=unknown');
    expect(await errorBlock()).toEqual(['S0001', '教職員（STAFF）', '/comconnect-ai?app=unknown']);
  });

  it('shows the error block when the request fails, with what the page knows', async () => {
    api.answer = null;
    renderPage('/comconnect-ai?app=study-support');
    // The signed-in user's own school code and type (GET /api/v1/me), never a raw 不明 for them.
    expect(await errorBlock()).toEqual([
      'S0001',
      '教職員（STAFF）',
      '/comconnect-ai?app=study-support',
    ]);
  });
});
