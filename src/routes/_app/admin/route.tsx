import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '../../../lib/guards.ts';

/** Every /admin page is for admins only: the role guard runs once here, before any page below it loads. */
export const Route = createFileRoute('/_app/admin')({
  beforeLoad: (args) => requireUser(args, ['admin']),
});
