import { catalogueSeed } from '@domain/catalogue/catalogue-seed';
import { pageHead } from '@domain/seo/page-head';
import { PUBLIC_PATHS } from '@domain/seo/public-pages';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { PRERENDER_TARGETS, renderPage } from './entry-server';

const site = {
  catalogue: { version: 1, ...catalogueSeed() },
  origin: 'https://clinic.example',
  now: new Date(),
};

describe("the app's titles and the server's page heads", () => {
  it('name the public pages by the same addresses', () => {
    expect(PUBLIC_PATHS).toEqual({
      home: paths.home.href(),
      services: paths.services.href(),
      service: paths.service.href(''),
      about: paths.about.href(),
      terms: paths.terms.href(),
      privacy: paths.privacy.href(),
      onlineConsultation: paths.onlineConsultation.href(),
      booking: paths.booking.href(),
      cart: paths.cart.href(),
    });
  });

  it('give each kind of prerendered page the same title', async () => {
    // One of each kind: rendering all ~100 takes most of a minute on a shared machine.
    const kinds = new Map(
      PRERENDER_TARGETS.map((target) => [`${target.screenModule} ${target.search ? 'q' : ''}`, target]),
    );
    const picked = [
      ...kinds.values(),
      ...PRERENDER_TARGETS.filter((target) => target.path.startsWith('/service/')).slice(0, 3),
    ];
    for (const target of picked) {
      const { title } = await renderPage(target.search ? `${target.path}?${target.search}` : target.path);
      const head = pageHead(site, { path: target.path, search: target.search ?? '' });
      expect(title, `${target.path}?${target.search ?? ''}`).toBe(head?.title);
    }
  }, 60_000);
});
