import { PAGE_TITLES } from '@domain/seo/page-title';
import { usePageTitle } from '../../components/use-page-title';
import { TERMS_SECTIONS } from './terms/terms-content';
import './terms/terms-page.css';

export function TermsPage() {
  usePageTitle(PAGE_TITLES.terms);
  return (
    <div className="terms">
      <header className="terms__hero">
        <div className="container terms__hero-inner">
          <p className="eyebrow">The fine print, in plain words</p>
          <h1 id="page-title">Terms of Service</h1>
          <p className="terms__updated">Last updated January 2024</p>
        </div>
      </header>
      <div className="container terms__layout">
        <nav className="terms__toc" aria-labelledby="terms-toc-title">
          <h2 id="terms-toc-title" className="terms__toc-title">
            On this page
          </h2>
          <ol>
            {TERMS_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="terms__body">
          {TERMS_SECTIONS.map((section, index) => (
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
