import { eq } from 'drizzle-orm';
import { type SiteInfo } from '@sbc/contract';
import { type Db } from '../../db/client';
import { siteInfo } from '../../db/schema';
import { AppError } from '../../http/errors';

/** Reads the site info row (SPEC section 3). */
export async function findSiteInfo(db: Db): Promise<SiteInfo> {
  const [row] = await db.select().from(siteInfo).where(eq(siteInfo.id, 1)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Informasi situs belum diisi');
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
  };
}
