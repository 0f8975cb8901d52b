import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export const authLinkClass = 'text-primary underline underline-offset-2';

/** The password pages' intro: the way back for someone who remembered their password. */
export function BackToLogin() {
  return (
    <>
      Remembered it?{' '}
      <Link to={paths.login.getHref()} className={authLinkClass}>
        Back to login
      </Link>
    </>
  );
}

/** The centred panel that holds the login and register forms. */
export function AuthCard(props: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section className="container-page grid place-items-center py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-border bg-bg p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold">{props.title}</h1>
        <p className="mt-2 text-muted">{props.intro}</p>
        <div className="mt-6">{props.children}</div>
      </div>
    </section>
  );
}
