export { lazySchema } from './lazy-schema';
export { once } from './once';
