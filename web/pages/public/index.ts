export { PublicPage } from './PublicPage';
export { publicPageTitle } from './page-titles';
