import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { isExternalPath } from '../../../domain/menu.ts';

interface MenuLinkProps {
  path: string;
  newWindow: boolean;
  className?: string;
  active?: boolean;
  children: ReactNode;
  onNavigate?: () => void;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Spec §2: a path starting with http is external, any other is an internal route; either may open
 * in a new window. Server paths are plain strings, so internal ones navigate by href.
 */
export function MenuLink({ path, newWindow, className, active, children, onNavigate }: MenuLinkProps) {
  const router = useRouter();
  const external = isExternalPath(path);
  const newWindowProps = newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a
      href={path}
      className={className}
      aria-current={active ? 'page' : undefined}
      {...newWindowProps}
      onClick={(event) => {
        if (external || newWindow || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate?.();
        router.navigate({ href: path });
      }}
    >
      {children}
    </a>
  );
}
