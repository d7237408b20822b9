import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@palaro/contract/member';
import { errorText } from '../../../shared/lib/error-text';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { uploadIcon } from '../api/update-profile';
import { iconFileProblem, readAsDataUrl } from '../lib/icon-file';

/** The head icon; tapping it uploads a new png or jpg of at most 5 MB. */
export function HeadIcon({ member, queryKey }: { member: MemberInfo; queryKey: readonly unknown[] }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = iconFileProblem(file);
    if (problem) {
      showToast(t(problem), { tone: 'error' });
      return;
    }
    setBusy(true);
    try {
      queryClient.setQueryData(queryKey, await uploadIcon(await readAsDataUrl(file)));
      showToast(t('member.saved'), { tone: 'success' });
    } catch (error) {
      showToast(errorText(t, error), { tone: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <button
      type="button"
      className="member-icon"
      aria-label={t('member.changeIcon')}
      aria-busy={busy}
      onClick={() => input.current?.click()}
    >
      {member.iconUrl ? (
        <img src={member.iconUrl} alt="" />
      ) : (
        <span aria-hidden="true">{(member.nickname || member.account).slice(0, 1).toUpperCase()}</span>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
    </button>
  );
}
