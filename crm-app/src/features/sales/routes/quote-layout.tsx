import { RecordLayout } from './record-layout';

/** `/quotes/{id}`: the quote with its tab bar Details, Items, Comments, Files. */
export function QuoteLayout() {
  return <RecordLayout kind="quote" />;
}

export { QuoteLayout as Component };
