import type { ReactNode, Ref } from 'react';

interface Props {
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  editButtonRef?: Ref<HTMLButtonElement>;
  /** The Delete button's text while busy; 'Delete' when not given. */
  busyDeleteLabel?: string;
  /** Added to the row's `admin-item__actions` class. */
  className?: string;
  /** Further buttons, between Edit and Delete. */
  children?: ReactNode;
}

/** The Edit and Delete buttons of an item in a manage list, all disabled while the item is busy. */
export function AdminItemActions({ busy, onEdit, onDelete, editButtonRef, busyDeleteLabel, className, children }: Props) {
  return (
    <div className={className ? `admin-item__actions ${className}` : 'admin-item__actions'}>
      <button ref={editButtonRef} type="button" className="button button--secondary button--small" onClick={onEdit} disabled={busy}>
        Edit
      </button>
      {children}
      <button type="button" className="button button--danger button--small" onClick={onDelete} disabled={busy}>
        {busy && busyDeleteLabel ? busyDeleteLabel : 'Delete'}
      </button>
    </div>
  );
}
