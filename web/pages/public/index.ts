export { PublicPage } from './PublicPage';
export { publicPageTitle } from './page-titles';
export { publicPageLoader } from './public-page-loader';
export { SiteLayout } from './SiteLayout';
