import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';

/** The body rows drawn (the header row and the empty spacer rows left out). */
export const drawnRows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1' && !row.hasAttribute('aria-hidden'));

/**
 * A phone: MUI's `down('sm')` query matches (jsdom has no matchMedia of its own). Undone by
 * `vi.unstubAllGlobals()`.
 */
export function phoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => {
    const list = {
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
    return list as MediaQueryList;
  });
}

/** The text of each list item in the region named `name`. */
export const listItemsIn = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
