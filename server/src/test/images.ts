import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A photo-like image of the given size and format, carrying EXIF (camera, GPS-like text) to strip. */
export async function testImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'avif',
  width = 400,
  height = 300,
): Promise<Buffer> {
  const noise = crypto.randomBytes(width * height * 3);
  const image = sharp(noise, { raw: { width, height, channels: 3 } }).withExif({
    IFD0: {
      Make: 'PhoneMaker',
      Model: 'Secret Phone 9',
      ImageDescription: 'taken at home, 14.5547N 121.0244E',
    },
  });
  if (format === 'jpeg') return image.jpeg({ quality: 70 }).toBuffer();
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp().toBuffer();
  if (format === 'gif') return image.gif().toBuffer();
  if (format === 'avif') return image.avif({ effort: 0 }).toBuffer();
  return image.tiff().toBuffer();
}

/** Sends a proof of payment as a browser's form would: multipart, the image in `file`. */
export async function uploadProof(
  url: string,
  file: Buffer,
  options: { name?: string; type?: string; reference?: string; key?: string; forwardedFor?: string } = {},
) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(file)], { type: options.type ?? 'image/jpeg' }),
    options.name ?? 'proof.jpg',
  );
  if (options.reference !== undefined) form.append('reference', options.reference);
  const headers: Record<string, string> = {};
  if (options.key) headers['Idempotency-Key'] = options.key;
  if (options.forwardedFor) headers['X-Forwarded-For'] = options.forwardedFor;
  const response = await fetch(url, { method: 'POST', body: form, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the test sees the text.
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on their shape.
  return { status: response.status, body: body as any, headers: response.headers };
}

/**
 * A PNG that is small on the wire and huge once decoded: `width` x `height` pixels of one colour,
 * 1 bit each, deflated (16,000 x 16,000 is about 30 KB). Written by hand, so making it costs the test
 * nothing like decoding it would cost the server.
 */
export function decompressionBombPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const deflate = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflate),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
