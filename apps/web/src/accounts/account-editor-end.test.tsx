import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AccountEditorEnd } from './account-editor-end';

describe('AccountEditorEnd: the staff and tutor details’ stamps (spec 001 §2, §3, §9)', () => {
  it('says when in Tokyo time and who by name, not the UTC day and a user id', () => {
    render(
      <AccountEditorEnd
        stamps={{
          registerDate: '2026-04-01T00:05:00Z',
          reguserName: '山本 浩',
          // 08:00 on 27 November in Tokyo: still the 26th in UTC.
          updateDate: '2026-11-26T23:00:00Z',
          upduserName: null,
        }}
        busy={false}
      />,
    );
    expect(
      screen.getByText('登録: 2026/04/01 09:05:00（山本 浩） / 更新: 2026/11/27 08:00:00（-）'),
    ).toBeTruthy();
  });
});
