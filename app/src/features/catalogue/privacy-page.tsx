import { PAGE_TITLES } from '@domain/seo/page-title';
import { usePageTitle } from '../../components/use-page-title';
import { PRIVACY_SECTIONS } from './privacy/privacy-content';
import './terms/terms-page.css';

/** `/privacy`: the privacy notice, laid out as the terms are. */
export function PrivacyPage() {
  usePageTitle(PAGE_TITLES.privacy);
  return (
    <div className="terms">
      <header className="terms__hero">
        <div className="container terms__hero-inner">
          <p className="eyebrow">Your data, in plain words</p>
          <h1 id="page-title">{PAGE_TITLES.privacy}</h1>
          <p className="terms__updated">Last updated November 2026</p>
        </div>
      </header>
      <div className="container terms__layout">
        <nav className="terms__toc" aria-labelledby="privacy-toc-title">
          <h2 id="privacy-toc-title" className="terms__toc-title">
            On this page
          </h2>
          <ol>
            {PRIVACY_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="terms__body">
          {PRIVACY_SECTIONS.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="terms__section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                <span className="terms__number" aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
