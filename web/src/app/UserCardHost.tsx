/**
 * The user card's chunk: the dialog shell (components/people/PersonDialog) around the UserCard
 * screen, loaded the first time a card opens (see user-card.tsx). Nothing of it is in the main chunk.
 */
import { useTranslation } from 'react-i18next';
import { PersonDialog } from '../components/people/PersonDialog';
import { UserCard } from '../screens/UserCard';

export function UserCardHost({ userName, onClose }: { userName: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <PersonDialog
      label={t('userCard.dialogLabel', { username: userName })}
      closeLabel={t('userCard.close', { username: userName })}
      onClose={onClose}
    >
      <UserCard userName={userName} onClose={onClose} />
    </PersonDialog>
  );
}
