// jsdom has the <dialog> element but not its modal half: showModal(), close(), and Escape sending `cancel` to the
// modal dialog on top. The pages rely on those, so the tests get them as the HTML standard words them: showModal on an
// open dialog throws, close fires `close` in a later task, Escape fires a cancelable `cancel` and closes the dialog
// unless it was refused. What jsdom cannot show (focus kept inside, the page behind inert) a browser checks:
// e2e/tests/lotto-slip.spec.ts.

const modals: HTMLDialogElement[] = [];

function close(this: HTMLDialogElement, returnValue?: string) {
  if (!this.open) return;
  this.removeAttribute('open');
  if (returnValue !== undefined) this.returnValue = returnValue;
  modals.splice(modals.indexOf(this), 1);
  setTimeout(() => this.dispatchEvent(new Event('close')));
}

function showModal(this: HTMLDialogElement) {
  if (this.open) throw new DOMException('The dialog is already open', 'InvalidStateError');
  if (!this.isConnected) throw new DOMException('The dialog is not in a document', 'InvalidStateError');
  this.setAttribute('open', '');
  modals.push(this);
}

export function supportModalDialogs() {
  // the tests that run in Node (no DOM at all) have nothing to add it to
  if (typeof HTMLDialogElement === 'undefined') return;
  const prototype = HTMLDialogElement.prototype;
  if (typeof prototype.showModal === 'function') return;
  prototype.showModal = showModal;
  prototype.close = close;
  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

/** Modal dialogs a test left open (a dialog removed from the page stops being modal). */
export function forgetModalDialogs() {
  modals.length = 0;
}
