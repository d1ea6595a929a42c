import { CATEGORY_IDS, CATEGORY_NAMES } from '@domain/categories';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';

export function ServicesPage() {
  usePageTitle('Our Services');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Our Services</h1>
      <ul>
        {CATEGORY_IDS.map((id) => (
          <li key={id}>
            <Link to={paths.services.href({ category: id })}>{CATEGORY_NAMES[id]}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
