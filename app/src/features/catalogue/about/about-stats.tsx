import { Reveal } from '../../../components/reveal';

const STATS = [
  { value: '5+', label: 'Years of care' },
  { value: '10,000+', label: 'Happy clients' },
  { value: '3', label: 'Clinics in Metro Manila' },
  { value: '100+', label: 'Treatments and packages' },
];

export function AboutStats() {
  return (
    <section className="about-stats" aria-label="The clinic in numbers">
      <dl className="container about-stats__grid">
        {STATS.map((stat, index) => (
          <Reveal key={stat.label} className="about-stat" order={index}>
            <dt className="about-stat__label">{stat.label}</dt>
            <dd className="about-stat__value">{stat.value}</dd>
          </Reveal>
        ))}
      </dl>
    </section>
  );
}
