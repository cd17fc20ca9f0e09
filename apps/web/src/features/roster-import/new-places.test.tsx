import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { listItemsIn } from '../../../test/table-queries';
import { NewPlaces } from './new-places';

describe('NewPlaces', () => {
  it('names each department and course applying will register, under a counted heading', () => {
    render(
      <NewPlaces
        places={[
          { departmentName: '情報ビジネス科', courseName: null },
          { departmentName: '情報ビジネス科', courseName: 'AIコース' },
        ]}
      />,
    );
    expect(listItemsIn('新しく登録する学科・コース（2件）')).toEqual([
      '学科：情報ビジネス科',
      'コース：情報ビジネス科／AIコース',
    ]);
  });

  it('shows nothing when the school has every one', () => {
    const { container } = render(<NewPlaces places={[]} />);
    expect(container.textContent).toBe('');
  });
});
