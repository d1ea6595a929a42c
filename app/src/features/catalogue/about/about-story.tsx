import { Reveal } from '../../../components/reveal';
import { SectionHeader } from '../../../components/section-header';

export function AboutStory() {
  return (
    <section className="section" aria-labelledby="story-title">
      <div className="container about-story">
        <SectionHeader
          eyebrow="Our story"
          title="Medical care that feels like pampering"
          titleId="story-title"
          align="start"
        />
        <Reveal className="about-story__text">
          <p>
            We opened our first clinic because friends kept asking the same question: where can I get a
            treatment done properly, by a doctor, without being pushed into a package I don't need? We
            couldn't point them anywhere, so we built the place ourselves.
          </p>
          <p>
            Every client still starts with a conversation. Our doctors look at your skin, your body and your
            health history, explain what is realistic, and only then recommend a plan. Some clients leave with
            a single facial; others begin a three-month program. Both are welcome.
          </p>
          <p>
            Behind the calm rooms is careful medicine: sealed single-use needles, machines from trusted
            makers, and a team trained to handle the unexpected. When you can't come to us, our nurses bring
            the same standards to your home.
          </p>
        </Reveal>
      </div>
    </section>
  );
}
