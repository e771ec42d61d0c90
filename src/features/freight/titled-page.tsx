import type { AppRoute } from '../../../domain/routes.ts';
import { PageFrame } from './kit.ts';

/** A route's page frame with its title; the pages of later releases fill it in. */
export function TitledPage({ route }: { route: AppRoute }) {
  return <PageFrame route={route} />;
}
