import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateLocalization } from './date-localization';

describe('DateLocalization', () => {
  it('titles a calendar in Japanese order: 2026年11月, not 11月 2026', () => {
    render(
      <DateLocalization>
        <DateCalendar defaultValue={dayjs('2026-11-09')} />
      </DateLocalization>,
    );
    expect(screen.getByRole('grid', { name: '2026年11月' })).toBeTruthy();
    expect(screen.queryByText('11月 2026')).toBeNull();
  });

  it('titles a date picker’s calendar the same way, next to its own slot props', async () => {
    render(
      <DateLocalization>
        <DatePicker
          label="開始日"
          defaultValue={dayjs('2026-11-09')}
          slotProps={{ textField: { helperText: 'ヘルプ' } }}
        />
      </DateLocalization>,
    );
    fireEvent.click(screen.getByRole('button', { name: /日付を選択/ }));
    expect(await screen.findByRole('grid', { name: '2026年11月' })).toBeTruthy();
    expect(screen.getByText('ヘルプ')).toBeTruthy();
  });

  it('shows an empty date field as 年/月/日, not YYYY/MM/DD', () => {
    render(
      <DateLocalization>
        <DatePicker label="終了日" />
      </DateLocalization>,
    );
    const sections = screen.getAllByRole('spinbutton').map((s) => s.textContent);
    expect(sections).toEqual(['年', '月', '日']);
    expect(screen.getByRole('group', { name: '終了日' }).textContent).toContain('年/月/日');
  });
});
