import { CatalogueScreen } from './catalogue/catalogue-screen';
import { RequireStaff } from './components/require-staff';

/** /admin/catalogue: the clinic's treatments, promos and branches; staff read, admins change. */
export function CataloguePage() {
  return (
    <RequireStaff>
      <CatalogueScreen />
    </RequireStaff>
  );
}
