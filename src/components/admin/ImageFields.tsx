/** The picture fields of the admin forms: one picture that a new pick replaces, or a list of kept and new ones. */
import { useId, useState } from 'react';
import { ADDRESS_RULE, storableAddress } from '@/lib/webAddress';
import { FilePicker } from './FilePicker';
import { moved, PlaceButtons } from './PlaceButtons';
import { useFileUploads } from './useFileUploads';
import './KeptImages.css';

/**
 * A stored picture's address as the site saves it again; an Error saying what to do when the site can no longer
 * save it (an older `http://` address, say), so that the save is not refused without a reason.
 */
function keptAddress(address: string, whatToDo: string): string {
  const stored = storableAddress(address);
  if (stored === null) throw new Error(`The picture at “${address}” cannot be saved again: the site keeps only ${ADDRESS_RULE}. ${whatToDo}`);
  return stored;
}

/** One picture that a new pick replaces (an achievement's image, a member's photo, a thumbnail). */
export function useSingleImage(current: string | null | undefined) {
  const uploads = useFileUploads({ multiple: false });
  return {
    uploads,
    current: current ?? null,
    /** Whether the item will have a picture: a new pick, or the stored one. */
    chosen: uploads.files.length > 0 || Boolean(current),
    /** Uploads a new pick; its address, else the stored one. */
    async url(): Promise<string> {
      const [uploaded] = await uploads.uploadAll();
      if (uploaded) return uploaded;
      if (!current) throw new Error('The image host returned no address for the picture.');
      return keptAddress(current, 'Choose a new picture.');
    },
  };
}

/** A stored picture of a list, in the order it will be saved: its address, its place as stored (its alt text's), kept or not. */
interface StoredPicture {
  url: string;
  index: number;
  kept: boolean;
}

/** A list of pictures (an event's photos, a gallery): the stored ones the admin keeps, in the order set, then new picks. */
export function useImageList(stored: string[]) {
  const [pictures, setPictures] = useState<StoredPicture[]>(() => stored.map((url, index) => ({ url, index, kept: true })));
  const uploads = useFileUploads({ multiple: true });
  const kept = pictures.filter((picture) => picture.kept);
  return {
    uploads,
    stored,
    pictures,
    setPictures,
    /** How many pictures the item will have. */
    count: kept.length + uploads.files.length,
    /** Uploads the new picks; the kept addresses, in their order, then theirs. */
    async urls(): Promise<string[]> {
      const keptAddresses = kept.map((picture) => keptAddress(picture.url, 'Untick it, and add the picture again.'));
      return [...keptAddresses, ...(await uploads.uploadAll())];
    },
  };
}

type SingleImage = ReturnType<typeof useSingleImage>;
export type ImageList = ReturnType<typeof useImageList>;

interface SingleImageFieldProps {
  /** 'Image', 'Photo', 'Thumbnail'. */
  label: string;
  image: SingleImage;
  /** Whose picture it is, for the current one's alt text. */
  of: string;
  hint?: string;
}

/** The picker of one picture; in an editor it shows the stored one, which stays unless a new one is picked. */
export function SingleImageField({ label, image, of, hint }: SingleImageFieldProps) {
  const lower = label.toLowerCase();
  return (
    <FilePicker
      label={image.current ? `Replace ${lower} (optional)` : label}
      uploads={image.uploads}
      current={image.current ? { src: image.current, alt: `Current ${lower} of ${of}` } : null}
      hint={hint}
    />
  );
}

interface ImageListFieldProps {
  /** 'Photos', 'Gallery images'. */
  label: string;
  /** What the editor's labels call the pictures ('Current images', 'Add images'); the label in lower case by default. */
  noun?: string;
  list: ImageList;
  /** The hint when adding; an editor says that new picks come after the kept ones. */
  hint: string;
  /** The alt text of the stored picture at `index`. */
  altOf: (index: number) => string;
}

/** The pictures of an item: in an editor the stored ones with Keep boxes, then a picker for more. */
export function ImageListField({ label, noun, list, hint, altOf }: ImageListFieldProps) {
  const lower = noun ?? label.toLowerCase();
  const editing = list.stored.length > 0;
  return (
    <>
      <KeptImages legend={`Current ${lower}`} pictures={list.pictures} onChange={list.setPictures} altOf={altOf} />
      <FilePicker
        label={editing ? `Add ${lower}` : label}
        uploads={list.uploads}
        multiple
        hint={editing ? 'Optional: new ones are added after the ones you keep.' : hint}
      />
    </>
  );
}

interface KeptImagesProps {
  legend: string;
  /** The stored pictures, in the order they will be saved. */
  pictures: StoredPicture[];
  onChange: (pictures: StoredPicture[]) => void;
  /** The alt text of the picture stored at `index`. */
  altOf: (index: number) => string;
}

/**
 * In an editor: the stored pictures, each with a Keep box (an unticked one is removed when the form is saved) and,
 * where there are several, Earlier and Later (the first is the item's first picture).
 */
function KeptImages({ legend, pictures, onChange, altOf }: KeptImagesProps) {
  const idPrefix = useId();
  if (pictures.length === 0) return null;
  return (
    <fieldset className="bare-fieldset kept-images">
      <legend className="field__label">{legend}</legend>
      <p className="admin-hint">{pictures.length > 1 ? 'Untick a picture to remove it when you save; Earlier and Later change the order.' : 'Untick the picture to remove it when you save.'}</p>
      <ul className="bare-list kept-images__list">
        {pictures.map((picture, position) => {
          const checkboxId = `${idPrefix}-keep-${picture.index}`;
          const alt = altOf(picture.index);
          return (
            <li key={picture.index} className={picture.kept ? 'box kept-images__item' : 'box kept-images__item kept-images__item--removed'}>
              <img src={picture.url} alt={alt} width={96} height={72} loading="lazy" decoding="async" />
              <span className="kept-images__keep">
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={picture.kept}
                  onChange={(change) => onChange(pictures.map((entry) => (entry === picture ? { ...entry, kept: change.target.checked } : entry)))}
                />
                <label htmlFor={checkboxId}>
                  Keep<span className="visually-hidden"> {alt}</span>
                </label>
              </span>
              {pictures.length > 1 && <PlaceButtons name={alt} index={position} count={pictures.length} onMove={(to) => onChange(moved(pictures, position, to))} />}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
