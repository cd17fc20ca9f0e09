import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ContactabilityDay } from '@tayori/contract';
import { HistoryCard, weeklyDays } from './history-card';

const day = (iso: string, studentRate: number, studentUnreachable = 0): ContactabilityDay => ({
  day: iso,
  studentRate,
  studentUnreachable,
  staffRate: 100,
  staffUnreachable: 0,
});

describe('the rate over time', () => {
  it('tabulates one day a week back from the newest, newest first, skipping the days not kept', () => {
    const history = [
      day('2026-10-31', 96),
      day('2026-11-06', 97),
      day('2026-11-07', 97.5),
      day('2026-11-13', 98),
      // 11-14 was not kept (the portal was down at 04:00).
      day('2026-11-20', 98.4),
      day('2026-11-21', 98.5, 3),
      day('2026-11-28', 99.25, 2),
    ];
    expect(weeklyDays(history).map((d) => d.day)).toEqual([
      '2026-11-28',
      '2026-11-21',
      '2026-11-07',
      '2026-10-31',
    ]);
    render(<HistoryCard history={history} />);
    const table = within(screen.getByRole('table', { name: '連絡可能率の推移' }));
    expect(table.getAllByRole('row').map((r) => r.textContent)).toEqual([
      '記録日学生教職員',
      '2026/11/2899.3%届かない2名100.0%届かない0名',
      '2026/11/2198.5%届かない3名100.0%届かない0名',
      '2026/11/0797.5%届かない0名100.0%届かない0名',
      '2026/10/3196.0%届かない0名100.0%届かない0名',
    ]);
    expect(screen.getByText(/縦軸は90%〜100%/)).toBeTruthy();
  });

  it('says when it is taken while nothing is kept yet', () => {
    render(<HistoryCard history={[]} />);
    expect(
      screen.getByText('まだ記録がありません。毎朝4時に、その日の連絡可能率を記録します。'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('draws the line from the second day on; one day is its table row', () => {
    const { container } = render(<HistoryCard history={[day('2026-11-28', 99)]} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
