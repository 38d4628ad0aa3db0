import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The registry of the web tests holds every language; here the page's language has only its
// start part, as on the login page (docs/decisions/161).
const texts = vi.hoisted(() => ({ whole: false, loads: [] as Array<[string, string | undefined]> }));
vi.mock('../../../core/i18n', async (original) => ({
  ...(await original<typeof import('../../../core/i18n')>()),
  hasPageTexts: () => texts.whole,
  loadTexts: async (textLocale: string, part?: string) => {
    texts.loads.push([textLocale, part]);
    texts.whole = true;
  },
}));

const { usePrivatePart } = await import('./use-private-part');

afterEach(() => {
  texts.whole = false;
  texts.loads = [];
});

describe('the signed-in shell on a page that loaded only the start part of its language', () => {
  it('loads the whole language with the chunk, and gives its parts only once both are there', async () => {
    const { result } = renderHook(() => usePrivatePart(true, 'de-AT'));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current?.SessionDialog).toBeTypeOf('function'));
    expect(texts.loads).toEqual([['de', 'all']]);
  });

  it('signed out: neither the chunk’s parts nor the rest of the language', async () => {
    const { result } = renderHook(() => usePrivatePart(false, 'de-DE'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current).toBeUndefined();
    expect(texts.loads).toEqual([]);
  });
});
