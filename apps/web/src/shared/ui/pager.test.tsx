import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pager, pageWindow } from './pager';

describe('pageWindow', () => {
  it('shows at most 10 page links, centred and clamped', () => {
    expect(pageWindow(1, 3)).toEqual({ first: 1, last: 3 });
    expect(pageWindow(1, 30)).toEqual({ first: 1, last: 10 });
    expect(pageWindow(15, 30)).toEqual({ first: 11, last: 20 });
    expect(pageWindow(30, 30)).toEqual({ first: 21, last: 30 });
  });
});

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} totalCount={10} onChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders 10 page links and reports the chosen page', () => {
    const onChange = vi.fn();
    render(<Pager page={15} totalCount={300} onChange={onChange} />);
    const pages = screen.getAllByRole('button', { name: /ページ目/ });
    expect(pages.map((b) => b.textContent)).toEqual([
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
      '20',
    ]);
    expect(screen.getByRole('button', { name: '15ページ目' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(screen.getByRole('button', { name: '12ページ目' }));
    fireEvent.click(screen.getByRole('button', { name: '最後のページ' }));
    expect(onChange.mock.calls).toEqual([[12], [30]]);
  });
});
