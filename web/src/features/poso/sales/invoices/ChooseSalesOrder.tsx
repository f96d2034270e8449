import { ReceivedOrderList } from '../orders/ReceivedOrderList';

/** AddInvoice: pick the sales order the new invoice is for. */
export default function ChooseSalesOrder() {
  return <ReceivedOrderList variant="choose" />;
}
