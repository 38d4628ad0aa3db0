/** Cookies (design §3), e.g. the `obs-deepLink` cookie of §2.1. Values are raw; the adapter encodes. */
export interface CookieOptions {
  readonly path?: string;
  readonly maxAgeSeconds?: number;
  readonly sameSite?: 'Lax' | 'Strict' | 'None';
  readonly secure?: boolean;
}

export interface Cookies {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  delete(name: string, options?: Pick<CookieOptions, 'path'>): void;
}
