/**
 * Titles and abbreviations a full name may start with: "Ma." (Maria), "Dr.", "Atty.", "Engr.". A
 * greeting takes the given name after them, never "Thank you, Ma.!".
 */
const TITLES = new Set([
  'ma',
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'doc',
  'atty',
  'engr',
  'arch',
  'prof',
  'sir',
  "ma'am",
  'maam',
  'madam',
  'fr',
  'sr',
  'sra',
  'srta',
  'hon',
]);

const isTitle = (word: string) => word.endsWith('.') || TITLES.has(word.toLowerCase());

/** The name to greet a client by: the first word of the full name that is not a title; '' when none. */
export function givenName(fullName: string): string {
  return (
    fullName
      .trim()
      .split(/\s+/)
      .find((word) => word && !isTitle(word)) ?? ''
  );
}
