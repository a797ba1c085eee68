// Stands in for theme-classic's Prism client module (see index.ts): Prism is set up on first use instead.
export {};
