import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@tayori/contract';
import { contractResolver } from './contract-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('contractResolver', () => {
  it('a rule without a catalogue message says validation_incorrect, not zod’s wording', async () => {
    const schema = z.object({
      kind: z.enum(['a', 'b']),
      rows: z.array(z.object({ n: z.number().min(1) })),
    });
    const { errors } = await contractResolver(schema)(
      { kind: 'x', rows: [{ n: 0 }] },
      undefined,
      options,
    );
    expect(errors.kind?.message).toBe(messages.validation_incorrect);
    const rows = errors.rows as unknown as { n?: { message?: string } }[];
    expect(rows[0]?.n?.message).toBe(messages.validation_incorrect);
  });

  it('keeps the catalogue’s own messages', async () => {
    const schema = z.object({
      name: z.string().min(1, messages.required).max(3, messages.max_length(3)),
    });
    const { errors } = await contractResolver(schema)({ name: 'abcd' }, undefined, options);
    expect(errors.name?.message).toBe('3文字以内で入力してください。');
  });
});
