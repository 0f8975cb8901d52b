import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="container-page flex flex-col items-center gap-6 py-16 text-center">
      <svg
        role="img"
        aria-labelledby="not-found-art"
        viewBox="0 0 320 200"
        width="320"
        height="200"
        className="h-auto w-full max-w-sm"
      >
        <title id="not-found-art">A disconnected plug beside the number 404</title>
        <rect x="10" y="150" width="300" height="8" rx="4" className="fill-surface-2" />
        <text
          x="160"
          y="110"
          textAnchor="middle"
          className="fill-primary"
          fontSize="96"
          fontWeight="800"
        >
          404
        </text>
        <path
          d="M30 150c20-30 40-30 60-30h20"
          className="stroke-muted"
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
        />
        <rect x="108" y="108" width="26" height="24" rx="4" className="fill-fg" />
        <path
          d="M134 114h12M134 126h12"
          className="stroke-fg"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path
          d="M290 150c-20-30-40-30-60-30h-14"
          className="stroke-muted"
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
        />
        <rect x="190" y="108" width="26" height="24" rx="4" className="fill-fg" />
      </svg>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home.getHref()} className={buttonClasses()}>
        Back to home
      </Link>
    </section>
  );
}
