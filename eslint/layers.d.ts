import type { Rule } from 'eslint';

/** Imports run down the layers; the engine imports no module package. */
export declare const layersRule: Rule.RuleModule;
