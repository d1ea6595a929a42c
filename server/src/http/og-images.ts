import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import sharp from 'sharp';
import { OG_IMAGE_SIZE, ogImageSourceStem } from '../../../domain/seo/og-image';

/** The formats the build's artwork comes in, in the order a preview looks for them. */
const SOURCE_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.webp'];

/**
 * A link preview of an artwork: the picture whole in the middle of a 1200x630 JPEG, over a soft field
 * of its own colours, so an 4:3 drawing fills the 1.91:1 card without being cropped.
 */
async function renderPreview(source: string): Promise<Buffer> {
  const { width, height } = OG_IMAGE_SIZE;
  // Shrunk to a few pixels and spread back out: the picture's colours as a soft field, no shapes.
  const backdrop = await sharp(await sharp(source).resize(8, 4, { fit: 'cover' }).toBuffer())
    .resize(width, height, { kernel: 'cubic' })
    .blur(40)
    .toBuffer();
  const picture = await sharp(source).resize(width, height, { fit: 'inside' }).png().toBuffer();
  return sharp(backdrop)
    .composite([{ input: picture, gravity: 'center' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * `GET /og/images/...jpg`: the raster preview (og:image, twitter:image) of the build's artwork at
 * `/images/....svg`, which link previews cannot show. Rendered once per artwork and kept; 404 for
 * artwork the build does not have.
 */
export function ogImages(staticDir: string) {
  const rendered = new Map<string, Promise<Buffer>>();
  const imagesDir = path.join(staticDir, 'images');
  return async function serveOgImage(ctx: Context, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/og/')) return next();
    const stem = ogImageSourceStem(ctx.path);
    const source = stem
      ? SOURCE_EXTENSIONS.map((extension) => path.join(staticDir, `${stem}${extension}`)).find(
          (file) => file.startsWith(`${imagesDir}${path.sep}`) && fs.existsSync(file),
        )
      : undefined;
    if (!stem || !source) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    let image = rendered.get(source);
    if (!image) {
      image = renderPreview(source);
      rendered.set(source, image);
      image.catch(() => rendered.delete(source));
    }
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.type = 'image/jpeg';
    ctx.body = await image;
  };
}
