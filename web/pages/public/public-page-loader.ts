/**
 * The loader of every public page route: the route table registers each page's path once for all
 * markets, and core/routes `publicPageAt` decides whether this market has the page (the French
 * referral page is not under /de-de/); otherwise the address is a 404 like any unknown one.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { publicPageAt } from '../../../core/routes';
import { notFound } from '../../routing/guards';

/** @example { path: 'help/faq', loader: publicPageLoader, lazy: … } */
export function publicPageLoader({ request }: LoaderFunctionArgs): null {
  if (!publicPageAt(new URL(request.url).pathname)) throw notFound();
  return null;
}
