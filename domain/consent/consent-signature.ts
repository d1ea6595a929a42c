/**
 * A drawn signature as the client sends it: a PNG as a data URL, at most 200 KB of image. The size
 * and the PNG's own first bytes are checked, not the label: a JPEG or any other file named a PNG is
 * refused (issue 27, "bad input").
 */
export const MAX_SIGNATURE_BYTES = 200 * 1024;
export const SIGNATURE_PREFIX = 'data:image/png;base64,';

/** Every PNG starts with these 8 bytes. */
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const SIGNATURE_MESSAGES = {
  notPng: 'The drawn signature is not a PNG image: clear it and sign again',
  tooBig: 'The drawn signature is over 200 KB: clear it and sign again with a simpler stroke',
} as const;

/** The decoded size of base64 text, in bytes. */
function decodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** What is wrong with a signature data URL, or undefined when it is a PNG of at most 200 KB. */
export function signatureProblem(dataUrl: string): string | undefined {
  if (!dataUrl.startsWith(SIGNATURE_PREFIX)) return SIGNATURE_MESSAGES.notPng;
  const base64 = dataUrl.slice(SIGNATURE_PREFIX.length);
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return SIGNATURE_MESSAGES.notPng;
  if (decodedBytes(base64) > MAX_SIGNATURE_BYTES) return SIGNATURE_MESSAGES.tooBig;
  const head = atob(base64.slice(0, 12));
  const isPng = PNG_MAGIC.every((byte, index) => head.charCodeAt(index) === byte);
  return isPng ? undefined : SIGNATURE_MESSAGES.notPng;
}
