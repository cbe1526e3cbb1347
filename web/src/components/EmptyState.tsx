import type { ReactNode } from 'react';

/** An honest empty state: a heading and a sentence, no fake data. */
export function EmptyState({
  title,
  children,
  headingLevel = 1,
}: {
  title: string;
  children: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="empty-state">
      <span className="empty-state__icon" aria-hidden="true">
        ◆
      </span>
      <Heading className="empty-state__title">{title}</Heading>
      <p className="empty-state__body">{children}</p>
    </section>
  );
}
