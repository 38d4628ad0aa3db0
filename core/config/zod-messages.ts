/**
 * zod's English issue messages, for the parses whose messages someone reads: a configuration error
 * names the bad key and what is wrong with it, a footer that does not match §3 says why. zod/mini
 * sets no messages of its own (every issue would read "Invalid input"). They are given per parse
 * rather than set once with `z.config`, because core has no module side effects (the web build
 * drops them), and so the API client's parses, which read only the issues' paths, go without them
 * (decision 166).
 */
import en from 'zod/v4/locales/en.js';
import { once } from '../lazy';

/** Parse options with zod's English messages: `schema.safeParse(input, englishMessages())`. */
export const englishMessages = once(() => ({ error: en().localeError }));
