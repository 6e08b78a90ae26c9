/**
 * A screen loaded when first shown (its own chunk: the first screen's script stays small). No
 * preact/compat: a component that renders nothing until the module arrives, then the screen.
 * A chunk that fails to arrive (offline, or a new deployment removed this build's chunks) shows
 * why with a retry, and is tried again by itself when the network is back.
 */
import { type ComponentType, h } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { Pending } from '../components/Pending';

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let screen: ComponentType<P> | null = null;
  let loading: Promise<unknown> | null = null;
  return function LazyScreen(props: P) {
    const [, setLoaded] = useState(false);
    const [failure, setFailure] = useState<unknown>(null);
    const attempt = useCallback(() => {
      if (screen) return () => {};
      setFailure(null);
      loading ??= load().then(
        (loaded) => {
          screen = loaded;
        },
        (error) => {
          loading = null;
          console.error('screen failed to load', error);
          throw error;
        },
      );
      let current = true;
      loading.then(
        () => current && screen && setLoaded(true),
        (error) => current && setFailure(error ?? 'failed'),
      );
      return () => {
        current = false;
      };
    }, []);
    useEffect(attempt, []);
    if (screen) return h(screen, props);
    return failure ? h(Pending, { error: { message: '', networkError: failure }, retry: attempt }) : null;
  };
}
