import { Link } from 'react-router-dom';
import { Modal } from '@/components/Modal';
import { resourceCards } from '@/content/navigation';
import { ResourceIcon } from './ResourceIcon';
import './ResourceMenu.css';

export interface ResourceMenuProps {
  open: boolean;
  onClose: () => void;
  title: string;
}

/** The home page's full-screen menu of the site's sections. Choosing a card closes it and goes there. */
export function ResourceMenu({ open, onClose, title }: ResourceMenuProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} className="resource-menu">
      <p className="resource-menu__intro">Everything about life at our school, one tap away.</p>
      <ul className="resource-menu__grid">
        {resourceCards.map((card) => (
          <li key={card.to}>
            <Link className="resource-card" to={card.to} onClick={onClose}>
              <span className="resource-card__icon">
                <ResourceIcon to={card.to} />
              </span>
              <span className="resource-card__text">
                <span className="resource-card__label">{card.label}</span>
                <span className="resource-card__description">{card.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
