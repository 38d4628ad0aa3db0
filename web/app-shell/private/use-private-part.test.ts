import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale';
import { usePrivatePart, type WholeLanguage } from './use-private-part';

/** A language with only its start part, as on the login page (docs/decisions/161). */
function startPartOnly(): WholeLanguage & { readonly loads: Locale[] } {
  const loads: Locale[] = [];
  let whole = false;
  return {
    loads,
    has: () => whole,
    load: async (locale) => {
      loads.push(locale);
      whole = true;
    },
  };
}

describe('the signed-in shell on a page that loaded only the start part of its language', () => {
  it('loads the whole language with the chunk, and gives its parts only once both are there', async () => {
    const language = startPartOnly();
    const { result } = renderHook(() => usePrivatePart(true, 'de-AT', language));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current?.SessionDialog).toBeTypeOf('function'));
    expect(language.loads).toEqual(['de-AT']);
  });

  it('signed out: neither the chunk’s parts nor the rest of the language', async () => {
    const language = startPartOnly();
    const { result } = renderHook(() => usePrivatePart(false, 'de-DE', language));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current).toBeUndefined();
    expect(language.loads).toEqual([]);
  });
});
