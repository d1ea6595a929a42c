import type { ReactNode } from 'react';

interface SectionHeaderProps {
  eyebrow: string;
  title: string;
  titleId: string;
  children?: ReactNode;
  align?: 'center' | 'start';
  /** The heading level: sections of a page are h2 unless nested. */
  level?: 2 | 3;
}

/** The small gold eyebrow, serif title and optional lead that open every section. */
export function SectionHeader({
  eyebrow,
  title,
  titleId,
  children,
  align = 'center',
  level = 2,
}: SectionHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <header className={`section__header${align === 'start' ? ' section__header--start' : ''}`}>
      <p className="eyebrow">{eyebrow}</p>
      <Heading id={titleId}>{title}</Heading>
      {children ? <p className="lead">{children}</p> : null}
    </header>
  );
}
