// The adversarial corpus of `npm run fuzz`: known sandbox-escape and denial-of-service payloads,
// aimed at the shop's planted code and query injections, plus simple mutations of them.
//
// The malformed-input corpus in fuzz.mjs asks "does the shop stay up on garbage"; this one asks
// "does containment hold against what an attacker who knows the flaws sends". Every planted
// injection stays reachable on purpose, so the payloads here are ones that must be contained, not
// refused at the door: code that loops, allocates without end or outside the V8 heap (typed
// arrays, Intl objects), reaches for the host through constructor chains, stack-trace hooks,
// getters and proxies that the host might call outside the time limit; SQL that never ends or
// allocates a gigabyte; operators mingo would run on the shop's thread; layouts and external
// entities that read endless files; YAML bombs; archives whose entries climb out of their folder.
//
// The cases count in fuzz.mjs's histogram and are held to its targets (no unplanned 5xx, health
// within 1 s, memory back within 30 MB). Besides, this module watches for two signs of an escape:
//  - markers: payloads that would create a file (a unique name under os.tmpdir(), and beside
//    node_modules and the repository root for archive entries) if they ever ran outside their
//    sandbox; none may exist at the end;
//  - leaks: payloads that would put "FUZZ-ESCAPED:" and a process id or `id` output into an error
//    message if they reached the real process. The marker text is split in the payload source
//    ("FUZZ-"+"ESCAPED:"), so an echo of the payload itself never matches.
//
// The first cases walk the seed list once in order (each payload exactly as written); the rest
// pick a seed at random and apply one or two mutations of its language. Everything follows from
// the fuzz run's random source, except the marker names, which are unique per run.
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

const JIM = { email: 'jim@juice-sh.op', password: 'ncc-1701' };

/** The size of the oversized JSON bodies. */
const OVERSIZED_BYTES = 5 * 1024 * 1024;

/** The split marker of a leak; see the header. */
const LEAK = /FUZZ-ESCAPED:(\d+|uid=)/;
const LEAK_SOURCE = '"FUZZ-"+"ESCAPED:"';

/**
 * @param {{ root: string, random: () => number }} options the repository root (the shop's working
 *   directory) and fuzz.mjs's seeded random source
 */
