import { SWITCHES } from '@tala/contract/constants';
import { ZCustomerServiceEntry, ZResource } from '@tala/contract/system/status';
import { z } from 'zod';

/**
 * The per-merchant settings document (merchant_settings.settings). Validated on read and on write,
 * so a bad edit in the back office cannot break the site.
 */
export const ZMerchantSettings = z.object({
  switches: z.object(
    Object.fromEntries(SWITCHES.map((name) => [name, z.boolean().default(false)])) as {
      [K in (typeof SWITCHES)[number]]: z.ZodDefault<z.ZodBoolean>;
    },
  ),
  maintenance: z
    .object({ active: z.boolean(), message: z.string().max(2000).nullable(), until: z.string().nullable() })
    .default({ active: false, message: null, until: null }),
  /** ISO country codes; visitors from these countries see the region page. */
  blockedCountries: z.array(z.string().length(2)).max(250).default([]),
  /** IPs (exact) that are always let through, e.g. the operator's office. */
  allowedIps: z.array(z.string().max(64)).max(100).default([]),
  resources: z.array(ZResource).max(20).default([]),
  customerService: z.array(ZCustomerServiceEntry).max(10).default([]),
  gtagId: z.string().max(40).nullable().default(null),
  imageCDNs: z.array(z.string().url().max(255)).max(10).default([]),
  launchGameCDNs: z.array(z.string().url().max(255)).max(10).default([]),
  contactEmail: z.string().email().max(120).nullable().default(null),
  passwordExpiryDays: z.number().int().min(1).max(3650).default(90),
  defaultDialingCode: z.string().max(6).default('63'),
  demoBalance: z
    .string()
    .regex(/^\d{1,12}\.\d{2}$/)
    .default('2000.00'),
  smsCodeMinutes: z.number().int().min(1).max(10).default(5),
  /** Social sign-in providers configured for this merchant; the buttons show only when listed. */
  socialProviders: z
    .array(z.enum(['google', 'facebook']))
    .max(2)
    .default([]),
});
export type TMerchantSettings = z.infer<typeof ZMerchantSettings>;
