import { useId, useState } from 'react';

/** One collapsible question: a heading button with aria-expanded, and the answer in a labelled region. */
export function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const panelId = useId();
  return (
    <li className="faq-item">
      <h2 className="faq-item__heading">
        <button
          type="button"
          id={buttonId}
          className="faq-item__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          <span>{question}</span>
          <span className="chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-item__answer" hidden={!open}>
        <p>{answer}</p>
      </div>
    </li>
  );
}
