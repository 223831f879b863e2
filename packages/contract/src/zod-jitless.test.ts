import { describe, expect, it } from 'vitest';
import './zod-jitless.ts';

describe('zod without eval in browsers', () => {
  it('when zod loads after zod-jitless, then it runs jitless and never probes new Function', async () => {
    const probes: string[] = [];
    const RealFunction = globalThis.Function;
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        probes.push(String(args.at(-1)));
        return Reflect.construct(target, args);
      },
    });
    try {
      const { z } = await import('zod');
      expect(z.config().jitless).toBe(true);
      const schema = z.object({ name: z.string().max(10), age: z.number().int() });
      expect(schema.parse({ name: 'Ana', age: 30 })).toEqual({ name: 'Ana', age: 30 });
      expect(probes).toEqual([]);
    } finally {
      globalThis.Function = RealFunction;
    }
  });
});
