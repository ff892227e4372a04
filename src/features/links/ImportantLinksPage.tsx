import { DataSection } from '@/components/DataSection';
import { ExternalLinkButton } from './ExternalLinkButton';
import { linkSiteName } from './linkDisplay';
import { useImportantLinks } from './linksQueries';
import type { ImportantLink } from './linksService';
import './ImportantLinksPage.css';

export function ImportantLinksPage() {
  return (
    <section className="section" aria-labelledby="links-heading">
      <h1 id="links-heading" className="section__title">
        Important Links
      </h1>
      <p className="section__lead links__lead">
        Board notices, results, textbooks and fee payment: the sites parents and students use most.
      </p>
      <DataSection reserve="page" query={useImportantLinks()} what="the important links" empty="No links added yet.">
        {(links) => (
          <ul className="bare-list links__grid">
            {links.map((link) => (
              <li key={link.id}>
                <LinkCard link={link} />
              </li>
            ))}
          </ul>
        )}
      </DataSection>
    </section>
  );
}

function LinkCard({ link }: { link: ImportantLink }) {
  const site = linkSiteName(link.url);
  return (
    <article className="card card--topped link-card">
      <h2 className="link-card__title">{link.title}</h2>
      {site && <p className="link-card__site">{site}</p>}
      {link.description && <p className="link-card__description">{link.description}</p>}
      <div className="link-card__action">
        {link.url ? (
          <ExternalLinkButton link={link} />
        ) : (
          <p className="link-card__unavailable">This link is not available at the moment.</p>
        )}
      </div>
    </article>
  );
}
