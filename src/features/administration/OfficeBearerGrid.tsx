import { useState } from 'react';
import { officeBearers, type OfficeBearer } from '@/content/officeBearers';
import { initialsOf } from './initials';
import './OfficeBearerGrid.css';

function OfficeBearerPortrait({ bearer }: { bearer: OfficeBearer }) {
  // A photo that fails to load falls back to the initials, like an entry without a photo.
  const [photoFailed, setPhotoFailed] = useState(false);
  if (bearer.img && !photoFailed) {
    return (
      <img
        className="office-bearer__photo"
        src={bearer.img}
        alt={`${bearer.name || 'Photo'}, ${bearer.role}`}
        width={400}
        height={400}
        decoding="async"
        onError={() => setPhotoFailed(true)}
      />
    );
  }
  return (
    <span className="office-bearer__initials" aria-hidden="true">
      {initialsOf(bearer.name)}
    </span>
  );
}

/** The six fixed office-bearers of the trust and the school. */
export function OfficeBearerGrid() {
  return (
    <ul className="office-bearers">
      {officeBearers.map((bearer) => (
        <li key={bearer.id} className="card office-bearer">
          <div className="office-bearer__portrait">
            <OfficeBearerPortrait bearer={bearer} />
          </div>
          <h3 className="office-bearer__name">{bearer.name || 'Name to be announced'}</h3>
          <p className="office-bearer__role">{bearer.role}</p>
        </li>
      ))}
    </ul>
  );
}
