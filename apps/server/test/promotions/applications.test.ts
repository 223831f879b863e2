import { randomBytes } from 'node:crypto';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { PROMOTION_PATHS } from '@tala/contract/promotions/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStoredUpload } from '../../src/modules/payments/uploads.ts';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import {
  expectBooksBalance,
  JPG_BYTES,
  mainBalance,
  merchantId as merchantIdOf,
  newPlayer,
  PNG_BYTES,
  type TPlayer,
} from '../payments/payment-helpers.ts';
import { authed } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { ELIGIBLE_ANYONE, livePromotion, promoApi } from './promotion-helpers.ts';

/** Issue 13 §1, §3, §4 (seed 001 §3, §5): applications with a comment and images, reviewed by staff. */
let t: TTestApp;
let merchantId: number;
let promotionId: bigint;
let finance: string;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  promotionId = await livePromotion(t, merchantId, {
    type: 'APPLICATION',
    category: 'EVENT',
    eligibility: ELIGIBLE_ANYONE,
    reward: { type: 'APPLICATION', amount: '20.00', needsImage: true, wagering: null },
    budget: null,
  });
  finance = await signIn(t, 'finance');
});
afterAll(async () => {
  await expectBooksBalance(t);
  await t.close();
});

/** A multipart body: fields, then image parts named `images`. */
function applicationBody(fields: Record<string, string>, images: { bytes: Buffer; type?: string }[]) {
  const boundary = `----tala${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  images.forEach((image, index) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="shot${index}.png"\r\nContent-Type: ${image.type ?? 'image/png'}\r\n\r\n`,
      ),
      image.bytes,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function apply(
  player: TPlayer,
  comment: string,
  images: { bytes: Buffer; type?: string }[],
  id = promotionId,
) {
  const body = applicationBody({ id: String(id), comment }, images);
  return t.app.inject({
    method: 'POST',
    url: PROMOTION_PATHS.apply,
    headers: { ...authed(player.token), ...body.headers },
    payload: body.payload,
  });
}

async function waiting(username: string) {
  const res = await bo(t, 'GET', BO_PATHS.promotionApplications, { cookie: finance });
  return (res.json().value.list as { entryId: string; username: string; state: string }[]).find(
    (item) => item.username === username && item.state === 'APPLYING',
  );
}

describe('applications', () => {
  it('when a player applies with a comment and two images, then staff see them and approving pays once', async () => {
    const player = await newPlayer(t);
    const res = await apply(player, 'Won 80× on the dragon slot!', [
      { bytes: PNG_BYTES },
      { bytes: JPG_BYTES, type: 'image/jpeg' },
    ]);
    expect(res.json()).toMatchObject({ code: 'OK', value: { mine: { state: 'APPLYING' } } });
    const detail = (await promoApi(t, player.token).detail(promotionId)).json().value;
    expect(detail.application).toEqual({ comment: 'Won 80× on the dragon slot!', images: 2 });
    const item = await waiting(player.username);
    expect(item).toBeDefined();
    const image = await bo(
      t,
      'GET',
      boPath(BO_PATHS.promotionApplicationImage, { id: item!.entryId, index: '1' }),
      {
        cookie: finance,
      },
    );
    expect([
      image.statusCode,
      image.headers['content-type'],
      image.headers['x-content-type-options'],
    ]).toEqual([200, 'image/jpeg', 'nosniff']);
    const missing = await bo(
      t,
      'GET',
      boPath(BO_PATHS.promotionApplicationImage, { id: item!.entryId, index: '2' }),
      {
        cookie: finance,
      },
    );
    expect(missing.statusCode).toBe(404);
    const before = await mainBalance(t, player);
    const url = boPath(BO_PATHS.promotionApplicationApprove, { id: item!.entryId });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => bo(t, 'POST', url, { cookie: finance })),
    );
    expect(answers.map((a) => a.json().code).sort()).toEqual([
      'OK',
      'PROMO_NOT_APPLYING',
      'PROMO_NOT_APPLYING',
      'PROMO_NOT_APPLYING',
    ]);
    expect((await mainBalance(t, player)) - before).toBe(2_000n);
    expect((await promoApi(t, player.token).detail(promotionId)).json().value.mine.state).toBe('CLAIMED');
  });

  it('when staff reject with a reason, then the player reads it and may apply again', async () => {
    const player = await newPlayer(t);
    await apply(player, 'Big win', [{ bytes: PNG_BYTES }]);
    const item = await waiting(player.username);
    const reject = boPath(BO_PATHS.promotionApplicationReject, { id: item!.entryId });
    expect((await bo(t, 'POST', reject, { cookie: finance, body: { reason: '' } })).statusCode).toBe(400);
    expect(
      (
        await bo(t, 'POST', reject, { cookie: finance, body: { reason: 'The screenshot is cut off.' } })
      ).json().code,
    ).toBe('OK');
    const mine = (await promoApi(t, player.token).detail(promotionId)).json().value.mine;
    expect(mine).toMatchObject({ state: 'REJECTED', note: 'The screenshot is cut off.' });
    const imagesOf = async () =>
      (
        await t.deps.db
          .selectFrom('promotion_entries')
          .select('images')
          .where('id', '=', BigInt(item!.entryId))
          .executeTakeFirstOrThrow()
      ).images;
    const [rejected] = await imagesOf();
    await readStoredUpload(t.deps.env.DATA_DIR, rejected!);
    expect(
      (await apply(player, 'Whole screenshot now', [{ bytes: PNG_BYTES }])).json().value.mine.state,
    ).toBe('APPLYING');
    // The rejected application's image is deleted with the new one in its place.
    await expect(readStoredUpload(t.deps.env.DATA_DIR, rejected!)).rejects.toThrow();
    const [sent] = await imagesOf();
    expect((await readStoredUpload(t.deps.env.DATA_DIR, sent!)).ext).toBe('png');
    expect((await apply(player, 'Again?', [{ bytes: PNG_BYTES }])).json().code).toBe('PROMO_ALREADY_JOINED');
  });

  it('when the images or comment break the rules, then a clear code answers and nothing is kept', async () => {
    const player = await newPlayer(t);
    const gif = Buffer.concat([Buffer.from('GIF89a'), randomBytes(50)]);
    expect((await apply(player, 'gif', [{ bytes: gif, type: 'image/gif' }])).json().code).toBe(
      'PAY_UPLOAD_INVALID',
    );
    const four = Array.from({ length: 4 }, () => ({ bytes: PNG_BYTES }));
    expect((await apply(player, 'four', four)).json().code).toBe('UPLOAD_TOO_MANY_FILES');
    expect((await apply(player, 'x'.repeat(141), [{ bytes: PNG_BYTES }])).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await apply(player, 'no image', [])).json().code).toBe('PROMO_IMAGE_REQUIRED');
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await apply(player, 'big', [{ bytes: big }]);
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([400, 'PAY_UPLOAD_INVALID']);
    expect(await waiting(player.username)).toBeUndefined();
  });

  it('when support (not money staff) tries to decide, then 403', async () => {
    const player = await newPlayer(t);
    await apply(player, 'support?', [{ bytes: PNG_BYTES }]);
    const item = await waiting(player.username);
    const support = await signIn(t, 'support');
    const res = await bo(t, 'POST', boPath(BO_PATHS.promotionApplicationApprove, { id: item!.entryId }), {
      cookie: support,
    });
    expect(res.statusCode).toBe(403);
  });
});
