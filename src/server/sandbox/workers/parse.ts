/**
 * The upload parser: XML through libxml2 (its WebAssembly build) with upstream's options, entities
 * substituted and local files as libxml2's input, so that external entities read local files as
 * upstream's native libxml does (the planted XXE); YAML through js-yaml's load with aliases
 * expanded, then JSON.stringify, as upstream. One kind per child, loaded before the first task.
 */
import { closeSync, readSync } from 'node:fs';
import { openRegularFileSync } from '../../http/bounded-read.ts';
import { childSettings, serveTasks } from './serve.ts';

export type ParseKind = 'xml' | 'yaml';
export type ParseSettings = { kind: ParseKind; resultChars: number; yamlJsonChars: number; entityFileBytes: number };
/** The parsed document as text (cut to `resultChars`) with its full length. */
export type ParseResult = { text: string; length: number };

const settings = childSettings<ParseSettings>();

/** A file: URL or a plain path as a path; null for other schemes (libxml2 gets no network). */
function filePath(name: string): string | null {
  try {
    const url = new URL(name);
    return url.protocol === 'file:' ? decodeURIComponent(url.pathname) : null;
  } catch {
    return name;
  }
}

/**
 * libxml2's file input, bounded: only regular files (never /proc, /sys or /dev streams that do not
 * end), and at most `entityFileBytes` of each, which is more than the files the XXE challenge reads.
 */
function boundedFileInput(limit: number) {
  const left = new Map<number, number>();
  return {
    match: (name: string) => filePath(name) !== null,
    open(name: string) {
      const file = filePath(name);
      const fd = file === null ? undefined : openRegularFileSync(file);
      if (fd !== undefined) left.set(fd, limit);
      return fd;
    },
    read(fd: number, buffer: Uint8Array) {
      const remaining = left.get(fd) ?? 0;
      if (remaining <= 0) return 0;
      try {
        const read = readSync(fd, buffer, 0, Math.min(buffer.byteLength, remaining), null);
        left.set(fd, remaining - read);
        return read;
      } catch {
        return -1;
      }
    },
    close(fd: number) {
      left.delete(fd);
      try {
        closeSync(fd);
      } catch {
        // already closed
      }
      return true;
    },
  };
}

async function loadParser(): Promise<(text: string) => string> {
  if (settings.kind === 'yaml') {
    const yaml = await import('js-yaml');
    return (text) => {
      let size = 0;
      // V8 builds JSON.stringify's text outside the heap limit, up to its longest string, where
      // it throws "Invalid string length" (upstream's bomb ends there): the same error, far sooner
      return JSON.stringify(yaml.load(text), (key, value: unknown) => {
        size += String(key).length + (typeof value === 'string' ? value.length : 4) + 4;
        if (size > settings.yamlJsonChars) throw new RangeError('Invalid string length');
        return value;
      });
    };
  }
  const { XmlDocument, ParseOption, xmlRegisterInputProvider } = await import('libxml2-wasm');
  xmlRegisterInputProvider(boundedFileInput(settings.entityFileBytes));
  const option = ParseOption.XML_PARSE_NOBLANKS | ParseOption.XML_PARSE_NOENT | ParseOption.XML_PARSE_NOCDATA;
  return (text) => {
    const document = XmlDocument.fromString(text, { option });
    try {
      return document.toString({ format: false });
    } finally {
      document.dispose();
    }
  };
}

await serveTasks(async () => {
  const parse = await loadParser();
  return (text: string): ParseResult => {
    const result = String(parse(String(text)));
    return { text: result.slice(0, settings.resultChars), length: result.length };
  };
});
