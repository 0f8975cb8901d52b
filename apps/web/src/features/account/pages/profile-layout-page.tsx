import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { ProfileSidebar } from '../components/profile-sidebar';

/** /profile: the sidebar beside the index, orders or account page. */
export default function ProfileLayoutPage() {
  return (
    <div className="container-page grid gap-6 py-8 sm:py-10 md:grid-cols-[16rem_1fr] md:items-start lg:gap-10">
      <ProfileSidebar />
      <div className="min-w-0">
        {/* Sections load lazily; the sidebar stays on screen meanwhile. */}
        <Suspense
          fallback={
            <div className="grid min-h-64 place-items-center">
              <Spinner label="Loading section" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
