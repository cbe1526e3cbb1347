/**
 * The Add modal's Chronicle tab (000 §4 "Post upload", §5 "Chronicle post", §8 errorMsg2–4): a message
 * of at most 2,500 characters and, optionally, one image (jpeg, jpg, png, gif) or video (mp4, mov,
 * webm) of at most 50 MB, dropped on the zone or chosen. Posting needs media or non-blank text
 * (errorMsg3); asking for media without choosing a file gives errorMsg4. With media, the post goes
 * idle → uploading (the button reads Uploading… and is disabled, a progress bar shows the upload) →
 * done (the modal closes, the post tops the feed) or failed (errorMsg2 for the media; another message
 * when the post itself was refused). The draft is kept until a post goes through.
 *
 * react-dropzone is already a dependency (the profile picture editor): it gives the drop zone, and its
 * own button opens the file picker, so the zone is keyboard reachable.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../lib/contract/constants';
import {
  CHRONICLE_MEDIA_ACCEPT,
  checkChronicleMedia,
  postHasContent,
  type ChronicleMedia,
} from '../../lib/chronicle-text';
import { UploadProgressBar } from '../../components/UploadProgressBar';
import type { UploadProgress } from '../../lib/upload';
import {
  readChronicleDraft,
  saveChronicleDraft,
  clearChronicleDraft,
} from '../../state/flows/chronicle-draft';
import { ChroniclePostError, publishChroniclePost } from '../../state/flows/chronicle-post';
import type { ChroniclePost } from '../../state/server/chronicle';

type Status = 'idle' | 'uploading' | 'failed';
type Problem =
  'errorMsg2' | 'errorMsg3' | 'errorMsg4' | 'postFailed' | 'fileExtension' | 'fileSize' | 'fileTooMany';

const FILE_PROBLEMS = { extension: 'fileExtension', size: 'fileSize', tooMany: 'fileTooMany' } as const;

export function ChronicleComposer({
  uuid,
  ownUserName,
  onPosted,
}: {
  uuid: string;
  ownUserName: string | null;
  onPosted: (post: ChroniclePost) => void;
}) {
  const { t } = useTranslation();
  const ids = { message: useId(), count: useId(), rules: useId(), problem: useId() };
  const [draft, setDraft] = useState(readChronicleDraft);
  const [status, setStatus] = useState<Status>('idle');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const controller = useRef<AbortController | null>(null);

  // closing the modal mid-upload stops it; the draft stays
  useEffect(() => () => controller.current?.abort(), []);

  const change = useCallback((next: Partial<typeof draft>) => {
    saveChronicleDraft(next);
    setDraft(readChronicleDraft());
  }, []);

  const onDrop = useCallback(
    (accepted: File[], rejected: FileRejection[]) => {
      const files = [...accepted, ...rejected.map((rejection) => rejection.file)];
      if (files.length === 0) return;
      const check = checkChronicleMedia(files);
      if (!check.ok) {
        setProblem(FILE_PROBLEMS[check.reason]);
        return;
      }
      setProblem(null);
      change({ media: check.media, addingMedia: true });
    },
    [change],
  );

  const uploading = status === 'uploading';
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: uploading,
  });

  const submit = async () => {
    if (uploading) return;
    if (draft.addingMedia && !draft.media) {
      setProblem('errorMsg4');
      return;
    }
    if (!postHasContent(draft.message, draft.media !== null)) {
      setProblem('errorMsg3');
      return;
    }
    setProblem(null);
    setStatus('uploading');
    setProgress(draft.media ? { loaded: 0, total: draft.media.file.size } : null);
    const abort = new AbortController();
    controller.current = abort;
    try {
      const post = await publishChroniclePost({
        uuid,
        ownUserName,
        message: draft.message,
        media: draft.media,
        onProgress: setProgress,
        signal: abort.signal,
      });
      clearChronicleDraft();
      setStatus('idle');
      onPosted(post);
    } catch (error) {
      if (abort.signal.aborted) return;
      setStatus('failed');
      setProblem(error instanceof ChroniclePostError && error.stage === 'media' ? 'errorMsg2' : 'postFailed');
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const media: ChronicleMedia | null = draft.media;

  return (
    <form
      className="chronicle-composer"
      noValidate
      aria-describedby={problem ? ids.problem : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label htmlFor={ids.message}>{t('chronicle.composer.messageLabel')}</label>
        <textarea
          id={ids.message}
          rows={5}
          value={draft.message}
          maxLength={LIMITS.chronicleMessageMax}
          readOnly={uploading}
          aria-describedby={ids.count}
          aria-invalid={problem === 'errorMsg3' ? true : undefined}
          placeholder={t('chronicle.composer.placeholder')}
          onChange={(event) => change({ message: event.target.value })}
        />
        <p id={ids.count} className="field__hint">
          {t('chronicle.composer.count', {
            length: draft.message.length,
            max: LIMITS.chronicleMessageMax,
          })}
        </p>
      </div>

      {draft.addingMedia ? (
        <div {...getRootProps({ className: `dropzone${isDragActive ? ' dropzone--active' : ''}` })}>
          <input
            {...getInputProps({
              accept: CHRONICLE_MEDIA_ACCEPT,
              'aria-label': t('chronicle.composer.inputLabel'),
            })}
          />
          <p className="dropzone__text">
            {media
              ? t('chronicle.composer.chosen', { file: media.file.name })
              : isDragActive
                ? t('chronicle.composer.dropNow')
                : t('chronicle.composer.dropzone')}
          </p>
          <div className="chronicle-composer__media-actions">
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={open}
              disabled={uploading}
              aria-describedby={ids.rules}
            >
              {media ? t('chronicle.composer.chooseOther') : t('chronicle.composer.choose')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={uploading}
              onClick={() => {
                setProblem(null);
                change({ media: null, addingMedia: false });
              }}
            >
              {t('chronicle.composer.removeMedia')}
            </button>
          </div>
          <p id={ids.rules} className="field__hint">
            {t('chronicle.composer.rules')}
          </p>
        </div>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={uploading}
          onClick={() => change({ addingMedia: true })}
        >
          {t('chronicle.composer.addMedia')}
        </button>
      )}

      {uploading && media ? (
        <UploadProgressBar
          label={t('chronicle.composer.uploadingFile', { file: media.file.name })}
          progress={progress}
        />
      ) : null}

      {problem ? (
        <p id={ids.problem} className="field__error" role="alert">
          {t(`chronicle.${problem}`)}
        </p>
      ) : null}

      <button type="submit" className="button button--primary" disabled={uploading}>
        {uploading ? t('chronicle.composer.uploading') : t('chronicle.composer.post')}
      </button>
    </form>
  );
}
