import { type Env, s3Settings, storageDir } from '../env';
import { createLocalStorage, type Storage } from './storage';
import { createS3Storage } from './storage-s3';

/** The media storage the settings ask for: the S3 bucket when S3_BUCKET is set, else the local folder. */
export function createMediaStorage(env: Env): Storage {
  const s3 = s3Settings(env);
  return s3 ? createS3Storage(s3) : createLocalStorage(storageDir(env), env.API_URL);
}
