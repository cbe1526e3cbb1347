import { useId, useState, type ReactNode } from 'react';

interface DisclosureProps {
  /** the element around heading and region: an item of a list, or a section of its own */
  as: 'li' | 'section';
  /** the heading's level in the page's outline */
  level: 2 | 3 | 4;
  /** the page's own BEM block beside `disclosure`: `block`, `block__heading`, `block__toggle`, `block__body` */
  block: string;
  title: ReactNode;
  children: ReactNode;
  /** drawn as a card of its own (border, rounded corners, surface) rather than inside one */
  card?: boolean;
  /**
   * Mount the content only while open (the default): it loads on first use and keeps nothing typed
   * once collapsed. With `keepMounted` the content stays in the page, hidden, while collapsed.
   */
  keepMounted?: boolean;
}

/**
 * One collapsible part (the FAQ's questions, the settings sections, the policies): a heading whose
 * button says aria-expanded and controls the content in a region labelled by that button.
 */
export function Disclosure({
  as: Wrapper,
  level,
  block,
  title,
  children,
  keepMounted = false,
  card = false,
}: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const regionId = useId();
  const Heading = `h${level}` as const;
  return (
    <Wrapper className={`disclosure${card ? ' disclosure--card' : ''} ${block}`}>
      <Heading className={`disclosure__heading ${block}__heading`}>
        <button
          type="button"
          id={buttonId}
          className={`disclosure__toggle ${block}__toggle`}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((current) => !current)}
        >
          <span>{title}</span>
          <span className="chevron" aria-hidden="true" />
        </button>
      </Heading>
      <div id={regionId} role="region" aria-labelledby={buttonId} className={`${block}__body`} hidden={!open}>
        {open || keepMounted ? children : null}
      </div>
    </Wrapper>
  );
}
