/**
 * The progress of one upload (a profile picture, a chronicle file): its label and a progressbar that
 * screen readers announce in percent. Shown while the PUT runs; the caller decides when.
 */
import { useId } from 'react';
import type { UploadProgress } from '../lib/upload';

export function UploadProgressBar({
  label,
  progress,
  showPercent = false,
}: {
  /** what is being uploaded, e.g. "Uploading clip.webm…" */
  label: string;
  /** bytes sent so far of all; null before the first report (0 %) */
  progress: UploadProgress | null;
  /** also print the percentage under the bar (the screen reader hears it from the bar) */
  showPercent?: boolean;
}) {
  const labelId = useId();
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <div className="upload-progress">
      <p id={labelId}>{label}</p>
      <div
        className="upload-progress__bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <span className="upload-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      {showPercent ? (
        <p className="muted" aria-hidden="true">
          {percent}%
        </p>
      ) : null}
    </div>
  );
}
