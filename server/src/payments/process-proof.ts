import sharp, { type Metadata, type Sharp } from 'sharp';
import { PROOF_LONGEST_SIDE, PROOF_MAX_PIXELS, type PROOF_TYPES } from '../../../domain/payment';
import { payloadTooLarge, unprocessable, unsupportedMediaType } from '../errors';
import { decodeHeic, HeicDecodeError } from './heic-decode';
import { withImageSlot } from './image-work';

export const PROOF_TYPE_MESSAGE = 'Attach a photo or screenshot as JPEG, PNG, WebP or HEIC';

/**
 * What each format read from the bytes is kept as. HEIF (an iPhone's HEIC, or AVIF) becomes a JPEG:
 * every browser on the desk shows one, and few show HEIC.
 */
const FORMATS: Record<string, (typeof PROOF_TYPES)[number]> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heif: 'image/jpeg',
};

export interface ProcessedProof {
  content: Buffer;
  contentType: (typeof PROOF_TYPES)[number];
  width: number;
  height: number;
}

const MEGAPIXELS = PROOF_MAX_PIXELS / 1_000_000;

/**
 * Reads the image's real type and size from its header (the file name and the declared type play no part),
 * refuses anything but JPEG, PNG, WebP and HEIF, and re-encodes it (HEIF as a JPEG): turned upright by
 * its EXIF orientation, at most 1600 px on its longest side, with every piece of metadata (GPS
 * position, camera, time) left behind, since sharp copies none unless asked. An image of more than
 * PROOF_MAX_PIXELS is refused from its header, before anything is decoded, and decoding waits for
 * one of the few image slots (image-work.ts).
 */
export async function processProof(bytes: Buffer): Promise<ProcessedProof> {
  let header: Metadata;
  try {
    header = await sharp(bytes, { failOn: 'error' }).metadata();
  } catch {
    throw unsupportedMediaType(PROOF_TYPE_MESSAGE);
  }
  const contentType = header.format ? FORMATS[header.format] : undefined;
  if (!contentType) throw unsupportedMediaType(PROOF_TYPE_MESSAGE);
  const { width = 0, height = 0 } = header;
  if (width * height > PROOF_MAX_PIXELS) throw tooManyPixels(width, height);
  if (header.format === 'heif' && header.compression === 'hevc') {
    return withImageSlot(() => encodeHeic(bytes));
  }
  return withImageSlot(() =>
    encode(sharp(bytes, { failOn: 'error', limitInputPixels: PROOF_MAX_PIXELS }), contentType),
  );
}

function tooManyPixels(width: number, height: number) {
  return payloadTooLarge(
    `The image is ${width} x ${height} pixels, more than ${MEGAPIXELS} megapixels: send a screenshot or a smaller photo`,
  );
}

/** HEVC pixels come from libheif in a worker (heic-decode.ts), already turned as the file says. */
async function encodeHeic(bytes: Buffer): Promise<ProcessedProof> {
  let decoded: Awaited<ReturnType<typeof decodeHeic>>;
  try {
    decoded = await decodeHeic(bytes, PROOF_MAX_PIXELS);
  } catch (error) {
    const reason = error instanceof HeicDecodeError ? error.reason : 'unreadable';
    if (reason === 'too-slow') {
      throw unprocessable('This photo took too long to read: send a screenshot of the payment instead');
    }
    if (reason === 'too-large') {
      throw payloadTooLarge(
        `The photo is more than ${MEGAPIXELS} megapixels: send a screenshot or a smaller photo`,
      );
    }
    throw unsupportedMediaType(PROOF_TYPE_MESSAGE);
  }
  const { width, height, rgba } = decoded;
  if (width * height > PROOF_MAX_PIXELS) throw tooManyPixels(width, height);
  return encode(sharp(rgba, { raw: { width, height, channels: 4 } }), 'image/jpeg');
}

async function encode(input: Sharp, contentType: ProcessedProof['contentType']): Promise<ProcessedProof> {
  // A JPEG has no transparency: a see-through part turns white, as on paper, not black.
  const upright =
    contentType === 'image/jpeg' ? input.rotate().flatten({ background: '#ffffff' }) : input.rotate();
  const pipeline = upright.resize({
    width: PROOF_LONGEST_SIDE,
    height: PROOF_LONGEST_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded =
    contentType === 'image/jpeg'
      ? pipeline.jpeg({ quality: 82, mozjpeg: true })
      : contentType === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.webp({ quality: 82 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { content: data, contentType, width: info.width, height: info.height };
  } catch {
    throw unsupportedMediaType(PROOF_TYPE_MESSAGE);
  }
}
