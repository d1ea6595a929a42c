import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CAPACITY_PLACES, type CapacityPlace, PLACE_LABELS, type PlaceResources } from './capacity-api';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "4 rooms · 2 practitioners · 1 machine", or for the video calls "2 consultants". */
export function resourceWords(place: CapacityPlace, counts: PlaceResources): string {
  if (place === 'online') return plural(counts.practitioners, 'consultant', 'consultants');
  const words = [
    plural(counts.rooms, 'room', 'rooms'),
    plural(counts.practitioners, 'practitioner', 'practitioners'),
  ];
  if (counts.machines > 0) words.push(plural(counts.machines, 'machine', 'machines'));
  return words.join(' · ');
}

/**
 * What decides how many clients each place takes at once (issue 26): its active rooms, people and
 * machines, online its consultants; read here, changed on the resources screen, one link per place.
 */
export function PlaceResourcesPanel({ resources }: { resources: Record<CapacityPlace, PlaceResources> }) {
  return (
    <section className="capacity__panel" aria-labelledby="place-resources-title">
      <h2 id="place-resources-title" className="capacity__title">
        Who and what each place has
      </h2>
      <p className="capacity__lead">
        A start is offered when a room, the right person and any machine a treatment needs are free; a video
        call needs a free consultant. Add, retire and schedule them on the resources screen.
      </p>
      <ul className="capacity__resources">
        {CAPACITY_PLACES.map((place) => (
          <li key={place} className="capacity__resource-row">
            <span className="capacity__resource-place">{PLACE_LABELS[place]}</span>
            <span>{resourceWords(place, resources[place])}</span>
            <Link className="staff-button staff-button--small" to={paths.admin.resources.href(place)}>
              Edit <span className="visually-hidden">the resources of {PLACE_LABELS[place]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
