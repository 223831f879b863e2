import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isValidSignature, signBody, signedHeaders } from './signing.ts';

const DOC_SECRET = 'example-secret-0123456789abcdef0123456789';

/** Every signed example of the integration guides: an http block with its headers and body line. */
function signedExamples(file: string) {
  const text = readFileSync(new URL(`../../../../docs/integrations/${file}`, import.meta.url), 'utf8');
  return [...text.matchAll(/```http\n([\s\S]*?)```/g)].map((block) => {
    const lines = (block[1] ?? '').trim().split('\n');
    const header = (name: string) =>
      lines
        .find((line) => line.toLowerCase().startsWith(`${name}:`))
        ?.split(':')[1]
        ?.trim() ?? '';
    return {
      timestamp: header('x-timestamp'),
      signature: header('x-signature'),
      rawBody: lines.at(-1) ?? '',
    };
  });
}

describe('request signing', () => {
  it('when a request is signed, then it verifies, and any change to body, time or secret breaks it', () => {
    const now = 1_795_420_800_000;
    const rawBody = '{"playerId":"1","currency":"PHP"}';
    const headers = signedHeaders(
      { secret: 's'.repeat(40), merchantCode: 'TALA', providerCode: 'HOUSE', rawBody },
      now,
    );
    const input = {
      timestamp: headers['x-timestamp'],
      signature: headers['x-signature'],
      rawBody,
      nowMs: now,
    };
    expect(isValidSignature('s'.repeat(40), input)).toBe(true);
    expect(isValidSignature('s'.repeat(40), { ...input, rawBody: `${rawBody} ` })).toBe(false);
    expect(isValidSignature('t'.repeat(40), input)).toBe(false);
    expect(isValidSignature('s'.repeat(40), { ...input, nowMs: now + 5 * 60_000 + 1 })).toBe(false);
    expect(isValidSignature('s'.repeat(40), { ...input, signature: 'zz' })).toBe(false);
  });

  it.each(['seamless-wallet.md', 'transfer-wallet.md'])(
    'when a vendor checks its code against the examples of %s, then every example signature is right',
    (file) => {
      const examples = signedExamples(file);
      expect(examples.length).toBeGreaterThanOrEqual(2);
      for (const example of examples) {
        expect(signBody(DOC_SECRET, Number(example.timestamp), example.rawBody)).toBe(example.signature);
      }
    },
  );
});
