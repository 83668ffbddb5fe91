import { type ComponentType, type ReactNode, Suspense } from 'react';
import { KeepOnError } from '../../components/keep-on-error';
import { afterIdle, lazyNamed } from '../../lib/lazy-named';

/**
 * A part of the landing page that is interactive or fetches data: its server HTML shows at once; its code
 * (and react-query's, with the app's data cache) loads and it hydrates when the browser is idle.
 */
export function idleSection<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazyNamed(
    async () => {
      const [module, { WithQueryClient }] = await Promise.all([load(), import('../../lib/with-query-client')]);
      const Section = module[name] as ComponentType;
      const WithData = () => (
        <WithQueryClient>
          <Section />
        </WithQueryClient>
      );
      return { [name]: WithData } as unknown as Record<K, ComponentType>;
    },
    name,
    { after: afterIdle },
  );
}

/** Where an idleSection renders: its server HTML until it hydrates, and contained if it fails to load. */
export function IdlePart({ children }: { children: ReactNode }) {
  return (
    <KeepOnError>
      <Suspense fallback={null}>{children}</Suspense>
    </KeepOnError>
  );
}
