import sharp from 'sharp';
import { PROOF_LONGEST_SIDE, type PROOF_TYPES } from '../../../domain/payment';
import { unsupportedMediaType } from '../errors';

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

/**
 * Reads the image's real type from its bytes (the file name and the declared type play no part),
 * refuses anything but JPEG, PNG and WebP, and re-encodes it in the same format: turned upright by
 * its EXIF orientation, at most 1600 px on its longest side, with every piece of metadata (GPS
 * position, camera, time) left behind, since sharp copies none unless asked.
 */
export async function processProof(bytes: Buffer): Promise<ProcessedProof> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { failOn: 'error' }).metadata()).format;
  } catch {
    throw unsupportedMediaType(PROOF_TYPE_MESSAGE);
  }
  const contentType = format ? FORMATS[format] : undefined;
  if (!contentType) throw unsupportedMediaType(PROOF_TYPE_MESSAGE);
  const pipeline = sharp(bytes, { failOn: 'error' }).rotate().resize({
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
