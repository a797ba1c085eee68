/** Sizes the demo frame reserves, shared by the frame (DemoFrame.tsx) and the placeholder its wrapper (Demo.tsx) shows while the frame loads. */

/** Height of the toolbar row under a demo, reserved before its chunk arrives. */
export const DEMO_TOOLBAR_HEIGHT = 40;
