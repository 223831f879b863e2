import { type ComponentType, type ReactElement, useEffect, useReducer, useRef, useState } from 'react';

/** What a stand-in trigger wires up: intent (pointer over, focus) starts the load, a press also opens. */
export type TIntentHandlers = {
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
};

/** The real widget opens on mount when the visitor pressed its stand-in before the code had arrived. */
export type TOpenOnLoad = { initiallyOpen?: boolean };

export type TWidgetLoader<P> = {
  preload: () => void;
  loaded: () => ComponentType<P & TOpenOnLoad> | null;
  subscribe: (listener: () => void) => () => void;
};

/** Loads a widget's module once, on the first call of preload; a failure (offline) lets the next try again. */
export function widgetLoader<P>(load: () => Promise<ComponentType<P & TOpenOnLoad>>): TWidgetLoader<P> {
  let component: ComponentType<P & TOpenOnLoad> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  return {
    preload() {
      if (loading) return;
      loading = load().then(
        (loadedComponent) => {
          component = loadedComponent;
          for (const listener of listeners) listener();
        },
        () => {
          loading = null;
        },
      );
    },
    loaded: () => component,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A widget behind a trigger (a menu, the drawer, a popover) whose code loads on the first sign of intent,
 * not with the page. Until then `standIn` draws the trigger itself. Pointer over or focus starts the load;
 * a press also opens the widget as soon as its code is there. A focused stand-in is kept until it is
 * pressed or left, so keyboard focus never drops. Once loaded, every instance renders the real widget.
 */
export function OnDemand<P extends object>({
  loader,
  props,
  standIn,
}: {
  loader: TWidgetLoader<P>;
  props: P;
  standIn: (handlers: TIntentHandlers) => ReactElement;
}) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const showedStandIn = useRef(false);
  useEffect(() => {
    const unsubscribe = loader.subscribe(rerender);
    // Loaded between this render and the subscription: catch up.
    if (loader.loaded() && showedStandIn.current) rerender();
    return unsubscribe;
  }, [loader]);
  const Loaded = loader.loaded();
  if (Loaded && (pressed || !focused)) return <Loaded {...props} initiallyOpen={pressed} />;
  showedStandIn.current = true;
  return standIn({
    onPointerEnter: loader.preload,
    onFocus: () => {
      setFocused(true);
      loader.preload();
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      setPressed(true);
      loader.preload();
    },
  });
}
