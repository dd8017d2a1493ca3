/** Types of import-rules.mjs for src/import-rules.test.ts. */
export declare const CONSOLE_SHARED: string[];
export declare function importRuleOverrides(): unknown[];
