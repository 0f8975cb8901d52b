import type { ReactNode } from 'react';

/** The page's one <h1>, an optional line under it, and actions on the right. */
export function PageHeader(props: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{props.title}</h1>
        {props.description ? <p className="mt-1 text-muted">{props.description}</p> : null}
      </div>
      {props.actions ? <div className="flex flex-wrap gap-2">{props.actions}</div> : null}
    </div>
  );
}
