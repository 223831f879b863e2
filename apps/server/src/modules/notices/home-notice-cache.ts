import type { THomeNotice } from '@tala/contract/notices/announcements';

const TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

/**
 * The home notice (seed 001 §7: "cached") is the same for every reader of one merchant, language and
 * query, so it is kept a few seconds per instance. The key carries the language — one language never
 * gets another's text — and the merchant cache's generation, so a back-office change (which invalidates
 * the merchant cache) shows at once on this instance and within TTL_MS on the others. Per-member popup
 * filtering happens after the cache, never inside it.
 */
export class HomeNoticeCache {
  private readonly entries = new Map<string, { value: THomeNotice; at: number }>();

  async get(
    key: { merchantId: number; language: string; query: string; generation: number },
    load: () => Promise<THomeNotice>,
  ): Promise<THomeNotice> {
    const id = `${key.merchantId}|${key.language}|${key.query}|${key.generation}`;
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const value = await load();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(id, { value, at: Date.now() });
    return value;
  }
}
