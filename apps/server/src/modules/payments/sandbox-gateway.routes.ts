import { minorToDecimalString } from '@tala/contract/money';
import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { isSandboxGatewayOn } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { decideSandboxPayment, findSandboxPayment } from './gateways/sandbox-gateway.ts';

const ZPaymentParams = z.object({ paymentId: z.string().uuid() });
const ZDecision = z.object({ outcome: z.enum(['PAID', 'FAILED', 'CANCELLED']) });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type TPageModel = {
  id: string;
  merchant: string;
  reference: string;
  amount: string;
  currency: string;
  outcome: string | null;
};

/** The sandbox gateway's hosted page: plain server-rendered HTML, no script (CSP allows none inline). */
function renderPage(p: TPageModel): string {
  const action = escapeHtml(PAYMENT_PATHS.sandboxPay.replace(':paymentId', p.id));
  const buttons = p.outcome
    ? `<p class="done">Payment ${escapeHtml(p.outcome.toLowerCase())}. You can close this page and return to the site.</p><p><a href="/">Back to the site</a></p>`
    : `<form method="post" action="${action}">
        <button name="outcome" value="PAID" class="pay">Pay</button>
        <button name="outcome" value="FAILED" class="fail">Fail</button>
        <button name="outcome" value="CANCELLED" class="cancel">Cancel</button>
      </form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tala Pay sandbox</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5f7; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; padding: 28px; width: min(420px, 92vw); box-shadow: 0 4px 24px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin: 0 0 4px; } .note { color: #5c636a; font-size: 13px; margin: 0 0 20px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; } dt { color: #666; } dd { margin: 0; font-weight: 600; }
  form { display: flex; gap: 8px; } button { flex: 1; padding: 12px; border: 0; border-radius: 8px; font-size: 15px; cursor: pointer; color: #fff; }
  .pay { background: #1a7f37; } .fail { background: #cf222e; } .cancel { background: #6e7781; } .done { font-weight: 600; }
</style></head>
<body><main>
  <h1>Tala Pay</h1><p class="note">Sandbox gateway: no real money moves. Choose the outcome to simulate.</p>
  <dl><dt>Merchant</dt><dd>${escapeHtml(p.merchant)}</dd><dt>Reference</dt><dd>${escapeHtml(p.reference)}</dd>
  <dt>Amount</dt><dd>${escapeHtml(p.currency)} ${escapeHtml(p.amount)}</dd></dl>
  ${buttons}
</main></body></html>`;
}

/**
 * The built-in sandbox gateway's pages. It plays an external gateway: it reports only by webhook. Not
 * registered when the sandbox is off (production by default): its page would credit unpaid deposits.
 */
export async function sandboxGatewayRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  if (!isSandboxGatewayOn(deps.env)) return;
  const show = async (paymentId: string) => {
    const payment = await findSandboxPayment(deps.db, paymentId);
    if (!payment) throw new AppError('NOT_FOUND');
    return renderPage({
      id: payment.id,
      merchant: payment.merchant_code,
      reference: payment.reference,
      amount: minorToDecimalString(payment.amount),
      currency: payment.currency,
      outcome: payment.outcome,
    });
  };
  app.get(PAYMENT_PATHS.sandboxPay, { schema: { params: ZPaymentParams } }, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await show(request.params.paymentId)),
  );
  app.post(
    PAYMENT_PATHS.sandboxPay,
    { schema: { params: ZPaymentParams, body: ZDecision } },
    async (request, reply) => {
      const outcome = await decideSandboxPayment(deps.db, request.params.paymentId, request.body.outcome);
      if (!outcome) throw new AppError('NOT_FOUND');
      return reply.redirect(PAYMENT_PATHS.sandboxPay.replace(':paymentId', request.params.paymentId), 303);
    },
  );
}
