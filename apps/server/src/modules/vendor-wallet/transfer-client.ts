import { signedHeaders } from '@tala/contract/vendor-wallet/signing';
import {
  TRANSFER_PATHS,
  type TTransferAnswer,
  type TTransferStatusAnswer,
  ZTransferAnswer,
  ZTransferStatusAnswer,
} from '@tala/contract/vendor-wallet/transfer';
import type { z } from 'zod';
import { parseJson } from '../../lib/parse-json.ts';
import type { TProviderAccount } from './provider-accounts.ts';
import type { TProviderTransport } from './provider-transport.ts';

/** A provider's answer, or `unknown` when none came (time-out, network, 5xx, unreadable body). */
export type TProviderResult<T> = { kind: 'answer'; answer: T } | { kind: 'unknown' };

type TMoneyBody = {
  vassalage: string;
  playerId: string;
  reference: string;
  amount: string;
  currency: string;
};

/** Calls one provider's transfer API (decision 007), signed with its secret, for one merchant. */
export class TransferClient {
  constructor(
    private readonly transport: TProviderTransport,
    private readonly account: TProviderAccount,
    private readonly merchantCode: string,
  ) {}

  createPlayer(body: { vassalage: string; playerId: string; currency: string; displayName: string }) {
    return this.call(TRANSFER_PATHS.createPlayer, body, ZTransferAnswer);
  }
  transferIn(body: TMoneyBody) {
    return this.call(TRANSFER_PATHS.transferIn, body, ZTransferAnswer);
  }
  transferOut(body: TMoneyBody) {
    return this.call(TRANSFER_PATHS.transferOut, body, ZTransferAnswer);
  }
  transferStatus(body: { reference: string }): Promise<TProviderResult<TTransferStatusAnswer>> {
    return this.call(TRANSFER_PATHS.transferStatus, body, ZTransferStatusAnswer);
  }
  balance(body: {
    vassalage: string;
    playerId: string;
    currency: string;
  }): Promise<TProviderResult<TTransferAnswer>> {
    return this.call(TRANSFER_PATHS.balance, body, ZTransferAnswer);
  }

  private async call<T extends z.ZodType<TTransferAnswer>>(
    path: string,
    body: unknown,
    schema: T,
  ): Promise<TProviderResult<z.output<T>>> {
    const url = this.account.transferApiUrl;
    if (!url) return { kind: 'unknown' };
    const rawBody = JSON.stringify(body);
    const headers = signedHeaders({
      secret: this.account.secret,
      merchantCode: this.merchantCode,
      providerCode: this.account.providerCode,
      rawBody,
    });
    const reply = await this.transport(`${url}${path}`, headers, rawBody);
    if (!reply || reply.statusCode >= 500) return { kind: 'unknown' };
    const parsed = schema.safeParse(parseJson(reply.body));
    if (!parsed.success || parsed.data.status === 'RETRY') return { kind: 'unknown' };
    return { kind: 'answer', answer: parsed.data };
  }
}
