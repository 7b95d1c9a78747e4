import { type Db } from '../client';
import { siteInfo } from '../schema';

export async function seedSiteInfo(db: Db): Promise<void> {
  await db.insert(siteInfo).values({
    id: 1,
    alamat: 'Jl. Kramat Raya No. 45, Senen, Jakarta Pusat, DKI Jakarta 10450',
    email: 'sekretariat@sbc.or.id',
    phone: '+62 21 3190 4455',
    instagram: 'https://www.instagram.com/sbc.indonesia',
    twitter: null,
    facebook: 'https://www.facebook.com/sbc.indonesia',
    tiktok: null,
    youtube: 'https://www.youtube.com/@sbcindonesia',
    whatsapp: '6281190044550',
    surveyUrl: 'https://forms.sbc.or.id/survei-kepuasan',
  });
}
