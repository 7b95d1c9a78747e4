import { createHash } from 'node:crypto';
import { type Certificate } from '@sbc/contract';
import { type Storage } from '../../services/storage';
import { certificatePdf } from './pdf';

/**
 * The certificate's PDF, made once and kept in media storage. The key is a digest of everything
 * the page prints (so a revocation or a corrected name makes a new file) and of the secret code
 * (so the key reveals nothing and cannot be guessed).
 */
export async function storedCertificatePdf(storage: Storage, cert: Certificate): Promise<Buffer> {
  const digest = createHash('sha256').update(JSON.stringify(cert)).digest('hex').slice(0, 40);
  const key = `sertifikat/${digest}.pdf`;
  const kept = await storage.get(key);
  if (kept) return kept;
  const pdf = await certificatePdf(cert);
  await storage.put(key, pdf, 'application/pdf');
  return pdf;
}
