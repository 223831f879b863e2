import { z } from 'zod';

/** Trusted devices and the player's authenticator in the security centre (issue 10 §8, decision 022). */
export const DEVICE_PATHS = {
  devices: '/wps/relay/MCSFE_devices',
  deviceById: '/wps/relay/MCSFE_devices/:id',
  /** DELETE: remove every device but the current one. */
  otherDevices: '/wps/relay/MCSFE_devices/others',
  authenticator: '/wps/relay/MCSFE_authenticator',
  authenticatorSetup: '/wps/relay/MCSFE_authenticator/setup',
  authenticatorConfirm: '/wps/relay/MCSFE_authenticator/confirm',
  socialLinks: '/wps/relay/MCSFE_socialLinks',
} as const;

export const MAX_LISTED_DEVICES = 50;

export const ZMemberDevice = z.object({
  id: z.string().max(20),
  /** Browser and system from the user agent, e.g. "Chrome on Windows". */
  name: z.string().max(80),
  trusted: z.boolean(),
  current: z.boolean(),
  /** Sessions open on it now. */
  activeSessions: z.number().int(),
  firstSeenAt: z.string().max(40),
  lastSeenAt: z.string().max(40),
  lastIp: z.string().max(64).nullable(),
  country: z.string().max(2).nullable(),
});
export type TMemberDevice = z.infer<typeof ZMemberDevice>;
export const ZMemberDeviceList = z.object({ list: z.array(ZMemberDevice).max(MAX_LISTED_DEVICES) });
export const ZDeviceIdParam = z.object({ id: z.string().regex(/^\d{1,19}$/) });
export const ZRemovedDevices = z.object({ removed: z.number().int(), sessionsEnded: z.number().int() });

export const ZAuthenticatorStatus = z.object({ enrolled: z.boolean() });
export const ZAuthenticatorSetup = z.object({
  /** Base32, shown for typing into the app by hand. */
  secret: z.string().max(64),
  /** otpauth:// URI drawn as a QR code in the browser (never sent to a QR service). */
  otpauthUri: z.string().max(400),
});
export type TAuthenticatorSetup = z.infer<typeof ZAuthenticatorSetup>;
const ZTotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
export const ZConfirmAuthenticatorRequest = z.object({ code: ZTotpCode });
export const ZDisableAuthenticatorRequest = z.object({
  password: z.string().min(1).max(64),
  code: ZTotpCode,
});

export const ZSocialLink = z.object({
  provider: z.enum(['google', 'facebook']),
  email: z.string().max(255).nullable(),
  linkedAt: z.string().max(40),
});
export const ZSocialLinkList = z.object({ list: z.array(ZSocialLink).max(2) });
