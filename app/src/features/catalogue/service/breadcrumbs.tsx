import type { Service } from '@domain/catalogue/types';
import { CATEGORY_NAMES } from '@domain/categories';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function Breadcrumbs({ service }: { service: Service }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to={paths.services.href()}>Services</Link>
        </li>
        <li>
          <Link to={paths.services.href({ category: service.category })}>
            {CATEGORY_NAMES[service.category]}
          </Link>
        </li>
        <li>
          <span aria-current="page">{service.name}</span>
        </li>
      </ol>
    </nav>
  );
}
