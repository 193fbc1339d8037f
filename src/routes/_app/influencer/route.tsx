import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '../../../lib/guards.ts';

/** Every /influencer page is for influencers only: the role guard runs once here, before any page below it loads. */
export const Route = createFileRoute('/_app/influencer')({
  beforeLoad: (args) => requireUser(args, ['influencer']),
});
