import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {canonicalPathname} from './canonicalPath';

// Static hosts answer /x.html and /x/index.html with the page file, but the router only
// knows /x: rewrite the address before the app hydrates so the page renders, not a 404.
if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const canonical = canonicalPathname(pathname);
  if (canonical !== pathname) {
    window.history.replaceState(window.history.state, '', `${canonical}${search}${hash}`);
  }
}

export {};
