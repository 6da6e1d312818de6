/** Opens the storage driver chosen by STORAGE_DRIVER. */
import path from 'node:path';
import type { StorageConfig } from '../config/index.js';
import { LocalStorage } from './local.js';
import type { Storage } from './storage.js';

export async function openStorage(config: StorageConfig): Promise<Storage> {
  // The AWS SDK is loaded only with the S3 driver (docs/performance.md, restart).
  if (config.driver === 's3')
    return (await import('./s3.js')).S3Storage.open(config.s3, path.join(config.uploadDir, '.tmp'));
  return LocalStorage.open(config.uploadDir);
}

export type { Storage } from './storage.js';
