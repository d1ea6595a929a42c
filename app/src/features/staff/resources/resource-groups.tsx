import { RESOURCE_KINDS } from '@domain/resources/resource-shapes';
import { ResourceRow, type RowActions } from './resource-row';
import { KIND_WORDS } from './resource-words';
import type { DeskResource, ResourceKind } from './resources-api';

/**
 * A branch's practitioners, rooms and machines, a group each, with an add button per group for
 * admins. `weekOf` answers a resource's hours this week as lines.
 */
export function ResourceGroups({
  resources,
  weekOf,
  actions,
  onAdd,
}: {
  resources: DeskResource[];
  weekOf(resource: DeskResource): string[];
  actions: RowActions;
  onAdd(kind: ResourceKind): void;
}) {
  return (
    <>
      {RESOURCE_KINDS.map((kind) => {
        const words = KIND_WORDS[kind];
        const group = resources.filter((resource) => resource.kind === kind);
        const titleId = `resources-${kind}-title`;
        return (
          <section key={kind} className="capacity__panel resource-group" aria-labelledby={titleId}>
            <div className="resource-group__head">
              <h2 id={titleId} className="capacity__title">
                {words.group}
              </h2>
              {actions.canEdit ? (
                <button
                  type="button"
                  className="staff-button staff-button--small"
                  disabled={actions.busy}
                  onClick={() => onAdd(kind)}
                >
                  Add a {words.one}
                </button>
              ) : null}
            </div>
            {group.length === 0 ? (
              <p className="capacity__lead">No {words.group.toLowerCase()} at this branch yet.</p>
            ) : (
              <ul className="resource-group__list">
                {group.map((resource) => (
                  <ResourceRow
                    key={resource.id}
                    resource={resource}
                    week={weekOf(resource)}
                    actions={actions}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}
