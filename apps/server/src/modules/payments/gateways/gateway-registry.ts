import { isSandboxGatewayOn, type TEnv } from '../../../env.ts';
import type { TPaymentGateway } from './payment-gateway.ts';
import { sandboxGateway } from './sandbox-gateway.ts';

/** The gateways this deployment runs, by code; a real adapter (configured by env) is added here. */
export type TPaymentGateways = { get(code: string): TPaymentGateway | null };

/**
 * The sandbox gateway confirms a payment on a page anyone can open, so it exists only when switched on
 * (by default outside production; start-checks.ts guards production). A channel on a gateway that is
 * not here is neither listed nor payable, and its webhooks are refused.
 */
export function paymentGateways(env: Pick<TEnv, 'NODE_ENV' | 'SANDBOX_GATEWAY'>): TPaymentGateways {
  const gateways = new Map<string, TPaymentGateway>();
  if (isSandboxGatewayOn(env)) gateways.set(sandboxGateway.code, sandboxGateway);
  return { get: (code) => gateways.get(code) ?? null };
}
