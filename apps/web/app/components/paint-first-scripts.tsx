import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';
import { paintFirstBoot } from '../lib/paint-first';

type ScriptsProps = Parameters<typeof Scripts>[0];
type ElementProps = {
  children?: ReactNode;
  rel?: string;
  href?: string;
  type?: string;
  dangerouslySetInnerHTML?: { __html: string };
};

function flatten(
  node: ReactNode,
  into: ReactElement<ElementProps>[],
): ReactElement<ElementProps>[] {
  if (Array.isArray(node)) node.forEach((child: ReactNode) => flatten(child, into));
  else if (isValidElement<ElementProps>(node)) {
    if (node.type === Fragment) flatten(node.props.children, into);
    else into.push(node);
  }
  return into;
}

// The boot script depends only on the page's route modules, so each rewrite is made once per
// set of routes (a few dozen at most), not on every render.
const rewritten = new Map<string, string | null>();
function rewriteOnce(source: string, preloadHrefs: string[]): string | null {
  const key = `${source}\n${preloadHrefs.join(' ')}`;
  let boot = rewritten.get(key);
  if (boot === undefined) {
    boot = paintFirstBoot(source, preloadHrefs);
    rewritten.set(key, boot);
  }
  return boot;
}

/**
 * React Router's `<Scripts>` with the page's JavaScript started after the first paint
 * (lib/paint-first.ts): the module preloads are left out of the HTML and added by the boot
 * script once the page has painted. Everything else (the router context, the import map) is
 * rendered as React Router renders it.
 */
function ServerPaintFirstScripts(props: ScriptsProps) {
  // Called rather than rendered, so its elements can be rearranged; its hooks run as this
  // component's, in the same order on every render.
  const elements = flatten(Scripts(props), []);
  const preloads = elements.filter((e) => e.type === 'link' && e.props.rel === 'modulepreload');
  const boot = elements.find((e) => e.type === 'script' && e.props.type === 'module');
  const source = boot?.props.dangerouslySetInnerHTML?.__html;
  const deferredBoot = source
    ? rewriteOnce(source, preloads.map((link) => link.props.href ?? '').filter(Boolean))
    : null;
  const kept =
    boot && deferredBoot !== null
      ? elements
          .filter((e) => !preloads.includes(e))
          .map((e) =>
            e === boot ? cloneElement(e, { dangerouslySetInnerHTML: { __html: deferredBoot } }) : e,
          )
      : elements;
  return <>{kept.map((e, index) => cloneElement(e, { key: e.key ?? index }))}</>;
}

/**
 * On the server, the rewritten scripts; in the browser, React Router's own: hydration keeps the
 * inline scripts' text as the server wrote it (they have run already) and the module preloads
 * are head elements it does not match in place, so the rewriting code stays out of the bundle
 * (`import.meta.env.SSR` is a build-time constant).
 */
export const PaintFirstScripts = import.meta.env.SSR ? ServerPaintFirstScripts : Scripts;
