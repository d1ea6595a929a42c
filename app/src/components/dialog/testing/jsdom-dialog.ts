/**
 * jsdom knows `<dialog>` and its `open` attribute but not `showModal()` or `close()`. Component tests
 * install this much of them: opening sets `open`, closing clears it and fires `close` as browsers do.
 */
export function installDialogMethods(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
