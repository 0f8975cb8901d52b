import { Outlet } from 'react-router';

/** Placeholder: the /profile layout (sidebar + <Outlet />); the page builder replaces it. */
export default function ProfileLayoutPage() {
  return (
    <div className="container-page py-10">
      <Outlet />
    </div>
  );
}
