import { PAGE_TITLES } from '@domain/seo/page-title';
import { usePageTitle } from '../../components/use-page-title';
import { PRIVACY_SECTIONS } from './privacy/privacy-content';
import { NoticePage } from './terms/notice-page';

/** `/privacy`: the privacy notice, laid out as the terms are. */
export function PrivacyPage() {
  usePageTitle(PAGE_TITLES.privacy);
  return (
    <NoticePage
      eyebrow="Your data, in plain words"
      title={PAGE_TITLES.privacy}
      updated="November 2026"
      tocId="privacy-toc"
      sections={PRIVACY_SECTIONS}
    />
  );
}
