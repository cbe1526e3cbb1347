import type { ReactNode } from 'react';
import { Disclosure } from '../../components/Disclosure';

/**
 * One collapsible section of the settings panel (001 §2). The content mounts when the section opens,
 * so each section loads its data on first use and a collapsed form keeps no typed passwords around.
 */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Disclosure as="section" level={3} block="settings-section" title={title} card>
      {children}
    </Disclosure>
  );
}
