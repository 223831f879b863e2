/**
 * index.html paints a frame before any script runs (#boot-frame: header bar and page skeleton, with
 * its own inline CSS), so the first paint does not wait for the JavaScript. It is removed the moment
 * React first puts something into the root: in the same frame, so the page never flashes empty.
 */
export function dismissBootFrame(root: HTMLElement): void {
  const frame = document.getElementById('boot-frame');
  if (!frame) return;
  const observer = new MutationObserver(() => {
    if (!root.firstChild) return;
    frame.remove();
    observer.disconnect();
  });
  observer.observe(root, { childList: true });
}
