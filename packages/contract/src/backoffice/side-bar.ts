import { z } from 'zod';
import { CUSTOMER_SERVICE_TYPES, RESOURCE_TYPES } from '../constants.ts';
import { localizedText, localizedTextValue } from '../i18n/localized-text.ts';
import { ZSiteLink } from './notices.ts';

/** Per-language limits of the side bar's labels (the rail shows two short lines). */
export const SIDE_BAR_LIMITS = { resourceLabel: 80, serviceLabel: 40 } as const;

/**
 * The right side bar as staff edit it (seed 000 §3 resources and customer service): links stay on this
 * site or use https, labels are written per language (decision 020). An empty label means the site's
 * own translated name for that entry.
 */
export const ZResourceConfig = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: ZSiteLink,
  qrCodeUrl: ZSiteLink,
  label: localizedText({ max: SIDE_BAR_LIMITS.resourceLabel, required: false }),
});
export const ZCustomerServiceConfig = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  path: ZSiteLink,
  label: localizedText({ max: SIDE_BAR_LIMITS.serviceLabel, required: false }),
});

export const ZSideBarBody = z.object({
  resources: z.array(ZResourceConfig).max(20),
  customerService: z.array(ZCustomerServiceConfig).max(10),
});
export type TSideBarBody = z.input<typeof ZSideBarBody>;

export const ZBoSideBar = z.object({
  resources: z
    .array(
      z.object({
        resourceType: z.enum(RESOURCE_TYPES),
        url: z.string().max(500),
        qrCodeUrl: z.string().max(500),
        label: localizedTextValue(SIDE_BAR_LIMITS.resourceLabel),
      }),
    )
    .max(20),
  customerService: z
    .array(
      z.object({
        csType: z.enum(CUSTOMER_SERVICE_TYPES),
        path: z.string().max(500),
        label: localizedTextValue(SIDE_BAR_LIMITS.serviceLabel),
      }),
    )
    .max(10),
});
export type TBoSideBar = z.infer<typeof ZBoSideBar>;
