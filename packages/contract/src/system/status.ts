import { z } from 'zod';
import { CUSTOMER_SERVICE_TYPES, GAME_CATEGORIES, RESOURCE_TYPES, SWITCHES } from '../constants.ts';
import { LANGUAGES } from '../i18n/languages.ts';

export const ZStatusQuery = z.object({ url: z.string().max(255).optional() });

export const ZMerchantPublic = z.object({
  code: z.string().max(32),
  name: z.string().max(80),
  currency: z.string().length(3),
  currencySymbol: z.string().max(4),
  defaultLanguage: z.enum(LANGUAGES),
  minAge: z.number().int().min(18).max(25),
  /** IANA name: the merchant's calendar days (profit by day, daily withdrawal counts). */
  timeZone: z.string().max(64),
});
export type TMerchantPublic = z.infer<typeof ZMerchantPublic>;

export type TModuleNode = { modId: string; enabled: '0' | '1'; childrenNodes: TModuleNode[] };
export const ZModuleNode: z.ZodType<TModuleNode> = z.lazy(() =>
  z.object({
    modId: z.string().max(40),
    enabled: z.enum(['0', '1']),
    childrenNodes: z.array(ZModuleNode).max(100),
  }),
);

/**
 * A side-bar resource as the site gets it: the seed's labelNameEn/labelNameCn (the English and Chinese
 * texts, each with the fallback of decision 020) and `label`, in the caller's language ('' when staff
 * wrote none: the site shows its own translated name).
 */
export const ZResource = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string().max(500),
  qrCodeUrl: z.string().max(500),
  labelNameEn: z.string().max(80),
  labelNameCn: z.string().max(80),
  label: z.string().max(80),
});
export type TResource = z.infer<typeof ZResource>;

/** A customer-service chat entry; `label` in the caller's language, '' for the site's own name. */
export const ZCustomerServiceEntry = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  path: z.string().max(500),
  label: z.string().max(40),
});

export const ZSwitches = z.object(
  Object.fromEntries(SWITCHES.map((name) => [name, z.boolean()])) as {
    [K in (typeof SWITCHES)[number]]: z.ZodBoolean;
  },
);
export type TSwitches = z.infer<typeof ZSwitches>;

/** 0 normal, 1 maintenance, 2 region restricted; maintenance wins. */
export const ZSystemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const ZSystemStatus = z.object({
  status: ZSystemStatusCode,
  location: z.object({ ip: z.string().max(64), country: z.string().max(2).nullable() }),
  maintenance: z.object({
    active: z.boolean(),
    message: z.string().max(2000).nullable(),
    until: z.string().nullable(),
  }),
  regionRestriction: z.object({ active: z.boolean() }),
  merchant: ZMerchantPublic,
  whitelabel: z.array(ZModuleNode).max(100),
  switches: ZSwitches,
  resources: z.array(ZResource).max(20),
  customerService: z.array(ZCustomerServiceEntry).max(10),
  analytics: z.object({ gtagId: z.string().max(40).nullable() }),
  imageCDNs: z.array(z.string().max(255)).max(10),
  launchGameCDNs: z.array(z.string().max(255)).max(10),
  /** SPKI (base64) of the key that seals login, registration and password payloads. */
  publicKey: z.string().max(1024),
  contactEmail: z.string().max(120).nullable(),
  /** Points per 1.00 of valid bet by category, in hundredths (the navigation's point labels, seed 001 §9). */
  pointRatios: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(100_000)),
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

export const ZWhitelabel = z.object({ nodes: z.array(ZModuleNode).max(100), switches: ZSwitches });

export const ZDomainRoute = z.object({
  domains: z
    .array(z.object({ url: z.string().max(255), speed: z.number().int().min(0).max(100_000) }))
    .max(50),
});

export const ZCountry = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string().max(6),
  name: z.string().max(80),
});
export const ZCountryList = z.array(ZCountry).max(300);
export type TCountry = z.infer<typeof ZCountry>;

/** Customer-service lookup: entries of type '3' carry a base64-encoded path opened in a popup. */
export const ZCustomerServiceLookup = z.object({
  version: z.object({
    pathList: z.array(z.object({ type: z.string().max(4), path: z.string().max(1000) })).max(10),
  }),
});
