import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@palaro/contract/constants';
import { changeLanguage, currentLanguage } from '../../../shared/lib/i18n/i18n';
import { isLanguageCode, LANGUAGE_NAMES } from '../../../shared/lib/i18n/languages';
import { useThemeStore } from '../../../shared/lib/theme';
import { GlobeIcon, MoonIcon } from '../../../shared/ui/icons/menu-icons';

/** The language switcher (named "Language") and the theme switch (named "Dark theme"). */
export function DrawerSettings() {
  const { t } = useTranslation('drawer');
  const languageId = useId();
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);

  return (
    <div className="drawer__settings">
      <div className="drawer__setting">
        <GlobeIcon className="drawer__entry-icon" />
        <label htmlFor={languageId} className="drawer__entry-label">
          {t('language')}
        </label>
        <select
          id={languageId}
          className="drawer__select"
          value={currentLanguage()}
          onChange={(event) => {
            if (isLanguageCode(event.target.value)) void changeLanguage(event.target.value);
          }}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={theme === 'dark'}
        className="drawer__setting drawer__switch"
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      >
        <MoonIcon className="drawer__entry-icon" />
        <span className="drawer__entry-label">{t('darkTheme')}</span>
        <span className="switch" aria-hidden="true" />
      </button>
    </div>
  );
}
