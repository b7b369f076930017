/**
 * Compiling Solidity in the browser: solc's own emscripten build (soljson) runs in a Web Worker,
 * where its WebAssembly may be compiled synchronously and the page stays responsive. The worker
 * is made from the function below as text (a blob), so it needs no bundler support and loads the
 * compiler from the shop itself with importScripts.
 */

/** Standard JSON output of solc, the parts the sandbox reads. */
export type SolcOutput = {
  errors?: Array<{ severity: 'error' | 'warning' | 'info'; formattedMessage?: string; message: string }>;
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
};
export type CompileResult = { version: string; output: SolcOutput };

type SolcModule = {
  cwrap: (name: string, ret: string, args: string[]) => (...args: unknown[]) => string;
  onRuntimeInitialized?: () => void;
};

/** Runs inside the worker (it must not use anything from outside its own body). */
function compilerWorker(compilerUrl: string) {
  const scope = self as unknown as {
    Module?: SolcModule;
    importScripts: (url: string) => void;
    postMessage: (m: unknown) => void;
    onmessage: ((e: MessageEvent) => void) | null;
  };
  let compiler: Promise<{ compile: (input: string) => string; version: string }> | undefined;
  const load = () =>
    new Promise<{ compile: (input: string) => string; version: string }>((resolve) => {
      let started = false;
      const ready = () => {
        if (started) return;
        started = true;
        const m = scope.Module!;
        const compile = m.cwrap('solidity_compile', 'string', ['string', 'number', 'number']);
        resolve({ compile: (input) => compile(input, 0, 0), version: m.cwrap('solidity_version', 'string', [])() });
      };
      scope.Module = { onRuntimeInitialized: ready } as SolcModule;
      scope.importScripts(compilerUrl);
      // a build that initialises synchronously may have run before the hook was looked at
      if (typeof scope.Module.cwrap === 'function' && !started) {
        try {
          ready();
        } catch {
          started = false;
        }
      }
    });
  scope.onmessage = (e: MessageEvent<{ id: number; input: unknown }>) => {
    const { id, input } = e.data;
    compiler ??= load();
    compiler.then(
      ({ compile, version }) => scope.postMessage({ id, version, output: JSON.parse(compile(JSON.stringify(input))) }),
      (err: unknown) => scope.postMessage({ id, error: String(err) }),
    );
  };
}

/** The Standard JSON input for one source file: ABI and creation bytecode of every contract in it. */
function standardInput(source: string) {
  return {
    language: 'Solidity',
    sources: { 'Sandbox.sol': { content: source } },
    // cancun: what the common local chains and Sepolia execute (newer solc defaults may emit opcodes they lack)
    settings: { evmVersion: 'cancun', optimizer: { enabled: false }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  };
}

/** One compiler worker per page, started on the first compile. */
export function createSolcCompiler(compilerUrl: string) {
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (r: CompileResult) => void; reject: (e: Error) => void }>();
  const start = () => {
    const source = `(${compilerWorker.toString()})(${JSON.stringify(new URL(compilerUrl, location.href).href)});`;
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const w = new Worker(url);
    URL.revokeObjectURL(url);
    w.onmessage = (e: MessageEvent<{ id: number; version?: string; output?: SolcOutput; error?: string }>) => {
      const job = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      if (e.data.error !== undefined || !e.data.output) job?.reject(new Error(e.data.error ?? 'no output'));
      else job?.resolve({ version: e.data.version ?? '', output: e.data.output });
    };
    w.onerror = (e) => {
      e.preventDefault();
      for (const job of waiting.values()) job.reject(new Error(e.message || 'the compiler did not load'));
      waiting.clear();
      worker = undefined;
      w.terminate();
    };
    return w;
  };
  return {
    compile(source: string) {
      worker ??= start();
      const id = ++next;
      return new Promise<CompileResult>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker!.postMessage({ id, input: standardInput(source) });
      });
    },
    dispose() {
      worker?.terminate();
      worker = undefined;
    },
  };
}
