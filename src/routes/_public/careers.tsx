import { createFileRoute, redirect } from '@tanstack/react-router';

/** The footer's /careers link (spec §2) is the recruitment page under its other name. */
export const Route = createFileRoute('/_public/careers')({
  beforeLoad: () => {
    throw redirect({ to: '/recruitment', replace: true });
  },
});
