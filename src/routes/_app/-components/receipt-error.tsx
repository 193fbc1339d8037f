import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '../../../components/page-error.tsx';
import { receiptsCopy } from '../../../content/receipts.ts';

/** A failed load of a receipts or statements page (a number that is not theirs is a 404 with its message). */
export function ReceiptError(props: ErrorComponentProps) {
  return <PageError {...props} copy={receiptsCopy} />;
}
