import { PRODUCT_NAME } from '../brand';
import type { PageHead } from './page-head';

/** Text for an HTML attribute or element: every character markup could read as its own, escaped. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is written `\u003c`, so no text of the
 * catalogue can close the script (`</script`) or open a comment; U+2028/9 too, for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;

/** The page's own tags, for the `<head>` in place of the build's generic ones (page-head-html.ts). */
export function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:locale', 'en_PH'),
    meta('property', 'og:title', head.socialTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', head.image.width),
    meta('property', 'og:image:height', head.image.height),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.socialTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join('\n    ');
}

/**
 * The build's generic head tags that a page's own replace: its title, description, canonical link,
 * robots, Open Graph and Twitter tags and structured data (app/index.html writes some across lines).
 */
const GENERIC_HEAD_TAG =
  /[ \t]*(?:<title>[^<]*<\/title>|<meta\s+(?:name|property)="(?:description|robots|og:[a-z:_]+|twitter:[a-z:_]+)"[^>]*>|<link\s+rel="canonical"[^>]*>|<script type="application\/ld\+json">[\s\S]*?<\/script>)[ \t]*\r?\n?/g;

/** `html` with its generic head tags replaced by `tags`, where the title stood (else before `</head>`). */
export function withHeadTags(html: string, tags: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const titleAt = head.search(/[ \t]*<title>/);
  const before = (titleAt < 0 ? head : head.slice(0, titleAt)).replace(GENERIC_HEAD_TAG, '');
  const after = (titleAt < 0 ? '' : head.slice(titleAt)).replace(GENERIC_HEAD_TAG, '');
  return `${before}    ${tags}\n${after}${html.slice(headEnd)}`;
}
