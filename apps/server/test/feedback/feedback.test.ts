import { randomBytes } from 'node:crypto';
import { boPath } from '@tala/contract/backoffice/paths';
import { FEEDBACK_PATHS } from '@tala/contract/feedback/feedback';
import { FEEDBACK_BO_PATHS } from '@tala/contract/feedback/feedback-staff';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bo, playerId, signIn } from '../backoffice/bo-helpers.ts';
import { demoToken, newPlayer, PNG_BYTES, type TPlayer } from '../payments/payment-helpers.ts';
import { authed } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/** Issue 14 §5, §6, §7 (seed 001 §3, §5, §7; decision 056): feedback, its limits, and staff answering it. */
let t: TTestApp;
let admin: string;
let finance: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, finance, support] = [
    await signIn(t, 'admin'),
    await signIn(t, 'finance'),
    await signIn(t, 'support'),
  ];
});
afterAll(async () => {
  await t.close();
});

const GOOD = {
  questionType: 'WITHDRAWAL',
  content: 'My withdrawal from yesterday evening has not reached my bank account yet.',
  contactType: 'EMAIL',
  contact: 'player@example.com',
};

function send(player: TPlayer, body: unknown, language = 'en') {
  return t.app.inject({
    method: 'PUT',
    url: FEEDBACK_PATHS.feedback,
    headers: authed(player.token, { language }),
    payload: body as Record<string, unknown>,
  });
}

