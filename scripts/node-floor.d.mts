// Types of node-floor.mjs (plain JavaScript, so that any Node runs it before the install).
export declare const satisfies: (version: string, range: string) => boolean
export declare const engines: () => string
