import { parseArgs } from 'node:util';
import { STAFF_ROLES, type TStaffRole, ZStaffUsername } from '@tala/contract/backoffice/staff';
import { openDatabase } from '../db/connect.ts';
import { readEnv } from '../env.ts';
import { AppError } from '../lib/app-error.ts';
import { describeFailure } from '../lib/config-error.ts';
import { findMerchantByCode } from '../modules/merchants/merchant.repository.ts';
import { ENROLMENT_VALID_HOURS } from '../modules/staff/enrolment.service.ts';
import { createStaffWithLink } from '../modules/staff/staff-accounts.service.ts';

/**
 * `npm run staff:create -- --merchant <CODE> --username <name> --role <admin|finance|support>
 * [--base-url https://ops.example.com]`: creates a staff member without a usable password and prints a
 * single-use enrolment link (24 hours) where they choose a password and enrol an authenticator. The way to
 * create a merchant's first admin (decision 016). Exit code 0 on success, 1 on a refusal, 2 on bad usage.
 */
const USAGE =
  'Usage: npm run staff:create -- --merchant <CODE> --username <name> --role <admin|finance|support> ' +
  '[--base-url https://ops.example.com]';

type TArgs = { merchant: string; username: string; role: TStaffRole; baseUrl: string | undefined };

class UsageError extends Error {}

function parseCommandLine(argv: string[]): TArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        merchant: { type: 'string' },
        username: { type: 'string' },
        role: { type: 'string' },
        'base-url': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { merchant, username, role } = values;
  const baseUrl = values['base-url'];
  if (typeof merchant !== 'string' || !/^[A-Za-z0-9_-]{1,32}$/.test(merchant))
    throw new UsageError('--merchant <CODE> is required (the merchant code, e.g. TALA).');
  const name = ZStaffUsername.safeParse(username ?? '');
  if (!name.success)
    throw new UsageError('--username must be 3-32 characters: lower-case letters, digits, "_", "." or "-".');
  if (!STAFF_ROLES.includes(role as TStaffRole))
    throw new UsageError(`--role must be one of: ${STAFF_ROLES.join(', ')} (got "${role ?? ''}").`);
  if (baseUrl !== undefined && !/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(String(baseUrl)))
    throw new UsageError('--base-url must be an http(s) address, e.g. https://ops.example.com');
  return {
    merchant: merchant.toUpperCase(),
    username: name.data,
    role: role as TStaffRole,
    baseUrl: baseUrl as string | undefined,
  };
}

async function main(argv: string[]): Promise<number> {
  let args: TArgs;
  try {
    args = parseCommandLine(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`staff:create: ${error.message}\n${USAGE}`);
    return 2;
  }
  const env = readEnv();
  const baseUrl = args.baseUrl ?? env.BACKOFFICE_URL ?? `http://localhost:${env.PORT}`;
  const database = await openDatabase(env, { quiet: true, maxConnections: 2 });
  try {
    const merchant = await findMerchantByCode(database.db, args.merchant);
    if (!merchant) {
      const known = await database.db
        .selectFrom('merchants')
        .select('code')
        .orderBy('code')
        .limit(50)
        .execute();
      const list = known.map((row) => row.code).join(', ') || 'none yet';
      console.error(`staff:create: unknown merchant "${args.merchant}" (merchants: ${list}).`);
      return 1;
    }
    const input = { username: args.username, displayName: args.username, role: args.role };
    const created = await createStaffWithLink(database.db, merchant.id, input, { kind: 'command' }, baseUrl);
    console.log(
      `Created ${args.role} "${args.username}" for merchant ${merchant.code}. Send them this enrolment link ` +
        `over a channel you trust; it works once, for ${ENROLMENT_VALID_HOURS} hours (until ` +
        `${created.expiresAt.toISOString()}), to choose a password and set up an authenticator app:\n\n` +
        `  ${created.url}\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'USERNAME_TAKEN') {
      console.error(`staff:create: staff "${args.username}" already exists in merchant ${args.merchant}.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(describeFailure(error));
    process.exit(1);
  },
);
