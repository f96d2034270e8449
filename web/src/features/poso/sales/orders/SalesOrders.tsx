import { ReceivedOrderList } from './ReceivedOrderList';

/** sales: the received purchase orders the vendor accepted. */
export default function SalesOrders() {
  return <ReceivedOrderList variant="sales" />;
}
