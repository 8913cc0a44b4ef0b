/** Types of stryker.config.mjs for the TypeScript files that read its module list. */
export interface Target { file: string; functions?: string[] }
export interface MutationModule { name: string; mutate: Target[]; tests: string[]; env?: Record<string, string> }
export const MODULES: MutationModule[];
export function moduleNamed(name: string | undefined): MutationModule;
declare const config: Record<string, unknown>;
export default config;
