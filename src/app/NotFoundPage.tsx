import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../components/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="section not-found">
      <h1 className="section__title">Page not found</h1>
      <p>The page you were looking for has moved or does not exist.</p>
      <Link className="button" to="/">
        Go to the home page
      </Link>
    </section>
  );
}
