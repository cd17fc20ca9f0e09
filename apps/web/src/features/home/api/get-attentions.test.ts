import { describe, expect, it } from 'vitest';
import { attentionsFor, type AttentionItem } from './get-attentions';

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
