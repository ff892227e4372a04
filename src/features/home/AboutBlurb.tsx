import { Link } from 'react-router-dom';
import { aboutBlurb } from '@/content/homeSections';
import './AboutBlurb.css';
import { halfFrom, responsiveImage } from '@/lib/responsiveImage';

/** A short introduction to the school, with the way to its full story on /about. */
export function AboutBlurb() {
  const { heading, paragraphs, link, image, facts } = aboutBlurb;
  return (
    <section className="about-blurb" aria-labelledby="about-blurb-title">
      <div className="section about-blurb__inner">
        <div className="about-blurb__text">
          <h2 id="about-blurb-title" className="title-rule about-blurb__title">
            {heading}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <dl className="about-blurb__facts">
            {facts.map((fact) => (
              <div key={fact.label} className="about-blurb__fact">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <Link className="button" to={link.to}>
            {link.label}
          </Link>
        </div>
        <img
          className="about-blurb__image"
          {...responsiveImage(image.src, halfFrom('52rem'), image.width)}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
        />
      </div>
    </section>
  );
}
