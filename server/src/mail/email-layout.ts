import { BRAND_MARK, BRAND_TAGLINE, CLINIC_EMAIL, CLINIC_PHONE } from '../../../domain/brand';
import { escapeHtml } from './html';

export interface EmailAction {
  intro: string;
  label: string;
  href: string;
}

/** What a confirmation says, once; the text and HTML parts are both rendered from it. */
export interface EmailContent {
  heading: string;
  greeting: string;
  paragraphs: string[];
  details: Array<[label: string, value: string]>;
  items?: { rows: Array<[name: string, amount: string]>; totalLabel: string; total: string };
  /** Calls to action, each a short paragraph and a button: the manage link, proof of payment. */
  actions?: EmailAction[];
  closing: string[];
  siteUrl: string;
}

const COLORS = { ink: '#2b2230', muted: '#6b5f70', brand: '#8a3b6b', line: '#eadfe6', tint: '#faf5f8' };
const FONT = "font-family: Arial, 'Helvetica Neue', Helvetica, sans-serif;";

export function renderText(content: EmailContent): string {
  const out: string[] = [
    content.heading,
    '',
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
  ];
  for (const [label, value] of content.details) out.push(`${label}: ${value}`);
  if (content.items) {
    out.push('', 'Services:');
    for (const [name, amount] of content.items.rows) out.push(`  - ${name}: ${amount}`);
    out.push(`${content.items.totalLabel}: ${content.items.total}`);
  }
  for (const action of content.actions ?? []) out.push('', action.intro, `${action.label}: ${action.href}`);
  out.push(
    '',
    ...content.closing,
    '',
    `${BRAND_MARK} ${BRAND_TAGLINE}`,
    `${CLINIC_PHONE} · ${CLINIC_EMAIL}`,
    content.siteUrl,
  );
  return `${out.join('\n')}\n`;
}

const cell = (style: string, html: string) => `<td style="${FONT} ${style}">${html}</td>`;

function detailRows(details: EmailContent['details']): string {
  return details
    .map(
      ([label, value]) =>
        `<tr>${cell(`padding: 6px 12px 6px 0; color: ${COLORS.muted}; font-size: 14px; width: 38%; vertical-align: top;`, escapeHtml(label))}${cell(`padding: 6px 0; color: ${COLORS.ink}; font-size: 14px; vertical-align: top;`, escapeHtml(value).replace(/\n/g, '<br>'))}</tr>`,
    )
    .join('');
}

function itemRows(items: NonNullable<EmailContent['items']>): string {
  const rows = items.rows
    .map(
      ([name, amount]) =>
        `<tr>${cell(`padding: 8px 0; border-bottom: 1px solid ${COLORS.line}; font-size: 14px; color: ${COLORS.ink};`, escapeHtml(name))}${cell(`padding: 8px 0; border-bottom: 1px solid ${COLORS.line}; font-size: 14px; color: ${COLORS.ink}; text-align: right; white-space: nowrap;`, escapeHtml(amount))}</tr>`,
    )
    .join('');
  const total = `<tr>${cell(`padding: 10px 0 0; font-size: 15px; font-weight: bold; color: ${COLORS.ink};`, escapeHtml(items.totalLabel))}${cell(`padding: 10px 0 0; font-size: 15px; font-weight: bold; color: ${COLORS.brand}; text-align: right;`, escapeHtml(items.total))}</tr>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin: 20px 0 0;">${rows}${total}</table>`;
}

const paragraph = (text: string) =>
  `<p style="${FONT} margin: 0 0 14px; font-size: 15px; line-height: 1.5; color: ${COLORS.ink};">${escapeHtml(text)}</p>`;

/** A single-column, table-based, inline-styled page: what e-mail clients render reliably. */
export function renderHtml(content: EmailContent): string {
  const action = (content.actions ?? [])
    .map(
      (item) =>
        `${paragraph(item.intro)}<p style="margin: 0 0 18px;"><a href="${escapeHtml(item.href)}" style="${FONT} display: inline-block; background: ${COLORS.brand}; color: #ffffff; text-decoration: none; font-weight: bold; font-size: 14px; padding: 12px 20px; border-radius: 6px;">${escapeHtml(item.label)}</a></p>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin: 0; padding: 0; background: ${COLORS.tint};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background: ${COLORS.tint};"><tr><td align="center" style="padding: 24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width: 600px; width: 100%; background: #ffffff; border: 1px solid ${COLORS.line}; border-radius: 10px;">
<tr><td style="${FONT} padding: 22px 28px; background: ${COLORS.brand}; border-radius: 10px 10px 0 0; color: #ffffff;"><span style="font-size: 22px; font-weight: bold; letter-spacing: 1px;">${escapeHtml(BRAND_MARK)}</span> <span style="font-size: 14px;">${escapeHtml(BRAND_TAGLINE)}</span></td></tr>
<tr><td style="padding: 28px;">
<h1 style="${FONT} margin: 0 0 18px; font-size: 20px; color: ${COLORS.ink};">${escapeHtml(content.heading)}</h1>
${paragraph(content.greeting)}${content.paragraphs.map(paragraph).join('')}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin: 8px 0 0; border-top: 1px solid ${COLORS.line}; padding-top: 8px;">${detailRows(content.details)}</table>
${content.items ? itemRows(content.items) : ''}
<div style="height: 22px;"></div>
${action}${content.closing.map(paragraph).join('')}
</td></tr>
<tr><td style="${FONT} padding: 18px 28px; border-top: 1px solid ${COLORS.line}; font-size: 12px; color: ${COLORS.muted};">${escapeHtml(`${BRAND_MARK} ${BRAND_TAGLINE}`)} · ${escapeHtml(CLINIC_PHONE)} · <a href="mailto:${escapeHtml(CLINIC_EMAIL)}" style="color: ${COLORS.brand};">${escapeHtml(CLINIC_EMAIL)}</a> · <a href="${escapeHtml(content.siteUrl)}" style="color: ${COLORS.brand};">${escapeHtml(content.siteUrl)}</a></td></tr>
</table></td></tr></table>
</body></html>
`;
}
