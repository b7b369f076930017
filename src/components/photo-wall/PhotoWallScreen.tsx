import { useForm, useStore } from '@tanstack/react-form';
import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { fetchMemories, type MemoryJson, shareMemory } from '../../lib/api/photo-wall';
import { useLoad, useSend } from '../../lib/api/use-api';
import { MEMORY_CAPTION_MAX, memoryForm } from '../../lib/recycle-schemas';
import { useSnack } from '../../lib/state';
import { AccountForm, bind, fileInput, SubmitButton, TextField, type Msg } from '../ui/FormKit';
import { useToken } from '../account/token';
import { TweetIcon } from '../orders/icons';
import { useI18n } from '../shell/I18n';
import { iconButton } from '../ui/styles';

const TWEET_LIMIT = 140;
const missingCaption: Msg = (t) => t.MANDATORY_CAPTION();
const card = css({ bg: 'surface', borderRadius: 'card', boxShadow: 'lg', p: { base: '4', md: '6' } });

/** PNG and JPEG, told by their first bytes as the server tells them (a file's name and claimed type prove nothing). */
async function isPngOrJpeg(file: File) {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b);
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg;
}

/**
 * Where a memory's picture is: its path as stored (relative, as upstream stores it), from the
 * root, taken as it is. Not percent-encoded on purpose: a name with `#` breaks (Missing Encoding).
 */
