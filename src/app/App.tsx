import { Route, Routes } from 'react-router-dom';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';
import { PublicLayout } from './PublicLayout';

/** The route table. The router itself is supplied by the entry point (a browser router in `main.tsx`). */
export function App() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
