/**
 * A screen loaded when first shown (its own chunk: the first screen's script stays small). No
 * preact/compat: a component that renders nothing until the module arrives, then the screen.
 */
import { type ComponentType, h } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let screen: ComponentType<P> | null = null;
  let loading: Promise<unknown> | null = null;
  return function LazyScreen(props: P) {
    const [, setLoaded] = useState(false);
    useEffect(() => {
      if (screen) return;
      loading ??= load().then(
        (loaded) => {
          screen = loaded;
        },
        (error) => {
          // Offline, or a new deployment removed this build's chunks: the next visit tries again.
          loading = null;
          console.error('screen failed to load', error);
        },
      );
      let current = true;
      loading.then(() => current && screen && setLoaded(true));
      return () => {
        current = false;
      };
    }, []);
    return screen ? h(screen, props) : null;
  };
}
