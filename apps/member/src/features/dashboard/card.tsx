import { type ReactNode } from 'react';

/** Props of {@link Card}. */
export interface CardProps {
  /** The section's heading; its id labels the section. */
  title: string;
  id: string;
  /** A short line under the heading. */
  description?: string;
  children: ReactNode;
}

/** A white dashboard card that is its own labelled section. */
export function Card({ title, id, description, children }: CardProps) {
  return (
    <section
      aria-labelledby={id}
      className="ring-line rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6"
    >
      <h2 id={id} className="text-brand-900 text-lg font-bold">
        {title}
      </h2>
      {description ? <p className="text-ink-muted mt-1 text-sm">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
