import { PROOF_LONGEST_SIDE } from '@domain/payment';

export interface ShrunkImage {
  blob: Blob;
  fileName: string;
}

function scaled(width: number, height: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= PROOF_LONGEST_SIDE) return { width, height };
  const factor = PROOF_LONGEST_SIDE / longest;
  return { width: Math.round(width * factor), height: Math.round(height * factor) };
}

function baseName(name: string): string {
  return (name.replace(/\.[^.]*$/, '') || 'proof-of-payment').slice(0, 80);
}

/**
 * A phone screenshot is often 2-4 MB at 1170 x 2532: redrawn at most 1600 px on its longest side as a
 * JPEG it is a few hundred kilobytes, quick to send on one bar and small to keep in IndexedDB while
 * offline. A file the browser cannot draw (a HEIC photo, say) goes as it is and the server judges it.
 */
export async function shrinkImage(file: File): Promise<ShrunkImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { blob: file, fileName: file.name || 'proof-of-payment' };
  }
  try {
    const size = scaled(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return { blob: file, fileName: file.name };
    // A white ground, so a transparent PNG does not turn black as a JPEG.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob ? { blob, fileName: `${baseName(file.name)}.jpg` } : { blob: file, fileName: file.name };
  } finally {
    bitmap.close();
  }
}
