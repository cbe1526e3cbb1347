import { Disclosure } from '../../components/Disclosure';

/** One collapsible question: the answer stays in the page, hidden, until the question is opened. */
export function FaqItem({ question, answer }: { question: string; answer: string }) {
  return (
    <Disclosure as="li" level={2} block="faq-item" title={question} card keepMounted>
      <p>{answer}</p>
    </Disclosure>
  );
}
