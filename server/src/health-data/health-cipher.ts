import crypto from 'node:crypto';

/**
 * AES-256-GCM for health data at rest (issue 27 item 5). A sealed value reads
 * `v1.<iv>.<tag>.<ciphertext>` (base64url): a fresh 12-byte IV each time, so the same answer never
 * looks the same twice, and the tag makes any change to the stored text fail to open rather than
 * read as something else. `context` (the client id) is bound in as associated data, so a value
 * copied onto another client's row does not open there.
 */
const VERSION = 'v1';

export function seal(key: Buffer, plain: string, context: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

export function open(key: Buffer, sealed: string, context: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
    throw new Error('Sealed health data is not in a known form');
  }
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
