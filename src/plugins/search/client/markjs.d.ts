// mark.js ships no types; ./lazyMark.ts describes the part the site uses.
declare module 'mark.js';
