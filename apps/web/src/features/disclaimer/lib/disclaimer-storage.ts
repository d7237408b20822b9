import { STORAGE_KEYS } from '@palaro/contract/constants';
import { drawnRender, drawingFirstView } from '../../../shared/lib/drawn-render';
import { agreementForServer, rememberAgreementForServer } from '../../../shared/lib/first-view-cookies';
import { readItem, writeItem } from '../../../shared/lib/storage';

/** SPEC 2.2: the agreement lasts for this browser session only. */
export function hasAgreed(): boolean {
  return readItem('session', STORAGE_KEYS.disclaimerAgreed) === '1';
}

export function rememberAgreement(): void {
  writeItem('session', STORAGE_KEYS.disclaimerAgreed, '1');
  rememberAgreementForServer();
}

/** The agreement a first view is drawn with: the server's render's, or the cookie it read; undefined otherwise. */
export function agreedAsDrawn(): boolean | undefined {
  const render = drawnRender();
  if (render) return render.agreed;
  return drawingFirstView() ? agreementForServer() : undefined;
}

/** An agreement recorded before the server drew pages has no cookie yet. */
export function keepAgreementForServer(): void {
  if (hasAgreed() && !agreementForServer()) rememberAgreementForServer();
}
