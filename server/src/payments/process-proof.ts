import sharp, { type Metadata } from 'sharp';
import { PROOF_LONGEST_SIDE, PROOF_MAX_PIXELS, type PROOF_TYPES } from '../../../domain/payment';
import { payloadTooLarge, unsupportedMediaType } from '../errors';
import { withImageSlot } from './image-work';

export const PROOF_TYPE_MESSAGE = 'Attach a photo or screenshot as JPEG, PNG or WebP';

const FORMATS: Record<string, (typeof PROOF_TYPES)[number]> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
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
 * refuses anything but JPEG, PNG and WebP, and re-encodes it in the same format: turned upright by
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
  if (width * height > PROOF_MAX_PIXELS) {
    throw payloadTooLarge(
      `The image is ${width} x ${height} pixels, more than ${MEGAPIXELS} megapixels: send a screenshot or a smaller photo`,
    );
  }
  return withImageSlot(() => encode(bytes, contentType));
}

async function encode(bytes: Buffer, contentType: ProcessedProof['contentType']): Promise<ProcessedProof> {
  const pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: PROOF_MAX_PIXELS }).rotate().resize({
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
