import { serviceArtworkPath } from '../catalogue/artwork';

/** The size link previews (Messenger, Viber, Facebook, X) show without cropping. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where preview images are served: `/og` and the artwork's own path, as a JPEG. */
export const OG_IMAGE_PREFIX = '/og';

/** Artwork the server may render as a preview image: a build image under /images, by its path. */
export const OG_SOURCE_PATH = /^\/images\/[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|png|jpe?g|webp)$/;

/** The preview the home page and pages without a picture of their own share: the home page's hero. */
export const SITE_ARTWORK = serviceArtworkPath('skin-boosters', 2);

/**
 * `/images/services/face-slimming-1.svg` -> `/og/images/services/face-slimming-1.jpg`: the raster
 * preview of an artwork (previews need PNG or JPEG). Artwork outside /images gets the site's.
 */
export function ogImagePath(artwork: string): string {
  const source = OG_SOURCE_PATH.test(artwork) ? artwork : SITE_ARTWORK;
  return `${OG_IMAGE_PREFIX}${source.replace(/\.[a-z]+$/, '.jpg')}`;
}

/** The artwork path a preview path was made from, without its extension; undefined for any other path. */
export function ogImageSourceStem(path: string): string | undefined {
  const match = /^\/og(\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*)\.jpg$/.exec(path);
  return match?.[1];
}
