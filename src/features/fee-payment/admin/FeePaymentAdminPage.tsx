import { useQuery } from '@tanstack/react-query';
import { DataSection } from '@/components/DataSection';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { feeContentQuery } from '../feePaymentQueries';
import { FeePaymentForm } from './FeePaymentForm';
import './FeePaymentAdmin.css';

/** The line under the page's heading: what it changes. */
const INTRO = 'Keep the Fee Payment page current: the terms and their due dates, the fee of each class group, how to pay, the notes, and the bank’s Pay Now address.';

/** 'Manage Fee Payment': the fee page's one form, opened with what is stored (or the shipped content while nothing is). */
export function FeePaymentAdminPage() {
  return (
    <AdminPage page="fee-payment" intro={INTRO}>
      <AdminSection title="Fee Payment page">
        {/* Until the stored page is read, there is nothing to edit: saving over it would lose it. */}
        <DataSection query={useQuery(feeContentQuery)} what="the fee page">
          {(content) => <FeePaymentForm initial={content} />}
        </DataSection>
      </AdminSection>
    </AdminPage>
  );
}
