// Sucrase's tokenizer, used by loopGuard.ts to find loops without matching inside strings, comments or
// regular expressions. Its ES-module build ships without declarations, so the parts used are declared here.
declare module 'sucrase/dist/esm/parser' {
  export function parse(
    input: string,
    isJSXEnabled: boolean,
    isTypeScriptEnabled: boolean,
    isFlowEnabled: boolean,
  ): { tokens: { type: number; start: number; end: number }[] };
}

declare module 'sucrase/dist/esm/parser/tokenizer/types' {
  export const TokenType: Record<
    | 'parenL'
    | 'parenR'
    | 'braceL'
    | 'braceR'
    | 'bracketL'
    | 'bracketR'
    | 'dollarBraceL'
    | 'semi'
    | '_for'
    | '_while',
    number
  >;
}
