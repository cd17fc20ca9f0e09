import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { z } from 'zod';
import { TextInput } from '../forms/fields/text-input';
import { SnackbarProvider } from '../ui/snackbar';
import { SearchForm } from './search-form';
import { SearchPage } from './search-page';
import { searchConditions } from './url-conditions';
import { useUrlSearch } from './use-url-search';

const blank = (v: unknown) => (v === '' ? undefined : v);
const Query = z.object({
  limit: z.coerce.number().int().default(10),
  page: z.coerce.number().int().min(1).default(1),
  lastName: z.preprocess(blank, z.string().max(5, '5文字以内で入力してください。').optional()),
  notes: z.preprocess(blank, z.string().optional()),
});
const staffSearch = searchConditions({
  schema: Query,
  fields: ['lastName', 'notes'],
  pageSize: 10,
  atLeastOne: ['lastName', 'notes'],
});

function Location() {
  return <output aria-label="URL">{useLocation().search}</output>;
}

/** Counts how often it is mounted: the search page remounts what its formKey keys. */
let mounts = 0;
function MountCounter() {
  useEffect(() => void (mounts += 1), []);
  return null;
}

function Screen({
  total,
  loading = false,
  fetching = false,
}: Partial<Record<'loading' | 'fetching', boolean>> & { total?: number }) {
  const search = useUrlSearch(staffSearch);
  return (
    <SearchPage
      title="職員検索"
      actions={<button type="button">新規登録</button>}
      paging={search.paging}
      total={search.query ? total : undefined}
      loading={loading}
      fetching={fetching}
      idle="検索条件を入力してください。"
      form={
        <SearchForm key={search.formKey} search={search}>
          {(control) => (
            <>
              <TextInput control={control} name="lastName" label="姓" clearable />
              <TextInput control={control} name="notes" label="備考" />
            </>
          )}
        </SearchForm>
      }
    >
      <MountCounter key={search.formKey} />
      <table aria-label="結果" />
    </SearchPage>
  );
}

function renderAt(url: string, props: Parameters<typeof Screen>[0] = {}) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <SnackbarProvider>
        <Screen {...props} />
        <Location />
      </SnackbarProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}
const url = () => screen.getByRole('status', { name: 'URL' }).textContent;

describe('SearchPage and SearchForm', { timeout: 20_000 }, () => {
  it('searches nothing and says so until one condition is given (spec 001 §5)', async () => {
    const user = renderAt('/staff', { total: 5 });
    expect(screen.getByText('検索条件を入力してください。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByText('いずれかの検索条件を入力してください。')).toBeTruthy();
    expect(url()).toBe('');
  });

  it('a search writes its conditions to the URL from page 1', async () => {
    const user = renderAt('/staff?notes=x&page=3', { total: 250 });
    await user.type(screen.getByRole('textbox', { name: '姓' }), '山田');
    await user.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(url()).toBe('?lastName=%E5%B1%B1%E7%94%B0&notes=x'));
  });

  it('a broken rule shows its message with validation_incorrect and does not search', async () => {
    const user = renderAt('/staff?notes=x', { total: 1 });
    await user.type(screen.getByRole('textbox', { name: '姓' }), '山田山田山田');
    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByText('未入力、または不正な項目があります。')).toBeTruthy();
    expect(screen.getByText('5文字以内で入力してください。')).toBeTruthy();
    expect(url()).toBe('?notes=x');
  });

  it('shows title, actions, the hit count and 10 page links; paging keeps the conditions', async () => {
    const user = renderAt('/staff?notes=x', { total: 250 });
    expect(screen.getByRole('heading', { name: '職員検索' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '新規登録' })).toBeTruthy();
    expect(screen.getAllByRole('status').some((s) => s.textContent === '検索結果：250件')).toBe(
      true,
    );
    const pager = screen.getByRole('navigation', { name: 'ページ切り替え' });
    expect(within(pager).getAllByRole('button', { name: /ページ目$/ })).toHaveLength(10);
    await user.click(within(pager).getByRole('button', { name: '4ページ目' }));
    expect(url()).toBe('?notes=x&page=4');
  });

  it('searching again with the same conditions starts over (the CSV file with it); paging does not', async () => {
    const user = renderAt('/staff?notes=x', { total: 250 });
    const before = mounts;
    await user.click(
      within(screen.getByRole('navigation', { name: 'ページ切り替え' })).getByRole('button', {
        name: '2ページ目',
      }),
    );
    expect(url()).toBe('?notes=x&page=2');
    expect(mounts).toBe(before);
    await user.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(url()).toBe('?notes=x'));
    expect(mounts).toBe(before + 1);
    await user.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(mounts).toBe(before + 2));
  });

  it('a page past the end shows the last page', async () => {
    renderAt('/staff?notes=x&page=99', { total: 25 });
    await waitFor(() => expect(url()).toBe('?notes=x&page=3'));
  });

  it('covers the screen while the first answer loads', () => {
    renderAt('/staff?notes=x', { total: 25, loading: true });
    expect(screen.getByRole('progressbar', { name: '読み込み中です…' })).toBeTruthy();
  });

  it('keeps the rows of the previous page under a progress bar while the next loads', () => {
    renderAt('/staff?notes=x', { total: 25, fetching: true });
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByRole('table', { name: '結果' })).toBeTruthy();
  });

  it('disables the conditions and 検索 while a search is on its way (spec 001 §4), then gives them back', async () => {
    renderAt('/staff?notes=x', { total: 25, fetching: true });
    expect(screen.getByRole('button', { name: '検索' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('姓').hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('備考').hasAttribute('disabled')).toBe(true);
    cleanup();
    const user = renderAt('/staff?notes=x', { total: 25, fetching: false });
    expect(screen.getByRole('button', { name: '検索' }).hasAttribute('disabled')).toBe(false);
    await user.type(screen.getByLabelText('姓'), '山田');
    expect((screen.getByLabelText('姓') as HTMLInputElement).value).toBe('山田');
  });
});
