import type { TPaymentGateway } from './payment-gateway.ts';
import { sandboxGateway } from './sandbox-gateway.ts';

/** Gateways by code; a real adapter (configured by env) is added here beside the sandbox. */
const gateways = new Map<string, TPaymentGateway>([[sandboxGateway.code, sandboxGateway]]);

export function paymentGateway(code: string): TPaymentGateway | null {
  return gateways.get(code) ?? null;
}
