import type { ReactNode } from 'react';
import type { TermsSection } from './terms-content';
import './terms-page.css';

interface NoticePageProps {
  eyebrow: string;
  title: ReactNode;
  updated: string;
  /** Names the table of contents' heading (`<tocId>-title`). */
  tocId: string;
  sections: readonly TermsSection[];
}

/** A page of numbered sections with a table of contents: the terms and the privacy notice. */
export function NoticePage({ eyebrow, title, updated, tocId, sections }: NoticePageProps) {
  return (
    <div className="terms">
      <header className="terms__hero">
        <div className="container terms__hero-inner">
          <p className="eyebrow">{eyebrow}</p>
          <h1 id="page-title">{title}</h1>
          <p className="terms__updated">Last updated {updated}</p>
        </div>
      </header>
      <div className="container terms__layout">
        <nav className="terms__toc" aria-labelledby={`${tocId}-title`}>
          <h2 id={`${tocId}-title`} className="terms__toc-title">
            On this page
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="terms__body">
          {sections.map((section, index) => (
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
