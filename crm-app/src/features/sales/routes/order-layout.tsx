import { RecordLayout } from './record-layout';

/** `/orders/{id}`: the order with its side menu Details, Order items, Comments, Files. */
export function OrderLayout() {
  return <RecordLayout kind="order" />;
}

export { OrderLayout as Component };
