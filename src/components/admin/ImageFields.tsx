import { FilePicker } from './FilePicker';
import { KeptImages } from './KeptImages';
import type { ImageList, SingleImage } from './useImageFields';

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
      <KeptImages legend={`Current ${lower}`} urls={list.stored} kept={list.kept} onChange={list.setKept} altOf={altOf} />
      <FilePicker
        label={editing ? `Add ${lower}` : label}
        uploads={list.uploads}
        multiple
        hint={editing ? 'Optional: new ones are added after the ones you keep.' : hint}
      />
    </>
  );
}
