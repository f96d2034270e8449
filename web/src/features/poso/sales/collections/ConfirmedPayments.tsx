import { PaymentsReceivedList } from './PaymentsReceivedList';

/** tables/confirmed-payments: payments the vendor confirmed. */
export default function ConfirmedPayments() {
  return <PaymentsReceivedList variant="confirmed" />;
}
