/**
 * The settings panel of the side navigation (001 §2): collapsible sections Edit info, Account,
 * Blocked list, Invites (ours, issue 11: who may invite the player, muted games), Help center and Our
 * policies, then Log out. Each section loads its data when it is first opened; the caller's uuid
 * comes from the checked session.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../lib/auth';
import { useSession } from '../../state/session';
import { BlockedList } from './BlockedList';
import { ChangePassword } from './ChangePassword';
import { DeleteAccount } from './DeleteAccount';
import { EditInfo } from './EditInfo';
import { HelpCenter } from './HelpCenter';
import { InviteSettings } from './InviteSettings';
import { Policies } from './Policies';
import { SettingsSection } from './SettingsSection';

export function SettingsPanel() {
  const { t } = useTranslation();
  const { uuid } = useSession();
  return (
    <div className="settings">
      <SettingsSection title={t('settings.sections.editInfo')}>
        <EditInfo uuid={uuid} />
      </SettingsSection>
      <SettingsSection title={t('settings.sections.account')}>
        <ChangePassword />
        <DeleteAccount uuid={uuid} />
      </SettingsSection>
      <SettingsSection title={t('settings.sections.blocked')}>
        <BlockedList uuid={uuid} />
      </SettingsSection>
      <SettingsSection title={t('settings.sections.invites')}>
        <InviteSettings uuid={uuid} />
      </SettingsSection>
      <SettingsSection title={t('settings.sections.help')}>
        <HelpCenter uuid={uuid} />
      </SettingsSection>
      <SettingsSection title={t('settings.sections.policies')}>
        <Policies />
      </SettingsSection>
      <LogOutButton />
    </div>
  );
}

/** Log out (001 §4): sign-out everywhere, this browser forgets the session, then `/`. */
function LogOutButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--secondary settings__logout"
      aria-disabled={busy}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void signOut();
      }}
    >
      {busy ? t('settings.logOut.busy') : t('settings.logOut.button')}
    </button>
  );
}
