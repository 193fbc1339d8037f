import { createFileRoute, redirect } from '@tanstack/react-router';

/** Where the social provider sends the browser back (issue: social sign-in through the stand-in). */
export const Route = createFileRoute('/auth/callback')({
  beforeLoad: async ({ location }) => {
    // Loaded here, not imported: route options stay in the main bundle (docs/decisions/0008).
    const { completeSocialSignIn } = await import('../../auth/social.ts');
    throw redirect({ to: await completeSocialSignIn(location.hash), replace: true });
  },
});
