import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors.ts';
import { PATTERN_IDS } from '../patterns.ts';
import { flattenKeys, NAMESPACES } from './bundles.ts';
import { LANGUAGES } from './languages.ts';
import { readAllBundles } from './read-bundles.node.ts';

const bundles = readAllBundles();

describe('translation bundles', () => {
  it('when any key exists in one language, then it exists, non-empty, in every language', () => {
    const missing: string[] = [];
    for (const ns of NAMESPACES) {
      const union = new Set<string>();
      for (const lang of LANGUAGES) for (const key of flattenKeys(bundles[lang][ns]).keys()) union.add(key);
      for (const lang of LANGUAGES) {
        const keys = flattenKeys(bundles[lang][ns]);
        for (const key of union) if (!keys.get(key)?.trim()) missing.push(`${lang}:${ns}.${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
  it('when a placeholder is used in English, then every translation keeps it', () => {
    const broken: string[] = [];
    for (const ns of NAMESPACES) {
      for (const [key, text] of flattenKeys(bundles.en[ns])) {
        const placeholders = text.match(/\{\{\s*\w+\s*\}\}/g) ?? [];
        for (const lang of LANGUAGES) {
          const other = flattenKeys(bundles[lang][ns]).get(key) ?? '';
          for (const p of placeholders)
            if (!other.includes(p)) broken.push(`${lang}:${ns}.${key} lacks ${p}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
  it('when the server can fail with a code, then every language has its message', () => {
    for (const lang of LANGUAGES) {
      const keys = flattenKeys(bundles[lang].errors);
      for (const code of ERROR_CODES) expect(keys.has(code), `${lang}: errors.${code}`).toBe(true);
    }
  });
  it('when a register pattern exists, then reg_pattern_{id} is translated everywhere', () => {
    for (const lang of LANGUAGES) {
      const keys = flattenKeys(bundles[lang].auth);
      for (const id of PATTERN_IDS)
        expect(keys.has(`reg_pattern_${id}`), `${lang}: auth.reg_pattern_${id}`).toBe(true);
    }
  });
});
