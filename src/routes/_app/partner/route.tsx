import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '../../../lib/guards.ts';

/** Every /partner page is for partners only: the role guard runs once here, before any page below it loads. */
export const Route = createFileRoute('/_app/partner')({
  beforeLoad: (args) => requireUser(args, ['partner']),
});
