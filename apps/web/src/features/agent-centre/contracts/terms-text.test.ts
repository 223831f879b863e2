import { readFileSync } from 'node:fs';
import { flattenKeys } from '@tala/contract/i18n/bundles';
import { TERMS_TEXT_KEYS } from '@tala/ui/contract-terms/terms-text';
import { describe, expect, it } from 'vitest';
import { termsTextKey } from './terms-text.ts';

describe('the offer form speaks the agent language', () => {
  it('when the shared terms editor asks for a word, then the agent bundle has it', () => {
    const bundle = JSON.parse(
      readFileSync(
        new URL('../../../../../../packages/contract/src/i18n/locales/en/agent.json', import.meta.url),
        'utf8',
      ),
    ) as Record<string, unknown>;
    const keys = flattenKeys(bundle);
    expect(TERMS_TEXT_KEYS.map(termsTextKey).filter((key) => !keys.has(key))).toEqual([]);
  });
});
