// Stands in, in the client build, for theme-classic's start-up Prism client module and for
// src/code/prismOnServer.ts (see index.ts): the browser loads Prism when a code block needs it.
export {};
