export { once } from './once';
