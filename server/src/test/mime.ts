/** Just enough MIME reading for tests: headers, and every leaf part decoded to text. */
export interface MimePart {
  headers: Record<string, string>;
  contentType: string;
  body: string;
}

function splitHead(raw: string): [string, string] {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  return end === -1 ? [normalised, ''] : [normalised.slice(0, end), normalised.slice(end + 2)];
}

export function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, '');
  for (let index = 0; index < soft.length; index += 1) {
    const character = soft[index] as string;
    if (character === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(soft.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The leaf parts of a message, depth first. */
export function leafParts(raw: string): MimePart[] {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => leafParts(section.replace(/^\n/, '')));
  }
  return [{ headers, contentType, body: decode(body, headers['content-transfer-encoding']) }];
}

export function messageHeaders(raw: string): Record<string, string> {
  return parseHeaders(splitHead(raw)[0]);
}

/** A header value, RFC 2047 encoded words decoded. */
export function decodeHeader(value: string | undefined): string {
  return (value ?? '').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}
