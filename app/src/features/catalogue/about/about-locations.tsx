import { useLiveBranches } from '../../../catalogue/live-branches';
import { ClockIcon, PhoneIcon, PinIcon } from '../../../components/icons';
import { Reveal } from '../../../components/reveal';
import { SectionHeader } from '../../../components/section-header';

function telOf(phone: string): string {
  return `+63${phone.replace(/\D/g, '').replace(/^0/, '')}`;
}

export function AboutLocations() {
  const branches = useLiveBranches().clinics;
  return (
    <section className="section section--tinted" aria-labelledby="locations-title">
      <div className="container">
        <SectionHeader
          eyebrow="Visit us"
          title="Three clinics, one standard of care"
          titleId="locations-title"
        >
          Walk-ins are welcome, but booking ahead guarantees your slot. Home service covers all of Metro
          Manila.
        </SectionHeader>
        <ul className="locations">
          {branches.map((branch, index) => (
            <Reveal as="li" key={branch.id} className="location" order={index}>
              <h3 className="location__name">{branch.name}</h3>
              <p className="location__row">
                <PinIcon />
                <span>{branch.address}</span>
              </p>
              <p className="location__row">
                <ClockIcon />
                <span>{branch.hours}</span>
              </p>
              <p className="location__row">
                <PhoneIcon />
                <a href={`tel:${telOf(branch.phone)}`}>{branch.phone}</a>
              </p>
              <a
                className="button button--ghost button--small location__map"
                href={branch.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Open in Maps
                <span className="visually-hidden">: {branch.name} clinic (opens in a new tab)</span>
              </a>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
