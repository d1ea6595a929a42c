import { traitsOf } from './resource-words';
import type { DeskResource } from './resources-api';

export interface RowActions {
  /** Admins change resources; staff only read. */
  canEdit: boolean;
  busy: boolean;
  onEdit(resource: DeskResource): void;
  onSchedule(resource: DeskResource): void;
  onActive(resource: DeskResource, active: boolean): void;
}

/** One practitioner, room or machine: its name, skills or type, active or retired, and this week's hours. */
export function ResourceRow({
  resource,
  week,
  actions,
}: {
  resource: DeskResource;
  week: string[];
  actions: RowActions;
}) {
  const hidden = <span className="visually-hidden"> {resource.name}</span>;
  return (
    <li
      className={`resource-row${resource.active ? '' : ' resource-row--retired'}`}
      aria-label={resource.name}
    >
      <div className="resource-row__who">
        <strong>{resource.name}</strong>
        <span>
          <span className="visually-hidden">{resource.kind === 'practitioner' ? 'Skills: ' : 'Type: '}</span>
          {traitsOf(resource)}
        </span>
        <span
          className={`badge ${resource.active ? 'badge--outline' : 'badge--secondary'} resource-row__status`}
        >
          {resource.active ? 'Active' : 'Retired'}
        </span>
      </div>
      <div className="resource-row__week">
        <span className="resource-row__label">This week</span>
        <ul aria-label={`${resource.name} this week`}>
          {week.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {actions.canEdit ? (
        <div className="resource-row__actions">
          <button
            type="button"
            className="staff-button staff-button--small"
            disabled={actions.busy}
            onClick={() => actions.onEdit(resource)}
          >
            Rename or change{hidden}
          </button>
          <button
            type="button"
            className="staff-button staff-button--small"
            disabled={actions.busy || !resource.active}
            onClick={() => actions.onSchedule(resource)}
          >
            Hours and dates{hidden}
          </button>
          <button
            type="button"
            className="staff-button staff-button--quiet staff-button--small"
            disabled={actions.busy}
            onClick={() => actions.onActive(resource, !resource.active)}
          >
            {resource.active ? 'Retire' : 'Bring back'}
            {hidden}
          </button>
        </div>
      ) : null}
    </li>
  );
}
