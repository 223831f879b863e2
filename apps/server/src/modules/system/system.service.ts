import type { CUSTOMER_SERVICE_TYPES } from '@tala/contract/constants';
import { DEFAULT_LANGUAGE, parseLanguage, type TLanguage } from '@tala/contract/i18n/languages';
import { pickText, type TLocalizedText } from '@tala/contract/i18n/localized-text';
import { ANY_PATTERN, REGISTER_PATTERNS } from '@tala/contract/patterns';
import { COUNTRIES } from '@tala/contract/system/countries';
import {
  REGISTER_FIELDS,
  type TRegisterFieldRule,
  type TRegisterSettings,
} from '@tala/contract/system/register-settings';
import type { TCountry, TMerchantPublic, TModuleNode, TSystemStatus } from '@tala/contract/system/status';
import { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import type { TMerchantSettings } from '../merchants/merchant-settings.ts';
import { readPointsRates } from '../points/points-rates.ts';
import {
  insertMerchantDomain,
  listMerchantDomains,
  listRegisterRules,
  listWhitelabelModules,
  type TModuleRow,
  upsertRegisterRule,
  upsertWhitelabelModule,
} from './system.repository.ts';
import { countryOf, normaliseIp } from './visitor-location.ts';

export type TVisitor = { ip: string; debugCountry: string | null };
type TStatusCode = TSystemStatus['status'];

/** Maintenance wins over region (seed 000 §4); an allowed IP (operator's office) is never region-restricted. */
export function decideStatus(
  settings: TMerchantSettings,
  ip: string,
  country: string | null,
): { status: TStatusCode; regionRestricted: boolean } {
  const allowed = settings.allowedIps.some((entry) => normaliseIp(entry) === normaliseIp(ip));
  const regionRestricted = country !== null && !allowed && settings.blockedCountries.includes(country);
  if (settings.maintenance.active) return { status: 1, regionRestricted };
  return { status: regionRestricted ? 2 : 0, regionRestricted };
}

/** Nests rows by parent_id, keeping the repository's order (sort, modId); orphans and cycles are dropped. */
export function buildModuleTree(rows: TModuleRow[]): TModuleNode[] {
  const children = new Map<string | null, TModuleRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const visited = new Set<string>();
  const build = (parentId: string | null): TModuleNode[] =>
    (children.get(parentId) ?? [])
      .filter((row) => !visited.has(row.modId) && visited.add(row.modId))
      .map((row) => ({
        modId: row.modId,
        enabled: row.enabled ? '1' : '0',
        childrenNodes: build(row.modId),
      }));
  return build(null);
}

export function merchantPublic(merchant: TMerchant): TMerchantPublic {
  return {
    code: merchant.code,
    name: merchant.name,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    defaultLanguage: merchant.defaultLanguage as TMerchantPublic['defaultLanguage'],
    minAge: merchant.minAge,
    timeZone: merchant.settings.timeZone,
  };
}

export async function getWhitelabelTree(db: TDb, merchantId: number): Promise<TModuleNode[]> {
  return buildModuleTree(await listWhitelabelModules(db, merchantId));
}

/**
 * The side bar in the caller's language (decision 020): labelNameEn/labelNameCn keep the seed's wire
 * fields, filled from the localized label like `label` itself (requested → merchant default → en → any).
 */
export function localizeSideBar(
  settings: TMerchantSettings,
  language: TLanguage,
  merchantDefault: TLanguage,
) {
  const text = (label: TLocalizedText, lang: TLanguage) => pickText(label, lang, merchantDefault);
  return {
    resources: settings.resources.map(({ label, ...resource }) => ({
      ...resource,
      labelNameEn: text(label, 'en'),
      labelNameCn: text(label, 'zh'),
      label: text(label, language),
    })),
    customerService: settings.customerService.map(({ label, ...entry }) => ({
      ...entry,
      label: text(label, language),
    })),
  };
}

/** Everything the site needs before its first screen (the seed's "permission check"), in the caller's language. */
export async function getSystemStatus(
  db: TDb,
  merchant: TMerchant,
  visitor: TVisitor & { language: TLanguage },
  publicKeySpki: string,
): Promise<TSystemStatus> {
  const { settings } = merchant;
  const country = countryOf(visitor.ip, visitor.debugCountry);
  const { status, regionRestricted } = decideStatus(settings, visitor.ip, country);
  const [whitelabel, points] = await Promise.all([
    getWhitelabelTree(db, merchant.id),
    readPointsRates(db, merchant.id),
  ]);
  return {
    status,
    location: { ip: visitor.ip.slice(0, 64), country },
    maintenance: settings.maintenance,
    regionRestriction: { active: regionRestricted },
    merchant: merchantPublic(merchant),
    whitelabel,
    switches: settings.switches,
    ...localizeSideBar(
      settings,
      visitor.language,
      parseLanguage(merchant.defaultLanguage) ?? DEFAULT_LANGUAGE,
    ),
    analytics: { gtagId: settings.gtagId },
    imageCDNs: settings.imageCDNs,
    launchGameCDNs: settings.launchGameCDNs,
    publicKey: publicKeySpki,
    contactEmail: settings.contactEmail,
    pointRatios: points.categories,
  };
}

/** A field with no stored rule is hidden and optional, so a new field never appears by accident. */
const HIDDEN_RULE = { visible: false, required: false, patternId: 0, minLength: 0, maxLength: 255 };

export async function getRegisterSettings(db: TDb, merchant: TMerchant): Promise<TRegisterSettings> {
  const stored = new Map((await listRegisterRules(db, merchant.id)).map((rule) => [rule.field, rule]));
  const validators: TRegisterFieldRule[] = REGISTER_FIELDS.map((field) => {
    const rule = stored.get(field) ?? { field, ...HIDDEN_RULE };
    return { ...rule, field, acceptedPattern: REGISTER_PATTERNS[rule.patternId] ?? ANY_PATTERN };
  });
  const { switches } = merchant.settings;
  return {
    validators,
    minAge: merchant.minAge,
    smsVerification: switches.SMS_VERIFICATION,
    phoneRegistration: switches.PHONE_REGISTRATION,
    phoneRegistrationPassword: switches.PHONE_REGISTRATION_PASSWORD,
    affiliateCode: switches.AFFILIATE_CODE,
    captcha: switches.CAPTCHA,
    countryCodePicker: switches.COUNTRY_CODE_PICKER,
    defaultDialingCode: merchant.settings.defaultDialingCode,
  };
}

export async function getDomainRoute(
  db: TDb,
  merchantId: number,
): Promise<{ domains: { url: string; speed: number }[] }> {
  const rows = await listMerchantDomains(db, merchantId);
  return { domains: rows.map((row) => ({ url: row.domain, speed: row.speed })) };
}

export function listCountries(): TCountry[] {
  return [...COUNTRIES];
}

/**
 * Customer-service lookup (seed 000 §7): the entry of type '3' is the chat this visitor should open;
 * its path is base64-encoded and the client decodes it into a popup. Other configured chats follow as
 * type '1' (secondary live chat) and '2' (VIP), also encoded. No chat configured → FEATURE_DISABLED, and
 * the client closes the popup it opened (seed 000 §8).
 */
const CS_TYPE_CODES: Record<(typeof CUSTOMER_SERVICE_TYPES)[number], string> = {
  LIVECHAT: '3',
  'LIVECHAT 1': '1',
  VIP: '2',
};

export function getCustomerServiceLookup(settings: TMerchantSettings): {
  version: { pathList: { type: string; path: string }[] };
} {
  const entries = settings.customerService.filter((entry) => entry.path.length > 0);
  if (entries.length === 0) throw new AppError('FEATURE_DISABLED');
  // Without a LIVECHAT entry the first configured chat is the one to open.
  const primary = entries.find((entry) => entry.csType === 'LIVECHAT') ?? entries[0];
  const pathList = entries.map((entry) => ({
    type: entry === primary ? '3' : CS_TYPE_CODES[entry.csType],
    path: Buffer.from(entry.path, 'utf8').toString('base64'),
  }));
  return { version: { pathList } };
}

/** Back-office inputs: validated here so the seed and the console obey the same limits. */
export const ZModuleInput = z.object({
  modId: z.string().regex(/^[A-Z0-9_]{1,40}$/),
  parentId: z
    .string()
    .regex(/^[A-Z0-9_]{1,40}$/)
    .nullable(),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(10_000),
});

export const ZRegisterRuleInput = z
  .object({
    field: z.enum(REGISTER_FIELDS),
    visible: z.boolean(),
    required: z.boolean(),
    patternId: z
      .number()
      .int()
      .refine((id) => id in REGISTER_PATTERNS, 'unknown pattern'),
    minLength: z.number().int().min(0).max(255),
    maxLength: z.number().int().min(1).max(255),
  })
  .refine((rule) => rule.minLength <= rule.maxLength, 'minLength above maxLength')
  .refine((rule) => rule.visible || !rule.required, 'a hidden field cannot be required');

export const ZDomainInput = z.object({
  domain: z
    .string()
    .max(255)
    .transform((domain) => domain.trim().toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9.-]+$/)),
  speed: z.number().int().min(0).max(100_000),
});

export async function saveWhitelabelModule(db: TDb, merchantId: number, input: z.input<typeof ZModuleInput>) {
  await upsertWhitelabelModule(db, merchantId, ZModuleInput.parse(input));
}

export async function saveRegisterRule(
  db: TDb,
  merchantId: number,
  input: z.input<typeof ZRegisterRuleInput>,
) {
  await upsertRegisterRule(db, merchantId, ZRegisterRuleInput.parse(input));
}

export async function addMerchantDomain(db: TDb, merchantId: number, input: z.input<typeof ZDomainInput>) {
  return insertMerchantDomain(db, merchantId, ZDomainInput.parse(input));
}
