/**
 * The picture in the editor (000 §2 image upload dropzone, §5, §9): drop a file on the zone or choose
 * one. The spec's rules hold before anything is sent: one file; jpeg, jpg, png, webp or .jfif by its
 * extension; at most 5 MB ('{file} is larger than 5MB maximum for upload.'); and, beyond the spec, the
 * file's first bytes must be a JPEG, PNG or WebP image (a renamed text file is refused here, and again
 * by the server). The chosen picture is uploaded when the profile is saved, with a progress bar.
 */
import { useCallback, useId, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../lib/contract/constants';
import { Avatar } from '../../components/Avatar';
import { UploadProgressBar } from '../../components/UploadProgressBar';
import type { UploadProgress } from '../../lib/upload';
import { checkProfileImageBytes, type PreparedImage } from '../../state/flows/profile-image-upload';

type PictureError = 'extension' | 'size' | 'content' | 'unreadable' | 'tooMany';

/** The picker's filter: the accepted extensions (every file is checked again, name and bytes). */
const ACCEPT = LIMITS.profileImageExtensions.map((extension) => `.${extension}`).join(',');

export function PictureEditor({
  currentSrc,
  chosen,
  preview,
  progress,
  saving,
  onChoose,
}: {
  /** the stored picture's address */
  currentSrc: string | null;
  /** whether a new picture is chosen, and its local preview when the browser can make one */
  chosen: boolean;
  preview: string | null;
  /** the upload's progress while saving */
  progress: UploadProgress | null;
  saving: boolean;
  onChoose: (image: PreparedImage | null) => void;
}) {
  const { t } = useTranslation();
  const ids = { rules: useId() };
  const [error, setError] = useState<{ reason: PictureError; file: string } | null>(null);
  const [checking, setChecking] = useState(false);

  const onDrop = useCallback(
    async (accepted: File[], rejected: FileRejection[]) => {
      const files = [...accepted, ...rejected.map((rejection) => rejection.file)];
      if (files.length > 1) {
        setError({ reason: 'tooMany', file: '' });
        return;
      }
      const [file] = files;
      if (!file) return;
      setChecking(true);
      const check = await checkProfileImageBytes(file);
      setChecking(false);
      if (!check.ok) {
        setError({ reason: check.reason, file: file.name });
        return;
      }
      setError(null);
      onChoose(check.image);
    },
    [onChoose],
  );

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (accepted, rejected) => void onDrop(accepted, rejected),
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: saving,
  });

  return (
    <fieldset className="profile-editor__group picture-editor">
      <legend>{t('profilePanel.picture.legend')}</legend>
      <Avatar
        className="picture-editor__preview"
        src={preview ?? currentSrc}
        size={96}
        alt={chosen && preview ? t('profilePanel.picture.newAlt') : t('profilePanel.picture.currentAlt')}
        eager
      />
      <div {...getRootProps({ className: `dropzone${isDragActive ? ' dropzone--active' : ''}` })}>
        <input {...getInputProps({ accept: ACCEPT, 'aria-label': t('profilePanel.picture.inputLabel') })} />
        <p className="dropzone__text">
          {isDragActive ? t('profilePanel.picture.dropNow') : t('profilePanel.picture.dropzone')}
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={open}
          disabled={saving}
          aria-describedby={ids.rules}
        >
          {t('profilePanel.picture.choose')}
        </button>
        {chosen && !saving ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onChoose(null)}
          >
            {t('profilePanel.picture.keepCurrent')}
          </button>
        ) : null}
        <p id={ids.rules} className="field__hint">
          {t('profilePanel.picture.rules')}
        </p>
      </div>
      <p role="status" className="picture-editor__status">
        {checking ? t('profilePanel.picture.checking') : null}
        {chosen && !checking && !saving ? t('profilePanel.picture.chosen') : null}
      </p>
      {saving && chosen ? (
        <UploadProgressBar label={t('profilePanel.picture.uploading')} progress={progress} />
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {t(`profilePanel.picture.errors.${error.reason}`, { file: error.file })}
        </p>
      ) : null}
    </fieldset>
  );
}
