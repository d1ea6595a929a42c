import { PAGE_TITLES } from '@domain/seo/page-title';
import { usePageTitle } from '../../components/use-page-title';
import { NoticePage } from './terms/notice-page';
import { TERMS_SECTIONS } from './terms/terms-content';

export function TermsPage() {
  usePageTitle(PAGE_TITLES.terms);
  return (
    <NoticePage
      eyebrow="The fine print, in plain words"
      title="Terms of Service"
      updated="January 2024"
      tocId="terms-toc"
      sections={TERMS_SECTIONS}
    />
  );
}
