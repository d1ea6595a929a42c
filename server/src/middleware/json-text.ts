/**
 * Checks on a request body before and after `JSON.parse`, so input can never reach a place that would
 * fail on it with a 500: the canonical hash of an Idempotency-Key, or a `jsonb` column that refuses
 * text PostgreSQL cannot store.
 */

/** Deeper than any request of ours (a booking nests 4 levels); deep enough for any honest client. */
export const MAX_JSON_DEPTH = 32;

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text, or `undefined` when its bytes are not UTF-8. */
export function decodeUtf8(bytes: Buffer): string | undefined {
  try {
    return fatalUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * How deep arrays and objects nest in JSON text, counted without parsing so a body of 60,000 `[`
 * costs one pass and no stack. Brackets inside strings do not count.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

// With the `u` flag a well-formed pair is one code point, so only a surrogate standing alone matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * True when a string anywhere in the parsed value (keys too) holds a lone UTF-16 surrogate, which
 * JSON allows as `\ud800` but UTF-8, PostgreSQL text and e-mail cannot carry. Walks with a stack.
 */
export function hasLoneSurrogate(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (LONE_SURROGATE.test(item)) return true;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (LONE_SURROGATE.test(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
