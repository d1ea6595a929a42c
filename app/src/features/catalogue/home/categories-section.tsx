import { CATEGORIES } from '@domain/catalogue/categories';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons';
import { Reveal } from '../../../components/reveal';
import { SectionHeader } from '../../../components/section-header';
import { paths } from '../../../config/paths';
import './categories-section.css';

/** The cards show the opening sentence whole rather than the full text cut mid-word. */
function firstSentence(text: string): string {
  const end = text.indexOf('. ');
  return end === -1 ? text : text.slice(0, end + 1);
}

export function CategoriesSection() {
  return (
    <section className="section" aria-labelledby="categories-title">
      <div className="container">
        <SectionHeader
          eyebrow="Our expertise"
          title="Treatments for face, body and skin"
          titleId="categories-title"
        >
          Ten specialties under one roof, each led by doctors who take the time to understand what you want.
        </SectionHeader>
        <ul className="category-grid">
          {CATEGORIES.map((category, index) => (
            <Reveal as="li" key={category.id} order={index % 5}>
              <Link className="category-card" to={paths.services.href({ category: category.id })}>
                <img
                  className="category-card__icon"
                  src={category.icon}
                  alt=""
                  width="96"
                  height="96"
                  loading="lazy"
                  decoding="async"
                />
                <span className="category-card__name">{category.name}</span>
                <span className="category-card__description">{firstSentence(category.description)}</span>
                <span className="category-card__more" aria-hidden="true">
                  Explore <ArrowRightIcon />
                </span>
              </Link>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
