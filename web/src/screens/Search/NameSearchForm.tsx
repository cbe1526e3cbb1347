/**
 * The Name tab (000 §5, §9): part of a player's name, at most 25 characters. The field never cuts what
 * is typed: it counts the characters against the rule, which it shows, and Search refuses a text over
 * the limit (or an empty one) with a message beside the field.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../lib/contract/constants';
import { checkNameSearch } from './search-draft';

export function NameSearchForm({
  name,
  onChange,
  onSearch,
}: {
  name: string;
  onChange: (name: string) => void;
  onSearch: (name: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<'empty' | 'tooLong' | null>(null);
  const length = name.trim().length;
  const over = length > LIMITS.nameSearchMax;

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkNameSearch(name);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    onSearch(check.name);
  }

  const shown = problem ?? (over ? 'tooLong' : null);
  return (
    <form className="search-form" onSubmit={submit} noValidate role="search">
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('customSearch.name.label')}</label>
        <input
          id={`${id}-name`}
          type="search"
          autoComplete="off"
          value={name}
          aria-invalid={shown !== null}
          aria-describedby={`${id}-hint ${id}-count${shown ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            onChange(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        <p id={`${id}-hint`} className="muted">
          {t('customSearch.name.hint', { max: LIMITS.nameSearchMax })}
        </p>
        <p id={`${id}-count`} className={over ? 'field__error' : 'muted'}>
          {t('customSearch.name.counter', { count: length, max: LIMITS.nameSearchMax })}
        </p>
        {shown ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {shown === 'tooLong'
              ? t('customSearch.name.tooLong', { max: LIMITS.nameSearchMax })
              : t('customSearch.name.empty')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary">
        {t('customSearch.submit')}
      </button>
    </form>
  );
}
