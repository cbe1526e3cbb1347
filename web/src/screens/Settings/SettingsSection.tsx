import { useId, useState, type ReactNode } from 'react';

/**
 * One collapsible section of the settings panel (001 §2): a heading button with aria-expanded and the
 * content in a labelled region. The content mounts when the section opens, so each section loads its
 * data on first use and a collapsed form keeps no typed passwords around.
 */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const regionId = useId();
  return (
    <section className="settings-section">
      <h3 className="settings-section__heading">
        <button
          type="button"
          id={buttonId}
          className="settings-section__toggle"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((current) => !current)}
        >
          <span>{title}</span>
          <span className="chevron" aria-hidden="true" />
        </button>
      </h3>
      <div
        id={regionId}
        role="region"
        aria-labelledby={buttonId}
        className="settings-section__body"
        hidden={!open}
      >
        {open ? children : null}
      </div>
    </section>
  );
}
