import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ClassFilterState } from '@/components/ClassFilter';
import { LoadError } from '@/components/LoadError';
import { searchProblem } from './noticeSearchText';
import { NoticeSearchResults } from './NoticeSearchResults';
import { useSearchEngine } from './searchEngine';
import { useSettledText } from './useSettledText';
import './NoticeSearch.css';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 250;

/** The address's parameter that holds a search: `/archive?q=fee`. */
const SEARCH_PARAMETER = 'q';

const noSubscription = () => () => undefined;
/** False while the prerendered page is hydrated (the build knew no address), true from the render after. */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

/**
 * The search box of the notices' pages, and its results in place of the page's lists while there is a search
 * (NoticeSearch.css): every notice of the last two school years, current and archived, by the words of its title and
 * text, for the classes of the page's `filter` (the ClassFilter line above it). In the prerendered page, at its final
 * size; the search itself is loaded once the box is used. The address carries the search (`?q=fee`, replaced as the
 * visitor types, so that Back leaves the page), so that it can be shared.
 */
export function NoticeSearch({ filter }: { filter: ClassFilterState }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const [address, setAddress] = useSearchParams();
  // What the visitor typed; until then, the address's search.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (hydrated ? (address.get(SEARCH_PARAMETER) ?? '') : '');
  const problem = searchProblem(text);
  const settled = useSettledText(text, SEARCH_DELAY_MS);
  // Typing is searched once it pauses, the address's search at once; text with a problem, now or before the pause,
  // is not searched (an earlier search's results go at once).
  const searched = typed === null ? text : settled;
  const unsearchable = problem !== null || searchProblem(searched) !== null;
  const search = unsearchable ? '' : searched.trim();
  const { engine, failed, load } = useSearchEngine();

  useEffect(() => {
    if (search) load();
  }, [search, load]);

  // The address follows the search (not while what is typed has a problem: the address keeps the last search that ran).
  const inAddress = address.get(SEARCH_PARAMETER) ?? '';
  useEffect(() => {
    if (typed === null || unsearchable || inAddress === search) return;
    setAddress(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set(SEARCH_PARAMETER, search);
        else next.delete(SEARCH_PARAMETER);
        return next;
      },
      { replace: true },
    );
  }, [typed, unsearchable, search, inAddress, setAddress]);

  const onSubmit = (event: FormEvent) => event.preventDefault();
  const clear = () => {
    setTyped('');
    input.current?.focus();
  };

  return (
    <div className={`notice-search${search ? ' notice-search--searching' : ''}`}>
      {/* Without JavaScript yet, the form still searches: it opens this page with ?q=. */}
      <form role="search" className="notice-search__form" onSubmit={onSubmit}>
        <div className="field">
          <label className="field__label" htmlFor={id}>
            Search all notices
          </label>
          <input
            ref={input}
            id={id}
            className="field__input notice-search__input"
            type="search"
            name={SEARCH_PARAMETER}
            value={text}
            placeholder="Fees, exams, holidays…"
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onFocus={load}
            onChange={(event) => setTyped(event.target.value)}
          />
          {/* A live region from the start, so that a problem is said as it appears. */}
          <div id={`${id}-problem`} aria-live="polite">
            {problem && <p className="notice-search__problem">{problem}</p>}
          </div>
        </div>
      </form>
      {search &&
        (failed ? (
          <LoadError what="the search" onRetry={load} />
        ) : (
          <NoticeSearchResults search={search} engine={engine} filter={filter} onClear={clear} />
        ))}
    </div>
  );
}