/** A multipart form: text fields, then files named `screenshot`. */
function form(fields: Record<string, string>, files: { bytes: Buffer; name?: string; type?: string }[]) {
  const boundary = `----tala${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="${file.name ?? 'shot.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function sendForm(
  player: TPlayer,
  fields: Record<string, string>,
  files: { bytes: Buffer; name?: string }[],
) {
  const body = form(fields, files);
  return t.app.inject({
    method: 'PUT',
    url: FEEDBACK_PATHS.feedback,
    headers: { ...authed(player.token), ...body.headers },
    payload: body.payload,
  });
}

async function sent(res: { statusCode: number; body: string; json: () => { value: { id: string } } }) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id;
}

describe('sending feedback', () => {
  it('when a member sends feedback, then it is listed as theirs, open, with the merchant word limits', async () => {
    const player = await newPlayer(t);
    const id = await sent(await send(player, GOOD));
    const list = await t.app.inject({
      method: 'GET',
      url: FEEDBACK_PATHS.feedback,
      headers: authed(player.token),
    });
    const page = list.json().value;
    expect(page.limits).toEqual({ minWords: 5, maxWords: 500 });
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ id, questionType: 'WITHDRAWAL', status: 'OPEN', replies: 0 });
  });

  it("when a member reads another member's feedback by id, then FEEDBACK_NOT_FOUND, as for an id that does not exist", async () => {
    const owner = await newPlayer(t);
    const other = await newPlayer(t);
    const id = await sent(await send(owner, GOOD));
    const read = (player: TPlayer, feedbackId: string) =>
      t.app.inject({
        method: 'GET',
        url: `${FEEDBACK_PATHS.detail}?id=${feedbackId}`,
        headers: authed(player.token),
      });
    expect((await read(owner, id)).json().value.content).toBe(GOOD.content);
    const theirs = await read(other, id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('FEEDBACK_NOT_FOUND');
    expect((await read(other, '999999999')).json().code).toBe('FEEDBACK_NOT_FOUND');
    const list = await t.app.inject({
      method: 'GET',
      url: FEEDBACK_PATHS.feedback,
      headers: authed(other.token),
    });
    expect(list.json().value.list).toEqual([]);
  });

  it('when the content is outside the word limits, then FEEDBACK_WORD_COUNT with the limits in the message', async () => {
    const player = await newPlayer(t);
    const short = await send(player, { ...GOOD, content: 'Not paid yet.' });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('FEEDBACK_WORD_COUNT');
    expect(short.json().message).toContain('between 5 and 500 words');
    const long = await send(player, { ...GOOD, content: 'word '.repeat(501) });
    expect(long.json().code).toBe('FEEDBACK_WORD_COUNT');
  });

  it('when Chinese or Thai is written without spaces, then its words are counted, not its sentences', async () => {
    const player = await newPlayer(t);
    // Three characters, one or two words: under the minimum of 5.
    expect((await send(player, { ...GOOD, content: '没到账' }, 'zh')).json().code).toBe(
      'FEEDBACK_WORD_COUNT',
    );
    // One sentence without a space: many words.
    await sent(await send(player, { ...GOOD, content: '我的提款已经三天了还没有到账请帮我查一下' }, 'zh'));
    await sent(await send(player, { ...GOOD, content: 'ฉันถอนเงินไปสามวันแล้วแต่ยังไม่ได้รับเงิน' }, 'th'));
  });

  it('when staff change the word limits, then the next feedback is held to them; bad limits are refused', async () => {
    const set = (body: unknown, cookie = admin) => bo(t, 'PUT', FEEDBACK_BO_PATHS.settings, { cookie, body });
    expect((await set({ minWords: 20, maxWords: 10 })).statusCode).toBe(400);
    expect((await set({ minWords: 2, maxWords: 12 }, support)).statusCode).toBe(403);
    expect((await set({ minWords: 2, maxWords: 12 })).statusCode).toBe(200);
    const player = await newPlayer(t);
    const refused = await send(player, { ...GOOD, content: `${GOOD.content} Please check it today.` });
    expect(refused.json().message).toContain('between 2 and 12 words');
    await sent(await send(player, { ...GOOD, content: 'Withdrawal still missing.' }));
    expect((await set({ minWords: 5, maxWords: 500 })).statusCode).toBe(200);
  });

  it('when the contact or the question type is wrong, then FEEDBACK_CONTACT_INVALID / VALIDATION_FAILED', async () => {
    const player = await newPlayer(t);
    const contact = await send(player, { ...GOOD, contactType: 'MOBILE', contact: 'call me maybe' });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().code).toBe('FEEDBACK_CONTACT_INVALID');
    const type = await send(player, { ...GOOD, questionType: 'COMPLAINT' });
    expect(type.json().code).toBe('VALIDATION_FAILED');
    expect((await send(player, { ...GOOD, content: 'x'.repeat(5001) })).json().code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('when a demo account or nobody sends feedback, then REAL_ACCOUNT_REQUIRED / NOT_LOGGED_IN', async () => {
    const demo = await demoToken(t);
    const asDemo = await t.app.inject({
      method: 'PUT',
      url: FEEDBACK_PATHS.feedback,
      headers: authed(demo),
      payload: GOOD,
    });
    expect(asDemo.json().code).toBe('REAL_ACCOUNT_REQUIRED');
    const anonymous = await t.app.inject({ method: 'PUT', url: FEEDBACK_PATHS.feedback, payload: GOOD });
    expect(anonymous.statusCode).toBe(401);
  });

  it('when a member sends feedback often, then the sixth within the hour is FEEDBACK_TOO_FREQUENT', async () => {
    const player = await newPlayer(t);
    for (let n = 0; n < 5; n++) await sent(await send(player, GOOD));
    const sixth = await send(player, GOOD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('FEEDBACK_TOO_FREQUENT');
  });
});

describe('the screenshot', () => {
  it('when a PNG comes with the form, then staff (only) can view it as an inert image', async () => {
    const player = await newPlayer(t);
    const id = await sent(await sendForm(player, GOOD, [{ bytes: PNG_BYTES }]));
    const detail = await t.app.inject({
      method: 'GET',
      url: `${FEEDBACK_PATHS.detail}?id=${id}`,
      headers: authed(player.token),
    });
    expect(detail.json().value.hasScreenshot).toBe(true);
    const image = await bo(t, 'GET', boPath(FEEDBACK_BO_PATHS.screenshot, { id }), { cookie: support });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
    const asPlayer = await t.app.inject({
      method: 'GET',
      url: boPath(FEEDBACK_BO_PATHS.screenshot, { id }),
      headers: authed(player.token),
    });
    expect(asPlayer.statusCode).toBe(401);
  });

  it('when the file is not an image, is too big or comes twice, then the feedback is refused and nothing is stored', async () => {
    const player = await newPlayer(t);
    const before = await t.deps.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const script = await sendForm(player, GOOD, [
      { bytes: Buffer.from('<script>alert(1)</script>'), name: 'shot.png' },
    ]);
    expect(script.statusCode).toBe(400);
    expect(script.json().code).toBe('FEEDBACK_SCREENSHOT_INVALID');
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await sendForm(player, GOOD, [{ bytes: big }])).json().code).toBe('FEEDBACK_SCREENSHOT_INVALID');
    const two = await sendForm(player, GOOD, [{ bytes: PNG_BYTES }, { bytes: PNG_BYTES }]);
    expect(two.json().code).toBe('UPLOAD_TOO_MANY_FILES');
    const after = await t.deps.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('the feedback inbox', () => {
  it('when support takes a feedback, then finance cannot answer it, support can, and the member gets the answer and a message', async () => {
    const player = await newPlayer(t);
    const id = await sent(await send(player, { ...GOOD, questionType: 'DEPOSIT' }));
    const assignees = (await bo(t, 'GET', FEEDBACK_BO_PATHS.assignees, { cookie: support })).json().value
      .list;
    const supportId = assignees.find((entry: { name: string }) => entry.name === 'Support')?.id;
    const assign = await bo(t, 'POST', boPath(FEEDBACK_BO_PATHS.assign, { id }), {
      cookie: support,
      body: { staffId: supportId },
    });
    expect(assign.statusCode).toBe(200);
    const inbox = await bo(t, 'GET', `${FEEDBACK_BO_PATHS.inbox}?assignee=me&status=IN_PROGRESS`, {
      cookie: support,
    });
    expect(inbox.json().value.list.map((row: { id: string }) => row.id)).toContain(id);

    const reply = (cookie: string, body: string) =>
      bo(t, 'POST', boPath(FEEDBACK_BO_PATHS.reply, { id }), { cookie, body: { body } });
    const taken = await reply(finance, 'Looking into it.');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('BO_FEEDBACK_TAKEN');
    expect((await reply(support, 'Your withdrawal was paid this morning.')).statusCode).toBe(200);

    const detail = await t.app.inject({
      method: 'GET',
      url: `${FEEDBACK_PATHS.detail}?id=${id}`,
      headers: authed(player.token),
    });
    expect(detail.json().value).toMatchObject({
      status: 'ANSWERED',
      replies: [{ body: 'Your withdrawal was paid this morning.' }],
    });
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM member_messages
      WHERE audience = 'MEMBER' AND audience_key = ${player.memberId} AND system_kind = 'FEEDBACK_ANSWERED'
        AND params ->> 'feedbackId' = ${id}`.execute(t.deps.db);
    expect(rows[0]?.n).toBe(1);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['feedback.assign', 'feedback.reply']),
    );
  });

  it('when a feedback is given to someone who is not active staff of the merchant, then BO_FEEDBACK_ASSIGNEE_INVALID', async () => {
    const player = await newPlayer(t);
    const id = await sent(await send(player, GOOD));
    const res = await bo(t, 'POST', boPath(FEEDBACK_BO_PATHS.assign, { id }), {
      cookie: admin,
      body: { staffId: '999999' },
    });
    expect(res.json().code).toBe('BO_FEEDBACK_ASSIGNEE_INVALID');
  });

  it('when support reads a feedback, then the contact is masked; admin sees it in full; an unknown id is not found', async () => {
    const player = await newPlayer(t);
    const id = await sent(
      await send(player, { ...GOOD, contactType: 'MOBILE', contact: '+63 917 555 0142' }),
    );
    const asSupport = (await bo(t, 'GET', boPath(FEEDBACK_BO_PATHS.item, { id }), { cookie: support })).json()
      .value;
    expect(asSupport.contact).toBe('•••42');
    expect(asSupport.content).toBe(GOOD.content);
    const asAdmin = (await bo(t, 'GET', boPath(FEEDBACK_BO_PATHS.item, { id }), { cookie: admin })).json()
      .value;
    expect(asAdmin.contact).toBe('+63 917 555 0142');
    const missing = await bo(t, 'GET', boPath(FEEDBACK_BO_PATHS.item, { id: '999999999' }), {
      cookie: admin,
    });
    expect(missing.json().code).toBe('FEEDBACK_NOT_FOUND');
  });

  it('when the demo was seeded, then demo_player has a deposit question answered by support', async () => {
    const demo = await playerId(t, 'demo_player');
    const row = await t.deps.db
      .selectFrom('feedback')
      .select(['status', 'question_type'])
      .where('member_id', '=', BigInt(demo))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'ANSWERED', question_type: 'DEPOSIT' });
  });
});
