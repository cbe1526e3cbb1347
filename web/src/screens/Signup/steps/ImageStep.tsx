/**
 * Step 4, 'Step 2 of 5' (000 §5, 001 §5, §8): the profile picture, dropped on the drop zone or chosen
 * with the file picker; one file, jpeg/jpg/png/webp/jfif, at most 5 MB. A valid file is uploaded at
 * once (presigned PUT with a progress bar); its key becomes createUser's ProfilePicLink. The picture
 * is optional: Skip keeps the default picture (ProfilePicLink '').
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../../lib/contract/constants';
import { Avatar } from '../../../components/Avatar';
import { UploadProgressBar } from '../../../components/UploadProgressBar';
import { mediaUrl } from '../../../lib/media';
import { useConfig } from '../../../state/config';
import {
  checkProfileImage,
  ProfileImageUploadError,
  uploadProfileImage,
  type UploadFailure,
} from '../../../state/flows/profile-image-upload';

type ImageError = 'extension' | 'size' | 'tooMany' | Exclude<UploadFailure, 'aborted'> | 'uploading';

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; loaded: number; total: number }
  | { kind: 'uploaded' }
  | { kind: 'error'; error: ImageError; fileName: string };

/** The picker's filter: the accepted extensions (the rules are checked again on every file). */
const ACCEPT = LIMITS.profileImageExtensions.map((extension) => `.${extension}`).join(',');

/** A local preview address of a file, released when it is replaced or the step unmounts. */
function usePreview() {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const show = useCallback((file: File | null) => {
    setPreview(file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
  }, []);
  return [preview, show] as const;
}

export function ImageStep({
  displayImage,
  savedImage,
  getUuid,
  onUploaded,
  onRemove,
  onContinue,
}: {
  displayImage: string;
  savedImage: string;
  getUuid: () => Promise<string | null>;
  onUploaded: (image: { savedImage: string; displayImage: string }) => void;
  onRemove: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const { mediaBaseUrl } = useConfig();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [preview, showPreview] = usePreview();
  const upload = useRef<AbortController | null>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [waitShown, setWaitShown] = useState(false);
  const ids = { rules: useId() };

  useEffect(() => () => upload.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      const check = checkProfileImage(file);
      if (!check.ok) {
        setPhase({ kind: 'error', error: check.reason, fileName: file.name });
        return;
      }
      const { image } = check;
      upload.current?.abort();
      const controller = new AbortController();
      upload.current = controller;
      showPreview(image.file);
      setPhase({ kind: 'uploading', fileName: image.file.name, loaded: 0, total: image.file.size });
      try {
        const uuid = await getUuid();
        if (!uuid) throw new ProfileImageUploadError('network');
        const key = await uploadProfileImage(image, uuid, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) =>
            setPhase({ kind: 'uploading', fileName: image.file.name, loaded, total }),
        });
        onUploaded({ savedImage: key, displayImage: mediaUrl(key, mediaBaseUrl) ?? '' });
        setPhase({ kind: 'uploaded' });
      } catch (error) {
        if (controller.signal.aborted) return;
        const failure = error instanceof ProfileImageUploadError ? error.failure : 'network';
        showPreview(null);
        setPhase({
          kind: 'error',
          error: failure === 'aborted' ? 'network' : failure,
          fileName: image.file.name,
        });
      }
    },
    [getUuid, mediaBaseUrl, onUploaded, showPreview],
  );

  const onDrop = useCallback(
    (accepted: File[], rejected: FileRejection[]) => {
      const files = [...accepted, ...rejected.map((rejection) => rejection.file)];
      if (files.length > 1) {
        setPhase({ kind: 'error', error: 'tooMany', fileName: '' });
        return;
      }
      if (files[0]) void start(files[0]);
    },
    [start],
  );

  const uploading = phase.kind === 'uploading';
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: uploading,
  });

  const shownImage = preview ?? (displayImage || null);
  const hasPicture = Boolean(savedImage);

  const remove = () => {
    upload.current?.abort();
    showPreview(null);
    setPhase({ kind: 'idle' });
    onRemove();
    chooseRef.current?.focus();
  };

  const next = () => {
    setWaitShown(uploading);
    if (!uploading) onContinue();
  };

  return (
    <div className="signup-form">
      <div className="image-step">
        <Avatar
          className="image-step__preview"
          src={shownImage}
          size={160}
          alt={shownImage ? t('signup.image.previewAlt') : t('signup.image.defaultAlt')}
          eager
        />
        <div
          {...getRootProps({
            className: `dropzone${isDragActive ? ' dropzone--active' : ''}`,
          })}
        >
          <input {...getInputProps({ accept: ACCEPT, 'aria-label': t('signup.image.inputLabel') })} />
          <p className="dropzone__text">
            {isDragActive ? t('signup.image.dropNow') : t('signup.image.dropzone')}
          </p>
          <p className="dropzone__or">{t('signup.image.or')}</p>
          <button
            ref={chooseRef}
            type="button"
            className="button button--secondary"
            onClick={open}
            disabled={uploading}
            aria-describedby={ids.rules}
          >
            {hasPicture ? t('signup.image.chooseAnother') : t('signup.image.choose')}
          </button>
          <p id={ids.rules} className="field__hint">
            {t('signup.image.rules')}
          </p>
        </div>
      </div>
      {uploading ? (
        <UploadProgressBar
          label={t('signup.image.uploading', { file: phase.fileName })}
          progress={phase}
          showPercent
        />
      ) : null}
      <p role="status" className="signup-form__status">
        {phase.kind === 'uploaded' ? t('signup.image.uploaded') : null}
      </p>
      {waitShown && uploading ? (
        <p className="field__error" role="alert">
          {t('signup.image.errors.uploading')}
        </p>
      ) : null}
      {phase.kind === 'error' ? (
        <p className="field__error" role="alert">
          {t(`signup.image.errors.${phase.error}`, { file: phase.fileName })}
        </p>
      ) : null}
      <div className="signup-form__actions">
        <button type="button" className="button button--primary" aria-disabled={uploading} onClick={next}>
          {hasPicture ? t('signup.continue') : t('signup.image.skip')}
        </button>
        {hasPicture ? (
          <button type="button" className="button button--secondary" onClick={remove}>
            {t('signup.image.remove')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
