import { SIGNATURE_PROGRAM_CARDS } from '@domain/catalogue/services/signature-program-cards';
import type { ServiceCardFacts } from '@domain/catalogue/types';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import {
  catalogueRevision,
  heldServiceChange,
  subscribeCatalogue,
} from '../../../catalogue/catalogue-holder';
import { ArrowRightIcon } from '../../../components/icons';
import { Reveal } from '../../../components/reveal';
import { SectionHeader } from '../../../components/section-header';
import { paths } from '../../../config/paths';
import { ServiceCard } from '../shared/service-card';
import './featured-services-section.css';

/** A card's facts with the clinic's edits on top (price, name, text); a retired program is left out. */
function liveCards(): ServiceCardFacts[] {
  return SIGNATURE_PROGRAM_CARDS.flatMap((card) => {
    const change = heldServiceChange(card.id);
    if (!change) return [card];
    if (!change.active) return [];
    const { name, price, priceFrom, shortDescription, image, images, promos } = change;
    return [
      {
        ...card,
        name,
        price,
        priceFrom,
        shortDescription,
        image,
        images,
        hasPromoPackages: promos.length > 0,
      },
    ];
  });
}

/**
 * The clinic's signature programs as cards: the catalogue's featured services, without their pages
 * (the compiled facts, with whatever the clinic changed of them from the page's catalogue).
 */
export function FeaturedServicesSection() {
  useSyncExternalStore(subscribeCatalogue, catalogueRevision, catalogueRevision);
  const cards = liveCards();
  if (cards.length === 0) return null;
  return (
    <section className="section section--blush" aria-labelledby="featured-title">
      <div className="container">
        <SectionHeader
          eyebrow="Signature programs"
          title="Our most-loved treatments"
          titleId="featured-title"
        >
          Complete slimming programs our doctors designed for visible, lasting change.
        </SectionHeader>
        <ul className="featured-grid">
          {cards.slice(0, 3).map((service, index) => (
            <Reveal as="li" key={service.id} order={index}>
              <ServiceCard service={service} />
            </Reveal>
          ))}
        </ul>
        <div className="featured-grid__more">
          <Link className="text-link" to={paths.services.href()}>
            See all treatments <ArrowRightIcon />
          </Link>
        </div>
      </div>
    </section>
  );
}
