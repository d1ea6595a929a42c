/**
 * The key that encrypts health answers at rest (`HEALTH_DATA_KEY`): 32 bytes, written as 64 hex
 * digits or as base64 (44 characters). Returns the key, or what is wrong with the text.
 */
export function parseHealthKey(text: string): Buffer | string {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : undefined;
  if (bytes?.length === 32) return bytes;
  return 'must be 32 random bytes as 64 hex digits or base64 (openssl rand -base64 32)';
}
