import { describe, expect, it, vi } from 'vitest';
import { apiRoutes, type ApiRouteName, type HttpMethod } from '@tayori/contract';
import { ApiFailure, type FailureType } from './api-failure';
import {
  conflictMessages,
  describeFailure,
  failureMessage,
  pendingEndpoints,
} from './error-messages';

const failure = (
  errorType: FailureType,
  opts: {
    status?: number;
    method?: HttpMethod;
    url?: string;
    messages?: string[];
    fields?: Record<string, string>;
    endpoint?: string;
  } = {},
) =>
  new ApiFailure(
    errorType,
    opts.status ?? 400,
    opts.method ?? 'GET',
    opts.url ?? '/api/v1/users/notices',
    opts.messages ?? [],
    opts.fields ?? {},
    opts.endpoint ?? null,
  );

const SERVER = 'サーバー側で問題が起きています。しばらく時間を置いてからアクセスしてください。';

describe('error catalogue (spec 000 §8)', () => {
  it('500, any 5xx, or something that is not an ApiFailure is a server problem', () => {
    expect(failureMessage(failure('serverError', { status: 500 }))).toBe(SERVER);
    expect(failureMessage(failure('notFound', { status: 502 }))).toBe(SERVER);
    expect(failureMessage(new SyntaxError('Unexpected token <'))).toBe(SERVER);
    expect(failureMessage(undefined)).toBe(SERVER);
  });

  it('conflict depends on the endpoint called, by its contract name (not its URL)', () => {
    const group = 'すでに登録されているグループ名です。';
    const a3 = 'A3ライセンスの付与上限に達しているため付与できません。';
    const other = '他のユーザーによって更新されています。時間を置いて再度お試しください。';
    expect(failureMessage(failure('conflict', { endpoint: 'noticeGroupCreate' }))).toBe(group);
    expect(failureMessage(failure('conflict', { endpoint: 'noticeGroupUpdate' }))).toBe(group);
    // The server's stale-seq answer on the same endpoint is the plain conflict.
    expect(
      failureMessage(failure('conflict', { endpoint: 'noticeGroupUpdate', messages: [other] })),
    ).toBe(other);
    for (const endpoint of ['tutorUpdate', 'staffUpdate'])
      expect(failureMessage(failure('conflict', { method: 'PATCH', endpoint }))).toBe(a3);
    expect(failureMessage(failure('conflict', { endpoint: 'staffNoticeUpdate' }))).toBe(other);
    // Registering an account with an A3 licence past the limit is the same refusal as granting
    // one on an edit: the registration's only conflict (docs/decisions/staff-accounts.md).
    expect(failureMessage(failure('conflict', { method: 'POST', endpoint: 'staffCreate' }))).toBe(
      a3,
    );
    // The URL plays no part, and a failure without an endpoint name is a plain conflict.
    expect(
      failureMessage(
        failure('conflict', { url: '/api/v1/schools/notice-group', endpoint: 'staffNoticeUpdate' }),
      ),
    ).toBe(other);
    expect(failureMessage(failure('conflict', { url: '/api/v1/schools/notice-group' }))).toBe(
      other,
    );
  });

  it('keeps up with the contract: each endpoint whose conflict spec 001 §8 names has its row', () => {
    for (const [name, { method, path }] of Object.entries(apiRoutes)) {
      const key = conflictMessages[name as ApiRouteName];
      if (/^\/api\/v1\/schools\/notice-group(\/|$)/.test(path) && /POST|PUT/.test(method))
        expect(key, name).toBe('conflict_notice_group');
      if (/^\/api\/v1\/(tutors|staff)\/\{/.test(path) && method === 'PATCH')
        expect(key, name).toBe('conflict_a3_license');
    }
    // A pending name that the contract now has leaves the pending list (then its row is checked
    // above); one the contract names differently fails above.
    for (const name of pendingEndpoints) expect(name in apiRoutes, name).toBe(false);
  });

  it("puts the screen's prefix (spec 001 §8) before the message, not before the fields", () => {
    const described = describeFailure(
      failure('validationError', {
        fields: { jid: 'JIDは半角英数字16文字以内で入力してください。' },
      }),
      'プロフィール：',
    );
    expect(described).toEqual({
      message: 'プロフィール：未入力、または不正な項目があります。',
      fields: { jid: 'JIDは半角英数字16文字以内で入力してください。' },
    });
    expect(failureMessage(new Error('bug'), '検索：')).toBe(`検索：${SERVER}`);
  });

  it('forbidden from outside the school differs from missing rights', () => {
    expect(failureMessage(failure('forbidden', { messages: ['not allowed IP address'] }))).toBe(
      '学外からはアカウント情報を閲覧できません。',
    );
    expect(failureMessage(failure('forbidden', { messages: ['something else'] }))).toBe(
      'アクセス権限がありません。',
    );
    expect(failureMessage(failure('forbidden'))).toBe('アクセス権限がありません。');
  });

  it('forbidden from an identity check that issues no password here says where details come from', () => {
    const why =
      'このポータルのサインインIDとパスワードは、学校が利用しているサインインサービスのものです。本人確認による仮パスワードの発行は行っていません。サインインできない場合は、学校の担当者にお問い合わせください。';
    expect(failureMessage(failure('forbidden', { messages: [why] }))).toBe(why);
  });

  it('validationError gives the generic text plus the per-field messages', () => {
    const described = describeFailure(
      failure('validationError', { fields: { noticeTitle: '50文字以内で入力してください。' } }),
    );
    expect(described).toEqual({
      message: '未入力、または不正な項目があります。',
      fields: { noticeTitle: '50文字以内で入力してください。' },
    });
    expect(describeFailure(failure('validationError')).fields).toEqual({});
  });

  it('maps the remaining types', () => {
    expect(failureMessage(failure('connectionRefused', { status: 0 }))).toBe(
      'サーバーとの接続が切断されました。',
    );
    expect(failureMessage(failure('notFound', { status: 404 }))).toBe(
      'データの取得に失敗しました。',
    );
    expect(failureMessage(failure('requestTimeout', { status: 0 }))).toMatch(
      /応答がありませんでした/,
    );
    expect(failureMessage(failure('unauthorized', { status: 401 }))).toBe(
      '認証に失敗しました。再度サインインしてください。',
    );
  });

  it('says the device is offline when the browser says so', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(failureMessage(failure('connectionRefused', { status: 0 }))).toBe(
      'オフラインです。接続を確認してから、もう一度お試しください。',
    );
  });

  it("tooManyRequests shows the server's message, or a generic one", () => {
    expect(
      failureMessage(
        failure('tooManyRequests', { status: 429, messages: ['10分後に再度お試しください。'] }),
      ),
    ).toBe('10分後に再度お試しください。');
    expect(failureMessage(failure('tooManyRequests', { status: 429 }))).toMatch(/試行回数が上限/);
  });

  it('an oversized request (431) says to clear the cookies, not that the input is wrong', () => {
    expect(failureMessage(failure('requestHeaderFieldsTooLarge', { status: 431 }))).toBe(
      'リクエストが大きすぎます。ブラウザのこのサイトのCookieを削除してから再度お試しください。',
    );
  });

  it('only validation answers carry field messages', () => {
    expect(describeFailure(failure('conflict', { fields: { a: 'b' } })).fields).toEqual({});
  });
});
