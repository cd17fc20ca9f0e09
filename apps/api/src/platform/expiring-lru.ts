/**
 * A bounded map whose entries expire: an entry is gone once `now ≥ until` (both in the caller's
 * unit), and past `size` entries the least recently used is dropped. Size 0 keeps nothing.
 */
export class ExpiringLru<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  constructor(readonly size: number) {}

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (now >= entry.until) return undefined;
    this.entries.set(key, entry); // most recently used again
    return entry.value;
  }

  set(key: string, value: V, until: number): void {
    if (this.size === 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, until });
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
