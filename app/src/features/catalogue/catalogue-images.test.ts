import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '@domain/catalogue/categories';
import { SERVICES } from '@domain/catalogue/services';
import { SERVICE_REVIEWS, TESTIMONIALS } from '@domain/catalogue/testimonials';
import { describe, expect, it } from 'vitest';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../public');

function publicFile(urlPath: string): string {
  return path.join(PUBLIC_DIR, urlPath);
}

const referenced = [
  ...CATEGORIES.map((category) => category.icon),
  ...SERVICES.flatMap((service) => [service.image, ...service.images]),
  ...TESTIMONIALS.map((testimonial) => testimonial.image),
  ...SERVICE_REVIEWS.map((review) => review.image),
];

describe('catalogue artwork', () => {
  it.each([...new Set(referenced)])('%s is served from app/public', (urlPath) => {
    expect(urlPath.startsWith('/images/')).toBe(true);
    expect(existsSync(publicFile(urlPath))).toBe(true);
  });

  it.each([...new Set(referenced)])('%s is a small SVG with a size and a title', (urlPath) => {
    const svg = readFileSync(publicFile(urlPath), 'utf8');
    expect(svg.length).toBeLessThan(4096);
    expect(svg).toMatch(/<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });
});
