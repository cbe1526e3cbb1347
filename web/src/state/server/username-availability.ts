/**
 * Username availability (000 §7 `checkUsername`, GET pjusernameavail/pjusername/check, signed in):
 * `{ duplicate }`, where reserved route words count as taken. The signup's username step checks as
 * the user types (debounced, through the SWR cache) and once more on submit when the typed name has
 * no answer yet.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { USERNAME_PATTERN } from '../../../../lib/contract/schemas';
import { callApi } from '../../lib/api';
import { report } from '../../lib/errors';
import { apiKey, isExpectedFailure } from '../swr-config';
import { useApi } from '../use-api';

/** Typing pauses this long before a name is checked. */
export const USERNAME_CHECK_DEBOUNCE = 400;

export type Availability = 'empty' | 'invalid' | 'checking' | 'available' | 'taken' | 'failed';

export const usernameCheckKey = (username: string) => apiKey('checkUsername', { username });

/** 000 §5, 001 §5: 4 to 20 letters (any script), digits, underscore or period. */
export function isUsernameFormatValid(username: string): boolean {
  return USERNAME_PATTERN.test(username.trim());
}

/** `value`, once it has stopped changing for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The availability of `username` as the user types, and `confirm()` for submit: it answers from the
 * cache when the typed name was checked, otherwise asks the API at once.
 */
export function useUsernameAvailability(username: string) {
  const name = username.trim();
  const valid = isUsernameFormatValid(name);
  const settled = useDebounced(name, USERNAME_CHECK_DEBOUNCE);
  const checked = valid && settled === name ? name : null;
  const { data, error } = useApi('checkUsername', checked === null ? null : { username: checked }, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const { mutate } = useSWRConfig();

  let status: Availability;
  if (!name) status = 'empty';
  else if (!valid) status = 'invalid';
  else if (checked === null || (!data && !error)) status = 'checking';
  else if (error) status = 'failed';
  else status = data?.duplicate ? 'taken' : 'available';

  const known = status === 'available' || status === 'taken' ? status : null;
  const confirm = useCallback(async (): Promise<Availability> => {
    if (!name) return 'empty';
    if (!isUsernameFormatValid(name)) return 'invalid';
    if (known) return known;
    try {
      const answer = await callApi('checkUsername', { username: name });
      await mutate(usernameCheckKey(name), answer, { revalidate: false });
      return answer.duplicate ? 'taken' : 'available';
    } catch (failure) {
      if (!isExpectedFailure(failure)) report(failure, { where: 'api:checkUsername' });
      return 'failed';
    }
  }, [name, known, mutate]);

  return { status, confirm };
}
