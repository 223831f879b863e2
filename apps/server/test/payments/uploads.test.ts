import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { api, newPlayer, PNG_BYTES, type TPlayer, upload } from './payment-helpers.ts';

let t: TTestApp;
let player: TPlayer;
let dataDir: string;
beforeAll(async () => {
  // Its own data directory, so the stored files counted here are this file's alone.
  dataDir = await mkdtemp(path.join(tmpdir(), 'tala-uploads-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  player = await newPlayer(t);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const receiptUrl = (id: string) => PAYMENT_PATHS.depositReceipt.replace(':id', id);
const proofUrl = (id: string) => PAYMENT_PATHS.withdrawalNotReceived.replace(':id', id);

describe('upload bodies', () => {
  it('when a multipart body is malformed, then both upload routes answer 400 MALFORMED_REQUEST', async () => {
    for (const url of [receiptUrl('1'), proofUrl('1')]) {
      for (const payload of ['{}', '--zzz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: authed(player.token, { 'content-type': 'multipart/form-data; boundary=zzz' }),
          payload,
        });
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        expect(res.json().code).toBe('MALFORMED_REQUEST');
      }
    }
  });
});

const DEPOSIT_KEYS = { n: 0 };
async function bankDeposit(p: TPlayer): Promise<string> {
  const res = await api(t, p.token).post(PAYMENT_PATHS.deposit, {
    channelCode: 'BANK_BDO',
    amount: '500.00',
    idempotencyKey: `upload-test-${Date.now()}-${DEPOSIT_KEYS.n++}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.deposit.id;
}

const image = (kilobytes: number) => Buffer.concat([PNG_BYTES, randomBytes(kilobytes * 1024)]);

async function storedFiles(): Promise<string[]> {
  const dir = path.join(dataDir, 'uploads', String(player.merchantId), 'deposit-receipts');
  return readdir(dir).catch(() => []);
}

async function receiptFileOf(id: string): Promise<string | null> {
  const row = await t.deps.db
    .selectFrom('deposits')
    .select('receipt_file')
    .where('id', '=', BigInt(id))
    .executeTakeFirstOrThrow();
  return row.receipt_file;
}

async function setUploadQuota(files: number, megabytes: number): Promise<void> {
  await sql`UPDATE merchant_settings SET settings = jsonb_set(settings, '{uploadsPerDay}', ${JSON.stringify({ files, megabytes })}::jsonb)
    WHERE merchant_id = ${player.merchantId}`.execute(t.deps.db);
  t.deps.merchants.invalidate();
}

describe('deposit receipts (decision 025)', () => {
  it('when a receipt is uploaded again, then it replaces the old file: one file, the row points to it', async () => {
    await setUploadQuota(20, 20);
    const p = await newPlayer(t);
    const id = await bankDeposit(p);
    const before = await storedFiles();
    const names: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await upload(t, p.token, receiptUrl(id), image(10))).statusCode).toBe(200);
      names.push(await receiptFileOf(id));
    }
    expect(new Set(names).size).toBe(3);
    const added = (await storedFiles()).filter((name) => !before.includes(name));
    expect(added).toEqual([path.basename(names[2]!)]);
  });

  it('when uploads for one deposit race, then exactly one file is left and the row points to it', async () => {
    await setUploadQuota(20, 20);
    const p = await newPlayer(t);
    const id = await bankDeposit(p);
    const before = await storedFiles();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => upload(t, p.token, receiptUrl(id), image(50))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const added = (await storedFiles()).filter((name) => !before.includes(name));
    expect(added).toEqual([path.basename((await receiptFileOf(id))!)]);
  });

  it('when the day’s files are used up, then PAY_UPLOAD_QUOTA (429), also for uploads at once', async () => {
    await setUploadQuota(2, 20);
    const p = await newPlayer(t);
    const [a, b] = [await bankDeposit(p), await bankDeposit(p)];
    const answers = await Promise.all([a, b, a, b].map((id) => upload(t, p.token, receiptUrl(id), image(5))));
    const codes = answers.map((res) => res.json().code).sort();
    expect(codes).toEqual(['OK', 'OK', 'PAY_UPLOAD_QUOTA', 'PAY_UPLOAD_QUOTA']);
    expect(answers.find((res) => res.statusCode === 429)?.json().message).toContain('2');
    // Another member has their own quota.
    const other = await newPlayer(t);
    expect((await upload(t, other.token, receiptUrl(await bankDeposit(other)), image(5))).statusCode).toBe(
      200,
    );
  });

  it('when the day’s megabytes are used up, then the next upload is refused', async () => {
    await setUploadQuota(20, 1);
    const p = await newPlayer(t);
    const id = await bankDeposit(p);
    expect((await upload(t, p.token, receiptUrl(id), image(600))).statusCode).toBe(200);
    expect((await upload(t, p.token, receiptUrl(id), image(600))).json().code).toBe('PAY_UPLOAD_QUOTA');
    expect((await upload(t, p.token, receiptUrl(id), image(100))).statusCode).toBe(200);
  });

  it('when a member uploads more than 5 times a minute, then RATE_LIMITED before the body is stored', async () => {
    await setUploadQuota(100, 100);
    const p = await newPlayer(t);
    const id = await bankDeposit(p);
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push((await upload(t, p.token, receiptUrl(id), image(1))).json().code);
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'RATE_LIMITED']);
    const quota = await t.deps.db
      .selectFrom('upload_quota_days')
      .select('files')
      .where('member_id', '=', p.memberId)
      .executeTakeFirstOrThrow();
    expect(quota.files).toBe(5);
  });
});
