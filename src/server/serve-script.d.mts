/** Types of serve-script.mjs (plain JS, which Waku imports while it builds) for its TypeScript importers. */
export declare const SERVE_SCRIPT_BUILD: string;
export declare const SERVE_SCRIPT: string;
declare const serveScriptBuild: <B extends (utils: unknown, options: { distDir: string }) => Promise<void>>(build: B) => Promise<B>;
export default serveScriptBuild;
