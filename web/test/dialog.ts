/**
 * jsdom's `<dialog>` has no `showModal()`/`close()`. This adds the parts the shell relies on: the
 * `open` attribute, `returnValue`, and the `close` event. Browsers also make the rest of the page
 * inert; the components keep focus inside themselves, which is what the tests check. Test support only.
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __shellPolyfill?: true };
  if (proto.__shellPolyfill) return;
  Object.defineProperty(proto, '__shellPolyfill', { value: true });
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset.modal = 'true';
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    delete this.dataset.modal;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}
