import type { TDb } from '../../db/database.ts';
import { findMerchantByCode, findMerchantCodeByDomain, type TMerchant } from './merchant.repository.ts';

const TTL_MS = 5_000;

/**
 * Merchants are read on every request, so they are cached for a few seconds per instance; a settings
 * change (back office) shows within TTL_MS everywhere without cross-instance signalling. What is cached
 * is language-neutral (localized texts keep every language; each request picks its own), so one
 * language never gets another's text from here.
 */
export class MerchantCache {
  private readonly byCode = new Map<string, { merchant: TMerchant | null; at: number }>();
  private readonly byDomain = new Map<string, { code: string | null; at: number }>();
  private changes = 0;

  constructor(private readonly db: TDb) {}

  async byMerchantCode(code: string): Promise<TMerchant | null> {
    const hit = this.byCode.get(code);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.merchant;
    const merchant = await findMerchantByCode(this.db, code);
    if (this.byCode.size > 1000) this.byCode.clear();
    this.byCode.set(code, { merchant, at: Date.now() });
    return merchant;
  }

  async codeForDomain(domain: string): Promise<string | null> {
    const hit = this.byDomain.get(domain);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.code;
    const code = await findMerchantCodeByDomain(this.db, domain);
    if (this.byDomain.size > 1000) this.byDomain.clear();
    this.byDomain.set(domain, { code, at: Date.now() });
    return code;
  }

  invalidate(): void {
    this.byCode.clear();
    this.byDomain.clear();
    this.changes++;
  }

  /** Bumped by every invalidate(): caches built on merchant content (the home notice) key on it. */
  get generation(): number {
    return this.changes;
  }
}
