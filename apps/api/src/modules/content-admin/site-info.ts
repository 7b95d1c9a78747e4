import { type AdminSiteInfo, SITE_INFO_FIELD_NAMES } from '@sbc/contract';
import { eq } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { siteInfo } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { changedFields, recordAudit } from '../../services/audit';
import { toUnix } from '../news/mapping';

type Row = typeof siteInfo.$inferSelect;

function toSiteInfo(row: Row): AdminSiteInfo {
  return {
    alamat: row.alamat,
    email: row.email,
    phone: row.phone,
    instagram: row.instagram,
    twitter: row.twitter,
    facebook: row.facebook,
    tiktok: row.tiktok,
    youtube: row.youtube,
    whatsapp: row.whatsapp,
    survey_url: row.surveyUrl,
    updated_at: toUnix(row.updatedAt),
  };
}

export async function findAdminSiteInfo(db: Db): Promise<AdminSiteInfo> {
  const [row] = await db.select().from(siteInfo).where(eq(siteInfo.id, 1)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Informasi situs belum diisi');
  return toSiteInfo(row);
}

export interface SiteInfoInput {
  alamat: string;
  email: string;
  phone: string;
  instagram?: string | null;
  twitter?: string | null;
  facebook?: string | null;
  tiktok?: string | null;
  youtube?: string | null;
  whatsapp?: string | null;
  survey_url?: string | null;
}

const LABELS: Record<keyof SiteInfoInput, string> = SITE_INFO_FIELD_NAMES;

/** Saves the site info (one row); a link left out or empty is removed. */
export async function updateSiteInfo(db: Db, principal: Principal, input: SiteInfoInput): Promise<AdminSiteInfo> {
  const values = {
    alamat: input.alamat,
    email: input.email,
    phone: input.phone,
    instagram: input.instagram ?? null,
    twitter: input.twitter ?? null,
    facebook: input.facebook ?? null,
    tiktok: input.tiktok ?? null,
    youtube: input.youtube ?? null,
    whatsapp: input.whatsapp ?? null,
    surveyUrl: input.survey_url ?? null,
    updatedAt: new Date(),
  };
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteInfo).where(eq(siteInfo.id, 1)).limit(1);
    const [after] = await tx
      .insert(siteInfo)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: siteInfo.id, set: values })
      .returning();
    if (!after) throw new Error('site info upsert returned nothing');
    const old = before ? toSiteInfo(before) : null;
    const now = toSiteInfo(after);
    const fields = Object.keys(LABELS) as (keyof SiteInfoInput)[];
    const detail = changedFields(Object.fromEntries(fields.map((k) => [k, [old?.[k] ?? null, now[k] ?? null] as const])));
    const changed = Object.keys(detail ?? {}) as (keyof SiteInfoInput)[];
    await recordAudit(tx, principal, {
      action: 'update',
      entity: 'site-info',
      entityId: 1,
      summary: changed.length ? `Mengubah info situs: ${changed.map((k) => LABELS[k]).join(', ')}` : 'Menyimpan info situs tanpa perubahan',
      detail,
    });
    return after;
  });
  return toSiteInfo(row);
}
