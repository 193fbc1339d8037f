import { createFileRoute, notFound } from '@tanstack/react-router';
import { fetchCreatorPage } from '../../../api/creator-pages.ts';
import { creatorPageTitle } from '../../../content/creator-page.ts';
import { titles } from '../../../content/titles.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { CreatorPublicPage } from '../-components/creator-public-page.tsx';

export const Route = createFileRoute('/_public/c/$username')({
  // A name that is no verified creator's is the root's "Page not found".
  loader: async ({ params }) => {
    try {
      const creator = await fetchCreatorPage(params.username);
      return { creator, title: creatorPageTitle(creator.name, creator.username) };
    } catch (error) {
      if ((error as { status?: number }).status === 404) throw notFound();
      throw error;
    }
  },
  // The same title the server writes into the HTML for link previews (mock-server/creator-page-html.ts).
  head: ({ loaderData }) => pageTitle(loaderData?.title ?? titles.creators),
  component: CreatorRoute,
});

function CreatorRoute() {
  return <CreatorPublicPage creator={Route.useLoaderData().creator} />;
}
