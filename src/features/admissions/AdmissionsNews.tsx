import { Link } from 'react-router-dom';
import { useAdmissions } from './admissionsQueries';

/** The home page's line under the hero's doors while admissions are open; nothing while they are closed or being read. */
export function AdmissionsNews() {
  const { data } = useAdmissions();
  if (!data?.open) return null;
  return (
    <p>
      Admissions for {data.year} are open: <Link to="/admissions">enquire about a seat →</Link>
    </p>
  );
}
