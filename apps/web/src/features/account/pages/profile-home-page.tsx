import { usePageTitle } from '@/hooks/use-page-title';

/** Placeholder: the page builder replaces this file (keep the default export). */
export default function ProfileHomePage() {
  usePageTitle('Profile');
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-bold">Profile</h1>
    </section>
  );
}
