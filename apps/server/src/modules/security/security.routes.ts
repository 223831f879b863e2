import { envelopeOf } from '@tala/contract/envelope';
import { ZIdParam } from '@tala/contract/payments/amount';
import {
  ZAddBankAccountRequest,
  ZBankAccount,
  ZBankAccountList,
  ZBankList,
} from '@tala/contract/security/bank-accounts';
import {
  ZBindEmailCodeRequest,
  ZBindEmailRequest,
  ZBindMobileCodeRequest,
  ZBindMobileRequest,
  ZBound,
  ZCodeSent,
} from '@tala/contract/security/contact-binding';
import { MAX_BANK_ACCOUNTS, SECURITY_PATHS } from '@tala/contract/security/paths';
import { ZProfile, ZProfileUpdate, ZSecurityOverview } from '@tala/contract/security/profile';
import {
  ZChangeWithdrawPasswordRequest,
  ZSetWithdrawPasswordRequest,
} from '@tala/contract/security/withdraw-password';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { addBankAccount, banksFor, deleteBankAccount, myBankAccounts } from './bank-accounts.service.ts';
import { bindEmail, bindMobile, sendBindEmailCode, sendBindMobileCode } from './contact-binding.service.ts';
import { deviceRoutes } from './devices.routes.ts';
import { myProfile, updateMyProfile } from './profile.service.ts';
import { securityOverview } from './security-overview.service.ts';
import { changeWithdrawPassword, setWithdrawPassword } from './withdraw-password.service.ts';

const ref = (request: FastifyRequest) => ({
  merchantId: request.merchant.id,
  memberId: request.session!.memberId,
});
const bindContext = (request: FastifyRequest) => ({
  merchant: request.merchant,
  memberId: request.session!.memberId,
  lang: request.lang,
  ip: request.ip,
});
const done = envelopeOf(z.null());

/** The security centre (seed 001 §2 securityCenter): every call needs a real account. */
export async function securityRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;
  const real = app.requireRealAccount;

  app.get(
    SECURITY_PATHS.overview,
    { onRequest: real, schema: { response: { 200: envelopeOf(ZSecurityOverview) } } },
    async (request, reply) => reply.ok(await securityOverview(db, ref(request))),
  );
  app.get(
    SECURITY_PATHS.profile,
    { onRequest: real, schema: { response: { 200: envelopeOf(ZProfile) } } },
    async (request, reply) => reply.header('cache-control', 'no-store').ok(await myProfile(db, ref(request))),
  );
  app.put(
    SECURITY_PATHS.profile,
    { onRequest: real, schema: { body: ZProfileUpdate, response: { 200: envelopeOf(ZProfile) } } },
    async (request, reply) => reply.ok(await updateMyProfile(db, ref(request), request.body)),
  );

  app.post(
    SECURITY_PATHS.withdrawPassword,
    { onRequest: real, schema: { body: ZSetWithdrawPasswordRequest, response: { 200: done } } },
    async (request, reply) => {
      await setWithdrawPassword(db, ref(request), request.body);
      return reply.ok(null);
    },
  );
  app.put(
    SECURITY_PATHS.withdrawPassword,
    { onRequest: real, schema: { body: ZChangeWithdrawPasswordRequest, response: { 200: done } } },
    async (request, reply) => {
      await changeWithdrawPassword(db, ref(request), request.body);
      return reply.ok(null);
    },
  );

  await bankAndContactRoutes(app, deps);
  await deviceRoutes(app, deps);
}

/** Bank accounts and the verified contacts (mobile, e-mail). */
async function bankAndContactRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;
  const real = app.requireRealAccount;
  const bindDeps = { db, hmacKey: deps.secrets.hmacKey, messaging: deps.messaging };

  app.get(
    SECURITY_PATHS.bankNames,
    { onRequest: real, schema: { response: { 200: envelopeOf(ZBankList) } } },
    async (request, reply) => reply.ok({ banks: banksFor(request.merchant) }),
  );
  app.get(
    SECURITY_PATHS.bankAccounts,
    { onRequest: real, schema: { response: { 200: envelopeOf(ZBankAccountList) } } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .ok({ list: await myBankAccounts(db, ref(request)), max: MAX_BANK_ACCOUNTS }),
  );
  app.post(
    SECURITY_PATHS.bankAccounts,
    {
      onRequest: real,
      schema: { body: ZAddBankAccountRequest, response: { 200: envelopeOf(ZBankAccount) } },
    },
    async (request, reply) =>
      reply.ok(await addBankAccount(db, ref(request), banksFor(request.merchant), request.body)),
  );
  app.delete(
    SECURITY_PATHS.bankAccountById,
    { onRequest: real, schema: { params: ZIdParam, response: { 200: done } } },
    async (request, reply) => {
      await deleteBankAccount(db, ref(request), BigInt(request.params.id));
      return reply.ok(null);
    },
  );

  app.post(
    SECURITY_PATHS.bindMobileCode,
    { onRequest: real, schema: { body: ZBindMobileCodeRequest, response: { 200: envelopeOf(ZCodeSent) } } },
    async (request, reply) =>
      reply.ok(await sendBindMobileCode(bindDeps, bindContext(request), request.body)),
  );
  app.post(
    SECURITY_PATHS.bindMobile,
    { onRequest: real, schema: { body: ZBindMobileRequest, response: { 200: envelopeOf(ZBound) } } },
    async (request, reply) => reply.ok(await bindMobile(bindDeps, bindContext(request), request.body)),
  );
  app.post(
    SECURITY_PATHS.bindEmailCode,
    { onRequest: real, schema: { body: ZBindEmailCodeRequest, response: { 200: envelopeOf(ZCodeSent) } } },
    async (request, reply) => reply.ok(await sendBindEmailCode(bindDeps, bindContext(request), request.body)),
  );
  app.post(
    SECURITY_PATHS.bindEmail,
    { onRequest: real, schema: { body: ZBindEmailRequest, response: { 200: envelopeOf(ZBound) } } },
    async (request, reply) => reply.ok(await bindEmail(bindDeps, bindContext(request), request.body)),
  );
}
