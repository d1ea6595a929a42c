import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isAdminUser, useSession } from '../../../lib/session';
import { StaffShell } from '../components/staff-shell';
import { BranchEditor } from './branch-editor';
import { type Catalogue, fetchStaffCatalogue } from './catalogue-api';
import { CatalogueHistory } from './catalogue-history';
import { NewServiceForm } from './new-service-form';
import { ServiceEditor } from './service-editor';
import { ServiceList } from './service-list';
import './catalogue.css';

const TABS = [
  { id: 'treatments', label: 'Treatments' },
  { id: 'branches', label: 'Branches and hours' },
  { id: 'history', label: 'History' },
] as const;
type Tab = (typeof TABS)[number]['id'];

const NEW = 'new';

const PLACE_KINDS: Record<string, string | undefined> = { home: 'Home visits', online: 'Video calls' };

/** /admin/catalogue: staff read the treatments, promos and branches; admins change them. */
export function CatalogueScreen() {
  const { user } = useSession();
  const admin = isAdminUser(user);
  const [params, setParams] = useSearchParams();
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [loadError, setLoadError] = useState('');
  const [said, setSaid] = useState('');

  const tab: Tab = TABS.some((known) => known.id === params.get('tab'))
    ? (params.get('tab') as Tab)
    : 'treatments';
  const serviceId = params.get('service');
  const branchId = params.get('branch');
  const show = (next: Record<string, string>) => setParams(next, { replace: false });

  useEffect(() => {
    const controller = new AbortController();
    fetchStaffCatalogue(controller.signal).then(setCatalogue, (failure: unknown) => {
      if (!controller.signal.aborted)
        setLoadError(failure instanceof Error ? failure.message : 'Could not load the catalogue');
    });
    return () => controller.abort();
  }, []);

  const service = catalogue?.services.find((one) => one.id === serviceId) ?? null;
  const branch = catalogue?.branches.find((one) => one.id === branchId) ?? catalogue?.branches[0] ?? null;

  return (
    <StaffShell
      title="Catalogue"
      subtitle="Treatments, prices, promos, branches and hours"
      offline={false}
      dataFrom={null}
    >
      <p className="catalogue__said" role="status">
        {said}
      </p>
      {admin ? null : (
        <p className="catalogue__note">You can read the catalogue; only an admin can change it.</p>
      )}
      <nav className="catalogue__tabs" aria-label="Catalogue">
        {TABS.map((known) => (
          <button
            key={known.id}
            type="button"
            className="staff-button"
            aria-current={known.id === tab ? 'page' : undefined}
            onClick={() => show({ tab: known.id })}
          >
            {known.label}
          </button>
        ))}
      </nav>
      {loadError ? (
        <p className="catalogue__error" role="alert">
          {loadError}
        </p>
      ) : null}
      {catalogue === null && !loadError ? <p>Loading the catalogue…</p> : null}
      {catalogue && tab === 'treatments' ? (
        <div className="catalogue">
          <div>
            {admin ? (
              <button
                type="button"
                className="staff-button staff-button--primary catalogue__add"
                onClick={() => show({ tab, service: NEW })}
              >
                Add a treatment
              </button>
            ) : null}
            <ServiceList
              services={catalogue.services}
              selectedId={serviceId}
              onSelect={(id) => show({ tab, service: id })}
            />
          </div>
          {admin && serviceId === NEW ? (
            <NewServiceForm
              onCancel={() => show({ tab })}
              onAdded={(added, words) => {
                setCatalogue({ ...catalogue, services: [...catalogue.services, added] });
                setSaid(words);
                show({ tab, service: added.id });
              }}
            />
          ) : service ? (
            <ServiceEditor
              service={service}
              canEdit={admin}
              onSaved={(saved, words) => {
                setCatalogue({
                  ...catalogue,
                  services: catalogue.services.map((one) => (one.id === saved.id ? saved : one)),
                });
                setSaid(words);
              }}
            />
          ) : (
            <p className="catalogue__empty">Choose a treatment to see or change it.</p>
          )}
        </div>
      ) : null}
      {catalogue && tab === 'branches' && branch ? (
        <div className="catalogue">
          <ul className="catalogue__services">
            {catalogue.branches.map((one) => (
              <li key={one.id}>
                <button
                  type="button"
                  className="catalogue__service"
                  aria-current={one.id === branch.id ? 'true' : undefined}
                  onClick={() => show({ tab, branch: one.id })}
                >
                  <span className="catalogue__service-name">{one.name}</span>
                  <span className="catalogue__service-facts">{PLACE_KINDS[one.kind] ?? one.areaName}</span>
                </button>
              </li>
            ))}
          </ul>
          <BranchEditor
            branch={branch}
            canEdit={admin}
            onSaved={(saved, words) => {
              setCatalogue({
                ...catalogue,
                branches: catalogue.branches.map((one) => (one.id === saved.id ? saved : one)),
              });
              setSaid(words);
            }}
          />
        </div>
      ) : null}
      {catalogue && tab === 'history' ? <CatalogueHistory /> : null}
    </StaffShell>
  );
}
