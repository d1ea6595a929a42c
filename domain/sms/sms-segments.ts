/**
 * One SMS carries 160 characters of the GSM 03.38 alphabet (the extension characters count two), or
 * only 70 once any other character (a curly quote, an emoji) is in it; a longer text is split and
 * billed per part. Our messages are written to fit one.
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '^{}\\[~]|€\f';

export function isGsm7(text: string): boolean {
  for (const char of text) if (!BASIC.includes(char) && !EXTENSION.includes(char)) return false;
  return true;
}

/** Its length in GSM-7 septets (extension characters take two), or undefined when it is not GSM-7. */
export function gsm7Length(text: string): number | undefined {
  if (!isGsm7(text)) return undefined;
  let length = 0;
  for (const char of text) length += EXTENSION.includes(char) ? 2 : 1;
  return length;
}

export function fitsOneSegment(text: string): boolean {
  const septets = gsm7Length(text);
  return septets === undefined ? [...text].length <= 70 : septets <= 160;
}
