import type {
  TBoAnnouncement,
  TBoAnnouncementBody,
  TBoBanner,
  TBoBannerBody,
} from '@tala/contract/backoffice/notices';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { createAnnouncement, createBanner, parseAnnouncement, parseBanner } from './notices.service.ts';
import {
  deleteAnnouncementRow,
  deleteBannerRow,
  findAnnouncementRow,
  findBannerRow,
  listAllAnnouncements,
  listAllBanners,
  updateAnnouncementRow,
  updateBannerRow,
} from './notices-staff.repository.ts';

type TAnnouncementRow = Awaited<ReturnType<typeof listAllAnnouncements>>[number];

function toBoAnnouncement(row: TAnnouncementRow): TBoAnnouncement {
  return {
    id: String(row.id),
    type: row.type,
    title: row.title_i18n,
    contentHtml: row.content_i18n,
    translatedOnly: row.translated_only,
    popup: row.popup,
    displayRule: row.display_rule,
    revision: row.revision,
    sort: row.sort,
    publishedAt: new Date(row.published_at).toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    live: row.live,
  };
}

export async function listBoAnnouncements(db: TDb, merchantId: number) {
  return { list: (await listAllAnnouncements(db, merchantId)).map(toBoAnnouncement) };
}

function serviceInput(body: TBoAnnouncementBody) {
  return {
    ...body,
    publishedAt: body.publishedAt ? new Date(body.publishedAt) : undefined,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
  };
}

/** Created through the notices module, which sanitises; the audit keeps the stored (sanitised) form. */
export async function addAnnouncement(db: TDb, actor: TActor, body: TBoAnnouncementBody) {
  return db.transaction().execute(async (trx) => {
    const id = await createAnnouncement(trx, actor.merchantId, serviceInput(body));
    const after = await findAnnouncementRow(trx, actor.merchantId, BigInt(id));
    await writeAudit(trx, actor, {
      action: 'notices.announcement.create',
      targetType: 'announcement',
      targetId: id,
      after,
    });
    return { id };
  });
}

/** Same sanitising and limits as creation (the notices service), applied before the row is replaced. */
export async function editAnnouncement(db: TDb, actor: TActor, id: bigint, body: TBoAnnouncementBody) {
  const input = parseAnnouncement(serviceInput(body));
  await db.transaction().execute(async (trx) => {
    const before = await findAnnouncementRow(trx, actor.merchantId, id);
    if (!before) throw new AppError('NOT_FOUND');
    await updateAnnouncementRow(trx, actor.merchantId, id, {
      ...input,
      publishedAt: input.publishedAt ?? before.published_at,
    });
    const after = await findAnnouncementRow(trx, actor.merchantId, id);
    await writeAudit(trx, actor, {
      action: 'notices.announcement.update',
      targetType: 'announcement',
      targetId: String(id),
      before,
      after,
    });
  });
}

export async function removeAnnouncement(db: TDb, actor: TActor, id: bigint) {
  await db.transaction().execute(async (trx) => {
    const before = await findAnnouncementRow(trx, actor.merchantId, id);
    if (!before) throw new AppError('NOT_FOUND');
    await deleteAnnouncementRow(trx, actor.merchantId, id);
    await writeAudit(trx, actor, {
      action: 'notices.announcement.delete',
      targetType: 'announcement',
      targetId: String(id),
      before,
    });
  });
}

type TBannerRow = Awaited<ReturnType<typeof listAllBanners>>[number];
function toBoBanner(row: TBannerRow): TBoBanner {
  return {
    id: String(row.id),
    group: row.group_code,
    title: row.title_i18n,
    subtitle: row.subtitle_i18n,
    cta: row.cta_i18n,
    translatedOnly: row.translated_only,
    artwork: row.artwork,
    linkUrl: row.link_url,
    sort: row.sort,
  };
}

export async function listBoBanners(db: TDb, merchantId: number) {
  return { list: (await listAllBanners(db, merchantId)).map(toBoBanner) };
}

export async function addBanner(db: TDb, actor: TActor, body: TBoBannerBody) {
  return db.transaction().execute(async (trx) => {
    const id = await createBanner(trx, actor.merchantId, body);
    await writeAudit(trx, actor, {
      action: 'notices.banner.create',
      targetType: 'banner',
      targetId: id,
      after: body,
    });
    return { id };
  });
}

export async function editBanner(db: TDb, actor: TActor, id: bigint, body: TBoBannerBody) {
  const banner = parseBanner(body);
  await db.transaction().execute(async (trx) => {
    const before = await findBannerRow(trx, actor.merchantId, id);
    if (!before) throw new AppError('NOT_FOUND');
    await updateBannerRow(trx, actor.merchantId, id, banner);
    await writeAudit(trx, actor, {
      action: 'notices.banner.update',
      targetType: 'banner',
      targetId: String(id),
      before: toBoBanner(before),
      after: banner,
    });
  });
}

export async function removeBanner(db: TDb, actor: TActor, id: bigint) {
  await db.transaction().execute(async (trx) => {
    const before = await findBannerRow(trx, actor.merchantId, id);
    if (!before) throw new AppError('NOT_FOUND');
    await deleteBannerRow(trx, actor.merchantId, id);
    await writeAudit(trx, actor, {
      action: 'notices.banner.delete',
      targetType: 'banner',
      targetId: String(id),
      before: toBoBanner(before),
    });
  });
}