// vuln-code-snippet start missingEncodingChallenge
const pictureUrl = (imagePath: string) => (/^https?:\/\//i.test(imagePath) ? imagePath : `/${imagePath}`); // vuln-code-snippet vuln-line missingEncodingChallenge
// vuln-code-snippet end missingEncodingChallenge

function MemoryTile({ memory, twitterHandle }: { memory: MemoryJson; twitterHandle: string | null }) {
  const { t } = useI18n();
  const username = memory.User?.username;
  const caption = username ? t.MEMORY_BY({ caption: memory.caption, user: username }) : memory.caption;
  const tweet = `${caption}${twitterHandle ? ` ${twitterHandle}` : ''}`.slice(0, TWEET_LIMIT);
  return (
    <li className={cx('memory', css({ position: 'relative', overflow: 'hidden', borderRadius: 'md', bg: 'bg', aspectRatio: '1', '&:hover > div, &:focus-within > div': { opacity: 1 } }))}>
      <img src={pictureUrl(memory.imagePath)} alt={caption} loading="lazy" className={css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' })} />
      <div className={css({ position: 'absolute', inset: 0, display: 'flex', flexDir: 'column', justifyContent: 'flex-end', gap: '2', p: '3', bg: 'linear-gradient(to top, rgba(0,0,0,0.85), rgba(0,0,0,0.1) 70%)', color: 'white', opacity: { base: 1, md: 0 }, transition: 'opacity 150ms' })}>
        <p className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })}>{caption}</p>
        <a className={cx(iconButton, css({ alignSelf: 'flex-end', color: 'white' }))} href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(tweet)}&hashtags=appsec`} target="_blank" rel="noopener noreferrer" aria-label={t.TWEET_MEMORY()} title={t.TWEET_MEMORY()}>
          <TweetIcon />
        </a>
      </div>
    </li>
  );
}

/** The upload form of logged-in users: a PNG or JPEG with a preview, and a caption. */
function ShareMemory({ onShared }: { onShared: () => void }) {
  const { t } = useI18n();
  const snack = useSnack();
  const [fileError, setFileError] = useState<Msg | undefined>();
  const [preview, setPreview] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const { send } = useSend(shareMemory);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const form = useForm({
    defaultValues: { image: null as File | null, caption: '' },
    onSubmit: async ({ value }) => {
      if (!value.image || (await send(value.image, value.caption)) === undefined) return;
      form.reset();
      setPreview(null);
      setInputKey((k) => k + 1);
      snack((tr) => tr.IMAGE_UPLOAD_SUCCESS());
      onShared();
    },
  });
  const values = useStore(form.store, (s) => s.values);

  const pick = async (picked: File | undefined) => {
    form.setFieldValue('image', null);
    setPreview(null);
    setFileError(undefined);
    if (!picked) return;
    if (!(await isPngOrJpeg(picked))) {
      setFileError(() => (tr: Parameters<Msg>[0]) => tr.INVALID_MEMORY_IMAGE());
      return;
    }
    form.setFieldValue('image', picked);
    setPreview(URL.createObjectURL(picked));
  };

  return (
    <section className={card} aria-labelledby="share-memory">
      <h2 id="share-memory" className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '4' })}>
        {t.LABEL_SHARE_A_MEMORY()}
      </h2>
      <AccountForm form={form}>
        <div>
          <label htmlFor="memoryImage" className={css({ display: 'block', fontSize: 'sm', fontWeight: 'medium', mb: '1.5' })}>
            {t.LABEL_PICK_IMAGE()}
          </label>
          <input key={inputKey} id="memoryImage" name="file" type="file" accept="image/png,image/jpeg" onChange={(e) => void pick(e.target.files?.[0])} className={fileInput} />
          {fileError && <p className={cx('mat-error', css({ color: '#ff8a80', fontSize: 'xs', mt: '1' }))}>{fileError(t)}</p>}
        </div>
        {preview && <img src={preview} alt={values.caption} className={css({ maxH: '48', maxW: 'full', objectFit: 'contain', alignSelf: 'flex-start', borderRadius: 'md' })} />}
        <form.Field name="caption" validators={{ onChange: ({ value }) => (value.trim() ? undefined : missingCaption) }}>
          {(field) => <TextField id="caption" label={t.LABEL_CAPTION()} maxLength={MEMORY_CAPTION_MAX} {...bind(field)} />}
        </form.Field>
        <SubmitButton id="submitButton" form={form} ready={values.image !== null && memoryForm.allows({ caption: values.caption })}>
          {t.BTN_SUBMIT()}
        </SubmitButton>
      </AccountForm>
    </section>
  );
}

/** The photo wall: everybody's memories (caption and author, a tweet link on hover), and the upload form for logged-in users. */
export function PhotoWallScreen({ twitterHandle }: { twitterHandle: string | null }) {
  const { t } = useI18n();
  const token = useToken();
  // on a failure the snackbar says why and the wall shows as empty
  const { data, error, reload } = useLoad(fetchMemories, []);
  const memories = error ? [] : (data ?? null);

  return (
    <div className={css({ maxW: '6xl', mx: 'auto', display: 'flex', flexDir: 'column', gap: '5' })}>
      <section className={card} aria-labelledby="photo-wall-title">
        <h1 id="photo-wall-title" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>
          {t.LABEL_PHOTO_WALL()}
        </h1>
        {memories === null ? (
          <p aria-busy="true" className={css({ color: 'muted' })}>{t.LOADING()}</p>
        ) : memories.length === 0 ? (
          <div className={css({ textAlign: 'center', py: '6' })}>
            <img src="/assets/public/images/no-results.svg" alt="" className={css({ mx: 'auto', maxW: '40', mb: '3' })} />
            <p className={css({ fontWeight: 'semibold' })}>{t.NO_SEARCH_RESULT()}</p>
            <p className={css({ color: 'muted', fontSize: 'sm' })}>{t.EMPTY_MEMORY_LIST()}</p>
          </div>
        ) : (
          <ul aria-label={t.LABEL_PHOTO_WALL()} className={css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { base: 'repeat(1, 1fr)', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: '3' })}>
            {memories.map((m) => (
              <MemoryTile key={m.id} memory={m} twitterHandle={twitterHandle} />
            ))}
          </ul>
        )}
      </section>
      {token && <ShareMemory onShared={() => void reload()} />}
    </div>
  );
}
