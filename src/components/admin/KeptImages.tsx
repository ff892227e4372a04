import { useId } from 'react';
import './KeptImages.css';

interface KeptImagesProps {
  legend: string;
  /** The stored pictures, in order. */
  urls: string[];
  /** One flag per stored picture, by position (the same address may appear twice). */
  kept: boolean[];
  onChange: (kept: boolean[]) => void;
  /** The alt text of the picture at `index`. */
  altOf: (index: number) => string;
}

/** In an editor: the stored pictures, each with a Keep box; an unticked one is removed when the form is saved. */
export function KeptImages({ legend, urls, kept, onChange, altOf }: KeptImagesProps) {
  const idPrefix = useId();
  if (urls.length === 0) return null;
  return (
    <fieldset className="bare-fieldset kept-images">
      <legend className="field__label">{legend}</legend>
      <p className="admin-hint">Untick a picture to remove it when you save.</p>
      <ul className="bare-list kept-images__list">
        {urls.map((url, index) => {
          const checkboxId = `${idPrefix}-keep-${index}`;
          return (
            <li key={`${index}-${url}`} className={kept[index] ? 'box kept-images__item' : 'box kept-images__item kept-images__item--removed'}>
              <img src={url} alt={altOf(index)} width={96} height={72} loading="lazy" decoding="async" />
              <span className="kept-images__keep">
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={kept[index] ?? false}
                  onChange={(change) => onChange(kept.map((flag, position) => (position === index ? change.target.checked : flag)))}
                />
                <label htmlFor={checkboxId}>
                  Keep<span className="visually-hidden"> {altOf(index)}</span>
                </label>
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The stored pictures the admin kept. */
export function keptOnly(urls: string[], kept: boolean[]): string[] {
  return urls.filter((_, index) => kept[index]);
}
