import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` for a region that renders Mantine components: its chunk and the theme (theme-scope)
 * load together, and the region renders inside the theme. The entry has Mantine's context but no
 * theme (mantine-scope.tsx), so every lazy boundary under the entry goes through here; a region
 * that did not would throw "MantineProvider was not found" in the whole-app tests.
 */
export function lazyThemed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { ThemeScope }] = await Promise.all([load(), import('./theme-scope')]);
    // biome-ignore lint/correctness/noComponentHookFactories: made once per region, when its chunk arrives.
    function Themed(props: P) {
      return (
        <ThemeScope>
          <Component {...props} />
        </ThemeScope>
      );
    }
    return { default: Themed };
  });
}
