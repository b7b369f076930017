import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from '../http/http-error';
import { truncate } from '../http/paths';
import { extractComplaintArchive } from '../services/complaint-files';
import { parseInSandbox, type ParseOutcome } from '../sandbox/parse';
import type { Shop } from '../context';

/** Upstream's memory storage limit for one uploaded file. */
export const UPLOAD_LIMIT_BYTES = 200_000;

/** Room for the multipart envelope (boundaries, part headers, other fields) around the file. */
const ENVELOPE_BYTES = 64 * 1024;

/** multer's refusal of a file over the limit, as upstream's error handler shows it: a MulterError, which names no status (500). */
const fileTooLarge = () => Object.assign(new HttpError(500, 'File too large'), { name: 'MulterError', code: 'LIMIT_FILE_SIZE', field: 'file', storageErrors: [] });

const deprecated = (detail: string) => new HttpError(410, `B2B customer complaints via file upload have been deprecated for security reasons${detail}`);
const unavailable = () => new HttpError(503, 'Sorry, we are temporarily not available! Please try again later.');

/** Two or more lines of /etc/passwd, or of a Windows system.ini, in a parsed document. */
const matchesEtcPasswd = (text: string) => (text.match(/\w*:\w*:\d*:\d*:\w*:.*/gi)?.length ?? 0) >= 2;
const matchesSystemIni = (text: string) => (text.match(/(; for 16-bit app support|drivers|mci|driver32|386enh|keyboard|boot|display)/gi)?.length ?? 0) >= 2;

/** The uploaded file of a multipart body (field `file`), as multer's single-file storage hands it over. */
async function uploadedFile(c: Context): Promise<File> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) throw new HttpError(400, 'File is not passed', { error: 'File is not passed' });
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new HttpError(400, 'Unexpected end of form', { error: 'Unexpected end of form' });
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw new HttpError(400, 'File is not passed', { error: 'File is not passed' });
  if (file.size > UPLOAD_LIMIT_BYTES) throw fileTooLarge();
  return file;
}

const endsWith = (name: string, ...extensions: string[]) => extensions.some((e) => name.toLowerCase().endsWith(e));

async function handleXml(shop: Shop, name: string, data: Buffer) {
  // vuln-code-snippet start xxeFileDisclosureChallenge xxeDosChallenge
  shop.challenges.solve('deprecatedInterfaceChallenge'); // vuln-code-snippet hide-line
  if (!shop.challenges.isEnabled('xxeFileDisclosureChallenge')) throw deprecated(` (${name})`); // vuln-code-snippet hide-line
  const outcome = await parseInSandbox('xml', data.toString()); // vuln-code-snippet vuln-line xxeFileDisclosureChallenge xxeDosChallenge
  if (outcome.kind === 'parsed') {
    shop.challenges.solveIf('xxeFileDisclosureChallenge', () => matchesSystemIni(outcome.text) || matchesEtcPasswd(outcome.text)); // vuln-code-snippet hide-line
    throw deprecated(`: ${truncate(outcome.text, 400)} (${name})`);
  }
  if (outcome.kind === 'failed') throw deprecated(`: ${outcome.message} (${name})`);
  if (outcome.kind === 'overloaded') throw unavailable(); // vuln-code-snippet hide-line
  shop.challenges.solve('xxeDosChallenge'); // vuln-code-snippet hide-line
  throw unavailable();
  // vuln-code-snippet end xxeFileDisclosureChallenge xxeDosChallenge
}

/** A YAML load that ran out of room: the time limit, the sandbox's memory, or V8's longest string. */
const exploded = (outcome: ParseOutcome) => outcome.kind === 'timedOut' || outcome.kind === 'outOfMemory' || (outcome.kind === 'failed' && outcome.message.includes('Invalid string length'));

async function handleYaml(shop: Shop, name: string, data: Buffer) {
  // vuln-code-snippet start yamlBombChallenge
  shop.challenges.solve('deprecatedInterfaceChallenge'); // vuln-code-snippet hide-line
  if (!shop.challenges.isEnabled('yamlBombChallenge')) throw deprecated(` (${name})`); // vuln-code-snippet hide-line
  const outcome = await parseInSandbox('yaml', data.toString()); // vuln-code-snippet vuln-line yamlBombChallenge
  if (outcome.kind === 'overloaded') throw unavailable(); // vuln-code-snippet hide-line
  if (exploded(outcome)) {
    shop.challenges.solve('yamlBombChallenge'); // vuln-code-snippet hide-line
    throw unavailable();
  }
  if (outcome.kind === 'parsed') throw deprecated(`: ${truncate(outcome.text, 400)} (${name})`);
  throw deprecated(`: ${outcome.kind === 'failed' ? outcome.message : outcome.kind} (${name})`);
  // vuln-code-snippet end yamlBombChallenge
}

/**
 * POST /file-upload as upstream: any logged-out or logged-in visitor may send one file (field
 * `file`, up to 200 kB). Archives are unpacked under uploads/complaints/, XML and YAML are the
 * deprecated B2B interface (parsed, then refused with 410), anything else is accepted with 204.
 */
export function fileUploadRoutes(shop: Shop) {
  const r = new Hono();
  r.post('/file-upload', bodyLimit({ maxSize: UPLOAD_LIMIT_BYTES + ENVELOPE_BYTES, onError: () => { throw fileTooLarge(); } }), async (c) => {
    // vuln-code-snippet start uploadSizeChallenge uploadTypeChallenge deprecatedInterfaceChallenge
    const file = await uploadedFile(c); // vuln-code-snippet vuln-line uploadSizeChallenge
    const name = file.name;
    let accepted = false;
    try {
      shop.challenges.solveIf('uploadSizeChallenge', () => file.size > 100_000); // vuln-code-snippet hide-line
      const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase(); // vuln-code-snippet hide-line
      shop.challenges.solveIf('uploadTypeChallenge', () => !['pdf', 'xml', 'zip', 'yml', 'yaml'].includes(extension)); // vuln-code-snippet hide-line
      const data = Buffer.from(await file.arrayBuffer());
      if (endsWith(name, '.zip')) {
        if (shop.challenges.isEnabled('fileWriteChallenge')) { // vuln-code-snippet hide-line
          await extractComplaintArchive(shop, data);
        } // vuln-code-snippet hide-line
      } else if (endsWith(name, '.xml')) await handleXml(shop, name, data); // vuln-code-snippet vuln-line deprecatedInterfaceChallenge
      else if (endsWith(name, '.yml', '.yaml')) await handleYaml(shop, name, data); // vuln-code-snippet vuln-line deprecatedInterfaceChallenge
      accepted = true; // vuln-code-snippet vuln-line uploadTypeChallenge
      return c.body(null, 204);
    } finally {
      shop.metrics.countUpload(file.type || 'application/octet-stream', accepted);
    }
    // vuln-code-snippet end uploadSizeChallenge uploadTypeChallenge deprecatedInterfaceChallenge
  });
  return r;
}
