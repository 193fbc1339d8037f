import { createFileRoute } from '@tanstack/react-router';
import { anyString, oneOf, searchSchema } from '../../lib/search-params.ts';
import { pageTitle, redirectSignedIn } from '../../lib/guards.ts';
import { CodeRequestForm } from './-components/code-request-form.tsx';
import { titles } from '../../content/titles.ts';

/**
 * `ref`: a partner's referral code (its link, /referrals), carried to the code screen, which keeps it only when it is
 * well formed (auth/sign-in.ts rememberReferral): its check loads with the form, not in every page's route options.
 */
const registerSearch = searchSchema({ role: oneOf(['brand', 'influencer']), ref: anyString });

export const Route = createFileRoute('/_public/register')({
  // An unknown role is dropped rather than failing the page.
  validateSearch: registerSearch,
  beforeLoad: (args) => redirectSignedIn(args),
  head: () => pageTitle(titles.register),
  component: Register,
});

function Register() {
  const { role, ref } = Route.useSearch();
  return <CodeRequestForm purpose="register" role={role} referral={ref} />;
}
