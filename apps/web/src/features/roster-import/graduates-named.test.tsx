import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { listItemsIn } from '../../../test/table-queries';
import { GraduatesNamed } from './graduates-named';

describe('GraduatesNamed', () => {
  it('names each group and list that holds a graduate, with how many, and the list’s owner', () => {
    render(
      <GraduatesNamed
        named={{
          noticeGroups: [{ name: '3年生全員', count: 12 }],
          announceLists: [{ name: '進路連絡', ownerName: '山本 浩', count: 3 }],
        }}
      />,
    );
    expect(
      listItemsIn('卒業する生徒を含む通知グループ・宛先リストがあります（卒業後は届きません）'),
    ).toEqual(['通知グループ「3年生全員」：12人', '宛先リスト「進路連絡」（山本 浩）：3人']);
  });

  it('shows nothing when none does', () => {
    const { container } = render(
      <GraduatesNamed named={{ noticeGroups: [], announceLists: [] }} />,
    );
    expect(container.textContent).toBe('');
  });
});
