import { createFileRoute, redirect } from '@tanstack/react-router';
import { completeSocialSignIn } from '../../lib/social.ts';

/** Where the social provider sends the browser back (issue: social sign-in through the stand-in). */
export const Route = createFileRoute('/auth/callback')({
  beforeLoad: async ({ location }) => {
    throw redirect({ to: await completeSocialSignIn(location.hash), replace: true });
  },
});
