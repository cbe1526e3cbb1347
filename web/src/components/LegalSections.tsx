import type { LegalSection } from '../locale/legal';

/** Paragraphs of a legal text, each its own <p>. */
export function LegalParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>);
}

/**
 * The numbered sections of a legal text: "n. heading", its paragraphs and its list when it has one.
 * The /terms pages show them as page sections with anchors, the settings' policies inside a document
 * that was opened.
 */
export function LegalSections({
  sections,
  heading: Heading,
  headingClassName,
  className,
  anchor,
}: {
  sections: readonly LegalSection[];
  heading: 'h2' | 'h5';
  headingClassName: string;
  className?: string;
  /** the element id of a section, for links to it */
  anchor?: (sectionId: string) => string;
}) {
  return sections.map((section, index) => (
    <section key={section.id} id={anchor?.(section.id)} className={className}>
      <Heading className={headingClassName}>
        {index + 1}. {section.heading}
      </Heading>
      <LegalParagraphs paragraphs={section.paragraphs} />
      {section.items ? (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  ));
}
