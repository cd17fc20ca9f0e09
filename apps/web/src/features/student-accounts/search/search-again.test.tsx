import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudentSearchResult } from '@tayori/contract';
import { useSearchScreen } from '../../../shared/search/use-search-screen';
import { studentSearchOptions } from '../api/search-students';
import { studentSearch } from './search-params';
import { renderInApp } from '../../../../test/render-in-app';

/** The search page's wiring of the URL's conditions to the list call, with a 検索 button. */
function Screen() {
  const { search, data } = useSearchScreen(studentSearch, studentSearchOptions);
  return (
    <>
      <button type="button" onClick={() => search.search(search.conditions)}>
        検索
      </button>
      <button type="button" onClick={() => search.setPage(2)}>
        2
      </button>
      <output aria-label="件数">{data?.studentsTotalCount}</output>
    </>
  );
}

let calls: string[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const body: StudentSearchResult = {
      studentList: [],
      studentsTotalCount: calls.length,
      abilities: { exportCsv: false },
    };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('student search run again (spec 001 §2: a search resets the page and starts over)', () => {
  it('asks the server anew with the same conditions; paging back is the kept answer', async () => {
    renderInApp(<Screen />, '/student-account-search?extendedSchoolCode=S0001');
    const user = userEvent.setup();
    const count = () => screen.getByRole('status', { name: '件数' }).textContent;
    await waitFor(() => expect(count()).toBe('1'));
    await user.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(count()).toBe('2'));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toContain('page=1');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toContain('page=2');
  });
});
