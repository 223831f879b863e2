import { z } from 'zod';

/** Every API answer has this shape; `message` is already translated for the caller's `Language`. */
export const ZFieldIssue = z.object({
  path: z.string().max(200),
  messageKey: z.string().max(100),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TFieldIssue = z.infer<typeof ZFieldIssue>;

export function envelopeOf<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string(),
    value,
    fields: z.array(ZFieldIssue).optional(),
  });
}

export const ZEmptyEnvelope = envelopeOf(z.null());

export type TEnvelope<T> = {
  success: boolean;
  code: string;
  message: string;
  value: T;
  fields?: TFieldIssue[];
};
