import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '../../../lib/guards.ts';

/** Every /brand page is for brands only: the role guard runs once here, before any page below it loads. */
export const Route = createFileRoute('/_app/brand')({
  beforeLoad: (args) => requireUser(args, ['brand']),
});
