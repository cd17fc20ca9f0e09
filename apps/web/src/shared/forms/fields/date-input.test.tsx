import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { DateLocalization } from '../../ui/date-localization';
import { dateString } from '../date-string';
import { DateInput } from './date-input';
import dayjs from 'dayjs';

interface Values {
  birthday: string;
}

function Held({ control }: { control: Control<Values> }) {
  return <output>{useWatch({ control, name: 'birthday' })}</output>;
}

function Form({ initial }: { initial: string }) {
  const { control } = useForm<Values>({ defaultValues: { birthday: initial } });
  return (
    <DateLocalization>
      <DateInput control={control} name="birthday" label="生年月日" />
      <Held control={control} />
    </DateLocalization>
  );
}

const section = (name: string) =>
  within(screen.getByRole('group', { name: '生年月日' })).getByRole('spinbutton', { name });

/** An empty date field, typed into from its year section; answers the user to type on. */
async function typeDate(keys: string) {
  render(<Form initial="" />);
  const user = userEvent.setup();
  await user.click(section('年'));
  await user.keyboard(keys);
  return user;
}

describe('DateInput', () => {
  it("holds the contract's YYYY-MM-DD, shown as 年/月/日 sections", () => {
    render(<Form initial="2008-05-14" />);
    expect(section('年').textContent).toBe('2008');
    expect(section('月').textContent).toBe('05');
    expect(section('日').textContent).toBe('14');
    expect(screen.getByRole('status').textContent).toBe('2008-05-14');
  });

  it('a typed date is held as YYYY-MM-DD; a day erased leaves the rest on screen', async () => {
    const user = await typeDate('20080514');
    expect(screen.getByRole('status').textContent).toBe('2008-05-14');
    await user.keyboard('{Backspace}');
    expect(section('日').textContent).toBe('日');
    expect(section('年').textContent).toBe('2008');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a day that does not exist reaches the rules as invalid, not as empty', async () => {
    await typeDate('20260231');
    expect(section('日').textContent).toBe('31');
    expect(screen.getByRole('status').textContent).toBe('invalid');
  });

  it('dateString: empty, a day, a half-typed day', () => {
    expect(dateString(null)).toBe('');
    expect(dateString(dayjs('2026-11-03'))).toBe('2026-11-03');
    expect(dateString(dayjs('x'))).toBe('invalid');
  });
});
