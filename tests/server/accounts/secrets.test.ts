/** Random bearer secrets (server/services/accounts/secrets.ts): drawn in advance, never repeated. */
import { describe, expect, it } from 'vitest';
import { hashSecret, newSecret } from '../../../server/services/accounts/secrets.ts';

describe('bearer secrets', () => {
  it('each is 32 bytes of base64url, and none repeats across several draws of the pool', () => {
    // 1 000 secrets span about eight draws of 128.
    const secrets = Array.from({ length: 1000 }, newSecret);
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
    // No secret is all zeros (a wiped byte of the pool handed out again).
    expect(secrets).not.toContain(Buffer.alloc(32).toString('base64url'));
  });

  it('is stored as its SHA-256, never as itself', () => {
    const secret = newSecret();
    expect(hashSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(secret)).not.toContain(secret);
  });
});
