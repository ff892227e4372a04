import { useState, type ComponentType } from 'react';
import type { ResourceMenuProps } from './ResourceMenu';

type ResourceMenuComponent = ComponentType<ResourceMenuProps>;

const loadResourceMenu = () => import('./ResourceMenu').then((module) => module.ResourceMenu);

/**
 * The 'Explore Our Resources' button. The menu's code is fetched on first use (or when the pointer or focus
 * reaches the button), so it never weighs on the home page's first load.
 */
export function ResourceMenuButton({ label }: { label: string }) {
  const [Menu, setMenu] = useState<ResourceMenuComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  const openMenu = () => {
    setLoadFailed(false);
    if (Menu) {
      setOpen(true);
      return;
    }
    loadResourceMenu()
      .then((component) => {
        setMenu(() => component);
        setOpen(true);
      })
      .catch((error: unknown) => {
        console.warn('The resource menu could not load.', error);
        setLoadFailed(true);
      });
  };

  const prefetch = () => {
    if (!Menu) loadResourceMenu().catch(() => undefined);
  };

  return (
    <>
      <button
        type="button"
        className="home-hero__resources"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openMenu}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <svg className="home-hero__resources-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />
        </svg>
        {label}
      </button>
      {loadFailed && (
        <p className="home-hero__resources-error" role="alert">
          The menu could not open. Please check your connection and try again.
        </p>
      )}
      {Menu && <Menu open={open} onClose={() => setOpen(false)} title={label} />}
    </>
  );
}
