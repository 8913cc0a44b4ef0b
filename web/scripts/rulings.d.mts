/** Types of the rulings build step (rulings.mjs), for the test that checks the generated module. */
export declare const DOCS_DIR: string;
export declare const OUT_FILE: string;
export declare function parseRulings(markdown: string): { id: string; text: string }[];
export declare function parseVersions(markdown: string): { version: number; text: string }[];
export declare function generate(docsDir?: string): string;
