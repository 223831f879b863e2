import { z } from 'zod';

/** POST /wps/v2/wallets/events/ticket: a single-use ticket for the EventSource URL (60 s). */
export const ZEventsTicket = z.object({ ticket: z.string().max(64), expiresInSeconds: z.number().int() });

/** GET /wps/v2/wallets/events?ticket=…: server-sent events; `event: balance` carries a ZBalance. */
export const ZEventsQuery = z.object({ ticket: z.string().min(20).max(64) });
