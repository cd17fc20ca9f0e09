import { describe, expect, it } from 'vitest';
import { attentionsFor, isAttentionItem, type AttentionItem } from './get-attentions';

const items: AttentionItem[] = [
  { receiverType: 'STAFF', important: false, text: 'staff' },
  { receiverType: 'ALL', important: false, text: 'all' },
  { receiverType: 'STUDENT', important: true, text: 'student important' },
  { receiverType: 'STUDENT', important: false, text: 'student' },
];

describe('attentionsFor', () => {
  it("keeps the user type's items and ALL, important first", () => {
    expect(attentionsFor(items, 'STUDENT').map((i) => i.text)).toEqual([
      'student important',
      'all',
      'student',
    ]);
    expect(attentionsFor(items, 'TUTOR').map((i) => i.text)).toEqual(['all']);
  });
});

describe('isAttentionItem', () => {
  it('accepts the four fields of the attention file, url optional', () => {
    expect(isAttentionItem({ receiverType: 'ALL', important: true, text: 'a' })).toBe(true);
    expect(isAttentionItem({ receiverType: 'TUTOR', important: false, text: 'a', url: '/x' })).toBe(
      true,
    );
  });

  it.each([
    null,
    'text',
    [],
    { receiverType: 'ADMIN', important: false, text: 'a' },
    { receiverType: 'STUDENT', important: 'true', text: 'a' },
    { receiverType: 'STUDENT', important: false, text: '' },
    { receiverType: 'STUDENT', important: false },
    { receiverType: 'STUDENT', important: false, text: 'a', url: 1 },
  ])('refuses %j', (value) => {
    expect(isAttentionItem(value)).toBe(false);
  });
});
