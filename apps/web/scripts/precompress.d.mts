/** Types of precompress.mjs (a plain script the web build runs with node). */
export declare function precompress(
  dir: string,
): { file: string; ext: '.br' | '.gz'; bytes: number; compressed: number }[];
