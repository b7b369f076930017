import { parse } from 'acorn';
import type { Plugin } from 'vite';
import { css } from '../src/styled-system/css';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The one module client code imports Panda's `css()` from (the `styled-system` alias). */
const CSS_MODULE = /(^|[\\/])styled-system[\\/]css(?:[\\/]index\.mjs)?$/;

/** True for an expression that is a constant: literals, and objects and arrays made only of them. */
function isConstant(node: Node): boolean {
  switch (node.type) {
    case 'Literal':
      return !(node as { regex?: unknown }).regex;
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0;
    case 'UnaryExpression':
      return node.operator === '-' && (node.argument as Node).type === 'Literal';
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).every((e) => e !== null && isConstant(e));
    case 'ObjectExpression':
      return (node.properties as Node[]).every(
        (p) => p.type === 'Property' && !p.computed && p.kind === 'init' && !p.method && isConstant(p.value as Node),
      );
    default:
      return false;
  }
}

function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  if (typeof (node as Node).type === 'string') yield node as Node;
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') yield* walk(value);
}

/**
 * Panda's `css({...})` turns a style object into class names at run time, so every page that has
 * a styled client component downloads Panda's class-name runtime (6 KB gzip, a twentieth of the
 * search page's JavaScript). Nearly every call in the shop's client components takes a constant
 * object: this computes those class names while building the browser's bundles, with Panda's own
 * generated runtime, and puts the string in the call's place. Calls with anything computed stay as
 * they are. Panda's CSS extraction reads the source files, so the stylesheet does not change.
 */
export function pandaStaticCssPlugin(): Plugin[] {
  return [staticCallsPlugin(), sideEffectFreeRuntimePlugin()];
}

function staticCallsPlugin(): Plugin {
  return {
    name: 'shop:panda-static-css',
    enforce: 'post',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.[jt]sx?$/, code: 'styled-system/css' },
      handler(code) {
        const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
        const localNames = new Set<string>();
        for (const statement of program.body as Node[]) {
          if (statement.type !== 'ImportDeclaration' || !CSS_MODULE.test(String((statement.source as Node).value))) continue;
          for (const specifier of statement.specifiers as Node[]) {
            if (specifier.type === 'ImportSpecifier' && (specifier.imported as Node).name === 'css')
              localNames.add(String((specifier.local as Node).name));
          }
        }
        if (localNames.size === 0) return null;
        const calls = [...walk(program)].filter(
          (n) =>
            n.type === 'CallExpression' &&
            (n.callee as Node).type === 'Identifier' &&
            localNames.has(String((n.callee as Node).name)) &&
            (n.arguments as Node[]).every(isConstant),
        );
        if (calls.length === 0) return null;
        let out = code;
        // from the last call to the first, so earlier offsets stay valid; a constant cannot contain a call
        for (const call of calls.sort((a, b) => b.start - a.start)) {
          const args = (call.arguments as Node[]).map((a) => code.slice(a.start, a.end));
          const styles = new Function(`return [${args.join(',')}];`)() as Parameters<typeof css>;
          out = `${out.slice(0, call.start)}${JSON.stringify(css(...styles))}${out.slice(call.end)}`;
        }
        return { code: out, map: null };
      },
    },
  };
}

/**
 * Panda's generated modules only define functions and tables, but fill those tables at the top
 * level, which a bundler must assume could matter elsewhere: any chunk importing `styled-system/css`
 * would then load the whole runtime just to run it. Declared free of side effects, the runtime is
 * only loaded where a `css()` call is left.
 */
function sideEffectFreeRuntimePlugin(): Plugin {
  return {
    name: 'shop:panda-runtime-side-effect-free',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: /[\\/]styled-system[\\/].*\.mjs$/ },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}
