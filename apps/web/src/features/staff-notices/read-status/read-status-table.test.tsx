import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { NoticeReadRow } from '@tayori/contract';
import { ReadStatusTable } from './read-status-table';
import { drawnRows, phoneWidth } from '../../../../test/table-queries';

const recipient = (n: number): NoticeReadRow => ({
  rowId: n,
  noticeReadFlag: n % 3 === 0,
  readAt: n % 3 === 0 ? '2026-11-27T23:30:00Z' : null,
  mailSuppressed: n % 5 === 0,
  schoolYear: (n % 4) + 1,
  departmentName: '普通科',
  courseName: '通信コース',
  userSurname: `山田${n}`,
  userGivenname: '花子',
  emailAddress: `student${n}@example.com`,
  isCareful: n === 2,
  reminders: [],
});
const recipients = (count: number) => Array.from({ length: count }, (_, i) => recipient(i + 1));

/** jsdom lays nothing out: each drawn row reports this height, as a one-line row does in Chromium. */
const ROW_PX = 43;
function measuredRows() {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_PX);
  // The virtualizer writes the page's scroll position back once mounted; jsdom cannot scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
}

afterEach(() => vi.unstubAllGlobals());

describe('ReadStatusTable', () => {
  it('draws only a window of 10,000 recipients, and moves it with the page', () => {
    measuredRows();
    render(<ReadStatusTable rows={recipients(10_000)} />);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');
    const first = drawnRows();
    expect(first.length).toBeGreaterThan(10);
    expect(first.length).toBeLessThan(60);
    expect(first[0]!.getAttribute('aria-rowindex')).toBe('2');
    expect(screen.getByText('student1@example.com')).toBeTruthy();
    expect(screen.queryByText('student10000@example.com')).toBeNull();

    // Scrolled to the 5,000th row: it is drawn, with its place in the whole list; the first is gone.
    Object.defineProperty(window, 'scrollY', { value: 4_999 * ROW_PX, configurable: true });
    act(() => void fireEvent.scroll(window));
    const row5000 = screen.getByText('student5000@example.com').closest('tr')!;
    expect(row5000.getAttribute('aria-rowindex')).toBe('5001');
    expect(screen.queryByText('student1@example.com')).toBeNull();
    expect(drawnRows().length).toBeLessThan(60);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('draws a class-sized list whole', () => {
    render(<ReadStatusTable rows={recipients(40)} />);
    expect(drawnRows()).toHaveLength(40);
  });

  it('shows all seven columns on a wide screen', () => {
    render(<ReadStatusTable rows={recipients(1)} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['既読/未読', '学年', '学科', 'コース', '姓', '名', 'メールアドレス']);
  });

  it('on a phone stacks name, e-mail, year, department and course in one cell', () => {
    phoneWidth();
    render(<ReadStatusTable rows={recipients(2)} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['既読/未読', '生徒']);
    const [flag, student] = within(drawnRows()[1]!).getAllByRole('cell');
    expect(flag!.textContent).toBe('未読');
    expect(student!.textContent).toContain('山田2 花子要配慮');
    expect(within(student!).getByRole('link', { name: 'student2@example.com' })).toBeTruthy();
    expect(within(student!).getByRole('button', { name: 'student2@example.com をコピー' }));
    expect(student!.textContent).toContain('3年・普通科・通信コース');
  });
});
