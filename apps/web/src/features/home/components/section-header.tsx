import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';

export type SectionHeaderProps = {
  id: string;
  title: string;
  /** A "see all" style link at the end of the header. */
  link?: { to: string; label: string };
};

export function SectionHeader({ id, title, link }: SectionHeaderProps) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {link ? (
        <Link
          to={link.to}
          className="inline-flex shrink-0 items-center gap-1 font-medium text-primary hover:underline"
        >
          {link.label}
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      ) : null}
    </div>
  );
}
