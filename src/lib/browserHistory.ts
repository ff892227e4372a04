/**
 * The site's browser history, which the router (src/boot.tsx) navigates through, and which can hold a navigation
 * while the page asks whether to leave (LeaveGuard, for unsaved admin work).
 *
 * React Router's own blocker needs its data router, which would add about 19 KB gzip to every visitor's first load
 * for what only the admin area uses. This is the same mechanism on the declarative router's history (React Router's
 * own `createBrowserHistory`, as BrowserRouter makes it): a link's push is held before it happens; a Back or Forward,
 * which the browser has already made, is taken back by the history's own index (no Navigation API needed) and made
 * again if the person chooses to leave.
 */
import { NavigationType, UNSAFE_createBrowserHistory as createBrowserHistory, type HistoryRouterProps, type To } from 'react-router-dom';

type History = HistoryRouterProps['history'];

/**
 * Asks whether to leave the page shown, for a navigation held while it does (another path or query; a #section alone
 * is not held): `proceed` makes the navigation if and when the person chooses to leave.
 */
export type LeaveQuestion = (proceed: () => void) => void;

type Location = History['location'];

/** Whether going from `from` to `to` leaves the page. */
const leavesPage = (from: Location, to: Location) => from.pathname !== to.pathname || from.search !== to.search;

function guardedBrowserHistory() {
  const history = createBrowserHistory({ v5Compat: true });
  const { push, listen } = history;
  let ask: LeaveQuestion | null = null;
  /** The location the router shows (during a Back or Forward the browser's is already the next one). */
  let shown = history.location;
  /** What the next Back or Forward is: one taken back (ignored), one chosen after asking (let through), or new. */
  let nextTraversal: 'ignore' | 'let-through' | null = null;

  history.push = (to: To, state?: unknown) => {
    const { pathname, search } = history.createURL(to);
    if (ask && leavesPage(shown, { ...shown, pathname, search })) ask(() => push(to, state));
    else push(to, state);
  };
  history.listen = (listener) =>
    listen((update) => {
      const { action, delta } = update;
      const traversal = nextTraversal;
      nextTraversal = null;
      if (traversal === 'ignore') return;
      if (ask && action === NavigationType.Pop && traversal === null && delta && leavesPage(shown, update.location)) {
        ask(() => {
          nextTraversal = 'let-through';
          history.go(delta);
        });
        nextTraversal = 'ignore';
        history.go(-delta);
        return;
      }
      shown = update.location;
      listener(update);
    });
  return Object.assign(history, {
    /** Holds each navigation that leaves the page and asks `question`, until the returned function is called. */
    holdLeaving(question: LeaveQuestion): () => void {
      ask = question;
      return () => {
        if (ask === question) ask = null;
      };
    },
    /** Runs `leave` (a way out that is no navigation: signing out) once the person chooses to leave; at once when nothing holds the page. */
    whenLeaving(leave: () => void): void {
      if (ask) ask(leave);
      else leave();
    },
  });
}

/** The one history of the page: the router's, and where LeaveGuard holds a navigation. */
export const browserHistory = guardedBrowserHistory();
