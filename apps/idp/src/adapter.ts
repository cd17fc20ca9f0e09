import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { IdpDb } from './keys';
import { oidcPayloads } from './schema';

const CLEANUP_EVERY_MS = 10 * 60 * 1000;

/**
 * oidc-provider's storage (sessions, grants, codes, interactions, tokens…) in idp_oidc_payloads, so
 * restarts keep everyone signed in and every instance sees the same state. Expiry follows
 * oidc-provider's own (system) clock; expired rows are ignored and deleted now and then.
 */
export function createAdapterFactory(db: IdpDb): (name: string) => Adapter {
  const state = { lastCleanup: Date.now() };
  return (name: string) => new DbAdapter(db, name, state);
}

class DbAdapter implements Adapter {
  constructor(
    private readonly db: IdpDb,
    private readonly model: string,
    private readonly state: { lastCleanup: number },
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    const values = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ model: this.model, id, ...values })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
    await this.cleanup();
  }

  find(id: string) {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  findByUid(uid: string) {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  /** Everything issued under one grant goes, whatever its model (codes, tokens, the grant itself). */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }

  private async findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, this.model),
          condition,
          or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date())),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  }

  /** Opportunistic: at most every ten minutes per process, one DELETE of long-expired rows. */
  private async cleanup(): Promise<void> {
    const now = Date.now();
    if (now - this.state.lastCleanup < CLEANUP_EVERY_MS) return;
    this.state.lastCleanup = now;
    await this.db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date(now - 60_000)));
  }
}
