/** Types of size-budget.mjs (a plain script the web build runs with node). */
export declare const BUDGET_BYTES: number;
export declare function initialScripts(html: string): string[];
export declare function measureInitialJs(distDir: string): {
  files: { src: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
};
