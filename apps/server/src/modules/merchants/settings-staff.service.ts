import type { TBoSettings, TMaintenance, TRegion, TRegisterRule } from '@tala/contract/backoffice/settings';
import type { TBoSideBar, ZSideBarBody } from '@tala/contract/backoffice/side-bar';
import { PATTERN_IDS } from '@tala/contract/patterns';
import type { TMerchantBank } from '@tala/contract/security/bank-accounts';
import { REGISTER_FIELDS } from '@tala/contract/system/register-settings';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { listRegisterRules, upsertRegisterRule } from '../system/system.repository.ts';
import { ZRegisterRuleInput } from '../system/system.service.ts';
import type { TMerchant } from './merchant.repository.ts';
import { type TMerchantSettings, ZMerchantSettings } from './merchant-settings.ts';
import {
  lockSettingsDocument,
  readSettingsDocument,
  writeSettingsDocument,
} from './settings-staff.repository.ts';

function toBoSettings(settings: TMerchantSettings, merchant: TMerchant): TBoSettings {
  return {
    switches: settings.switches,
    maintenance: settings.maintenance,
    region: { blockedCountries: settings.blockedCountries, allowedIps: settings.allowedIps },
    adjustmentApprovalThreshold: settings.adjustmentApprovalThreshold,
    currency: merchant.currency,
    timeZone: settings.timeZone,
    banks: settings.banks,
  };
}

/** Read from the table, not the 5-second cache, so the console shows what it just saved. */
export async function getBoSettings(db: TDb, merchant: TMerchant): Promise<TBoSettings> {
  return toBoSettings(ZMerchantSettings.parse(await readSettingsDocument(db, merchant.id)), merchant);
}

export type TSection<T> = {
  action: string;
  read: (settings: TMerchantSettings) => T;
  apply: (settings: TMerchantSettings) => TMerchantSettings;
};

/**
 * One section of the settings document changes: locked, changed, validated as a whole (a bad edit cannot
 * break the site) and audited with the section's before and after, all in one transaction.
 */
export async function changeSettingsSection<T>(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  section: TSection<T>,
): Promise<TMerchantSettings> {
  return db.transaction().execute(async (trx) => {
    const current = ZMerchantSettings.parse(await lockSettingsDocument(trx, merchant.id));
    const parsed = ZMerchantSettings.safeParse(section.apply(structuredClone(current)));
    if (!parsed.success) throw new AppError('VALIDATION_FAILED');
    await writeSettingsDocument(trx, merchant.id, parsed.data);
    await writeAudit(trx, actor, {
      action: section.action,
      targetType: 'merchant',
      targetId: merchant.code,
      before: section.read(current),
      after: section.read(parsed.data),
    });
    return parsed.data;
  });
}

async function changeSettings<T>(db: TDb, merchant: TMerchant, actor: TActor, section: TSection<T>) {
  return toBoSettings(await changeSettingsSection(db, merchant, actor, section), merchant);
}

export function saveSwitches(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  switches: Partial<TMerchantSettings['switches']>,
) {
  return changeSettings(db, merchant, actor, {
    action: 'settings.switches',
    read: (settings) => settings.switches,
    apply: (settings) => ({ ...settings, switches: { ...settings.switches, ...switches } }),
  });
}

export function saveMaintenance(db: TDb, merchant: TMerchant, actor: TActor, maintenance: TMaintenance) {
  return changeSettings(db, merchant, actor, {
    action: 'settings.maintenance',
    read: (settings) => settings.maintenance,
    apply: (settings) => ({
      ...settings,
      maintenance: { ...maintenance, message: maintenance.message || null },
    }),
  });
}

export function saveRegion(db: TDb, merchant: TMerchant, actor: TActor, region: TRegion) {
  const unique = <T>(items: T[]) => [...new Set(items)];
  return changeSettings(db, merchant, actor, {
    action: 'settings.region',
    read: (settings) => ({ blockedCountries: settings.blockedCountries, allowedIps: settings.allowedIps }),
    apply: (settings) => ({
      ...settings,
      blockedCountries: unique(region.blockedCountries),
      allowedIps: unique(region.allowedIps),
    }),
  });
}

export function saveThreshold(db: TDb, merchant: TMerchant, actor: TActor, threshold: string) {
  return changeSettings(db, merchant, actor, {
    action: 'settings.approval-threshold',
    read: (settings) => settings.adjustmentApprovalThreshold,
    apply: (settings) => ({ ...settings, adjustmentApprovalThreshold: threshold }),
  });
}

export function saveTimeZone(db: TDb, merchant: TMerchant, actor: TActor, timeZone: string) {
  return changeSettings(db, merchant, actor, {
    action: 'settings.time-zone',
    read: (settings) => settings.timeZone,
    apply: (settings) => ({ ...settings, timeZone }),
  });
}

function sideBarOf(settings: TMerchantSettings): TBoSideBar {
  return { resources: settings.resources, customerService: settings.customerService };
}

/** The side bar with every language's label, for the side-by-side editor (read from the table). */
export async function getBoSideBar(db: TDb, merchantId: number): Promise<TBoSideBar> {
  return sideBarOf(ZMerchantSettings.parse(await readSettingsDocument(db, merchantId)));
}

/** Resources and chat entries are replaced as a whole (order is the site's order), audited as one change. */
export async function saveSideBar(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  body: z.output<typeof ZSideBarBody>,
): Promise<TBoSideBar> {
  await changeSettings(db, merchant, actor, {
    action: 'settings.side-bar',
    read: sideBarOf,
    apply: (settings) => ({ ...settings, resources: body.resources, customerService: body.customerService }),
  });
  return getBoSideBar(db, merchant.id);
}

/** The bank list players bind withdrawal accounts at (decision 025): replaced whole, audited. */
export function saveBanks(db: TDb, merchant: TMerchant, actor: TActor, banks: TMerchantBank[]) {
  return changeSettings(db, merchant, actor, {
    action: 'settings.banks',
    read: (settings) => settings.banks,
    apply: (settings) => ({ ...settings, banks }),
  });
}

const HIDDEN_RULE = { visible: false, required: false, patternId: 0, minLength: 0, maxLength: 255 };

export async function getRegisterRules(db: TDb, merchantId: number) {
  const stored = new Map((await listRegisterRules(db, merchantId)).map((rule) => [rule.field, rule]));
  const rules = REGISTER_FIELDS.map((field) => ({ ...HIDDEN_RULE, ...stored.get(field), field }));
  return { rules, patternIds: PATTERN_IDS };
}

/** The system module's own rule schema decides what is valid, so the seed and the console agree. */
export async function saveRegisterRule(db: TDb, merchantId: number, actor: TActor, rule: TRegisterRule) {
  const parsed = ZRegisterRuleInput.safeParse(rule);
  if (!parsed.success) {
    const fields = parsed.error.issues.slice(0, 10).map((issue) => ({
      path: issue.path.join('.') || 'rule',
      messageKey: `validation.${issue.code}`,
    }));
    throw new AppError('VALIDATION_FAILED', { fields });
  }
  await db.transaction().execute(async (trx) => {
    const before = (await listRegisterRules(trx, merchantId)).find((row) => row.field === rule.field) ?? null;
    await upsertRegisterRule(trx, merchantId, parsed.data);
    await writeAudit(trx, actor, {
      action: 'settings.register-rule',
      targetType: 'register_rule',
      targetId: rule.field,
      before,
      after: parsed.data,
    });
  });
  return (await getRegisterRules(db, merchantId)).rules.find((row) => row.field === rule.field);
}
