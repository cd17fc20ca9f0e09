import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SearchForm } from './search-form';
import type { SearchConditions } from './search-params';

const initial: SearchConditions = { title: '', noticeStatus: '', extendedSchoolCode: '', page: 1 };

describe('SearchForm', () => {
  it('clears the title (spec 000 §2: clearable) with a labelled button shown only with text', async () => {
    const onSearch = vi.fn();
    render(<SearchForm initial={initial} onSearch={onSearch} />);
    const title = screen.getByRole('textbox', { name: '件名' });
    expect(screen.queryByRole('button', { name: '件名の入力をクリア' })).toBeNull();

    fireEvent.change(title, { target: { value: '運動会' } });
    fireEvent.click(screen.getByRole('button', { name: '件名の入力をクリア' }));
    expect(title).toHaveProperty('value', '');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.queryByRole('button', { name: '件名の入力をクリア' })).toBeNull();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
