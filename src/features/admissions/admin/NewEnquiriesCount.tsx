import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@/lib/queries';
import { countNewEnquiries, enquiriesKey } from './enquiryCountService';

const newEnquiriesQuery = { ...readQuery([...enquiriesKey, 'new'], countNewEnquiries), staleTime: 0 };

/** The number of new enquiries, beside the dashboard's 'Manage Admissions'; nothing while none is new or it is read. */
export function NewEnquiriesCount() {
  const { data } = useQuery(newEnquiriesQuery);
  if (!data) return null;
  return (
    <span className="dashboard__count">
      <span className="visually-hidden">: </span>
      {data}
      <span className="visually-hidden"> new {data === 1 ? 'enquiry' : 'enquiries'}</span>
    </span>
  );
}
