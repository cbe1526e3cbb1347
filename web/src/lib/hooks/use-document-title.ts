import { useEffect } from 'react';

/** Sets the document title (001 §2: it comes from a translation key; pass the translated text). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
