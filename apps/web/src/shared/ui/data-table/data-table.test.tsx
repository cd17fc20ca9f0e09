import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from '.';
import { WindowedRows } from './windowed-rows';
import { drawnRows, phoneWidth } from '../../../../test/table-queries';

interface Person {
  id: number;
  name: string;
  email: string;
}
const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `山田${i + 1}`,
    email: `p${i + 1}@example.com`,
  }));

const columns: Column<Person>[] = [
  { key: 'name', header: '氏名', cell: (p) => p.name, width: '30%' },
  { key: 'email', header: 'メールアドレス', cell: (p) => p.email },
];
const narrowColumns: Column<Person>[] = [
  { key: 'person', header: '職員', cell: (p) => `${p.name} ${p.email}` },
];

const renderTable = (
  rows: Person[],
  extra: { emptyText?: string; windowed?: typeof WindowedRows } = {},
) =>
  render(
    <DataTable
      columns={columns}
      narrowColumns={narrowColumns}
      rows={rows}
      rowKey={(p) => p.id}
      label="職員一覧"
      fixedLayout
      {...extra}
    />,
  );

afterEach(() => vi.unstubAllGlobals());

describe('DataTable', () => {
  it('shows its columns and one cell per column of each row', () => {
    renderTable(people(3));
    const table = screen.getByRole('table');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '氏名',
      'メールアドレス',
    ]);
    expect(
      within(drawnRows()[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['山田3', 'p3@example.com']);
    expect(table.getAttribute('aria-rowcount')).toBe('4');
    expect(screen.getByLabelText('職員一覧').contains(table)).toBe(true);
  });

  it("an empty table shows one row with the screen's 'no results' text", () => {
    renderTable([], { emptyText: '該当する職員はいません。' });
    const [row] = drawnRows();
    expect(within(row!).getByRole('cell').getAttribute('colspan')).toBe('2');
    expect(row!.textContent).toBe('該当する職員はいません。');
  });

  it('an empty table without its own text says 該当するデータはありません。', () => {
    renderTable([]);
    expect(screen.getByText('該当するデータはありません。')).toBeTruthy();
  });

  it('on a phone uses the narrow columns', () => {
    phoneWidth();
    renderTable(people(2));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['職員']);
    expect(drawnRows()[1]!.textContent).toBe('山田2 p2@example.com');
  });

  it('without a windowing component draws every row', () => {
    renderTable(people(300));
    expect(drawnRows()).toHaveLength(300);
  });

  it('draws a short list whole and only a window of a long one, moving it with the page', () => {
    renderTable(people(99), { windowed: WindowedRows });
    expect(drawnRows()).toHaveLength(99);
    cleanup();

    const ROW_PX = 43;
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_PX);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderTable(people(5_000), { windowed: WindowedRows });
    expect(drawnRows().length).toBeLessThan(60);
    expect(screen.queryByText('山田5000')).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 2_999 * ROW_PX, configurable: true });
    act(() => void fireEvent.scroll(window));
    expect(screen.getByText('山田3000').closest('tr')!.getAttribute('aria-rowindex')).toBe('3001');
    expect(screen.queryByText('山田1')).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
