import crypto from 'node:crypto';
import sharp from 'sharp';

/** A photo-like image of the given size and format, carrying EXIF (camera, GPS-like text) to strip. */
export async function testImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff',
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
  return image.tiff().toBuffer();
}

/** Sends a proof of payment as a browser's form would: multipart, the image in `file`. */
export async function uploadProof(
  url: string,
  file: Buffer,
  options: { name?: string; type?: string; reference?: string; key?: string } = {},
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
