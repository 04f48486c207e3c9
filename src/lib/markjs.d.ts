// mark.js ships no types; src/lib/lazyMark.ts describes the part the site uses.
declare module 'mark.js';
