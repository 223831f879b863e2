import { openDatabase } from './db/connect.ts';
import { readEnv } from './env.ts';
import { ledgerCounts, verifyLedger } from './modules/ledger/ledger-verify.ts';

/** `npm run ledger:verify`: prints every violation and exits 1 if there is any. */
async function main(): Promise<number> {
  const database = await openDatabase(readEnv(), { quiet: true, maxConnections: 2 });
  try {
    const violations = await verifyLedger(database.db);
    const counts = await ledgerCounts(database.db);
    for (const violation of violations) console.error(`VIOLATION [${violation.check}] ${violation.detail}`);
    console.log(
      `ledger:verify: ${counts?.transactions} transactions, ${counts?.entries} entries, ${counts?.accounts} accounts; ` +
        (violations.length === 0 ? 'OK' : `${violations.length} violation(s)`),
    );
    return violations.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