export function adversarialCorpus({ root, random }) {
  const int = (n) => Math.floor(random() * n);
  const pick = (list) => list[int(list.length)];

  // ---- markers: files a contained payload can never create. Lower case, no dots (mutations
  // change case and punctuation of the payloads around them, not the names).
  const id = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const tmpMarker = path.join(os.tmpdir(), `juice-fuzz-escape-${id}`);
  const moduleMarker = path.join(root, 'node_modules', `juice-fuzz-escape-${id}`);
  const rootMarker = path.join(root, `juice-fuzz-escape-${id}`);
  const markers = [tmpMarker, moduleMarker, rootMarker];
  /** From uploads/complaints (where archives unpack) up to the file system's root, whatever its depth. */
  const toFsRoot = '../'.repeat(24);

  // ---- JavaScript: the $where of order tracking ('…' quoted, cut to 60 characters with every
  // challenge on), the $where of product reviews (unquoted, cut to 40), the B2B order lines (free).
  const touch = `touch ${tmpMarker}`;
  const escapes = [
    `this.constructor.constructor("return process")().mainModule.require("child_process").execSync("${touch}")`,
    `constructor.constructor("return process")().mainModule.require("fs").writeFileSync("${tmpMarker}","")`,
    `[].constructor.constructor("return process")().getBuiltinModule("child_process").execSync("${touch}")`,
    `''.sub.constructor("return process")().binding("fs")`,
    `(async function(){}).constructor("return process")().then(p=>p.mainModule.require("child_process").execSync("${touch}"))`,
    `(function*(){}).constructor("return process.mainModule.require('child_process').execSync('${touch}')")().next()`,
    `require("child_process").execSync("${touch}")`,
    `process.mainModule.require("child_process").execSync("${touch}")`,
    `module.constructor._load("child_process").execSync("${touch}")`,
    `import("child_process").then(c=>c.execSync("${touch}"))`,
    `import("fs").then(f=>f.writeFileSync("${tmpMarker}",""))`,
    `Error.prepareStackTrace=(e,s)=>s[0].getThis().constructor.constructor("return process")().mainModule.require("child_process").execSync("${touch}");new Error().stack`,
    `Error.prepareStackTrace=(e,s)=>s.map(f=>f.getFunction&&f.getFunction()).find(Boolean).constructor("return process")().mainModule.require("child_process").execSync("${touch}");new Error().stack`,
    `Error.prepareStackTrace=(e,s)=>{throw {get message(){return this.constructor.constructor("return process")().mainModule.require("child_process").execSync("${touch}")+""}}};new Error().stack`,
    `throw {get name(){return constructor.constructor("return process")().mainModule.require("child_process").execSync("${touch}")+""},message:"x"}`,
    `throw new Proxy({},{get:(t,k)=>constructor.constructor("return process")().mainModule.require("child_process").execSync("${touch}")+""})`,
    `throw new Error(${LEAK_SOURCE}+this.constructor.constructor("return process")().pid)`,
    `throw new Error(${LEAK_SOURCE}+constructor.constructor("return process")().mainModule.require("child_process").execSync("id"))`,
    `throw {name:"E",get message(){return ${LEAK_SOURCE}+this.constructor.constructor("return process")().pid}}`,
    `Error.prepareStackTrace=(e,s)=>${LEAK_SOURCE}+s[0].getThis().constructor.constructor("return process")().pid;throw new Error(new Error().stack)`,
    `throw new Error(${LEAK_SOURCE}+globalThis.process.pid)`,
    `setTimeout(()=>process.mainModule.require("child_process").execSync("${touch}"),0)`,
    `Object.defineProperty(Object.prototype,"then",{get(){return this.constructor.constructor("return process")().mainModule.require("child_process").execSync("${touch}")}})`,
  ];
  const exhaustion = [
    'while(true){}',
    'for(;;);',
    '(function f(){f()})()',
    'Array(5e7).fill(0)',
    'new Uint8Array(1e9)',
    'new ArrayBuffer(2**32)',
    'new SharedArrayBuffer(2**31)',
    'new WebAssembly.Memory({initial:1,maximum:65536}).grow(65535)',
    "'x'.repeat(2**28)",
    'JSON.stringify(Array(1e7).fill("x"))',
    't=[];for(;;)t.push(t)',
    ...['DateTimeFormat', 'Collator', 'NumberFormat', 'Segmenter', 'PluralRules', 'ListFormat', 'RelativeTimeFormat'].map(
      (kind) => `Array.from({length:60000},()=>new Intl.${kind}("en"))`,
    ),
    'for(;;)new Intl.DisplayNames("en",{type:"region"})',
    'Intl.DateTimeFormat.supportedLocalesOf(Array(1e6).fill("en-US"))',
    'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)),0,0)',
    'Promise.resolve().then(()=>{for(;;);})',
    'new Promise(()=>{for(;;);})',
    'queueMicrotask(()=>{for(;;);})',
    '(async()=>{for(;;);})()',
    '(async()=>{await 0;for(;;);})()',
    '(function*(){for(;;);})().next()',
    'new Function("for(;;);")()',
    'eval("for(;;);")',
    'with(this){for(;;);}',
    '/^(a+)+$/.test("a".repeat(40)+"!")',
    'Error.stackTraceLimit=1e9;(function f(n){return n?f(n-1):new Error().stack})(1e4)',
    'Error.prepareStackTrace=()=>{for(;;);};new Error().stack',
    'Error.prepareStackTrace=(e,s)=>{throw {get name(){for(;;);},get message(){for(;;);},get stack(){for(;;);}}};new Error().stack',
    'throw {get name(){for(;;);},message:"x"}',
    'throw {name:{toString(){for(;;);}},message:"x"}',
    'throw {get message(){for(;;);}}',
    'throw {get stack(){for(;;);}}',
    'throw {toString(){for(;;);}}',
    'throw {[Symbol.toPrimitive](){for(;;);}}',
    'throw new Proxy(new Error("x"),{get(){for(;;);}})',
    'throw new Proxy({},{getPrototypeOf(){for(;;);},ownKeys(){for(;;);},get(){for(;;);}})',
    'throw Object.create(null)',
    'throw Symbol("x")',
    'throw null',
    '({toString(){for(;;);}})',
    '({valueOf(){for(;;);},toJSON(){for(;;);}})',
    '({[Symbol.toPrimitive](){for(;;);}})',
    '({[Symbol.for("nodejs.util.inspect.custom")](){for(;;);}})',
    'new Proxy({},{get(){return new Proxy({},this)}})',
    'Object.defineProperty(Object.prototype,"then",{get(){for(;;);}})',
    'setInterval(()=>{for(;;);},1)',
  ];
  /** Order-tracking forms: out of the quoted id and back in (`'||X||'`), or out and commented (`'||X//`). */
  const trackOrder = [
    `'||constructor.constructor("return process")()//`,
    `'||this.constructor.constructor("return process")().mainModule.require("child_process").execSync("id")||'`,
    `'||Array(5e7).fill(0)&&0||'`,
    `'||(()=>{throw {toString(){for(;;);}}})()||'`,
    `'||new Uint8Array(1e9)||'`,
    `'||[...Array(6e4)].map(_=>new Intl.Segmenter)&&0||'`,
    `'||[...Array(6e4)].map(_=>new Intl.Collator)&&0||'`,
    `'||new Proxy({},{get(){for(;;);}})+''||'`,
    `'||{[Symbol.toPrimitive](){for(;;);}}+''||'`,
    `'||(async function(){}).constructor("for(;;);")()||'`,
    `'||(function*(){}).constructor("for(;;);")().next()||'`,
    `'||import("child_process")||'`,
    `'||(Error.prepareStackTrace=(e,s)=>s,Error().stack)||'`,
    `'||(Error.prepareStackTrace=(e,s)=>s[0].getThis(),Error().stack)||'`,
    `'||Promise.resolve().then(()=>{for(;;);})||'`,
    `'||(()=>{throw {get name(){for(;;);}}})()||'`,
    `'||(x=>x(x))(x=>x(x))||'`,
    `'||new SharedArrayBuffer(2**31)||'`,
    `'||(t=[],()=>{for(;;)t.push(t)})()||'`,
    `'||sleep(1e9)||'`,
    `'||(()=>{for(;;)sleep(1)})()||'`,
    `'||globalThis.constructor.constructor("return process")().exit()||'`,
    `'||/^(a+)+$/.test('a'.repeat(40)+'!')||'`,
    `';while(true){}'`,
  ];
  /** Product review forms: `this.product == X`, X at most 40 characters. */
  const productReviews = [
    'constructor.constructor("return process")()',
    '1||(()=>{for(;;);})()',
    'Array(5e7).fill(0)&&1',
    'new Uint8Array(1e9)',
    '[...Array(6e4)].map(_=>new Intl.Collator)',
    '(async()=>{for(;;);})()',
    'Promise.resolve().then(_=>{for(;;);})',
    'new Proxy({},{get:_=>{for(;;);}})',
    '({[Symbol.toPrimitive](){for(;;);}})',
    '[].constructor.constructor("for(;;);")()',
    'Function("return this")().process',
    "'x'.repeat(2**28)",
    'import("child_process")',
    'sleep(2000)||sleep(2000)',
    '(t=[],()=>{for(;;)t.push(t)})()',
  ];

  // ---- SQL: the injectable login (email) and product search (q, cut to 200 characters).
  const cte = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) FROM c';
  const sqlExpressions = [
    `(${cte})`,
    '(SELECT length(randomblob(1000000000)))',
    '(SELECT length(zeroblob(999999999)))',
    "(SELECT length(printf('%.*c',1000000000,'x')))",
    "(SELECT length(replace(hex(zeroblob(100000000)),'0','00')))",
    '(SELECT count(*) FROM Products a, Products b, Products c, Products d, Products e)',
    '(SELECT count(*) FROM sqlite_master a, sqlite_master b, sqlite_master c, sqlite_master d, sqlite_master e)',
    '(WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c LIMIT 1000000000) SELECT sum(x) FROM c)',
    "(WITH RECURSIVE c(s) AS (SELECT 'x' UNION ALL SELECT s||s FROM c) SELECT count(*) FROM c)",
    "(SELECT load_extension('/tmp/x'))",
    "(SELECT count(*) FROM Products WHERE name LIKE '%a%a%a%a%a%a%a%a%a%a%a%a%a%a%a%a%b')",
  ];
  const login = [
    ...sqlExpressions.flatMap((e) => [`' OR ${e}--`, `' OR 1=1 AND ${e}>0--`]),
    `'; VACUUM INTO '${tmpMarker}'--`,
    `' UNION SELECT * FROM Users; ATTACH DATABASE '${tmpMarker}' AS x; CREATE TABLE x.t(a)--`,
  ];
  const search = [...sqlExpressions.flatMap((e) => [`')) OR ${e}--`, `qwert')) AND ${e}>0--`]), `')); VACUUM INTO '${tmpMarker}'--`];

  // ---- operator selectors as the review id (PATCH and POST /rest/products/reviews)
  const selectors = [
    '{"$regex":"^(?:.?){12}(?:.?){12}(?:.?){12}$x"}',
    '{"$regex":"^(a+)+$","$options":"i"}',
    '{"$expr":{"$size":{"$range":[0,100000000]}}}',
    '{"$expr":{"$function":{"body":"function(){for(;;);}","args":[],"lang":"js"}}}',
    '{"$where":"while(true){}"}',
    `{"$where":${JSON.stringify(escapes[0])}}`,
    '{"$function":{"body":"function(){for(;;);}","args":[],"lang":"js"}}',
    '{"$not":{"$regex":"^(?:.?){12}(?:.?){12}(?:.?){12}$x"}}',
    '{"$or":[{"$regex":"^(a+)+$"},{"$ne":1}]}',
    '{"$elemMatch":{"$regex":"^(a+)+$"}}',
    '{"$ne":{"$where":"sleep(2000)"}}',
    '{"$in":[{"$regex":"^(a+)+$"}]}',
    JSON.stringify({ $in: Array.from({ length: 5000 }, (_, i) => `r${i}`) }), // past the guard's bound, within the body limit
    '{"$mod":[0,0]}',
    '{"$size":1000000000}',
    '{"$jsonSchema":{"properties":{"a":{"pattern":"^(a+)+$"}}}}',
    '{"__proto__":{"$where":"1"}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
  ];

  // ---- layouts of the data erasure (LFR): endless or special files
  const layouts = [
    '/proc/self/pagemap',
    '/dev/zero',
    '/dev/urandom',
    '/proc/self/mem',
    '/proc/kcore',
    '/dev/stdin',
    '/proc/self/fd/0',
    '/dev/fd/0',
    '/proc/self/root/dev/zero',
    '/proc/self/cwd/../../../../../../dev/zero',
    '../../../../../../../../dev/zero',
    '/etc/../dev/zero',
    '/sys/kernel/security',
    '/',
    '/proc/self/task/1/mem',
    '/dev/tty',
  ];

  // ---- uploads: XML external entities and entity expansion, YAML bombs and code tags
  const entity = (target) => `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "${target}">]><r>&x;</r>`;
  const laughs = (levels, width) => {
    let dtd = '<!ENTITY l0 "lol">';
    for (let i = 1; i <= levels; i++) dtd += `<!ENTITY l${i} "${`&l${i - 1};`.repeat(width)}">`;
    return `<?xml version="1.0"?><!DOCTYPE r [${dtd}]><r>&l${levels};</r>`;
  };
  const xml = [
    entity('file:///dev/zero'),
    entity('file:///proc/self/mem'),
    entity('file:///dev/urandom'),
    entity('file:///proc/self/pagemap'),
    entity('file:///dev/stdin'),
    entity('file:///proc/self/root/dev/zero'),
    entity('/dev/zero'),
    entity('file:///proc/self/fd/0'),
    '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY % x SYSTEM "file:///dev/zero"> %x;]><r/>',
    '<?xml version="1.0"?><r xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="file:///dev/zero" parse="text"/></r>',
    laughs(10, 10),
    laughs(6, 40),
    laughs(30, 2),
    `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "${'x'.repeat(50_000)}">]><r>${'&a;'.repeat(30_000)}</r>`,
    `${'<a>'.repeat(25_000)}${'</a>'.repeat(25_000)}`,
    `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file://${tmpMarker}">]><r>&x;</r>`,
  ];
  const yamlBomb = (levels, width) => {
    const lines = [`a0: &a0 [${Array(width).fill('"lol"').join(',')}]`];
    for (let i = 1; i <= levels; i++)
      lines.push(
        `a${i}: &a${i} [${Array(width)
          .fill(`*a${i - 1}`)
          .join(',')}]`,
      );
    return lines.join('\n');
  };
  const yaml = [
    yamlBomb(9, 9),
    yamlBomb(5, 60),
    yamlBomb(25, 2),
    `a: &a {${Array.from({ length: 10 }, (_, i) => `k${i}: x`).join(', ')}}\n${Array.from({ length: 12 }, (_, i) => `b${i}: &b${i + 1} {<<: ${i ? `*b${i}` : '*a'}, v${i}: [${i ? `*b${i}, *b${i}, *b${i}` : '*a, *a, *a'}]}`).join('\n')}`,
    `x: !!js/function "function(){ require('child_process').execSync('${touch}') }"`,
    `x: !!python/object/apply:os.system ["${touch}"]`,
    `x: !<tag:yaml.org,2002:js/eval> "process.mainModule.require('child_process').execSync('${touch}')"`,
    `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    `${'- '.repeat(30_000)}x`,
    `s: "${'\\u0041'.repeat(30_000)}"`,
  ];

  // ---- complaint archives: entries that climb out of uploads/complaints, and archive bombs
  const escapingNames = [
    `../../node_modules/${path.basename(moduleMarker)}`,
    `../../${path.basename(rootMarker)}`,
    `${toFsRoot}${tmpMarker.slice(1)}`,
    tmpMarker,
    `./../.././node_modules/${path.basename(moduleMarker)}`,
    `uploads/../../../node_modules/${path.basename(moduleMarker)}`,
    `..\\..\\node_modules\\${path.basename(moduleMarker)}`,
    `../../node_modules/../${path.basename(rootMarker)}`,
  ];
  const zips = [
    ...escapingNames.map((name) => ({ entries: [name] })),
    { entries: escapingNames },
    { entries: ['../../ftp/legal.md'] }, // the planted File Write target, allowed on purpose
    { entries: [`a/${'b'.repeat(5000)}/../../../node_modules/${path.basename(moduleMarker)}`] },
    { entries: [`${'x'.repeat(60_000)}`] },
    { entries: [`legal.md\u0000../../node_modules/${path.basename(moduleMarker)}`] },
    { bomb: 'deflate' },
    { bomb: 'lying' },
    { bomb: 'overlap' },
    { bomb: 'many' },
  ];

  // ---- oversized JSON bodies, by route
  const oversizedRoutes = [
    ['POST', '/rest/user/login'],
    ['POST', '/api/Users'],
    ['POST', '/api/Feedbacks'],
    ['PATCH', '/rest/products/reviews', 'bearer'],
    ['POST', '/b2b/v2/orders', 'bearer'],
    ['POST', '/graphql'],
    ['PUT', '/rest/products/1/reviews'],
    ['POST', '/rest/user/data-export', 'bearer'],
    ['POST', '/api/BasketItems', 'bearer'],
    ['POST', '/rest/chatbot/respond', 'bearer'],
    ['POST', '/dataerasure', 'cookie'],
    ['POST', '/api/Complaints', 'bearer'],
  ];
  const oversizedShapes = ['string', 'array', 'keys', 'nested', 'form'];
  const oversized = oversizedRoutes.flatMap(([method, route, auth]) =>
    oversizedShapes.filter((shape) => shape !== 'form' || route === '/dataerasure').map((shape) => ({ method, route, auth, shape })),
  );

  // ---- building the requests
  let auth = { bearer: {}, cookie: {} };
  const json = (method, p, body, headers = {}) => ({ method, path: p, headers: { 'content-type': 'application/json', ...headers }, body });
  const TARGETS = {
    trackOrder: {
      lang: 'js',
      seeds: trackOrder,
      build: (p) => ({ method: 'GET', path: `/rest/track-order/${encodeURIComponent(p)}`, headers: {} }),
    },
    productReviews: {
      lang: 'js',
      seeds: productReviews,
      build: (p) => ({ method: 'GET', path: `/rest/products/${encodeURIComponent(p)}/reviews`, headers: {} }),
    },
    b2b: {
      lang: 'js',
      seeds: [...escapes, ...exhaustion],
      build: (p) => json('POST', '/b2b/v2/orders', JSON.stringify({ cid: 'fuzz', orderLinesData: p }), auth.bearer),
    },
    login: { lang: 'sql', seeds: login, build: (p) => json('POST', '/rest/user/login', JSON.stringify({ email: p, password: 'fuzz' })) },
    search: {
      lang: 'sql',
      seeds: search,
      build: (p) => ({ method: 'GET', path: `/rest/products/search?q=${encodeURIComponent(p)}`, headers: {} }),
    },
    reviewEdit: {
      lang: 'selector',
      seeds: selectors,
      build: (p) => json('PATCH', '/rest/products/reviews', `{"id":${p},"message":"fuzz"}`, auth.bearer),
    },
    reviewLike: { lang: 'selector', seeds: selectors, build: (p) => json('POST', '/rest/products/reviews', `{"id":${p}}`, auth.bearer) },
    erasure: {
      lang: 'path',
      seeds: layouts,
      build: (p) => ({
        method: 'POST',
        path: '/dataerasure',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth.cookie },
        body: new URLSearchParams({ email: JIM.email, securityAnswer: 'fuzz', layout: p }).toString(),
      }),
    },
    xml: { lang: 'xml', seeds: xml, build: (p) => upload('complaint.xml', 'application/xml', p) },
    yaml: { lang: 'yaml', seeds: yaml, build: (p) => upload('complaint.yml', 'application/x-yaml', p) },
    zip: { lang: 'zip', seeds: zips, build: (p) => upload('complaint.zip', 'application/zip', zipOf(p)) },
    oversized: { lang: 'oversized', seeds: oversized, build: (p) => oversizedRequest(p) },
  };

  function upload(fileName, type, content) {
    const boundary = `----juicefuzz${int(1e9)}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return {
      method: 'POST',
      path: '/file-upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    };
  }

  // The 5 MB bodies are built once each and shared by every case that sends them.
  const big = new Map();
  const bigBody = (shape) => {
    if (!big.has(shape)) {
      const n = OVERSIZED_BYTES;
      const text = {
        string: () => `{"email":"${'a'.repeat(n)}","password":"x","orderLinesData":"1","message":"m","id":"x","query":"{version}"}`,
        array: () => `[${'0,'.repeat(n / 2)}0]`,
        keys: () => `{${Array.from({ length: n / 12 }, (_, i) => `"k${i}":0`).join(',')}}`,
        nested: () => `${'['.repeat(n / 2)}${']'.repeat(n / 2)}`,
        form: () => `email=${'a'.repeat(n)}&layout=${'../'.repeat(1000)}`,
      }[shape]();
      big.set(shape, text);
    }
    return big.get(shape);
  };
  function oversizedRequest({ method, route, auth: kind, shape }) {
    const headers = {
      'content-type': shape === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
      ...(kind ? auth[kind] : {}),
    };
    return { method, path: route, headers, body: bigBody(shape) };
  }

  // ---- archives, written by hand (stored or deflated entries, UTF-8 names)
  const bombs = new Map();
  function zipOf(spec) {
    if (spec.bomb) {
      if (!bombs.has(spec.bomb)) bombs.set(spec.bomb, bombArchive(spec.bomb));
      return bombs.get(spec.bomb);
    }
    return archive(spec.entries.map((name) => ({ name, data: Buffer.from(`fuzz ${name.length}\n`) })));
  }
  function bombArchive(kind) {
    // many entries, still under the upload limit
    if (kind === 'many') return archive(Array.from({ length: 1500 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from('x') })));
    const zeros = Buffer.alloc(kind === 'overlap' ? 1024 * 1024 : 32 * 1024 * 1024);
    const compressed = deflateRawSync(zeros, { level: 9 });
    const entry = { name: 'bomb.txt', data: zeros, compressed };
    if (kind === 'lying') entry.declaredSize = 1000;
    // overlap: a thousand directory records all pointing at the one local entry (a non-recursive bomb)
    return archive([entry], kind === 'overlap' ? 1000 : 1);
  }
  function archive(entries, repeatCentral = 1) {
    const locals = [];
    const centrals = [];
    let offset = 0;
    for (const e of entries) {
      const name = Buffer.from(e.name, 'utf8');
      const data = e.compressed ?? e.data;
      const method = e.compressed ? 8 : 0;
      const size = e.declaredSize ?? e.data.length;
      const crc = crc32(e.data);
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(0x800, 6);
      local.writeUInt16LE(method, 8);
      local.writeUInt16LE(0x21, 12);
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(data.length, 18);
      local.writeUInt32LE(size, 22);
      local.writeUInt16LE(name.length, 26);
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(0x800, 8);
      central.writeUInt16LE(method, 10);
      central.writeUInt16LE(0x21, 14);
      central.writeUInt32LE(crc, 16);
      central.writeUInt32LE(data.length, 20);
      central.writeUInt32LE(size, 24);
      central.writeUInt16LE(name.length, 28);
      central.writeUInt32LE(offset, 42);
      locals.push(local, name, data);
      for (let i = 0; i < repeatCentral; i++) centrals.push(central, name);
      offset += local.length + name.length + data.length;
    }
    const directory = Buffer.concat(centrals);
    const count = entries.length * repeatCentral;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(Math.min(count, 0xffff), 8);
    end.writeUInt16LE(Math.min(count, 0xffff), 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    return Buffer.concat([...locals, directory, end]);
  }

  // ---- mutations, by language: each keeps the payload's aim and changes its spelling or size
  const bigger = (s) =>
    s
      .replace(/\b(\d+)e(\d+)\b/g, (_, m, e) => `${m}e${Number(e) + 1}`)
      .replace(/\b(6e4|60000)\b/g, '6e5')
      .replace(/2\*\*(\d+)/g, (_, e) => `2**${Number(e) + 1}`);
  const MUTATORS = {
    js: [
      (s) => s.replaceAll('constructor', '\\u0063onstructor'),
      (s) => s.replace(/\.constructor/g, "['constr'+'uctor']"),
      (s) => s.replace(/\.(\w+)\(/, '/**/.$1 ('),
      (s) => s.replace(/"([^"`$\\]*)"/g, '`$1`'),
      bigger,
      (s) => s.replace(/for\(;;\);?/g, 'while(1){}'),
      (s) => s.replace(/\bthis\.constructor\b/g, '({}).constructor').replace(/\[\]\.constructor/g, '(()=>0).constructor'),
      (s) => s.replace(/\bconstructor\.constructor\b/g, 'Function.prototype.constructor'),
      (s) => s.replace(/\(\)=>/g, 'function()').replace(/\(e,s\)=>/g, 'function(e,s)'),
      (s) => s.replace(/\|\|/g, '|'),
      (s) => (s.endsWith("||'") ? `${s.slice(0, -3)}//` : s.endsWith('//') ? `${s.slice(0, -2)}||'` : s),
      (s) => (s.startsWith("'") ? s.replace(/^'\|\|/, "'+(").replace(/\|\|'$/, ")+'") : `(()=>{${s}})()`),
      (s) => s.replace(/(["'])return process\1/g, '$1return this.process||process$1'),
      (s) => `\n${s}`,
    ],
    sql: [
      (s) => s.toLowerCase(),
      (s) => s.replace(/ /g, '/**/'),
      (s) => s.replace(/ /g, '\t'),
      (s) => s.replace(/1000000000|999999999|100000000/g, '2147483647'),
      (s) => s.replace(/--$/, '/*'),
      (s) => s.replace("'))", "')"),
      (s) => s.replace('UNION ALL', 'UNION'),
      (s) => s.replace(/Products e\)/, 'Products e, Products f)'),
      (s) => s.replace("' OR", "admin@juice-sh.op' OR"),
    ],
    selector: [
      (s) => s.replace(/\{(\d+)\}/g, (_, n) => `{${Number(n) * 2}}`),
      (s) => s.replace(/100000000/g, '2147483647'),
      (s) => `{"$not":${s}}`,
      (s) => `{"$eq":${s}}`,
      (s) => `{"$ne":-1,"x":${s}}`,
      (s) => s.replace(/"\$(\w+)"/, (_, op) => `"$${op.toUpperCase()}"`),
      (s) => s.replace(/^\{/, '{"$ne":-1,'),
    ],
    path: [
      (s) => s.replace(/^\//, '../../../../../../../../'),
      (s) => s.replace(/\//g, '//'),
      (s) => s.replace(/\/(\w)/, '/./$1'),
      (s) => `${s}/`,
      (s) => s.toUpperCase(),
      (s) => `${s}\u0000.html`,
      (s) => `/proc/self/root${s.startsWith('/') ? s : `/${s}`}`,
      (s) => `/proc/self/cwd/../../../../../..${s.startsWith('/') ? s : `/${s}`}`,
    ],
    xml: [
      (s) => s.replace('file:///', 'file://localhost/'),
      (s) => s.replace('file:///', '/'),
      (s) => s.replace('SYSTEM', 'PUBLIC "-//fuzz//x"'),
      (s) => s.replace(/<\?xml[^>]*\?>/, '<?xml version="1.0" encoding="ISO-8859-1" standalone="no"?>'),
      (s) => s.replace('dev/zero', 'dev/urandom'),
      (s) => s.replace(/(&\w+;)<\/r>/, '$1$1$1</r>'),
      (s) => s.replace(/<r>/, '<r><![CDATA[x]]>'),
    ],
    yaml: [
      (s) => s.replace(/\*a(\d+)/g, '*a$1,*a$1'),
      (s) => `%YAML 1.1\n---\n${s}`,
      (s) => s.replace(/"lol"/g, 'lol'),
      (s) => `${s}\n---\n${s}`,
      (s) => s.replace(/!!js\/function/, '!!js/undefined'),
    ],
    zip: [
      (spec) => (spec.entries ? { entries: spec.entries.map((n) => n.replace(/\.\.\//, '../../')) } : spec),
      (spec) => (spec.entries ? { entries: spec.entries.map((n) => n.replace(/\//g, '\\')) } : spec),
      (spec) => (spec.entries ? { entries: spec.entries.map((n) => `./${n}`) } : spec),
      (spec) => (spec.entries ? { entries: spec.entries.map((n) => n.replace(/\.\.\//g, '..//')) } : spec),
      (spec) => (spec.entries ? { entries: spec.entries.map((n) => n.replace(/\.\.\//g, '%2e%2e/')) } : spec),
      (spec) => (spec.entries ? { entries: [...spec.entries, ...spec.entries] } : spec),
      () => pick(zips),
    ],
    oversized: [(p) => ({ ...p, shape: pick(oversizedShapes.filter((shape) => shape !== 'form')) }), () => pick(oversized)],
  };

  const seedList = Object.entries(TARGETS).flatMap(([target, { seeds }]) => seeds.map((payload) => ({ target, payload })));
  let next = 0;
  const summary = (payload) => (typeof payload === 'string' ? payload : JSON.stringify(payload)).replace(/\s+/g, ' ').slice(0, 120);

  /** The next adversarial case for fuzz.mjs: the seeds in order, then mutated seeds. */
  function nextCase() {
    let { target, payload } = next < seedList.length ? seedList[next] : pick(seedList);
    const mutated = next++ >= seedList.length;
    if (mutated) {
      const mutators = MUTATORS[TARGETS[target].lang];
      for (let i = 1 + int(2); i > 0; i--) payload = pick(mutators)(payload);
    }
    const request = TARGETS[target].build(payload);
    return { kind: 'adversarial', ...request, label: `${target}${mutated ? ' (mutated)' : ''}: ${summary(payload)}` };
  }

  return {
    seeds: seedList.length,
    nextCase,
    /** Logs in as Jim for the cases that need a customer (B2B orders, review edits and likes, data erasure). */
    async prepare(send) {
      const r = await send({
        method: 'POST',
        path: '/rest/user/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(JIM),
      });
      let token;
      try {
        token = JSON.parse(r.text).authentication?.token;
      } catch {
        token = undefined;
      }
      if (token) auth = { bearer: { authorization: `Bearer ${token}` }, cookie: { cookie: `token=${token}` } };
      return Boolean(token);
    },
    /** Whether an answer carries what only an escaped payload can produce. */
    leaked: (text) => LEAK.test(text),
    /** The markers that exist (each a finding); they are removed once reported. */
    createdMarkers() {
      const found = markers.filter((m) => existsSync(m));
      for (const m of found) rmSync(m, { force: true, recursive: true });
      return found;
    },
    markers,
  };
}
