import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicFooter } from '../components/public-footer.tsx';
import { PublicHeader } from '../components/public-header.tsx';
import { HydrationMark } from '../ssr/hydration-mark.tsx';

export const Route = createFileRoute('/_public')({ component: PublicLayout });

function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
      <HydrationMark />
    </div>
  );
}
