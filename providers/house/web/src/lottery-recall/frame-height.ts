/** The message the page sends its framing window: the platform sizes the frame to the slip. */
export const HEIGHT_MESSAGE = 'tala-house:height';

/** Tells the framing window how tall `element` is now (layout is measured even while nothing paints). */
export function postHeight(element: Element, target: Window = window.parent): void {
  if (target === window) return;
  target.postMessage(
    { type: HEIGHT_MESSAGE, height: Math.ceil(element.getBoundingClientRect().height) },
    '*',
  );
}

/**
 * Tells the window that frames this page how tall `element` (the page's content) is, now and whenever it
 * changes, so the platform's game recall shows the whole slip without a second scroll bar. Only a height
 * leaves the page; the framing window checks that the message comes from its own frame. A frame scrolled
 * out of view is not rendered, so its resize observer waits: a page whose content arrives then also calls
 * `postHeight` itself.
 */
export function reportHeight(element: Element, target: Window = window.parent): () => void {
  if (target === window) return () => undefined;
  const send = () => postHeight(element, target);
  const observer = new ResizeObserver(send);
  observer.observe(element);
  send();
  return () => observer.disconnect();
}
