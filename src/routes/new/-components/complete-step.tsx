import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { content } from '../../../content/onboarding.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';

/** 'You're All Set, {name}!' or 'Your brand profile is ready', with Go to Dashboard (spec §2). */
export function CompleteStep({ role }: { role: 'brand' | 'influencer' }) {
  const user = useAuthUser();
  const text = role === 'brand' ? content.brandComplete : content.influencerComplete;
  const title = role === 'brand' ? content.brandComplete.title : content.influencerComplete.title(user?.name ?? '');
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{text.body}</p>
      <Link to={role === 'brand' ? '/brand' : '/influencer'} className={`${buttonClass.primary} mt-8`}>
        {content.goToDashboard}
      </Link>
    </section>
  );
}
