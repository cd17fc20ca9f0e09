/**
 * Text as Excel's "CSV (コンマ区切り)" saves it on a Japanese Windows: Shift_JIS (CP932). Node has
 * a CP932 decoder (TextDecoder 'shift_jis') but no encoder, so the encoder is its inverse, built
 * once from every one- and two-byte sequence the decoder reads.
 */
let table: Map<string, number[]> | null = null;

function encoderTable(): Map<string, number[]> {
  if (table) return table;
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const map = new Map<string, number[]>();
  const add = (bytes: number[]) => {
    try {
      const text = decoder.decode(new Uint8Array(bytes));
      if (text.length === 1 && !map.has(text)) map.set(text, bytes);
    } catch {
      /* not a character */
    }
  };
  for (let b = 0; b < 0x100; b++) add([b]);
  for (let lead = 0x81; lead <= 0xfc; lead++) {
    if (lead > 0x9f && lead < 0xe0) continue;
    for (let trail = 0x40; trail <= 0xfc; trail++) add([lead, trail]);
  }
  table = map;
  return map;
}

export function toShiftJis(text: string): Buffer {
  const map = encoderTable();
  const out: number[] = [];
  for (const ch of text) {
    const bytes = map.get(ch);
    if (!bytes) throw new Error(`No Shift_JIS for ${ch}`);
    out.push(...bytes);
  }
  return Buffer.from(out);
}
