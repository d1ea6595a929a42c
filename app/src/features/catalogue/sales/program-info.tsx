import type { Service } from '@domain/catalogue/types';
import { CheckIcon, StethoscopeIcon } from '../../../components/icons';
import { Reveal } from '../../../components/reveal';
import { CalendarIcon } from '../../../components/screen-icons';
import { SectionHeader } from '../../../components/section-header';
import type { InfoPart } from '../service/service-info-sections';
import './program-info.css';

/** What the program section shows, so the details below can leave it out. */
export function programParts(service: Service): InfoPart[] {
  const hasInclusions = (service.inclusions?.length ?? 0) > 0;
  return ['steps', hasInclusions ? 'inclusions' : 'benefits'];
}

/** Duration, what the program includes and how it runs, for the sales-layout programs. */
export function ProgramInfo({ service }: { service: Service }) {
  const included =
    service.inclusions && service.inclusions.length > 0
      ? service.inclusions.map((inclusion) =>
          [inclusion.title, inclusion.subtitle].filter(Boolean).join(': '),
        )
      : [...service.benefits, ...(service.moreBenefits ?? [])];
  const steps = service.steps ?? [];
  return (
    <section className="section program" aria-labelledby="program-title">
      <div className="container">
        <SectionHeader eyebrow="The program" title={`How ${service.name} works`} titleId="program-title">
          A doctor-guided plan with check-ins all the way, so you are never doing it alone.
        </SectionHeader>
        <div className="program__grid">
          {service.programDuration ? (
            <Reveal className="program__card program__card--duration">
              <CalendarIcon />
              <h3>Program duration</h3>
              <p className="program__duration">{service.programDuration}</p>
              <p>
                Most clients see steady progress over this period, with doses and goals reviewed as you go.
              </p>
            </Reveal>
          ) : null}
          <Reveal className="program__card" order={1}>
            <CheckIcon />
            <h3>What's included</h3>
            <ul className="check-list">
              {included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Reveal>
          {steps.length > 0 ? (
            <Reveal className="program__card" order={2}>
              <StethoscopeIcon />
              <h3>How it works</h3>
              <ol className="program__steps">
                {steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </Reveal>
          ) : null}
        </div>
      </div>
    </section>
  );
}
