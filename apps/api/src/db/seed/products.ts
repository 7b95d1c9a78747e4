import { type Db } from '../client';
import { products } from '../schema';

/** Membership packages on sale in the demo (integer rupiah). */
export async function seedProducts(db: Db): Promise<void> {
  await db.insert(products).values([
    { code: 'ANGGOTA-1B', name: 'Keanggotaan 1 Bulan', description: 'Akses kelas daring, diskon event anggota, dan e-sertifikat selama satu bulan.', billingPeriod: 'monthly', activationDays: 30, priceGross: 50_000, discountRupiah: 0, sortOrder: 1 },
    { code: 'ANGGOTA-3B', name: 'Keanggotaan 3 Bulan', description: 'Semua manfaat anggota selama tiga bulan, lebih hemat 10%.', billingPeriod: '3months', activationDays: 90, priceGross: 150_000, discountRupiah: 15_000, sortOrder: 2 },
    { code: 'ANGGOTA-1T', name: 'Keanggotaan 1 Tahun', description: 'Semua manfaat anggota selama setahun, termasuk kaos komunitas dan prioritas kursi Silaturahmi Nasional.', billingPeriod: 'annually', activationDays: 365, priceGross: 600_000, discountRupiah: 100_000, sortOrder: 3 },
    { code: 'KELUARGA-1T', name: 'Keanggotaan Keluarga 1 Tahun', description: 'Satu akun keluarga dengan manfaat anggota untuk suami, istri, dan anak selama setahun.', billingPeriod: 'annually', activationDays: 365, priceGross: 1_000_000, discountRupiah: 200_000, sortOrder: 4 },
  ]);
}
