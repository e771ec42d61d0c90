/**
 * The encrypted `resource` of WeChat Pay notifications: AEAD_AES_256_GCM with the APIv3 key, the
 * resource's nonce as IV and its associated_data as AAD; the ciphertext is base64 with the 16-byte
 * tag at its end.
 */
import { createDecipheriv } from 'node:crypto';

export const AEAD_ALGORITHM = 'AEAD_AES_256_GCM';
const TAG_BYTES = 16;

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string | undefined;
}

/** The plaintext, or null when the algorithm, the key, the nonce, the data or the tag is wrong. */
export const decryptResource = (resource: EncryptedResource, apiV3Key: string): string | null => {
  if (resource.algorithm !== AEAD_ALGORITHM) return null;
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(resource.nonce, 'utf8'),
      {
        authTagLength: TAG_BYTES,
      },
    );
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([
      decipher.update(data.subarray(0, data.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
};
