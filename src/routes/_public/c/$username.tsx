import { createFileRoute, notFound } from '@tanstack/react-router';
import { fetchCreatorPage } from '../../../api/creator-pages.ts';
import { NotFound } from '../../../components/not-found.tsx';
import { creatorPageCopy as t } from '../../../content/creator-page.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { CreatorPublicPage } from '../-components/creator-public-page.tsx';

export const Route = createFileRoute('/_public/c/$username')({
  loader: async ({ params }) => {
    try {
      return await fetchCreatorPage(params.username);
    } catch (error) {
      if ((error as { status?: number }).status === 404) throw notFound();
      throw error;
    }
  },
  // The same title the server writes into the HTML for link previews (mock-server/creator-page-html.ts).
  head: ({ loaderData }) => pageTitle(loaderData ? t.title(loaderData.name, loaderData.username) : t.back),
  notFoundComponent: NotFound,
  component: CreatorRoute,
});

function CreatorRoute() {
  return <CreatorPublicPage creator={Route.useLoaderData()} />;
}
