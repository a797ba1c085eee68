// nprogress 0.2 (theme-classic's progress bar, which ./progressBar.ts loads on demand) ships no types: the part
// used here.
declare module 'nprogress' {
  const nprogress: {
    configure(options: { showSpinner?: boolean }): void;
    start(): void;
    done(): void;
  };
  export default nprogress;
}
