import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { CONSULTATION_NOT_FOUND_MESSAGE } from './consultation-manage-api';
import { ManageConsultationView } from './manage-consultation-view';
import { ManageLoadError, ManageLoading, ManageNotFound } from './manage-load-states';
import { useManagedConsultation } from './use-managed-consultation';
import { useNoIndex } from './use-no-index';
import './manage.css';

/** `/my-consultation/:token`: the client's own online consultation, from the link in its e-mail. */
export function ManageConsultationPage() {
  const { token = '' } = useParams();
  const { state, retry, replace } = useManagedConsultation(token);
  usePageTitle(state.phase === 'not-found' ? 'Consultation not found' : 'Manage my consultation');
  useNoIndex();

  switch (state.phase) {
    case 'loading':
      return <ManageLoading what="consultation" />;
    case 'not-found':
      return <ManageNotFound what="consultation" message={CONSULTATION_NOT_FOUND_MESSAGE} />;
    case 'error':
      return <ManageLoadError what="consultation" message={state.message} onRetry={retry} />;
    default:
      return <ManageConsultationView token={token} consultation={state.consultation} onChange={replace} />;
  }
}
